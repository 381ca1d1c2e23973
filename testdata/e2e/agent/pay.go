package agent

import (
	"context"

	"github.com/avast/retry-go/v4"
	"github.com/stripe/stripe-go/v82"

	"example.com/e2e/billing"
	"example.com/e2e/payments"
)

// Pay retries the payments service without a key.
func Pay(ctx context.Context, s *payments.Service) error {
	return retry.Do(func() error {
		return s.Pay(ctx, 100, "") // want: unkeyedwrite "Service.Pay is called without an idempotency key for Charge → V1PaymentIntents.Create \(billing/wrappers.go:\d+\) inside the retry.Do at pay.go:\d+" nestedretry "Pay → Charge retries \(billing/wrappers.go:\d+\) inside the retry.Do at pay.go:\d+ with no shared budget"
	})
}

// PayGood keys the payment on the order.
func PayGood(ctx context.Context, s *payments.Service, orderID string) error {
	return retry.Do(func() error {
		return s.Pay(ctx, 100, "order-"+orderID) // want: nestedretry "Pay → Charge retries \(billing/wrappers.go:\d+\) inside the retry.Do at pay.go:\d+ with no shared budget"
	})
}

// Refund retries billing.Refund with a request that has no Key.
func Refund(ctx context.Context, sc *stripe.Client, charge string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = billing.Refund(ctx, sc, billing.RefundRequest{Charge: charge}); err == nil { // want: unkeyedwrite "billing.Refund is called without the Key that it passes on as the idempotency key of V1Refunds.Create"
			return nil
		}
	}
	return err
}

// RefundGood passes a key made from the charge.
func RefundGood(ctx context.Context, sc *stripe.Client, charge string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = billing.Refund(ctx, sc, billing.RefundRequest{Charge: charge, Key: "refund-" + charge}); err == nil {
			return nil
		}
	}
	return err
}

// Transfer builds the params without a key inside the retry.
func Transfer(ctx context.Context, sc *stripe.Client, dest string) error {
	return retry.Do(func() error {
		params := &stripe.TransferCreateParams{Amount: stripe.Int64(10), Currency: stripe.String("usd"), Destination: stripe.String(dest)}
		return billing.Transfer(ctx, sc, params) // want: unkeyedwrite "billing.Transfer is called without the IdempotencyKey that it passes on" nestedretry "Transfer retries \(billing/wrappers.go:\d+\) inside the retry.Do at pay.go:\d+ with no shared budget"
	})
}

// TransferGood sets the key on params made before the retry.
func TransferGood(ctx context.Context, sc *stripe.Client, dest, key string) error {
	params := &stripe.TransferCreateParams{Amount: stripe.Int64(10), Currency: stripe.String("usd"), Destination: stripe.String(dest)}
	params.SetIdempotencyKey(key)
	return retry.Do(func() error {
		return billing.Transfer(ctx, sc, params) // want: nestedretry "Transfer retries \(billing/wrappers.go:\d+\) inside the retry.Do at pay.go:\d+ with no shared budget"
	})
}
