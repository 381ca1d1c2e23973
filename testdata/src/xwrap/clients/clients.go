// Package clients holds a program's own API clients, in a package of their
// own: a chat client whose API is not known to take a key, a payments
// client whose API is (one of its methods sends an Idempotency-Key header),
// each with a request helper that takes the HTTP method as a parameter, and
// a mail client.
package clients

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/smtp"
)

// Chat posts to a chat API.
type Chat struct {
	HTTP *http.Client
	Base string
}

// PostMessage posts a message: a raw POST with no key.
func (c *Chat) PostMessage(ctx context.Context, channel, text string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example.com/api/chat.postMessage", bytes.NewReader([]byte(channel+": "+text)))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
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

// Mailer sends email.
type Mailer struct {
	Addr string
}

// Send sends one email: SMTP has no key.
func (m *Mailer) Send(to, body string) error {
	return smtp.SendMail(m.Addr, nil, "noreply@example.com", []string{to}, []byte(body))
}

// Notifier is implemented by Chat alone in the program.
type Notifier interface {
	Notify(ctx context.Context, text string) error
}

// Notify posts an alert.
func (c *Chat) Notify(ctx context.Context, text string) error {
	return c.PostMessage(ctx, "#alerts", text)
}

// Store has two implementations, one of which is naturally idempotent: a
// call through it is not resolved.
type Store interface {
	Save(ctx context.Context, doc []byte) error
}

type remoteStore struct{ c *Chat }

func (s remoteStore) Save(ctx context.Context, doc []byte) error {
	return s.c.Call(ctx, http.MethodPost, "/docs", doc)
}

type mirrorStore struct{ c *Chat }

func (s *mirrorStore) Save(ctx context.Context, doc []byte) error {
	return s.c.Call(ctx, http.MethodPut, "/mirror", doc)
}

// Alerter has two implementations, both unkeyed writes.
type Alerter interface {
	Alert(ctx context.Context, text string) error
}

func (c *Chat) Alert(ctx context.Context, text string) error {
	return c.PostMessage(ctx, "#oncall", text)
}

func (m *Mailer) Alert(ctx context.Context, text string) error {
	return m.Send("oncall@example.com", text)
}

// Retrying sends a request with the method its caller chooses, and sends
// it again on failure, with the key it is given.
func (p *Payments) Retrying(ctx context.Context, method, path, idempotencyKey string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, method, p.Base+path, nil)
		if rerr != nil {
			return rerr
		}
		req.Header.Set("Idempotency-Key", idempotencyKey)
		var resp *http.Response
		if resp, err = p.HTTP.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Doer's one implementation here posts a chat message, but *http.Client
// implements it too: a call through it is not resolved.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

type ChatDoer struct{ C *Chat }

func (d ChatDoer) Do(req *http.Request) (*http.Response, error) {
	return nil, d.C.PostMessage(req.Context(), "#audit", req.URL.String())
}
