// Package returnform retries calls that retry by themselves, returned
// straight from the operation: return f().
package returnform

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/avast/retry-go/v4"
	backoff "github.com/cenkalti/backoff/v5"
	tfretry "github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry"
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

// getJSON retries by hand: 4 attempts.
func getJSON(url string) (*http.Response, error) {
	var err error
	for i := 0; i < 4; i++ {
		resp, err := http.Get(url)
		if err == nil {
			return resp, nil
		}
	}
	return nil, err
}

// threeJSON retries by hand and returns three results.
func threeJSON(url string) (*http.Response, int, error) {
	resp, err := getJSON(url)
	return resp, 0, err
}

func retryGo(url string) error {
	return retry.Do(func() error {
		return postJSON(url, "{}") // want `postJSON retries \(returnform/returnform.go:\d+\) inside the retry.Do at returnform.go:\d+ with no shared budget: up to 10 × 4 = 40 calls for one failing operation`
	})
}

func retryGoData(url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		return getJSON(url) // want `getJSON retries \(returnform/returnform.go:\d+\) inside the retry.DoWithData at returnform.go:\d+ with no shared budget: up to 10 × 4 = 40 calls`
	})
}

func retryGoConst(url string) (int, error) {
	return retry.DoWithData(func() (int, error) {
		return 0, postJSON(url, "{}") // want `postJSON retries \(returnform/returnform.go:\d+\) inside the retry.DoWithData at returnform.go:\d+`
	})
}

func retryGoInit(url string) error {
	return retry.Do(func() error {
		if err := postJSON(url, "{}"); err != nil { // want `postJSON retries \(returnform/returnform.go:\d+\) inside the retry.Do at returnform.go:\d+`
			return fmt.Errorf("post: %w", err)
		}
		return nil
	})
}

func backoffV5(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		return getJSON(url) // want `getJSON retries \(returnform/returnform.go:\d+\) inside the backoff.Retry at returnform.go:\d+ with no shared budget: up to 3 × 4 = 12 calls for one failing operation`
	}, backoff.WithMaxTries(3))
}

// The names v and err are taken in the operation's block: the fix takes
// the next free ones.
func backoffV5Taken(ctx context.Context, url string) (*http.Response, error) {
	return backoff.Retry(ctx, func() (*http.Response, error) {
		v, err := 1, error(nil)
		_, _ = v, err
		return getJSON(url) // want `getJSON retries \(returnform/returnform.go:\d+\) inside the backoff.Retry at returnform.go:\d+`
	})
}

func terraform(ctx context.Context, url string) error {
	return tfretry.RetryContext(ctx, time.Minute, func() *tfretry.RetryError {
		return tfretry.RetryableError(postJSON(url, "{}")) // want `postJSON retries \(returnform/returnform.go:\d+\) inside the retry.RetryContext at returnform.go:\d+ with no shared budget: an outer layer retries without an attempt limit, and each of its attempts makes up to 4 calls; no automatic fix: postJSON's own retries are not known to cover every failure`
	})
}

// Correct: the outer layer tries once.
func retryGoOnce(url string) error {
	return retry.Do(func() error {
		return postJSON(url, "{}")
	}, retry.Attempts(1))
}

// Correct: the outer layer gives up on the inner layer's errors.
func terraformStopped(ctx context.Context, url string) error {
	return tfretry.RetryContext(ctx, time.Minute, func() *tfretry.RetryError {
		return tfretry.NonRetryableError(postJSON(url, "{}"))
	})
}

// Shapes with no fix that is sure to be right stay silent: a variable
// returned beside the error, read after the call by the branch the fix
// would add, and three results.
func retryGoVar(url string) (int, error) {
	n := 0
	return retry.DoWithData(func() (int, error) {
		n++
		return n, postJSON(url, "{}")
	})
}

func retryGoThree(url string) (*http.Response, error) {
	return retry.DoWithData(func() (*http.Response, error) {
		var resp *http.Response
		return resp, postJSON(url, "{}")
	})
}
