// Package jsonbody has raw POSTs whose JSON bodies carry an idempotency key
// field: a struct field named as a key or tagged with a key's JSON name.
// The field is the key slot; left empty in a retry, the write is reported
// and the fix sets the field before the body is encoded. Twins with the
// field filled from a key made before the retry are silent.
package jsonbody

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"
)

type createPayment struct {
	Amount         int    `json:"amount"`
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

// The key field is named by its JSON tag only.
type createTransfer struct {
	Amount int    `json:"amount"`
	Key    string `json:"idempotencyKey,omitempty"`
}

func post(ctx context.Context, c *http.Client, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func payLoop(ctx context.Context, c *http.Client, amount int) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		p := createPayment{Amount: amount}
		b, merr := json.Marshal(p)
		if merr != nil {
			return merr
		}
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example.com/v1/payments", bytes.NewReader(b))
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		resp, err = c.Do(req) // want `Do \(POST\) is sent without an idempotency key inside the retry loop at jsonbody.go:41: each attempt reaches the server as a new request`
		if err == nil {
			return resp.Body.Close()
		}
		time.Sleep(time.Second)
	}
	return err
}

// The key is made once, before the loop: every attempt sends it.
func payLoopGood(ctx context.Context, c *http.Client, amount int, orderID string) error {
	var err error
	key := "pay-" + orderID
	for attempt := 0; attempt < 3; attempt++ {
		p := createPayment{Amount: amount, IdempotencyKey: key}
		b, merr := json.Marshal(p)
		if merr != nil {
			return merr
		}
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example.com/v1/payments", bytes.NewReader(b))
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		resp, err = c.Do(req)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// The body is encoded once, before the loop, with json.NewEncoder.
func transferLoop(ctx context.Context, c *http.Client, amount int) error {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(&createTransfer{Amount: amount}); err != nil {
		return err
	}
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://bank.example.com/transfers", bytes.NewReader(buf.Bytes()))
		if rerr != nil {
			return rerr
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil { // want `Do \(POST\) is sent without an idempotency key inside the retry loop at jsonbody.go:91`
			return resp.Body.Close()
		}
	}
	return err
}

func transferLoopGood(ctx context.Context, c *http.Client, amount int, key string) error {
	t := &createTransfer{Amount: amount}
	t.Key = key
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(t); err != nil {
		return err
	}
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := http.NewRequestWithContext(ctx, http.MethodPost, "https://bank.example.com/transfers", bytes.NewReader(buf.Bytes()))
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

// A body without a key field, to a host that takes no key anywhere in this
// package, is no keyed write: unkeyedwrite says nothing (unknownoutcome
// looks at it).
type createNote struct {
	Text string `json:"text"`
}

func noteLoop(ctx context.Context, c *http.Client, text string) error {
	var err error
	for i := 0; i < 3; i++ {
		b, _ := json.Marshal(createNote{Text: text})
		if err = post(ctx, c, "https://notes.example.com/notes", b); err == nil {
			return nil
		}
	}
	return err
}

// postJSON encodes any value as the body: its callers' arguments carry the
// key field.
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

func viaHelper(ctx context.Context, c *http.Client, amount int) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://pay.example.com/v1/payments", &createPayment{Amount: amount}); err == nil { // want `jsonbody.postJSON is called without the IdempotencyKey that it passes on as the idempotency key of Client.Do \(POST\) \(jsonbody/jsonbody.go:154\) inside the retry loop at jsonbody.go:163`
			return nil
		}
	}
	return err
}

func viaHelperGood(ctx context.Context, c *http.Client, amount int, key string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://pay.example.com/v1/payments", &createPayment{Amount: amount, IdempotencyKey: key}); err == nil {
			return nil
		}
	}
	return err
}

// A body without a key field, through the helper: no keyed write.
func noteViaHelper(ctx context.Context, c *http.Client, text string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = postJSON(ctx, c, "https://notes.example.com/notes", createNote{Text: text}); err == nil {
			return nil
		}
	}
	return err
}

// A request helper that takes the method, as API clients write them.
type Client struct {
	hc   *http.Client
	base string
}

func (c *Client) do(ctx context.Context, method, path string, in any) error {
	b, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) Transfer(ctx context.Context, amount int) error {
	var err error
	for i := 0; i < 3; i++ {
		t := createTransfer{Amount: amount}
		if err = c.do(ctx, http.MethodPost, "/transfers", t); err == nil { // want `Client.do \(POST\) is called without the Key that it passes on as the idempotency key of Client.Do \(jsonbody/jsonbody.go:207\) inside the retry loop at jsonbody.go:216`
			return nil
		}
	}
	return err
}

func (c *Client) TransferGood(ctx context.Context, amount int, key string) error {
	var err error
	for i := 0; i < 3; i++ {
		t := createTransfer{Amount: amount, Key: key}
		if err = c.do(ctx, http.MethodPost, "/transfers", t); err == nil {
			return nil
		}
	}
	return err
}

// The Circle client shape (stellar-disbursement-platform-backend
// internal/circle): a request helper that takes the body as bytes, and
// methods that encode a request type with a key field into them.
type TransferRequest struct {
	IdempotencyKey string `json:"idempotencyKey"`
	Amount         string `json:"amount"`
}

type CircleClient struct {
	hc   *http.Client
	base string
}

func (c *CircleClient) request(ctx context.Context, u, method string, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, u, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func (c *CircleClient) PostTransfer(ctx context.Context, transferReq TransferRequest) error {
	data, err := json.Marshal(transferReq)
	if err != nil {
		return err
	}
	resp, err := c.request(ctx, c.base+"/v1/transfers", http.MethodPost, data)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func sendTransfer(ctx context.Context, c *CircleClient, amount string) error {
	var err error
	for i := 0; i < 3; i++ {
		req := TransferRequest{Amount: amount}
		if err = c.PostTransfer(ctx, req); err == nil { // want `CircleClient.PostTransfer is called without the IdempotencyKey that it passes on as the idempotency key of request → Client.Do \(jsonbody/jsonbody.go:254\) inside the retry loop at jsonbody.go:271`
			return nil
		}
	}
	return err
}

func sendTransferGood(ctx context.Context, c *CircleClient, amount, paymentKey string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = c.PostTransfer(ctx, TransferRequest{IdempotencyKey: paymentKey, Amount: amount}); err == nil {
			return nil
		}
	}
	return err
}
