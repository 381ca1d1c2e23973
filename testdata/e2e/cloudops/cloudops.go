// Package cloudops creates Google Cloud AlloyDB instances, whose requests
// take a RequestId that must be a UUID, and queues Terraform runs through
// go-tfe, whose run create takes no key.
package cloudops

import (
	"context"
	"errors"

	alloydb "cloud.google.com/go/alloydb/apiv1"
	"cloud.google.com/go/alloydb/apiv1/alloydbpb"
	tfe "github.com/hashicorp/go-tfe"
)

// CreateInstance retries a create without a request id.
func CreateInstance(ctx context.Context, c *alloydb.AlloyDBAdminClient, parent, id string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.CreateInstance(ctx, &alloydbpb.CreateInstanceRequest{Parent: parent, InstanceId: id}); err == nil { // want: unkeyedwrite "AlloyDBAdminClient.CreateInstance is sent without an idempotency key inside the retry loop at cloudops.go:\d+"
			return nil
		}
	}
	return err
}

// CreateCluster retries a create under one request id.
func CreateCluster(ctx context.Context, c *alloydb.AlloyDBAdminClient, parent, id, requestID string) error {
	req := &alloydbpb.CreateClusterRequest{Parent: parent, ClusterId: id, RequestId: requestID}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = c.CreateCluster(ctx, req); err == nil {
			return nil
		}
	}
	return err
}

// QueueRun retries a run create on every error: a timeout may have queued
// it.
func QueueRun(ctx context.Context, client *tfe.Client, ws *tfe.Workspace, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws, Message: &msg}); err == nil { // want: unknownoutcome "unkeyed write Runs.Create is retried on every error by the retry loop at cloudops.go:\d+"
			return nil
		}
	}
	return err
}

// CreateWorkspace retries a create by name, which the API refuses twice.
func CreateWorkspace(ctx context.Context, client *tfe.Client, org, name string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Workspaces.Create(ctx, org, tfe.WorkspaceCreateOptions{Name: &name}); err == nil {
			return nil
		}
	}
	return errors.Join(errors.New("workspace not created"), err)
}
