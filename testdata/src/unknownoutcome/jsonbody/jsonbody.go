// Package jsonbody has raw POSTs retried on every error. One whose JSON
// body carries a key made before the retry is safe to send again (silent);
// one whose body has no key field is an unkeyed write (reported).
package jsonbody

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type createPayment struct {
	Amount         int    `json:"amount"`
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

type createNote struct {
	Text string `json:"text"`
}

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

func pay(ctx context.Context, c *http.Client, amount int, key string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://pay.example.com/v1/payments", createPayment{Amount: amount, IdempotencyKey: key}); err == nil {
			return nil
		}
	}
	return err
}

func payMap(ctx context.Context, c *http.Client, amount int, key string) error {
	var err error
	body := map[string]any{"amount": amount, "idempotency_key": key}
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://pay.example.com/v1/payments", body); err == nil {
			return nil
		}
	}
	return err
}

func note(ctx context.Context, c *http.Client, text string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://notes.example.com/notes", createNote{Text: text}); err == nil { // want `unkeyed write jsonbody.postJSON \(via Client.Do \(POST\)\) is retried on every error by the retry loop at jsonbody.go:61`
			return nil
		}
	}
	return err
}
