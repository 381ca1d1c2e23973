// Package apis holds a program's own API clients, each with a request
// helper that takes the HTTP method as a parameter: a chat API not known to
// take a key, and a payments API that is (one of its methods sends an
// Idempotency-Key header).
package apis

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
)

// Chat calls a chat API.
type Chat struct {
	HTTP *http.Client
	Base string
}

// Call sends a request to the chat API with the method its caller chooses.
func (c *Chat) Call(ctx context.Context, method, path string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, method, c.Base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("chat: %s", resp.Status)
	}
	return resp.Body.Close()
}

// Send passes its own method parameter on to Call.
func (c *Chat) Send(ctx context.Context, method, path string) error {
	return c.Call(ctx, method, path, nil)
}

// Payments calls a payments API that takes an Idempotency-Key header.
type Payments struct {
	HTTP *http.Client
	Base string
}

// Request sends a request to the payments API with the method its caller
// chooses, and the key it is given.
func (p *Payments) Request(ctx context.Context, method, path, idempotencyKey string) error {
	req, err := http.NewRequestWithContext(ctx, method, p.Base+path, nil)
	if err != nil {
		return err
	}
	if idempotencyKey != "" {
		req.Header.Set("Idempotency-Key", idempotencyKey)
	}
	resp, err := p.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
