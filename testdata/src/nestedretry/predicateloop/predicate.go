// Package predicateloop has request loops that leave on a retry predicate
// and an attempt counter, around calls that retry by themselves.
package predicateloop

import (
	"net/http"
	"strings"

	"github.com/hashicorp/go-retryablehttp"
)

func shouldRetry(res *http.Response, err error) bool {
	return err != nil || res.StatusCode >= 500
}

// The loop leaves when the predicate says not to retry or after the third
// call; the client retries each call 4 times.
func send(url, body string) (*http.Response, error) {
	client := retryablehttp.NewClient()
	var res *http.Response
	var err error
	for retryCount := 0; ; retryCount++ {
		res, err = client.Post(url, "application/json", strings.NewReader(body)) // want `client.Post retries by itself \(retryablehttp.Client\) inside the retry loop at predicate.go:\d+ with no shared budget: up to 3 × 5 = 15 calls for one failing operation`
		if !shouldRetry(res, err) || retryCount >= 2 {
			break
		}
	}
	return res, err
}

// The bound is a field: the attempts are unknown, not unlimited.
type sender struct{ maxRetries int }

func (s *sender) send(url, body string) (*http.Response, error) {
	client := retryablehttp.NewClient()
	var res *http.Response
	var err error
	for retryCount := 0; ; retryCount++ {
		res, err = client.Post(url, "application/json", strings.NewReader(body)) // want `client.Post retries by itself \(retryablehttp.Client\) inside the retry loop at predicate.go:\d+ with no shared budget: the attempts multiply \(an unknown number × 5 calls for one failing operation\)`
		if !shouldRetry(res, err) || retryCount >= s.maxRetries {
			break
		}
	}
	return res, err
}

// Correct: the predicate decides how to report the failure; the loop does
// not retry.
func sendAll(url string, bodies []string) error {
	client := retryablehttp.NewClient()
	for _, b := range bodies {
		res, err := client.Post(url, "application/json", strings.NewReader(b))
		if shouldRetry(res, err) {
			return err
		}
	}
	return nil
}
