// Package payments holds a service whose method charges with stripe-go,
// which retries by itself, and a function that is an activity by its own
// code. Nothing here is registered; package worker registers them.
package payments

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
	"go.temporal.io/sdk/activity"
)

// Service is what the worker registers a method of.
type Service interface {
	CreateACHCharge(ctx context.Context, amount int64) (string, error)
	Ping(ctx context.Context) error
}

type stripeService struct{}

// New returns the only implementation of Service.
func New() Service { return stripeService{} }

// CreateACHCharge charges through stripe-go, which retries by itself.
func (stripeService) CreateACHCharge(ctx context.Context, amount int64) (string, error) {
	c, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(amount)})
	if err != nil {
		return "", err
	}
	return c.ID, nil
}

// Ping calls nothing that retries.
func (stripeService) Ping(ctx context.Context) error { return nil }

// Refund is an activity by its own code (it calls the activity package):
// the nesting inside it is reported here, not where it is registered.
func Refund(ctx context.Context, amount int64) (string, error) {
	activity.GetLogger(ctx).Info("refund")
	c, err := charge.New(&stripe.ChargeParams{Amount: stripe.Int64(-amount)}) // want `charge.New retries by default \(stripe-go\) inside the Temporal activity`
	if err != nil {
		return "", err
	}
	return c.ID, nil
}
