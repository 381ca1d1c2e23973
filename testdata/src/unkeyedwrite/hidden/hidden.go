// Package hidden has wrappers that send a keyed write without a key and
// take none, retried by their callers in this package.
package hidden

import (
	"context"

	"github.com/avast/retry-go/v4"
	stripe "github.com/stripe/stripe-go/v82"
)

type tool struct {
	sc *stripe.Client
}

// createCharge makes the write; it is not retried here.
func (t *tool) createCharge(ctx context.Context, amount int64) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
	_, err := t.sc.V1PaymentIntents.Create(ctx, params)
	return err
}

// The agent's tool retries it.
func (t *tool) run(ctx context.Context, amount int64) error {
	return retry.Do(func() error {
		return t.createCharge(ctx, amount) // want `tool.createCharge sends V1PaymentIntents.Create \(hidden/hidden.go:19\) without an idempotency key and takes none inside the retry.Do at hidden.go:25`
	})
}

// Called once elsewhere.
func (t *tool) once(ctx context.Context) error {
	return t.createCharge(ctx, 5)
}

// A wrapper that carries its own stable key is silent.
func (t *tool) refund(ctx context.Context, charge string) error {
	p := &stripe.RefundCreateParams{Charge: stripe.String(charge)}
	p.SetIdempotencyKey("refund-" + charge)
	_, err := t.sc.V1Refunds.Create(ctx, p)
	return err
}

func (t *tool) runRefund(ctx context.Context, charge string) error {
	return retry.Do(func() error {
		return t.refund(ctx, charge)
	})
}
