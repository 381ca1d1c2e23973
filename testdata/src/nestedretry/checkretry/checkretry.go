// Package checkretry sets the retry check of go-retryablehttp clients: one
// that never asks for a retry turns the client's retries off.
package checkretry

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// A check that wraps the default policy keeps the client's retries.
func postLogged(req *retryablehttp.Request) error {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Do(req) // want `c.Do retries by itself \(retryablehttp.Client\) inside the retry loop at checkretry.go:\d+ with no shared budget: up to 3 × 5 = 15 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the check never retries, so the loop is the only layer.
func postOnce(req *retryablehttp.Request) error {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return false, err
	}
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Do(req)
		if err == nil {
			return nil
		}
	}
	return err
}

func noRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	return false, nil
}

// Correct: a literal client with a named check that never retries.
func postLiteral(req *retryablehttp.Request) error {
	c := &retryablehttp.Client{HTTPClient: &http.Client{}, RetryMax: 4, CheckRetry: noRetry}
	var err error
	for i := 0; i < 3; i++ {
		_, err = c.Do(req)
		if err == nil {
			return nil
		}
	}
	return err
}

// Stacked where the client is built: each of the outer client's attempts
// goes through an inner client that retries too.
func postStacked(req *retryablehttp.Request) error {
	inner := retryablehttp.NewClient()
	inner.RetryMax = 2
	outer := retryablehttp.NewClient()
	outer.RetryMax = 1
	outer.HTTPClient = inner.StandardClient()
	var err error
	for i := 0; i < 2; i++ {
		_, err = outer.Do(req) // want `outer.Do retries by itself \(retryablehttp.Client\) inside the retry loop at checkretry.go:\d+ with no shared budget: up to 2 × 6 = 12 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}
