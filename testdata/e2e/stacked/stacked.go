// Package stacked builds go-retryablehttp clients that stack or drop their
// retries where they are made, and a retry layer composed at run time.
package stacked

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

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

// Ping retries, through withRetry, a client that retries by itself.
func Ping(url string) error {
	c := retryablehttp.NewClient()
	return withRetry(func() error {
		resp, err := c.Get(url) // want: nestedretry "c.Get retries by itself \(retryablehttp.Client\) inside the stacked.withRetry at stacked.go:\d+ with no shared budget: up to 3 × 5 = 15 calls for one failing operation"
		if err != nil {
			return err
		}
		return resp.Body.Close()
	})()
}

// Stacked sends through a client whose transport is another retrying
// client: 2 × 3 attempts per call, 12 with the loop.
func Stacked(url string) error {
	inner := retryablehttp.NewClient()
	inner.RetryMax = 2
	outer := retryablehttp.NewClient()
	outer.RetryMax = 1
	outer.HTTPClient = inner.StandardClient()
	var err error
	for i := 0; i < 2; i++ {
		var resp *http.Response
		resp, err = outer.Get(url) // want: nestedretry "outer.Get retries by itself \(retryablehttp.Client\) inside the retry loop at stacked.go:\d+ with no shared budget: up to 2 × 6 = 12 calls for one failing operation"
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Quiet's check never retries: the loop is the only layer.
func Quiet(url string) error {
	c := retryablehttp.NewClient()
	c.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return false, err
	}
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		resp, err = c.Get(url)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}
