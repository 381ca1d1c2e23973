// Package mailsdk is a made-up mail SDK for the tests of the catalog's
// generic retrying clients (its record is idemtest.MailSDK): its client
// retries a failed send by itself, MaxRetries times.
package mailsdk

import "context"

// A Message is a mail to send.
type Message struct {
	To, Subject, Body string
}

// A Client sends mail. MaxRetries counts the retries of a failed send
// (not the attempts): 0 sends once.
type Client struct {
	MaxRetries int
	APIKey     string
}

// NewClient returns a client that retries a failed send 3 times.
func NewClient() *Client { return &Client{MaxRetries: 3} }

// Send sends msg, retrying up to c.MaxRetries times after a failure.
func (c *Client) Send(ctx context.Context, msg *Message) error {
	var err error
	for i := 0; i <= c.MaxRetries; i++ {
		if err = c.send(ctx, msg); err == nil {
			return nil
		}
	}
	return err
}

func (c *Client) send(ctx context.Context, msg *Message) error { return ctx.Err() }
