// Package mailer sends email, which has no idempotency key: a send that
// timed out may have been delivered.
package mailer

import (
	"context"
	"errors"
	"net"
	"net/smtp"
)

const addr = "smtp.example.com:587"

var auth smtp.Auth

// A Client sends email from one address.
type Client struct{ From string }

// Send sends one email.
func (c *Client) Send(ctx context.Context, to, body string) error {
	return smtp.SendMail(addr, auth, c.From, []string{to}, []byte(body))
}

// MaybeSent reports whether err leaves the outcome of a send unknown.
//
//idemvet:ambiguous
func MaybeSent(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()
}
