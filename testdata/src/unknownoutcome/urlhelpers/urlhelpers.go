// Package urlhelpers posts through helpers that take the URL: whether a
// call writes depends on the URL each caller passes. A read endpoint
// (embeddings, _search, an OAuth token exchange) is read again when it is
// retried (silent); a note is posted twice (reported).
package urlhelpers

import (
	"bytes"
	"context"
	"net/http"
)

func postJSON(ctx context.Context, c *http.Client, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// callAPI passes its own URL parameter on.
func callAPI(ctx context.Context, c *http.Client, base, path string, body []byte) error {
	return postJSON(ctx, c, base+path, body)
}

func note(ctx context.Context, c *http.Client, base string, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = postJSON(ctx, c, base+"/v1/notes", body); err == nil { // want `unkeyed write urlhelpers.postJSON \(via Client.Do \(POST\)\) is retried on every error by the retry loop`
			return nil
		}
	}
	return err
}

func embed(ctx context.Context, c *http.Client, base string, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = postJSON(ctx, c, base+"/v1/embeddings", body); err == nil {
			return nil
		}
	}
	return err
}

func search(ctx context.Context, c *http.Client, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = postJSON(ctx, c, "https://es.example.com/orders/_search", body); err == nil {
			return nil
		}
	}
	return err
}

func token(ctx context.Context, c *http.Client, base string, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = callAPI(ctx, c, base, "/oauth/token", body); err == nil {
			return nil
		}
	}
	return err
}

func noteVia(ctx context.Context, c *http.Client, base string, body []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = callAPI(ctx, c, base, "/v1/notes", body); err == nil { // want `unkeyed write urlhelpers.callAPI \(via postJSON → Client.Do \(POST\)\) is retried on every error by the retry loop`
			return nil
		}
	}
	return err
}
