// Package doshaped retries requests sent through methods of the shape of
// http.Client's Do: a Doer interface of the code's own, and a helper
// library's client that wraps one.
package doshaped

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"example.com/httpkit"
)

// Doer is the code's own sender.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

type Notifier struct {
	d      Doer
	client *httpkit.Client
}

// Issue retries a POST sent through the Doer.
func (n *Notifier) Issue(ctx context.Context, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://tracker.example/api/issues", bytes.NewReader(body))
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		resp, err = n.d.Do(req) // want `unkeyed write Doer.Do \(POST\) is retried on every error by the retry loop at doshaped.go:\d+`
		if err == nil {
			resp.Body.Close()
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Issues retries a GET through the same Doer: a read.
func (n *Notifier) Issues(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodGet, "https://tracker.example/api/issues", nil)
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		resp, err = n.d.Do(req)
		if err == nil {
			resp.Body.Close()
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Comment retries a POST handed to the library's DoRequest.
func (n *Notifier) Comment(ctx context.Context, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://tracker.example/api/comments", bytes.NewReader(body))
		if rerr != nil {
			return rerr
		}
		if _, err = n.client.DoRequest(req); err == nil { // want `unkeyed write Client.DoRequest \(POST\) is retried on every error by the retry loop at doshaped.go:\d+`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Comments retries a GET handed to DoRequest: a read.
func (n *Notifier) Comments(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodGet, "https://tracker.example/api/comments", nil)
		if rerr != nil {
			return rerr
		}
		if _, err = n.client.DoRequest(req); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Announce retries the library's JSON POST.
func (n *Notifier) Announce(ctx context.Context, msg any) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = n.client.PostJSON(ctx, "https://hooks.example/services/T1", msg); err == nil { // want `unkeyed write Client.PostJSON \(via Client.DoRequest \(POST\)\) is retried on every error`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Poll retries the library's GET: a read.
func (n *Notifier) Poll(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = n.client.Fetch(ctx, "https://hooks.example/status"); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
