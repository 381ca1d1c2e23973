// Package httpclients makes the *http.Client values that package app hands
// to go-tfe: one with go-retryablehttp's default policy, one with a retry
// check of its own that retries only rate-limit refusals.
package httpclients

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// Default retries with the default policy, 5 attempts.
func Default() *http.Client {
	rc := retryablehttp.NewClient()
	return rc.StandardClient()
}

// RateLimited retries a 429 alone.
func RateLimited() *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	rc.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return resp != nil && resp.StatusCode == http.StatusTooManyRequests, nil
	}
	return rc.StandardClient()
}
