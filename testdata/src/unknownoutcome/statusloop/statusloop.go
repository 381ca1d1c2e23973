// Package statusloop posts in loops that leave on a success with a 2xx
// answer and fall through on any failure: every failure, a timeout
// included, is posted again. Its twin leaves on the error.
package statusloop

import (
	"bytes"
	"net/http"
	"time"
)

// Notify posts until a 2xx answer, three times at most.
func Notify(cli *http.Client, url string, body []byte) {
	for attempt := 1; attempt <= 3; attempt++ {
		resp, err := cli.Post(url, "application/json", bytes.NewReader(body)) // want `unkeyed write Client.Post is retried on every error by the retry loop at statusloop.go:14: a timeout here may have posted the request; the loop posts it again`
		if err == nil && resp.StatusCode >= 200 && resp.StatusCode < 300 {
			_ = resp.Body.Close()
			return
		}
		if err == nil {
			_ = resp.Body.Close()
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
}

// Once leaves on the error: only a non-2xx answer is posted again.
func Once(cli *http.Client, url string, body []byte) error {
	for attempt := 1; attempt <= 3; attempt++ {
		resp, err := cli.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			return err
		}
		_ = resp.Body.Close()
		if resp.StatusCode < 300 {
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return nil
}
