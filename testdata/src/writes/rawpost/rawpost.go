// Package rawpost pins the rule for raw POSTs: keyed only with evidence
// that the API takes a key (a key header sent to the same host), a read
// where the path says so, unkeyed otherwise; and request helpers that take
// the method as a parameter, classified per call by the method passed.
package rawpost

import (
	"bytes"
	"context"
	"net/http"
	"strings"
)

// payments.example.com takes an Idempotency-Key header: this package sends
// one to it.
func refund(ctx context.Context, c *http.Client, key string) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://payments.example.com/v1/refunds", nil)
	req.Header.Set("Idempotency-Key", key)
	c.Do(req) // want `keyed, key from parameter`
}

func charge(ctx context.Context, c *http.Client) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://payments.example.com/v1/charges", nil)
	c.Do(req) // want `keyed, key empty`
}

// chat.example.com is not known to take a key.
func postMessage(ctx context.Context, c *http.Client, text string) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example.com/api/chat.postMessage", strings.NewReader(text))
	c.Do(req)                                                                                      // want `unkeyed`
	http.Post("https://chat.example.com/api/chat.postMessage", "text/plain", bytes.NewReader(nil)) // want `unkeyed`
}

// POSTs that only read.
func reads(ctx context.Context, c *http.Client, base string) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/embeddings", nil)
	c.Do(req) // want `read`
	req2, _ := http.NewRequestWithContext(ctx, "POST", "https://es.example.com/orders/_search?size=10", nil)
	c.Do(req2)                                                                                  // want `read`
	http.Post("https://auth.example.com/oauth/token", "application/x-www-form-urlencoded", nil) // want `read`
	http.Post("https://api.openai.example.com/v1/chat/completions", "application/json", nil)    // want `read`
	// GraphQL takes queries and mutations at one path: neither.
	http.Post("https://api.example.com/graphql", "application/json", nil)
}

// A request helper: what it does depends on the method its caller passes.
func (a *api) do(ctx context.Context, method, path string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, method, a.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = a.c.Do(req)
	return err
}

type api struct {
	c    *http.Client
	base string
}

// send passes its own method parameter on.
func (a *api) send(ctx context.Context, method, path string) error {
	return a.do(ctx, method, path, nil)
}

func helpers(ctx context.Context, a *api, p *payAPI) {
	a.do(ctx, http.MethodPost, "/orders", nil)     // want `unkeyed`
	a.do(ctx, "GET", "/orders", nil)               // want `read`
	a.do(ctx, http.MethodDelete, "/orders/1", nil) // want `idempotent`
	a.do(ctx, http.MethodPost, "/search", nil)     // want `read`
	a.send(ctx, "POST", "/tickets")                // want `unkeyed`
	a.send(ctx, "PUT", "/tickets/1")               // want `idempotent`
}

// payAPI's API takes a key: one of its methods sends one.
type payAPI struct {
	c    *http.Client
	base string
}

func (p *payAPI) do(ctx context.Context, method, path string) error {
	req, err := http.NewRequestWithContext(ctx, method, p.base+path, nil)
	if err != nil {
		return err
	}
	_, err = p.c.Do(req)
	return err
}

func (p *payAPI) capture(ctx context.Context, id, key string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.base+"/v1/captures/"+id, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", key)
	_, err = p.c.Do(req) // want `keyed, key from parameter`
	return err
}

func payHelpers(ctx context.Context, p *payAPI) {
	p.do(ctx, http.MethodPost, "/v1/charges") // want `keyed, key empty`
	p.do(ctx, http.MethodGet, "/v1/charges")  // want `read`
}

// Wrappers named as switches, setters or reads: their POSTs repeat
// harmlessly.
func (a *api) enableWebhook(ctx context.Context, id string) error {
	return a.do(ctx, http.MethodPost, "/webhooks/"+id+"/enable", nil) // want `unkeyed`
}

func (a *api) getQuote(ctx context.Context) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://quotes.example.com/v1/quote", nil)
	_, err := a.c.Do(req) // want `unkeyed`
	return err
}

func (a *api) createTicket(ctx context.Context) error {
	return a.do(ctx, http.MethodPost, "/tickets", nil) // want `unkeyed`
}

func switches(ctx context.Context, a *api) {
	a.enableWebhook(ctx, "1") // want `idempotent`
	a.getQuote(ctx)           // want `read`
	a.createTicket(ctx)       // want `unkeyed`
}
