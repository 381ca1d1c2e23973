// Package kafka is a test stub of github.com/segmentio/kafka-go@v0.4.51;
// the signatures match the real module's (reader.go, message.go). Structs
// omit most fields.
package kafka

import (
	"context"
	"time"
)

// Message is a data structure representing kafka messages (message.go:8).
type Message struct {
	Topic         string
	Partition     int
	Offset        int64
	HighWaterMark int64
	Key           []byte
	Value         []byte
	Time          time.Time
}

// ReaderConfig is a configuration object used to create new instances of
// Reader (reader.go:352).
type ReaderConfig struct {
	Brokers        []string
	GroupID        string
	Topic          string
	CommitInterval time.Duration
}

// Reader provides a high-level API for consuming messages from kafka.
type Reader struct{ config ReaderConfig }

// NewReader creates and returns a new Reader configured with config
// (reader.go:629).
func NewReader(config ReaderConfig) *Reader { return &Reader{config: config} }

// ReadMessage reads and returns the next message, committing its offset
// first when a consumer group is used (reader.go:792).
func (r *Reader) ReadMessage(ctx context.Context) (Message, error) { return Message{}, nil }

// FetchMessage reads and returns the next message; it does not commit
// offsets (reader.go:815).
func (r *Reader) FetchMessage(ctx context.Context) (Message, error) { return Message{}, nil }

// CommitMessages commits the list of messages passed as argument
// (reader.go:878).
func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }

// Close closes the stream (reader.go:757).
func (r *Reader) Close() error { return nil }
