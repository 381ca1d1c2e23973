// Package readposts retries raw POSTs. A POST whose path says it only
// reads (embeddings, a search, an OAuth token, a completion) repeats
// harmlessly, as does one whose JSON body carries a key made before the
// retry; a POST that creates a note is an unkeyed write.
package readposts

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
)

// postJSON posts v as JSON to url.
func postJSON(ctx context.Context, c *http.Client, url string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type createNote struct {
	Text string `json:"text"`
}

type createPayment struct {
	Amount         int    `json:"amount"`
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

type embeddingsRequest struct {
	Model string   `json:"model"`
	Input []string `json:"input"`
}

// Note retries a POST that creates a note: a timeout may have created it.
func Note(ctx context.Context, c *http.Client, text string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://notes.example.com/notes", createNote{Text: text}); err == nil { // want: unknownoutcome "unkeyed write readposts.postJSON \(via Client.Do \(POST\)\) is retried on every error by the retry loop at readposts.go:\d+"
			return nil
		}
	}
	return err
}

// Pay retries a POST whose body carries a key made before the retry.
func Pay(ctx context.Context, c *http.Client, amount int, key string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://pay.example.com/v1/payments", createPayment{Amount: amount, IdempotencyKey: key}); err == nil {
			return nil
		}
	}
	return err
}

// Embed retries a POST that computes embeddings.
func Embed(ctx context.Context, c *http.Client, base string, input []string) error {
	b, err := json.Marshal(embeddingsRequest{Model: "text-embedding-3-small", Input: input})
	if err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/embeddings", bytes.NewReader(b))
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Search retries an Elasticsearch search, which is sent as a POST.
func Search(ctx context.Context, c *http.Client, query string) error {
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://es.example.com/orders/_search?size=10", strings.NewReader(query))
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Token retries an OAuth token request.
func Token(ctx context.Context, clientID, secret string) error {
	form := url.Values{"grant_type": {"client_credentials"}, "client_id": {clientID}, "client_secret": {secret}}
	var err error
	for i := 0; i < 3; i++ {
		var resp *http.Response
		if resp, err = http.Post("https://auth.example.com/oauth/token", "application/x-www-form-urlencoded", strings.NewReader(form.Encode())); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// Complete retries a chat completion.
func Complete(ctx context.Context, prompt string) error {
	body, err := json.Marshal(map[string]any{"model": "gpt-4o-mini", "messages": []map[string]string{{"role": "user", "content": prompt}}})
	if err != nil {
		return err
	}
	for i := 0; i < 3; i++ {
		var resp *http.Response
		if resp, err = http.Post("https://api.openai.example.com/v1/chat/completions", "application/json", bytes.NewReader(body)); err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// EmbedVia retries an embeddings POST sent through the helper that posts
// to the URL it is given: the caller's URL makes it a read.
func EmbedVia(ctx context.Context, c *http.Client, base string, input []string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, base+"/v1/embeddings", embeddingsRequest{Model: "text-embedding-3-small", Input: input}); err == nil {
			return nil
		}
	}
	return err
}

// SearchVia retries an Elasticsearch search through the same helper.
func SearchVia(ctx context.Context, c *http.Client, query map[string]any) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://es.example.com/orders/_search", query); err == nil {
			return nil
		}
	}
	return err
}
