// Package billing is the upstream package: wrappers around stripe-go that
// take the key as a parameter, as a field of a request struct, or not at
// all.
package billing

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
)

// Charge passes idempotencyKey on to the IdempotencyKey of the params.
func Charge(ctx context.Context, sc *stripe.Client, amount int64, idempotencyKey string) error { // want Charge:"keyed write, key in parameter 3 via V1PaymentIntents.Create at billing/billing.go:16"
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
	params.SetIdempotencyKey(idempotencyKey)
	_, err := sc.V1PaymentIntents.Create(ctx, params)
	return err
}

// A RefundRequest carries its own key.
type RefundRequest struct {
	Charge string
	Key    string
}

// Refund passes req.Key on as the key.
func Refund(ctx context.Context, sc *stripe.Client, req RefundRequest) error { // want Refund:"keyed write, key in Key of parameter 2 via V1Refunds.Create at billing/billing.go:32"
	params := &stripe.RefundCreateParams{
		Params: stripe.Params{IdempotencyKey: stripe.String(req.Key)},
		Charge: stripe.String(req.Charge),
	}
	_, err := sc.V1Refunds.Create(ctx, params)
	return err
}

// Transfer takes the params themselves: their IdempotencyKey is its slot.
func Transfer(ctx context.Context, sc *stripe.Client, params *stripe.TransferCreateParams) error { // want Transfer:"keyed write, key in IdempotencyKey of parameter 2 via V1Transfers.Create at billing/billing.go:38"
	_, err := sc.V1Transfers.Create(ctx, params)
	return err
}
