// Package exposure is checked with exposure "all" and "at-least-once": a
// Temporal activity runs again on retry, and with "all" every write counts.
package exposure

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"go.temporal.io/sdk/activity"
)

// ChargeActivity is a Temporal activity: the worker retries it.
func ChargeActivity(ctx context.Context, amount int64) error {
	activity.GetLogger(ctx).Info("charging")
	sc := stripe.NewClient("sk_test")
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a Temporal activity \(exposure.go:13\), which runs again on retry`
	return err
}

// ChargeActivityGood derives the key from the activity's identity.
func ChargeActivityGood(ctx context.Context, amount int64) error {
	info := activity.GetInfo(ctx)
	sc := stripe.NewClient("sk_test")
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey(info.WorkflowExecution.RunID + "/" + info.ActivityID)
	_, err := sc.V1PaymentIntents.Create(ctx, p)
	return err
}
