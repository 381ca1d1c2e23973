// Package clientretry posts notifications through go-retryablehttp clients
// with no retry loop of its own: the client resends a POST that failed on a
// connection error, a timeout or a 5xx, which the receiver may have
// processed already (Flux's notification-controller shape).
package clientretry

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

func newHTTPClient() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.RetryWaitMin = 2 * time.Second
	c.RetryMax = 4
	return c
}

// postMessage makes a client per message and posts through it: the
// client's retries resend the message.
func postMessage(ctx context.Context, address string, payload []byte) error {
	httpClient := newHTTPClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, address, payload)
	if err != nil {
		return err
	}
	resp, err := httpClient.Do(req) // want `unkeyed write Client.Do \(POST\) is resent by the retryablehttp.Client made at clientretry.go:\d+ on a connection error, a timeout or a 5xx, up to 5 attempts`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// The default client, made here.
func postDefault(ctx context.Context, address string, payload []byte) error {
	client := retryablehttp.NewClient()
	resp, err := client.Post(address, "application/json", bytes.NewReader(payload)) // want `unkeyed write Client.Post is resent by the retryablehttp.Client made at clientretry.go:\d+ on a connection error, a timeout or a 5xx, up to 5 attempts: a timeout here may have posted the request, and the client posts it again`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: the client resends only what the server refused.
func postChecked(ctx context.Context, address string, payload []byte) error {
	client := retryablehttp.NewClient()
	client.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return err == nil && resp.StatusCode == http.StatusTooManyRequests, nil
	}
	resp, err := client.Post(address, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: a client that does not retry.
func postOnce(ctx context.Context, address string, payload []byte) error {
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	resp, err := client.Post(address, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: a read resent is read again.
func fetch(ctx context.Context, address string) error {
	client := retryablehttp.NewClient()
	resp, err := client.Get(address)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A client shared through a package variable: other calls rely on its
// retries, so there is no fix here, and no report.
var shared = retryablehttp.NewClient()

func postShared(ctx context.Context, address string, payload []byte) error {
	resp, err := shared.Post(address, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
