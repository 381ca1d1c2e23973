// Package notify retries HTTP posts.
package notify

import (
	"net/http"
	"strings"

	"github.com/hashicorp/go-retryablehttp"
)

// PostJSON retries by hand: 4 attempts.
func PostJSON(url, body string) error {
	var err error
	for i := 0; i < 4; i++ {
		_, err = http.Post(url, "application/json", strings.NewReader(body))
		if err == nil {
			return nil
		}
	}
	return err
}

// PostRetrying retries by hand around a retrying client: 3 × 5 attempts.
func PostRetrying(url, body string) error {
	client := retryablehttp.NewClient()
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.Post(url, "application/json", body) // want `client.Post retries by itself \(retryablehttp.Client\) inside the retry loop at http.go:\d+ with no shared budget: up to 3 × 5 = 15 calls`
		if err == nil {
			return nil
		}
	}
	return err
}

// NewClient returns a *http.Client that retries through its transport.
func NewClient() *http.Client {
	c := retryablehttp.NewClient()
	c.RetryMax = 2
	return c.StandardClient()
}

// PostOnce does not retry.
func PostOnce(url, body string) error {
	_, err := http.Post(url, "application/json", strings.NewReader(body))
	return err
}
