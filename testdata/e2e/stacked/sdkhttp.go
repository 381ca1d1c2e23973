package stacked

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/stripe/stripe-go/v82"
)

// Charge sends through stripe-go, which retries twice, over a client
// whose transport retries up to 3 times, in a loop of 2.
func Charge(ctx context.Context, key string) error {
	hc := &http.Client{Transport: &retryablehttp.RoundTripper{Client: &retryablehttp.Client{RetryMax: 2}}}
	sc := stripe.NewClient(key, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{HTTPClient: hc}))) // want: nestedretry "the http.Client given to stripe-go retries by itself under the SDK's own retries with no shared budget: up to 3 × 3 = 9 calls for one failing operation"
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(100), Currency: stripe.String("usd")}
	params.SetIdempotencyKey("order-42")
	var err error
	for i := 0; i < 2; i++ {
		_, err = sc.V1PaymentIntents.Create(ctx, params) // want: nestedretry "sc.V1PaymentIntents.Create retries by default \(stripe-go, over an http.Client that retries by itself\) inside the retry loop at sdkhttp.go:\d+ with no shared budget: up to 2 × 3 × 3 = 18 calls for one failing operation"
		if err == nil {
			return nil
		}
	}
	return err
}

// ChargeOnce makes one call, but stripe-go retries each of its attempts
// through a client that retries too.
func ChargeOnce(ctx context.Context, key string) error {
	sc := stripe.NewClient(key, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{HTTPClient: retryablehttp.NewClient().StandardClient()}))) // want: nestedretry "the http.Client given to stripe-go retries by itself under the SDK's own retries with no shared budget: up to 3 × 5 = 15 calls for one failing operation"
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{})
	return err
}
