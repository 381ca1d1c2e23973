// Package pubsub is a stub of cloud.google.com/go/pubsub/v2@v2.6.1 with the
// signatures the tests call (pubsub.go, subscriber.go:58 and :205,
// message.go:44).
package pubsub

import (
	"context"

	ipubsub "cloud.google.com/go/internal/pubsub"
)

type Message = ipubsub.Message

type Client struct{}

func NewClient(ctx context.Context, projectID string) (*Client, error) { return &Client{}, nil }

type Subscriber struct{}

func (c *Client) Subscriber(nameOrID string) *Subscriber { return &Subscriber{} }

func (s *Subscriber) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
