// Package eventapi reduces the request types of a usage-event ingestion
// API (flexprice's dto package): the ingest body's EventID carries no
// comment of its own, and the query type documents the same field as the
// event's idempotency key, which the API deduplicates events by.
package eventapi

import "time"

// IngestEventRequest is the body of POST /v1/events.
type IngestEventRequest struct {
	EventName          string         `json:"event_name"`
	EventID            string         `json:"event_id"`
	ExternalCustomerID string         `json:"external_customer_id"`
	Timestamp          time.Time      `json:"timestamp"`
	Properties         map[string]any `json:"properties"`
}

// GetEventsRequest is the query of POST /v1/events/query.
type GetEventsRequest struct {
	// Customer ID in your system that was sent with the event
	ExternalCustomerID string `json:"external_customer_id"`
	// Event ID is the idempotency key for the event
	EventID string `json:"event_id"`
	// Source to filter the events by the source
	Source string `json:"source"`
}

// UsageRecord is a usage report of another API, which keeps every record
// it receives: its ID is the record's own, not a key.
type UsageRecord struct {
	ID       string `json:"id"`
	EventID  string `json:"eventId"`
	Quantity int    `json:"quantity"`
}

// Notification is sent to a webhook receiver.
type Notification struct {
	Topic   string  `json:"topic"`
	Message Message `json:"message"`
}

// Message is the content of a notification.
type Message struct {
	// MessageID identifies the message; receivers deduplicate
	// notifications by it.
	MessageID string `json:"message_id"`
	Text      string `json:"text"`
}

// Alert is a notification whose documentation names its key field.
// Receivers deduplicate alerts by their Fingerprint.
type Alert struct {
	Fingerprint string `json:"fingerprint"`
	Summary     string `json:"summary"`
}

// Status is a status update; its ID is not deduplicated by.
type Status struct {
	// StatusID names the status; it is not a deduplication key.
	StatusID string `json:"status_id"`
	State    string `json:"state"`
}
