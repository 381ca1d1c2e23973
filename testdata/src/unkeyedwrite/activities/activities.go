// Package activities has Temporal activities found by how they are
// executed and registered, checked with the default exposure: a workflow
// of this package executes a method, a worker registers a struct (every
// exported method is an activity). As in temporal-ecommerce, an activity
// may leave its context unnamed.
package activities

import (
	"context"
	"time"

	stripe "github.com/stripe/stripe-go/v82"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

type Activities struct {
	sc *stripe.Client
}

// Charge is executed by the workflow below, with Temporal's default retry
// policy.
func (a *Activities) Charge(_ context.Context, amount int64) error {
	_, err := a.sc.V1PaymentIntents.Create(context.Background(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}) // want `V1PaymentIntents.Create is sent without an idempotency key in a Temporal activity \(activities.go:23\), which runs again on retry`
	return err
}

// Refund is registered with the struct.
func (a *Activities) Refund(ctx context.Context, charge string) error {
	_, err := a.sc.V1Refunds.Create(ctx, &stripe.RefundCreateParams{Charge: stripe.String(charge)}) // want `V1Refunds.Create is sent without an idempotency key in a Temporal activity \(activities.go:29\), which runs again on retry`
	return err
}

// RefundAll is registered with the struct and refunds each charge: one key
// for the run (workflow run id and activity id) would make the second
// refund replay the first, so there is no fix, and no report.
func (a *Activities) RefundAll(ctx context.Context, charges []string) error {
	for _, ch := range charges {
		if _, err := a.sc.V1Refunds.Create(ctx, &stripe.RefundCreateParams{Charge: stripe.String(ch)}); err != nil {
			return err
		}
	}
	return nil
}

// refund is not exported: registering the struct does not make it an
// activity.
func (a *Activities) refund(ctx context.Context, charge string) error {
	_, err := a.sc.V1Refunds.Create(ctx, &stripe.RefundCreateParams{Charge: stripe.String(charge)})
	return err
}

func Workflow(ctx workflow.Context, amount int64) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
	var a *Activities
	return workflow.ExecuteActivity(ctx, a.Charge, amount).Get(ctx, nil)
}

func Register(w worker.Worker, sc *stripe.Client) {
	acts := &Activities{sc: sc}
	w.RegisterActivity(acts)
}
