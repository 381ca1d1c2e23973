// Package bodybuilders reduces Alertmanager's notifiers: a retry of each
// notification around a PostJSON helper, with bodies built in helper
// functions. A body with a field that receivers deduplicate by (the
// webhook payload's groupKey, VictorOps' entity_id) is keyed (silent); a
// chat message has none (reported).
package bodybuilders

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

func PostJSON(ctx context.Context, client *http.Client, url string, body io.Reader) (*http.Response, error) {
	return request(ctx, client, http.MethodPost, url, "application/json", body)
}

func request(ctx context.Context, client *http.Client, method, url, bodyType string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", bodyType)
	return client.Do(req.WithContext(ctx))
}

type Message struct {
	Version  string `json:"version"`
	GroupKey string `json:"groupKey"`
	Text     string `json:"text"`
}

// encodeMessage encodes the message, again after trimming it when it is
// too large.
func encodeMessage(msg *Message) (bytes.Buffer, error) {
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(msg); err != nil {
		return buf, err
	}
	if buf.Len() <= 1<<20 {
		return buf, nil
	}
	msg.Text = msg.Text[:1024]
	buf.Reset()
	if err := json.NewEncoder(&buf).Encode(msg); err != nil {
		return buf, err
	}
	return buf, nil
}

func payload(key, text string) (*bytes.Buffer, error) {
	msg := map[string]string{"message_type": "CRITICAL", "entity_id": key, "state_message": text}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(msg); err != nil {
		return nil, err
	}
	return &buf, nil
}

type chatMessage struct {
	Content string `json:"content"`
}

// webhook sends a payload with its group key.
func webhook(ctx context.Context, c *http.Client, url, key, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		buf, berr := encodeMessage(&Message{Version: "4", GroupKey: key, Text: text})
		if berr != nil {
			return berr
		}
		var resp *http.Response
		resp, err = PostJSON(ctx, c, url, &buf)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// victorOps sends an alert by entity id.
func victorOps(ctx context.Context, c *http.Client, url, key, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		buf, berr := payload(key, text)
		if berr != nil {
			return berr
		}
		var resp *http.Response
		resp, err = PostJSON(ctx, c, url, buf)
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

// chat posts a message, which nothing deduplicates.
func chat(ctx context.Context, c *http.Client, url, text string) error {
	var payload bytes.Buffer
	if err := json.NewEncoder(&payload).Encode(chatMessage{Content: text}); err != nil {
		return err
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = PostJSON(ctx, c, url, bytes.NewReader(payload.Bytes())) // want `unkeyed write bodybuilders.PostJSON \(via request → Client.Do\) is retried on every error by the retry loop at bodybuilders.go:\d+: a timeout here may have posted the request; the loop posts it again`
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}
