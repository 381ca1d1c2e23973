// Package activityoptions executes Temporal activities that call a
// function that retries by itself: the activity's retry policy is the
// outer layer, and where its options are literals of this package that no
// other activity shares, the fix runs the activity once.
package activityoptions

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
	return post(ctx, id) // want `post retries \(activityoptions/policy.go:\d+\) inside the Temporal activity \(policy.go:\d+\) with no shared budget: up to 5 × 3 = 15 calls for one failing operation`
}

func Refund(ctx context.Context, id string) error {
	return post(ctx, id) // want `post retries \(activityoptions/policy.go:\d+\) inside the Temporal activity \(policy.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls`
}

// Correct: the activity runs once, and post is the only retry layer.
func Void(ctx context.Context, id string) error {
	return post(ctx, id)
}

// Shared options: running Notify once would change Audit's policy too, so
// the fix returns post's failure as non-retryable instead.
func Notify(ctx context.Context, id string) error { return post(ctx, id) } // want `post retries \(activityoptions/policy.go:\d+\) inside the Temporal activity \(policy.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 3 calls`

func Audit(ctx context.Context, id string) error { return nil }

func Workflow(ctx workflow.Context, id string) error {
	c5 := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{MaximumAttempts: 5},
	})
	if err := workflow.ExecuteActivity(c5, Capture, id).Get(c5, nil); err != nil {
		return err
	}
	cr := workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second},
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
