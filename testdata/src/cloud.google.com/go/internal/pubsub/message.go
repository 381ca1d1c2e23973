// Package pubsub is a stub of cloud.google.com/go@v0.123.0 internal/pubsub
// (message.go), the Message type that cloud.google.com/go/pubsub@v1.51.0
// and cloud.google.com/go/pubsub/v2@v2.6.1 both alias.
package pubsub

import "time"

type Message struct {
	ID              string
	Data            []byte
	Attributes      map[string]string
	PublishTime     time.Time
	DeliveryAttempt *int
	OrderingKey     string
}

func (m *Message) Ack()  {}
func (m *Message) Nack() {}
