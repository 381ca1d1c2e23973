// Package exposureall is checked with exposure "all": every keyable write
// without a key is checked, retried or not, and reported where a fix can
// give it a key that a retry of its caller would send again.
package exposureall

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/charge"
)

// Not reported: with no retry around it, the only key a fix could make
// here is a new one just before the call, which stripe-go already puts on
// each call itself (a fix that set stripe.NewIdempotencyKey() here compiled
// and changed nothing: a caller's retry still charged twice).
func chargeIntent(ctx context.Context, sc *stripe.Client, amount int64) error {
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)})
	return err
}

// The same with the package-level charge.New, as a workflow integration's
// action calls it for each item it is given.
func createCharge(amount int64, currency, source string) (*stripe.Charge, error) {
	params := &stripe.ChargeParams{Amount: stripe.Int64(amount), Currency: stripe.String(currency)}
	return charge.New(params)
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

// A caller that passes no key: a new one made at the call would be new
// again when refundOnce is retried, so there is no fix to offer, and no
// finding.
func refundOnce(ctx context.Context, sc *stripe.Client, charge string) error {
	return refund(ctx, sc, charge, "")
}
