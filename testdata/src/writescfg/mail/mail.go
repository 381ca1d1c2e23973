// Package mail is a project's own mail client, which the catalog does not
// know: Send delivers a message, once per DedupID when one is given.
package mail

import "context"

type Message struct {
	To, Body string
	DedupID  string
}

type Client struct{ endpoint string }

func (c *Client) Send(ctx context.Context, m Message) error {
	return deliver(ctx, c.endpoint, m)
}

var deliver = func(ctx context.Context, endpoint string, m Message) error { return nil }
