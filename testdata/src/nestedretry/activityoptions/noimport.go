package activityoptions

import (
	"context"
	"time"

	"go.temporal.io/sdk/workflow"
)

func Ship(ctx context.Context, id string) error {
	return post(ctx, id) // want `post retries \(activityoptions/policy.go:\d+\) inside the Temporal activity \(noimport.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default`
}

func Label(ctx context.Context, id string) error {
	return post(ctx, id) // want `post retries \(activityoptions/policy.go:\d+\) inside the Temporal activity \(noimport.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default`
}

func ShipWorkflow(ctx workflow.Context, id string) error {
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	if err := workflow.ExecuteActivity(ctx, Ship, id).Get(ctx, nil); err != nil {
		return err
	}
	lc := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	return workflow.ExecuteActivity(lc, Label, id).Get(lc, nil)
}
