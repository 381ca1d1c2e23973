// Package sendgrid is a stub of
// github.com/sendgrid/sendgrid-go@v3.16.1+incompatible with the signatures
// of base_interface.go and sendgrid.go that idemvet's tests use.
package sendgrid

import (
	"context"

	"github.com/sendgrid/rest"
	"github.com/sendgrid/sendgrid-go/helpers/mail"
)

// Client is the Twilio SendGrid Go client.
type Client struct {
	rest.Request
}

// NewSendClient constructs a new Twilio SendGrid client given an API key.
func NewSendClient(key string) *Client { return &Client{} }

// Send sends an email through Twilio SendGrid.
func (cl *Client) Send(email *mail.SGMailV3) (*rest.Response, error) {
	return cl.SendWithContext(context.Background(), email)
}

// SendWithContext sends an email through Twilio SendGrid with context.Context.
func (cl *Client) SendWithContext(ctx context.Context, email *mail.SGMailV3) (*rest.Response, error) {
	return &rest.Response{}, nil
}
