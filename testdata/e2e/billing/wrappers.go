package billing

import (
	"context"

	"github.com/stripe/stripe-go/v82"
)

// Charge passes idempotencyKey on to the IdempotencyKey of the params.
func Charge(ctx context.Context, sc *stripe.Client, amount int64, idempotencyKey string) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}
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
func Refund(ctx context.Context, sc *stripe.Client, req RefundRequest) error {
	params := &stripe.RefundCreateParams{
		Params: stripe.Params{IdempotencyKey: stripe.String(req.Key)},
		Charge: stripe.String(req.Charge),
	}
	_, err := sc.V1Refunds.Create(ctx, params)
	return err
}

// Transfer takes the params themselves: their IdempotencyKey is its slot.
func Transfer(ctx context.Context, sc *stripe.Client, params *stripe.TransferCreateParams) error {
	_, err := sc.V1Transfers.Create(ctx, params)
	return err
}
