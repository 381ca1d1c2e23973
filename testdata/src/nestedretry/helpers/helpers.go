// Package helpers nests retry helpers, retrying clients and functions that
// retry.
package helpers

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
)

// postJSON retries by hand: 4 attempts.
func postJSON(url, body string) error {
	var err error
	for i := 0; i < 4; i++ {
		_, err = http.Post(url, "application/json", strings.NewReader(body))
		if err == nil {
			return nil
		}
	}
	return err
}

// A retry-go call in a backoff operation: the inner helper tries once.
func helperInHelper(url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error { // want `retry.Do retries its operation inside the backoff.Retry at helpers.go:\d+ with no shared budget: up to 5 × 10 = 50 calls for one failing operation`
			_, err := http.Get(url)
			return err
		})
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// Correct: the inner helper is limited to one attempt.
func helperInHelperOnce(url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error {
			_, err := http.Get(url)
			return err
		}, retry.Attempts(1))
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// Three layers: a loop, a backoff operation, a retrying client. Reported
// once, at the innermost call, with the product of all three.
func threeLayers(url string) error {
	client := retryablehttp.NewClient()
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = backoff.Retry(func() error {
			_, err := client.Get(url) // want `client.Get retries by itself \(retryablehttp.Client\) inside the backoff.Retry at helpers.go:\d+ inside the retry loop at helpers.go:\d+ with no shared budget: up to 3 × 3 × 5 = 45 calls for one failing operation`
			return err
		}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 2))
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the backoff inside the loop allows no retry.
func loopAroundOnce(url string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = backoff.Retry(func() error {
			_, err := http.Get(url)
			return err
		}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 0))
		if err == nil {
			return nil
		}
	}
	return err
}

// A function that retries, retried by a backoff operation.
func sendBackoff(url string) error {
	return backoff.Retry(func() error {
		return postJSON(url, "{}") // want `postJSON retries \(helpers/helpers.go:\d+\) inside the backoff.Retry at helpers.go:\d+ with no shared budget: the attempts multiply \(an unknown number × 4 calls for one failing operation\)`
	}, backoff.NewExponentialBackOff())
}

// A function that retries, retried by retry-go.
func sendRetryGo(url string) error {
	return retry.Do(func() error {
		err := postJSON(url, "{}") // want `postJSON retries \(helpers/helpers.go:\d+\) inside the retry.Do at helpers.go:\d+ with no shared budget: up to 10 × 4 = 40 calls`
		if err != nil {
			return fmt.Errorf("post: %w", err)
		}
		return nil
	})
}

// A function that retries, retried by a loop whose caller reads the error.
func sendLoop(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		err = postJSON(url, "{}") // want `postJSON retries \(helpers/helpers.go:\d+\) inside the retry loop at helpers.go:\d+ with no shared budget: up to 3 × 4 = 12 calls`
		if err == nil {
			break
		}
	}
	return err
}

// Correct: postJSON is called once.
func sendOnce(ctx context.Context, url string) error {
	return postJSON(url, "{}")
}
