// Package eventbody reduces a script that replays usage events to an
// ingestion API (flexprice's replay_events_csv.go): each event is encoded
// once, before a loop that POSTs it again on every error. A body whose
// struct has a field that its package documents as the idempotency or
// deduplication key is keyed, and a resend after a timeout is deduplicated
// (silent); a body without one is an unkeyed write (reported).
package eventbody

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"eventapi"
)

// postSingleEvent: the event's EventID, which the package documents as the
// idempotency key for the event, is in the body encoded before the loop.
func postSingleEvent(client *http.Client, endpoint, apiKey string, event *eventapi.IngestEventRequest) error {
	body, err := json.Marshal(event)
	if err != nil {
		return fmt.Errorf("marshal: %w", err)
	}
	var lastErr error
	for attempt := 0; attempt <= 2; attempt++ {
		if attempt > 0 {
			time.Sleep(200 * time.Millisecond * time.Duration(attempt))
		}
		req, err := http.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("create request: %w", err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("x-api-key", apiKey)
		resp, err := client.Do(req)
		if err != nil {
			lastErr = fmt.Errorf("http: %w", err)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode >= 200 && resp.StatusCode < 300 {
			return nil
		}
		lastErr = fmt.Errorf("HTTP %d", resp.StatusCode)
	}
	return lastErr
}

// replay sends events read before the retry, as values of the struct,
// through a json.Encoder.
func replay(client *http.Client, endpoint, name, id string) error {
	evt := eventapi.IngestEventRequest{EventName: name, EventID: id}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(evt); err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequest(http.MethodPost, endpoint, bytes.NewReader(buf.Bytes()))
		if err != nil {
			return err
		}
		resp, err := client.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// notify: the key field is in a nested struct, documented as the field
// receivers deduplicate notifications by.
func notify(client *http.Client, url, id, text string) error {
	b, err := json.Marshal(eventapi.Notification{Topic: "deploys", Message: eventapi.Message{MessageID: id, Text: text}})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(url, "application/json", bytes.NewReader(b))
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// alert: the type's documentation names the key field.
func alert(client *http.Client, url string, a *eventapi.Alert) error {
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(url, "application/json", bytes.NewReader(b))
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// delivery is this package's own body type, whose field says it is the key.
type delivery struct {
	// DeliveryID is the deduplication key of the delivery.
	DeliveryID string `json:"delivery_id"`
	Payload    string `json:"payload"`
}

func deliver(client *http.Client, url, id, payload string) error {
	b, err := json.Marshal(&delivery{DeliveryID: id, Payload: payload})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(url, "application/json", bytes.NewReader(b))
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// buildEvent encodes an event: a body built by a helper from the id it is
// given, before the retry.
func buildEvent(name, id string) ([]byte, error) {
	return json.Marshal(eventapi.IngestEventRequest{EventName: name, EventID: id})
}

func send(client *http.Client, url string, body []byte) error {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func replayBuilt(client *http.Client, url, name, id string) error {
	body, err := buildEvent(name, id)
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if err = send(client, url, body); err == nil {
			return nil
		}
	}
	return err
}

// Twins: bodies without a key field.

// postUsage: the record has an ID and an eventId, neither documented as a
// key (the package documents EventID with the JSON name event_id).
func postUsage(client *http.Client, endpoint string, rec *eventapi.UsageRecord) error {
	body, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt <= 2; attempt++ {
		req, err := http.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
		if err != nil {
			return err
		}
		resp, err := client.Do(req) // want `unkeyed write Client.Do \(POST\) is retried on every error by the retry loop at eventbody.go:177`
		if err != nil {
			lastErr = err
			continue
		}
		resp.Body.Close()
		if resp.StatusCode < 300 {
			return nil
		}
		lastErr = fmt.Errorf("HTTP %d", resp.StatusCode)
	}
	return lastErr
}

// postStatus: a field whose comment denies it is a key.
func postStatus(client *http.Client, url, id string) error {
	b, err := json.Marshal(eventapi.Status{StatusID: id, State: "done"})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(url, "application/json", bytes.NewReader(b)) // want `unkeyed write Client.Post is retried on every error by the retry loop at eventbody.go:203`
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// record is this package's own body type: its bare id is no key.
type record struct {
	// ID of the record.
	ID    string `json:"id"`
	Value string `json:"value"`
}

func putRecord(client *http.Client, url, id, v string) error {
	b, err := json.Marshal(record{ID: id, Value: v})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(url, "application/json", bytes.NewReader(b)) // want `unkeyed write Client.Post is retried on every error by the retry loop at eventbody.go:227`
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// buildUsage encodes a usage record, which has no key field.
func buildUsage(n int) ([]byte, error) {
	return json.Marshal(eventapi.UsageRecord{Quantity: n})
}

func postUsageBuilt(client *http.Client, url string, n int) error {
	body, err := buildUsage(n)
	if err != nil {
		return err
	}
	for attempt := 0; attempt < 3; attempt++ {
		if err = send(client, url, body); err == nil { // want `unkeyed write eventbody.send \(via Client.Do \(POST\)\) is retried on every error by the retry loop at eventbody.go:248`
			return nil
		}
	}
	return err
}
