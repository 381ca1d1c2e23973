// Package agent is the downstream package: it retries the wrappers, with
// and without keys.
package agent

import (
	"context"

	"github.com/avast/retry-go/v4"
	stripe "github.com/stripe/stripe-go/v82"

	"unkeyedwrite/wrappers/billing"
	"unkeyedwrite/wrappers/payments"
)

func pay(ctx context.Context, s *payments.Service) error {
	return retry.Do(func() error {
		return s.Pay(ctx, 100, "") // want `Service.Pay is called without an idempotency key for Charge → V1PaymentIntents.Create \(billing/billing.go:16\) inside the retry.Do at agent.go:16`
	})
}

func payGood(ctx context.Context, s *payments.Service, orderID string) error {
	return retry.Do(func() error {
		return s.Pay(ctx, 100, "order-"+orderID)
	})
}

func refund(ctx context.Context, sc *stripe.Client, charge string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = billing.Refund(ctx, sc, billing.RefundRequest{Charge: charge}); err == nil { // want `billing.Refund is called without the Key that it passes on as the idempotency key of V1Refunds.Create`
			return nil
		}
	}
	return err
}

func transfer(ctx context.Context, sc *stripe.Client) error {
	return retry.Do(func() error {
		params := &stripe.TransferCreateParams{Amount: stripe.Int64(10), Destination: stripe.String("acct_1")}
		return billing.Transfer(ctx, sc, params) // want `billing.Transfer is called without the IdempotencyKey that it passes on`
	})
}

func transferGood(ctx context.Context, sc *stripe.Client, key string) error {
	params := &stripe.TransferCreateParams{Amount: stripe.Int64(10)}
	params.SetIdempotencyKey(key)
	return retry.Do(func() error {
		return billing.Transfer(ctx, sc, params)
	})
}
