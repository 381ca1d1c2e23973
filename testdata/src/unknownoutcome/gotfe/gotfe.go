// Package gotfe retries go-tfe writes, which carry no key: a run created
// again after a timeout queues a second run (reported); a workspace is
// created by name, and a second create of the name is refused, so its
// retry makes nothing twice (silent), as is a retry that stops on an
// ambiguous error.
package gotfe

import (
	"context"
	"errors"

	tfe "github.com/hashicorp/go-tfe"
)

func queueRunBad(ctx context.Context, client *tfe.Client, ws *tfe.Workspace, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws, Message: &msg}); err == nil { // want `unkeyed write Runs.Create is retried on every error by the retry loop at gotfe.go:17`
			return nil
		}
	}
	return err
}

func queueRunGood(ctx context.Context, client *tfe.Client, ws *tfe.Workspace, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws, Message: &msg})
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

func createWorkspace(ctx context.Context, client *tfe.Client, org, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Workspaces.Create(ctx, org, tfe.WorkspaceCreateOptions{Name: &name}); err == nil {
			return nil
		}
	}
	return err
}

// queueRunAfterWorkspaceRead reads the workspace before it queues the run:
// a read of another resource, and the check of its error, are no read-back
// of the run (terraform-mcp-server's create_run tool).
func queueRunAfterWorkspaceRead(ctx context.Context, client *tfe.Client, org, name, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		ws, rerr := client.Workspaces.Read(ctx, org, name)
		if rerr != nil {
			return rerr
		}
		if ws.Name == "" {
			return errors.New("no workspace")
		}
		if _, err = client.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws, Message: &msg}); err == nil { // want `unkeyed write Runs.Create is retried on every error by the retry loop at gotfe.go:\d+`
			return nil
		}
	}
	return err
}
