// Package returnform returns calls that retry by themselves straight from
// the operations of retry helpers (return f()), and composes retry layers
// from functions: the real backoff, retry-go and go-retryablehttp modules.
package returnform

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	backoffv4 "github.com/cenkalti/backoff/v4"
	"github.com/cenkalti/backoff/v5"
	"github.com/hashicorp/go-retryablehttp"
)

// client is shared by every call of the package: its retries stay on, and
// the outer layers stop on its errors.
var client = retryablehttp.NewClient()

// fetch checks the status too.
func fetch(url string) error {
	resp, err := client.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryGo retries a function whose client retries.
func RetryGo(url string) error {
	return retry.Do(func() error {
		return fetch(url) // want: nestedretry "fetch retries \(returnform/returnform.go:\d+\) inside the retry.Do at returnform.go:\d+ with no shared budget"
	}, retry.Attempts(3))
}

// RetryGoData retries the client's call and returns its response.
func RetryGoData(url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		return client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the retry.DoWithData at returnform.go:\d+ with no shared budget: up to 3 × 5 = 15 calls"
	}, retry.Attempts(3))
}

// BackoffV5 is the same with backoff v5.
func BackoffV5(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the backoff.Retry at returnform.go:\d+ with no shared budget: up to 4 × 5 = 20 calls"
	}, backoff.WithMaxTries(4))
}

// BackoffV4 is the same with backoff v4.
func BackoffV4(url string) (*http.Response, error) {
	return backoffv4.RetryWithData(func() (*http.Response, error) {
		return client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the backoff.RetryWithData at returnform.go:\d+ with no shared budget: up to 3 × 5 = 15 calls"
	}, backoffv4.WithMaxRetries(backoffv4.NewExponentialBackOff(), 2))
}

// withRetry returns a function that calls f up to 3 times.
func withRetry(f func() error) func() error {
	return func() error {
		var err error
		for attempt := 0; attempt < 3; attempt++ {
			if err = f(); err == nil {
				return nil
			}
		}
		return err
	}
}

func get(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Twice composes one retry around another.
func Twice(url string) error {
	call := withRetry(withRetry(func() error { // want: nestedretry "returnform.withRetry retries its operation inside the returnform.withRetry at returnform.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
		return get(url)
	}))
	return call()
}

// UnderBackoff retries a composed retry with backoff.
func UnderBackoff(url string) error {
	return backoffv4.Retry(withRetry(func() error { // want: nestedretry "returnform.withRetry retries its operation inside the backoff.Retry at returnform.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
		return get(url)
	}), backoffv4.WithMaxRetries(backoffv4.NewConstantBackOff(0), 2))
}
