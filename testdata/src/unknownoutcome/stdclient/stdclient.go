// Package stdclient sends webhooks through the *http.Client that a
// go-retryablehttp client's StandardClient returns: its transport is the
// retrying client, which resends a POST that failed on a connection error,
// a timeout or a 5xx.
package stdclient

import (
	"bytes"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// Config is the webhook's retry configuration.
type Config struct {
	RetryMax int
	Timeout  time.Duration
}

// Webhook keeps the standard client of a retrying client (mdsohelmia's
// webhook).
type Webhook struct {
	client *http.Client
	config *Config
	url    string
}

// NewWebhook and DefaultWebhook fill the field from the same function.
func NewWebhook(config *Config, url string) *Webhook {
	w := &Webhook{config: config, url: url}
	w.client = w.newClient()
	return w
}

func DefaultWebhook(url string) *Webhook {
	w := &Webhook{config: &Config{RetryMax: 10, Timeout: 30 * time.Second}, url: url}
	w.client = w.newClient()
	return w
}

func (w *Webhook) newClient() *http.Client {
	retryableClient := retryablehttp.NewClient()
	retryableClient.RetryMax = w.config.RetryMax
	retryableClient.HTTPClient.Timeout = w.config.Timeout
	return retryableClient.StandardClient()
}

// Dispatch posts the payload through the field's client.
func (w *Webhook) Dispatch(payload []byte) error {
	req, err := http.NewRequest(http.MethodPost, w.url, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	resp, err := w.client.Do(req) // want `unkeyed write Client.Do \(POST\) is resent by the retryablehttp.Client made at stdclient.go:\d+ on a connection error, a timeout or a 5xx: a timeout here may have carried out the write, and the client sends it again`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// postLocal sends through a standard client held in a local variable.
func postLocal(url string, payload []byte) error {
	rc := retryablehttp.NewClient()
	hc := rc.StandardClient()
	resp, err := hc.Post(url, "application/json", bytes.NewReader(payload)) // want `unkeyed write Client.Post is resent by the retryablehttp.Client made at stdclient.go:\d+ on a connection error, a timeout or a 5xx, up to 5 attempts`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: the retrying client behind the standard client does not retry.
func postOnce(url string, payload []byte) error {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 0
	hc := rc.StandardClient()
	resp, err := hc.Post(url, "application/json", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct, for want of one provenance: the field holds a plain client or
// a standard client, by constructor.
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
