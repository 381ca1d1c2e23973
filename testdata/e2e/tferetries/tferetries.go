// Package tferetries retries go-tfe calls. go-tfe retries a 429 by
// default, and a 5xx or a lost connection, after which a run may have been
// queued, only with RetryServerErrors: then each attempt of an outer retry
// is retried by the client.
package tferetries

import (
	"context"

	tfe "github.com/hashicorp/go-tfe"
)

// Runner queues runs with a client that retries server errors.
type Runner struct{ client *tfe.Client }

// NewRunner makes a Runner whose client retries server errors.
func NewRunner(token string) (*Runner, error) {
	c, err := tfe.NewClient(&tfe.Config{Token: token, RetryServerErrors: true})
	if err != nil {
		return nil, err
	}
	return &Runner{client: c}, nil
}

// Start retries a run create: every failed attempt is retried by the
// client too.
func (r *Runner) Start(ctx context.Context, ws *tfe.Workspace) (*tfe.Run, error) {
	var run *tfe.Run
	var err error
	for i := 0; i < 3; i++ {
		run, err = r.client.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws}) // want: nestedretry "r.client.Runs.Create retries server errors \(go-tfe with RetryServerErrors on\) inside the retry loop at tferetries.go:\d+ with no shared budget: up to 3 × 31 = 93 calls for one failing operation" unknownoutcome "unkeyed write Runs.Create is retried on every error by the retry loop at tferetries.go:\d+"
		if err == nil {
			return run, nil
		}
	}
	return nil, err
}

// Workspace retries a read through a client whose server retries are
// turned on by the setter.
func Workspace(ctx context.Context, token, org, name string) (*tfe.Workspace, error) {
	c, err := tfe.NewClient(&tfe.Config{Token: token})
	if err != nil {
		return nil, err
	}
	c.RetryServerErrors(true)
	var ws *tfe.Workspace
	for i := 0; i < 2; i++ {
		ws, err = c.Workspaces.Read(ctx, org, name) // want: nestedretry "c.Workspaces.Read retries server errors \(go-tfe with RetryServerErrors on\) inside the retry loop at tferetries.go:\d+ with no shared budget: up to 2 × 31 = 62 calls"
		if err == nil {
			return ws, nil
		}
	}
	return nil, err
}

// WorkspaceDefault retries the read through a client that retries only
// 429s, which were refused.
func WorkspaceDefault(ctx context.Context, token, org, name string) (*tfe.Workspace, error) {
	c, err := tfe.NewClient(&tfe.Config{Token: token})
	if err != nil {
		return nil, err
	}
	var ws *tfe.Workspace
	for i := 0; i < 2; i++ {
		ws, err = c.Workspaces.Read(ctx, org, name)
		if err == nil {
			return ws, nil
		}
	}
	return nil, err
}

// WorkspaceOff turns the server retries off with the setter.
func WorkspaceOff(ctx context.Context, token, org, name string) (*tfe.Workspace, error) {
	c, err := tfe.NewClient(tfe.DefaultConfig())
	if err != nil {
		return nil, err
	}
	c.RetryServerErrors(false)
	var ws *tfe.Workspace
	for i := 0; i < 2; i++ {
		ws, err = c.Workspaces.Read(ctx, org, name)
		if err == nil {
			return ws, nil
		}
	}
	return nil, err
}

// StartDefault retries a run create through a default client: its retries
// of 429s do not multiply the loop's attempts, though the loop itself
// queues the run again after a timeout.
func StartDefault(ctx context.Context, token string, ws *tfe.Workspace) error {
	c, err := tfe.NewClient(&tfe.Config{Token: token})
	if err != nil {
		return err
	}
	for i := 0; i < 2; i++ {
		_, err = c.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws}) // want: unknownoutcome "unkeyed write Runs.Create is retried on every error by the retry loop at tferetries.go:\d+"
		if err == nil {
			return nil
		}
	}
	return err
}
