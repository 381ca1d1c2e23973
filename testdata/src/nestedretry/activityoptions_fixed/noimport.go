package activityoptions_fixed

import (
	"context"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

func Ship(ctx context.Context, id string) error {
	return post(ctx, id)
}

func Label(ctx context.Context, id string) error {
	return post(ctx, id)
}

func ShipWorkflow(ctx workflow.Context, id string) error {
	ao := workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	}
	ctx = workflow.WithActivityOptions(ctx, ao)
	if err := workflow.ExecuteActivity(ctx, Ship, id).Get(ctx, nil); err != nil {
		return err
	}
	lc := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute, RetryPolicy: &temporal.RetryPolicy{MaximumAttempts: 1}})
	return workflow.ExecuteActivity(lc, Label, id).Get(lc, nil)
}
