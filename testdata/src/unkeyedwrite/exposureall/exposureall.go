// Package exposureall is checked with exposure "all": every keyable write
// without a key is reported, retried or not.
package exposureall

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
)

func charge(ctx context.Context, sc *stripe.Client, amount int64) error {
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}) // want `V1PaymentIntents.Create is sent without an idempotency key \(exposure all: every write is checked\): stripe-go puts a new key on each call, so a caller that retries it makes the write again`
	return err
}

func chargeGood(ctx context.Context, sc *stripe.Client, orderID string, amount int64) error {
	p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
	p.SetIdempotencyKey("order-" + orderID)
	_, err := sc.V1PaymentIntents.Create(ctx, p)
	return err
}

// refund takes its key as a parameter.
func refund(ctx context.Context, sc *stripe.Client, charge, idempotencyKey string) error {
	p := &stripe.RefundCreateParams{Charge: stripe.String(charge)}
	p.SetIdempotencyKey(idempotencyKey)
	_, err := sc.V1Refunds.Create(ctx, p)
	return err
}

// A caller that passes no key is reported at its call, as nothing inside
// refund is.
func refundOnce(ctx context.Context, sc *stripe.Client, charge string) error {
	return refund(ctx, sc, charge, "") // want `refund is called without an idempotency key for V1Refunds.Create \(exposureall/exposureall.go:\d+\) \(exposure all: every write is checked\)`
}
