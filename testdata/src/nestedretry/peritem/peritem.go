// Package peritem retries a batch whose items are each retried again.
package peritem

import (
	"context"
	"net/http"
	"strings"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/retrypolicy"
)

func post(url, body string) error {
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// An outer retry of the batch, a retry.Do per item inside it.
func syncBatch(ctx context.Context, url string, items []string) error {
	return backoff.Retry(func() error {
		for _, it := range items {
			if err := retry.Do(func() error { return post(url, it) }, retry.Attempts(5)); err != nil { // want `retry.Do retries its operation inside the backoff.Retry at peritem.go:\d+ with no shared budget: up to 3 × 5 = 15 calls`
				return err
			}
		}
		return nil
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
}

// A retry loop around a batch whose items go through a failsafe executor.
func syncLoop(url string, items []string) error {
	inner := retrypolicy.NewBuilder[any]().WithMaxRetries(3).Build()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = nil
		for _, it := range items {
			if e := failsafe.With[any](inner).Run(func() error { return post(url, it) }); e != nil { // want `failsafe Run retries its operation inside the retry loop at peritem.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
				err = e
				break
			}
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// failsafe executors nested in failsafe executors, with no shared budget.
func nestedFailsafe(url string) error {
	outer := retrypolicy.NewBuilder[any]().WithMaxRetries(2).Build()
	inner := retrypolicy.NewBuilder[any]().WithMaxRetries(4).Build()
	return failsafe.With[any](outer).Run(func() error {
		return failsafe.With[any](inner).Run(func() error { // want `failsafe Run retries its operation inside the failsafe Run at peritem.go:\d+ with no shared budget: up to 3 × 5 = 15 calls`
			return post(url, "x")
		})
	})
}

// No outer retry: a loop over items, each retried once by its own layer.
func eachOnce(url string, items []string) error {
	for _, it := range items {
		if err := retry.Do(func() error { return post(url, it) }, retry.Attempts(5)); err != nil {
			return err
		}
	}
	return nil
}

// A retry loop around a batch whose per-item executor is shared with
// another call: its policies cannot be dropped for this call alone. There
// is no fix, so no report.
func syncShared(url string, items []string) error {
	exec := failsafe.With[any](retrypolicy.NewBuilder[any]().Build())
	if err := exec.Run(func() error { return post(url, "first") }); err != nil {
		return err
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = nil
		for _, it := range items {
			if err = exec.Run(func() error { return post(url, it) }); err != nil {
				break
			}
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// A loop over items that reports each item's error, with no outer retry.
func eachReported(url string, items []string) []error {
	inner := retrypolicy.NewBuilder[any]().WithMaxRetries(3).Build()
	var errs []error
	for _, it := range items {
		var err error
		if err = failsafe.With[any](inner).Run(func() error { return post(url, it) }); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// A retry policy limited to one attempt is no layer.
func nestedOnce(url string) error {
	outer := retrypolicy.NewBuilder[any]().WithMaxRetries(2).Build()
	inner := retrypolicy.NewBuilder[any]().WithMaxAttempts(1).Build()
	return failsafe.With[any](outer).Run(func() error {
		return failsafe.With[any](inner).Run(func() error {
			return post(url, "x")
		})
	})
}
