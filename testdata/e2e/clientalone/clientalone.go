// Package clientalone posts alerts through go-retryablehttp clients with
// no retry loop of its own, as Flux's notification-controller does: the
// client resends a POST that failed on a connection error, a timeout or a
// 5xx, which the receiver may have acted on already.
package clientalone

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

func newClient() *retryablehttp.Client {
	c := retryablehttp.NewClient()
	c.RetryWaitMin = 2 * time.Second
	c.RetryWaitMax = 30 * time.Second
	c.RetryMax = 4
	c.Logger = nil
	return c
}

// PostAlert makes a client per alert and posts through it.
func PostAlert(ctx context.Context, address string, payload []byte) error {
	client := newClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, address, payload)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req) // want: unknownoutcome "unkeyed write Client.Do \(POST\) is resent by the retryablehttp.Client made at clientalone.go:\d+ on a connection error, a timeout or a 5xx, up to 5 attempts"
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PostChecked resends only what the server refused.
func PostChecked(ctx context.Context, address string, payload []byte) error {
	client := retryablehttp.NewClient()
	client.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		return err == nil && resp.StatusCode == http.StatusTooManyRequests && ctx.Err() == nil, nil
	}
	resp, err := client.Post(address, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PostOnce posts with the client's retries off.
func PostOnce(ctx context.Context, address string, payload []byte) error {
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	resp, err := client.Post(address, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fetch reads: a read resent is read again.
func Fetch(address string) error {
	resp, err := newClient().Get(address)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
