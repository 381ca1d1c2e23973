// Package fieldclient posts webhooks through go-retryablehttp clients held
// in struct fields and made in another function (gotenberg's webhook
// middleware): the client that the field holds resends a POST that failed
// on a connection error, a timeout or a 5xx.
package fieldclient

import (
	"context"
	"net/http"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// hook gathers what a webhook call needs; its client is made by the
// middleware below.
type hook struct {
	eventsURL string
	client    *retryablehttp.Client
}

// middleware makes one hook per request, with a client of the default
// policy and the configured retries.
func middleware(maxRetry int, timeout time.Duration, url string) *hook {
	return &hook{
		eventsURL: url,
		client: &retryablehttp.Client{
			HTTPClient:   &http.Client{Timeout: timeout},
			RetryMax:     maxRetry,
			RetryWaitMin: time.Second,
			CheckRetry:   retryablehttp.DefaultRetryPolicy,
			Backoff:      retryablehttp.DefaultBackoff,
		},
	}
}

// sendEvent posts an event through the hook's client.
func (h hook) sendEvent(ctx context.Context, body []byte) error {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, h.eventsURL, body)
	if err != nil {
		return err
	}
	resp, err := h.client.Do(req) // want `unkeyed write Client.Do \(POST\) is resent by the retryablehttp.Client made at fieldclient.go:\d+ on a connection error, a timeout or a 5xx: a timeout here may have carried out the write, and the client sends it again`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// notifier's client is made by its constructor with NewClient's defaults.
type notifier struct {
	client *retryablehttp.Client
}

func newNotifier() *notifier {
	rc := retryablehttp.NewClient()
	rc.RetryWaitMin = time.Second
	return &notifier{client: rc}
}

func (n *notifier) notify(url string, body []byte) error {
	resp, err := n.client.Post(url, "application/json", body) // want `unkeyed write Client.Post is resent by the retryablehttp.Client made at fieldclient.go:\d+ on a connection error, a timeout or a 5xx, up to 5 attempts`
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: the field's client does not retry, as it is made.
type onceHook struct {
	client *retryablehttp.Client
}

func newOnceHook() *onceHook {
	return &onceHook{client: &retryablehttp.Client{
		HTTPClient: &http.Client{},
		RetryMax:   0,
		CheckRetry: retryablehttp.DefaultRetryPolicy,
	}}
}

func (h *onceHook) send(url string, body []byte) error {
	resp, err := h.client.Post(url, "application/json", body)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct, for want of one provenance: two constructors fill the field
// with different clients, one of which does not retry.
type mixedHook struct {
	client *retryablehttp.Client
}

func newMixedHook() *mixedHook {
	return &mixedHook{client: retryablehttp.NewClient()}
}

func newQuietHook() *mixedHook {
	c := retryablehttp.NewClient()
	c.RetryMax = 0
	return &mixedHook{client: c}
}

func (h *mixedHook) send(url string, body []byte) error {
	resp, err := h.client.Post(url, "application/json", body)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: the field's client checks what it resends.
type checkedHook struct {
	client *retryablehttp.Client
}

func newCheckedHook() *checkedHook {
	return &checkedHook{client: &retryablehttp.Client{
		HTTPClient: &http.Client{},
		RetryMax:   3,
		CheckRetry: func(ctx context.Context, resp *http.Response, err error) (bool, error) {
			return err == nil && resp.StatusCode == http.StatusTooManyRequests, nil
		},
	}}
}

func (h *checkedHook) send(url string, body []byte) error {
	resp, err := h.client.Post(url, "application/json", body)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Correct: the field's client also reads, and the reads rely on its
// retries.
type sharedHook struct {
	client *retryablehttp.Client
}

func newSharedHook() *sharedHook {
	return &sharedHook{client: retryablehttp.NewClient()}
}

func (h *sharedHook) send(url string, body []byte) error {
	resp, err := h.client.Post(url, "application/json", body)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (h *sharedHook) status(url string) error {
	resp, err := h.client.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
