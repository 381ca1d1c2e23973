// Package httpkit is a stub of a small HTTP helper library with no record
// (github.com/shouni/go-http-kit's shape): a client that wraps a Doer, and a
// DoRequest that sends the request it is given through its own retry.
package httpkit

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"
)

// Doer sends a request.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client sends requests with retries.
type Client struct {
	httpClient Doer
	MaxRetries int
}

// New makes a client.
func New(timeout time.Duration) *Client {
	return &Client{httpClient: &http.Client{Timeout: timeout}, MaxRetries: 3}
}

// Do sends req once.
func (c *Client) Do(req *http.Request) (*http.Response, error) {
	return c.httpClient.Do(req)
}

func (c *Client) doWithRetry(ctx context.Context, op func() error) error {
	var err error
	for i := 0; i < c.MaxRetries; i++ {
		if err = op(); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
	return err
}

// DoRequest sends req, retrying failures, and returns the body.
func (c *Client) DoRequest(req *http.Request) ([]byte, error) {
	var body []byte
	op := func() error {
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		var buf bytes.Buffer
		_, err = buf.ReadFrom(resp.Body)
		body = buf.Bytes()
		return err
	}
	if err := c.doWithRetry(req.Context(), op); err != nil {
		return nil, err
	}
	return body, nil
}

// PostJSON posts data as JSON.
func (c *Client) PostJSON(ctx context.Context, url string, data any) ([]byte, error) {
	b, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return c.DoRequest(req)
}

// Fetch gets url.
func (c *Client) Fetch(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	return c.DoRequest(req)
}
