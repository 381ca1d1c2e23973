// Package sdkhttp hands SDKs that retry by themselves an *http.Client
// that retries too, and retries their calls again.
package sdkhttp

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/stripe/stripe-go/v82"
)

// openai-go over a retryablehttp client: 3 SDK attempts of 5 client
// attempts each, in a loop of 2.
func complete(ctx context.Context) error {
	rc := retryablehttp.NewClient()
	client := openai.NewClient(option.WithHTTPClient(rc.StandardClient())) // want `the http.Client given to openai-go retries by itself under the SDK's own retries with no shared budget: up to 3 × 5 = 15 calls for one failing operation`
	var err error
	for attempt := 0; attempt < 2; attempt++ {
		_, err = client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `client.Chat.Completions.New retries by default \(openai-go, over an http.Client that retries by itself\) inside the retry loop at sdkhttp.go:\d+ with no shared budget: up to 2 × 3 × 5 = 30 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// The SDK's retries are off, the client's are not: still a layer.
func completeNoSDKRetries(ctx context.Context) error {
	rc := retryablehttp.NewClient()
	client := openai.NewClient(option.WithHTTPClient(rc.StandardClient()), option.WithMaxRetries(0))
	var err error
	for attempt := 0; attempt < 2; attempt++ {
		_, err = client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}) // want `client.Chat.Completions.New retries by itself \(openai-go over an http.Client with a retryablehttp transport\) inside the retry loop at sdkhttp.go:\d+ with no shared budget: up to 2 × 5 = 10 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: both the SDK's and the client's retries are off.
func completeOnce(ctx context.Context) error {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 0
	client := openai.NewClient(option.WithHTTPClient(rc.StandardClient()), option.WithMaxRetries(0))
	var err error
	for attempt := 0; attempt < 2; attempt++ {
		_, err = client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{})
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a plain http.Client under the SDK adds no layer.
func completePlain(ctx context.Context) error {
	client := openai.NewClient(option.WithHTTPClient(&http.Client{}), option.WithMaxRetries(0))
	var err error
	for attempt := 0; attempt < 2; attempt++ {
		_, err = client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{})
		if err == nil {
			return nil
		}
	}
	return err
}

// stripe-go over a client whose transport is a retryablehttp.RoundTripper
// with RetryMax 2: 3 × 3 attempts, in a loop of 2.
func charge(ctx context.Context, key string) error {
	hc := &http.Client{Transport: &retryablehttp.RoundTripper{Client: &retryablehttp.Client{RetryMax: 2}}}
	sc := stripe.NewClient(key, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{HTTPClient: hc}))) // want `the http.Client given to stripe-go retries by itself under the SDK's own retries with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
	var err error
	for i := 0; i < 2; i++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{}) // want `sc.V1PaymentIntents.Create retries by default \(stripe-go, over an http.Client that retries by itself\) inside the retry loop at sdkhttp.go:\d+ with no shared budget: up to 2 × 3 × 3 = 18 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: stripe-go's own retries are off under a retrying client.
func chargeClientRetries(ctx context.Context, key string) error {
	hc := retryablehttp.NewClient().StandardClient()
	sc := stripe.NewClient(key, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{MaxNetworkRetries: stripe.Int64(0), HTTPClient: hc})))
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{})
	return err
}
