// Package mailgun is a stub of github.com/mailgun/mailgun-go/v4@v4.23.0
// with the signatures of mailgun.go and messages.go that idemvet's tests
// use.
package mailgun

import "context"

// Mailgun defines the supported subset of the Mailgun API.
type Mailgun interface {
	Send(ctx context.Context, m *Message) (mes string, id string, err error)
}

// MailgunImpl bundles data needed by a large number of methods.
type MailgunImpl struct{}

// Message structures contain both the message text and the envelope.
type Message struct{}

// NewMailgun creates a new client instance.
func NewMailgun(domain, apiKey string) *MailgunImpl { return &MailgunImpl{} }

// NewMessage returns a new e-mail message.
func NewMessage(from, subject, text string, to ...string) *Message { return &Message{} }

// Send attempts to queue a message for delivery (messages.go:711).
func (mg *MailgunImpl) Send(ctx context.Context, m *Message) (mes, id string, err error) {
	return "", "", nil
}
