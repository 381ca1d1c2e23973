// Package predloops has raw POSTs in loops that leave on a retry
// predicate, and in loops whose error variable an earlier request check
// shares.
package predloops

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"strings"
)

// shouldRetry asks for another attempt on every error and on a 5xx.
func shouldRetry(res *http.Response, err error) bool {
	return err != nil || res.StatusCode >= 500
}

// isRetryable tells a timeout apart: it is not sent again.
func isRetryable(res *http.Response, err error) bool {
	if os.IsTimeout(err) {
		return false
	}
	return err != nil || res.StatusCode >= 500
}

// A request loop that leaves when the predicate says so: every error goes
// round.
func pred(url, body string) (*http.Response, error) {
	var res *http.Response
	var err error
	for n := 0; ; n++ {
		res, err = http.Post(url, "application/json", strings.NewReader(body)) // want `unkeyed write http.Post is retried on every error by the retry loop at predloops.go:\d+: a timeout here may have posted the request; the loop posts it again`
		if !shouldRetry(res, err) || n >= 2 {
			break
		}
	}
	return res, err
}

// Correct: the predicate stops on a timeout.
func predGood(url, body string) (*http.Response, error) {
	var res *http.Response
	var err error
	for n := 0; ; n++ {
		res, err = http.Post(url, "application/json", strings.NewReader(body))
		if !isRetryable(res, err) || n >= 2 {
			break
		}
	}
	return res, err
}

// The request's own error check settles err before the send assigns it
// again in the if's init: the send's failure still goes round.
func ifInit(ctx context.Context, c *http.Client, url string, body []byte) error {
	var err error
	for i := 0; i < 4; i++ {
		var req *http.Request
		req, err = http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
		if err != nil {
			return err
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil { // want `unkeyed write Client.Do \(POST\) is retried on every error by the retry loop at predloops.go:\d+`
			return resp.Body.Close()
		}
	}
	return err
}
