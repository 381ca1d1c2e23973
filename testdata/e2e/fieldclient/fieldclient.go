// Package fieldclient sends webhooks through go-retryablehttp clients that
// reach the send from another function: a struct field filled by the
// middleware that makes the client (gotenberg's webhook), and the
// *http.Client of a client's StandardClient kept in a field (a webhook
// dispatcher's). Each client resends a POST that failed on a connection
// error, a timeout or a 5xx.
package fieldclient

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// hook holds the client its middleware made.
type hook struct {
	eventsURL string
	client    *retryablehttp.Client
}

// Middleware makes a hook per request and sends its event.
func Middleware(ctx context.Context, maxRetry int, url string, event []byte) error {
	h := &hook{
		eventsURL: url,
		client: &retryablehttp.Client{
			HTTPClient:   &http.Client{Timeout: 30 * time.Second},
			RetryMax:     maxRetry,
			RetryWaitMin: time.Second,
			RetryWaitMax: 30 * time.Second,
			CheckRetry:   retryablehttp.DefaultRetryPolicy,
			Backoff:      retryablehttp.DefaultBackoff,
		},
	}
	return h.sendEvent(ctx, event)
}

func (h hook) sendEvent(ctx context.Context, body []byte) error {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, h.eventsURL, body)
	if err != nil {
		return err
	}
	resp, err := h.client.Do(req) // want: unknownoutcome "unkeyed write Client.Do \(POST\) is resent by the retryablehttp.Client made at fieldclient.go:\d+ on a connection error, a timeout or a 5xx"
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Webhook keeps the standard client of a retrying client.
type Webhook struct {
	client *http.Client
	url    string
}

// NewWebhook and DefaultWebhook fill the field from the same function.
func NewWebhook(url string, retryMax int) *Webhook {
	w := &Webhook{url: url}
	w.client = newClient(retryMax)
	return w
}

func DefaultWebhook(url string) *Webhook {
	w := &Webhook{url: url}
	w.client = newClient(10)
	return w
}

func newClient(retryMax int) *http.Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = retryMax
	rc.Logger = nil
	return rc.StandardClient()
}

// Dispatch posts the payload through the field's client.
func (w *Webhook) Dispatch(payload []byte) error {
	req, err := http.NewRequest(http.MethodPost, w.url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := w.client.Do(req) // want: unknownoutcome "unkeyed write Client.Do \(POST\) is resent by the retryablehttp.Client made at fieldclient.go:\d+ on a connection error, a timeout or a 5xx"
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Sender's field holds a standard client or a plain one, by constructor:
// not one provenance, no finding.
type Sender struct {
	client *http.Client
}

func NewSender() *Sender { return &Sender{client: retryablehttp.NewClient().StandardClient()} }

func NewPlainSender() *Sender { return &Sender{client: &http.Client{}} }

func (s *Sender) Send(url string, payload []byte) error {
	resp, err := s.client.Post(url, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// quietHook's client does not retry, as it is made: no finding.
type quietHook struct {
	client *retryablehttp.Client
}

func newQuietHook() *quietHook {
	return &quietHook{client: &retryablehttp.Client{HTTPClient: &http.Client{}, RetryMax: 0, CheckRetry: retryablehttp.DefaultRetryPolicy}}
}

func (h *quietHook) send(url string, payload []byte) error {
	resp, err := h.client.Post(url, "application/json", payload)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
