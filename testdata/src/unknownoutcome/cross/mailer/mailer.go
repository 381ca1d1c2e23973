// Package mailer is a user mail client in its own package: its Send is an
// unkeyed write by fact, and IsAmbiguous a classifier by fact.
package mailer

import (
	"context"
	"errors"
	"net/smtp"
)

type Client struct {
	Addr string
	Auth smtp.Auth
}

// Send sends one email. It takes no key: SMTP has none.
func (c *Client) Send(ctx context.Context, to, body string) error {
	return smtp.SendMail(c.Addr, c.Auth, "noreply@example.com", []string{to}, []byte(body))
}

// IsAmbiguous reports whether err leaves the outcome of a Send unknown.
//
//idemvet:ambiguous
func IsAmbiguous(err error) bool {
	return errors.Is(err, context.DeadlineExceeded)
}
