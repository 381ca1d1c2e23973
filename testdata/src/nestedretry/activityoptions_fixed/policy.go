// Package activityoptions_fixed is activityoptions as its fixes leave it:
// every activity runs once or shares its options, and nothing is reported.
package activityoptions_fixed

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// post retries by itself.
func post(ctx context.Context, body string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = send(ctx, body); err == nil {
			return nil
		}
	}
	return err
}

func send(ctx context.Context, body string) error { return errors.New(body) }

func Capture(ctx context.Context, id string) error {
	return post(ctx, id)
}

func Refund(ctx context.Context, id string) error {
	return post(ctx, id)
}

// Correct: the activity runs once, and post is the only retry layer.
func Void(ctx context.Context, id string) error {
	return post(ctx, id)
}

// Shared options: running Notify once would change Audit's policy too, so
// its fix returns post's failure as non-retryable instead.
func Notify(ctx context.Context, id string) error {
	if err := post(ctx, id); err != nil {
		return temporal.NewNonRetryableApplicationError("post failed after its own retries", "InnerRetriesExhausted", err)
	}
	return nil
}

func Audit(ctx context.Context, id string) error { return nil }

func Workflow(ctx workflow.Context, id string) error {
	c5 := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	if err := workflow.ExecuteActivity(c5, Capture, id).Get(c5, nil); err != nil {
		return err
	}
	cr := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: 1},
	})
	if err := workflow.ExecuteActivity(cr, Refund, id).Get(cr, nil); err != nil {
		return err
	}
	c1 := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	if err := workflow.ExecuteActivity(c1, Void, id).Get(c1, nil); err != nil {
		return err
	}
	cs := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	if err := workflow.ExecuteActivity(cs, Notify, id).Get(cs, nil); err != nil {
		return err
	}
	return workflow.ExecuteActivity(cs, Audit, id).Get(cs, nil)
}
