// Package httpkit retries requests sent through github.com/shouni/go-http-kit,
// a helper library idemvet has no record for: its DoRequest sends the
// request it is given through a wrapper of http.Client's Do, so each call is
// classified by the method of the request its caller builds.
package httpkit

import (
	"bytes"
	"context"
	"net/http"
	"time"

	"github.com/shouni/go-http-kit/pkg/httpkit"
)

type Tracker struct{ client *httpkit.Client }

// CreateIssue retries a POST handed to DoRequest.
func (t *Tracker) CreateIssue(ctx context.Context, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://tracker.example/api/v2/issues", bytes.NewReader(body))
		if rerr != nil {
			return rerr
		}
		if _, err = t.client.DoRequest(req); err == nil { // want: unknownoutcome "unkeyed write Client.DoRequest \(POST\) is retried on every error by the retry loop at httpkit.go:\d+"
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Issues retries a GET handed to DoRequest: a read.
func (t *Tracker) Issues(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodGet, "https://tracker.example/api/v2/issues", nil)
		if rerr != nil {
			return rerr
		}
		if _, err = t.client.DoRequest(req); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Notify retries the library's JSON POST to a webhook.
func (t *Tracker) Notify(ctx context.Context, msg any) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = t.client.PostJSONAndFetchBytes("https://hooks.example/services/T1", msg, ctx); err == nil { // want: unknownoutcome "unkeyed write Client.PostJSONAndFetchBytes \(via Client.DoRequest \(POST\)\) is retried on every error"
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Status retries the library's GET: a read.
func (t *Tracker) Status(ctx context.Context) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = t.client.FetchBytes("https://hooks.example/status", ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
