// Package httpclient posts to internal APIs with net/http and
// go-retryablehttp.
package httpclient

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// PostLoop retries a POST that has no Idempotency-Key header.
func PostLoop(ctx context.Context, c *http.Client, body []byte) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/orders", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.Do(req) // want: unkeyedwrite "Do \(POST\) is sent without an idempotency key inside the retry loop at http.go:\d+: each attempt reaches the server as a new request"
		if err != nil {
			lastErr = err
			time.Sleep(time.Second)
			continue
		}
		resp.Body.Close()
		return nil
	}
	return lastErr
}

// PostLoopGood keys the POST on the order.
func PostLoopGood(ctx context.Context, c *http.Client, body []byte, orderID string) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/orders", bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Idempotency-Key", "order-"+orderID)
		resp, err := c.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		resp.Body.Close()
		return nil
	}
	return lastErr
}

// NilHeader sets the key header to nil, which sends nothing.
func NilHeader(c *http.Client, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		req, _ := http.NewRequest("PATCH", "https://api.example.com/orders/1", bytes.NewReader(body))
		req.Header["Idempotency-Key"] = nil
		var resp *http.Response
		if resp, err = c.Do(req); err == nil { // want: unkeyedwrite "Do \(PATCH\) is sent without an idempotency key inside the retry loop"
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// PutDelete retries idempotent methods and a read: silent.
func PutDelete(c *http.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		put, _ := http.NewRequest(http.MethodPut, "https://api.example.com/orders/1", nil)
		if _, err = c.Do(put); err != nil {
			continue
		}
		del, _ := http.NewRequest(http.MethodDelete, "https://api.example.com/orders/1", nil)
		if _, err = c.Do(del); err != nil {
			continue
		}
		get, _ := http.NewRequest(http.MethodGet, "https://api.example.com/orders/1", nil)
		if _, err = http.DefaultClient.Do(get); err != nil {
			continue
		}
		return nil
	}
	return err
}

// Post cannot carry a header: the fix builds the request.
func Post(body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		resp, err := http.Post("https://api.example.com/orders", "application/json", bytes.NewReader(body)) // want: unkeyedwrite "http.Post is sent without an idempotency key inside the retry loop"
		if err == nil {
			resp.Body.Close()
			return nil
		}
	}
	return err
}

// PostForm retries a form post through a client.
func PostForm(c *http.Client, v url.Values) error {
	var resp *http.Response
	var err error
	for i := 0; i < 3; i++ {
		resp, err = c.PostForm("https://api.example.com/orders", v) // want: unkeyedwrite "Client.PostForm is sent without an idempotency key inside the retry loop"
		if err == nil {
			break
		}
	}
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// PostOnce: outside a retry scope, net/http does not resend a POST.
func PostOnce(body []byte) error {
	resp, err := http.Post("https://api.example.com/orders", "application/json", bytes.NewReader(body))
	if err == nil {
		resp.Body.Close()
	}
	return err
}

// Retryable sends a POST through a client that sends it up to 5 times.
func Retryable(ctx context.Context, body []byte) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/charges", body)
	if err != nil {
		return err
	}
	resp, err := client.Do(req) // want: unkeyedwrite "Client.Do \(POST\) is sent without an idempotency key through a go-retryablehttp client that sends it up to 5 times"
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RetryableGood keys the POST on the charge.
func RetryableGood(ctx context.Context, body []byte, chargeID string) error {
	client := retryablehttp.NewClient()
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/charges", body)
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", chargeID)
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
