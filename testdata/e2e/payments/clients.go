package payments

import (
	"context"

	"github.com/stripe/stripe-go/v82"
)

// ChargeNewClient retries a client that retries by itself (3 attempts by
// default); the key is stable, so only the attempts multiply.
func ChargeNewClient(ctx context.Context, apiKey, orderID string) error {
	sc := stripe.NewClient(apiKey)
	key := "order-" + orderID
	var err error
	for i := 0; i < 2; i++ {
		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
		params.SetIdempotencyKey(key)
		_, err = sc.V1PaymentIntents.Create(ctx, params) // want: nestedretry "sc.V1PaymentIntents.Create retries by default \(stripe-go\) inside the retry loop at clients.go:\d+ with no shared budget: up to 2 × 3 = 6 calls"
		if err == nil {
			return nil
		}
	}
	return err
}

// ChargeNoNetworkRetries turns the client's retries off.
func ChargeNoNetworkRetries(ctx context.Context, apiKey, orderID string) error {
	sc := stripe.NewClient(apiKey, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{MaxNetworkRetries: stripe.Int64(0)})))
	key := "order-" + orderID
	var err error
	for i := 0; i < 2; i++ {
		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
		params.SetIdempotencyKey(key)
		_, err = sc.V1PaymentIntents.Create(ctx, params)
		if err == nil {
			return nil
		}
	}
	return err
}
