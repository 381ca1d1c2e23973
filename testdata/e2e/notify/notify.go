// Package notify delivers notifications over HTTP, retrying by hand and
// through go-retryablehttp.
package notify

import (
	"net/http"
	"strings"

	"github.com/hashicorp/go-retryablehttp"
)

// PutJSON retries by hand: 4 attempts of an idempotent PUT.
func PutJSON(url, body string) error {
	var err error
	for i := 0; i < 4; i++ {
		var req *http.Request
		req, err = http.NewRequest(http.MethodPut, url, strings.NewReader(body))
		if err != nil {
			return err
		}
		var resp *http.Response
		resp, err = http.DefaultClient.Do(req)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// FetchRetrying retries by hand around a retrying client: 3 × 5 attempts.
func FetchRetrying(url string) error {
	client := retryablehttp.NewClient()
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the retry loop at notify.go:\d+ with no shared budget: up to 3 × 5 = 15 calls"
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

// PutOnce does not retry.
func PutOnce(url, body string) error {
	req, err := http.NewRequest(http.MethodPut, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
