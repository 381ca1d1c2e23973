// Package ctxbound bounds a backoff.Retry with WithMaxRetries wrapped in
// WithContext, as the fault matrix's NaiveRetry does: the bound is read
// through the wrapper, so the product is known.
package ctxbound

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
)

func helperInHelper(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error { // want `retry.Do retries its operation inside the backoff.Retry at ctxbound.go:\d+ with no shared budget: up to 5 × 10 = 50 calls for one failing operation`
			_, err := http.Get(url)
			return err
		})
	}, backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4), ctx))
}

// Correct: the inner helper tries once.
func helperInHelperOnce(ctx context.Context, url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error {
			_, err := http.Get(url)
			return err
		}, retry.Attempts(1))
	}, backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4), ctx))
}
