// Package eventbody POSTs usage events in retry loops. The EventID field,
// which its package documents as the idempotency key for the event, is the
// key slot of the JSON body: left empty, each attempt is a new event
// (reported; the fix sets the field before the body is encoded), filled
// from a value made before the retry it is not (silent).
package eventbody

import (
	"bytes"
	"encoding/json"
	"net/http"

	"eventapi"
)

func ingest(client *http.Client, endpoint, name, customer string) error {
	evt := eventapi.IngestEventRequest{EventName: name, ExternalCustomerID: customer}
	b, err := json.Marshal(evt)
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequest(http.MethodPost, endpoint, bytes.NewReader(b))
		if err != nil {
			return err
		}
		resp, err := client.Do(req) // want `Do \(POST\) is sent without an idempotency key inside the retry loop at eventbody.go:23`
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

func ingestPost(client *http.Client, endpoint, name string) error {
	b, err := json.Marshal(&eventapi.IngestEventRequest{EventName: name})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(endpoint, "application/json", bytes.NewReader(b)) // want `Client.Post is sent without an idempotency key inside the retry loop at eventbody.go:44`
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}

// Twin: the event's id comes from the replayed row.
func replay(client *http.Client, endpoint, name, id string) error {
	b, err := json.Marshal(eventapi.IngestEventRequest{EventName: name, EventID: id})
	if err != nil {
		return err
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := client.Post(endpoint, "application/json", bytes.NewReader(b))
		if err != nil {
			lastErr = err
			continue
		}
		return resp.Body.Close()
	}
	return lastErr
}
