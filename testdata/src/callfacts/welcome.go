package callfacts

import (
	"context"

	"example.com/mailsdk"
)

// NewMailer makes a client of a mail SDK known from its record alone
// (idemtest.MailSDK), which retries each send 5 times.
func NewMailer() *mailsdk.Client { // want NewMailer:`returns retrying client \(6 attempts\)`
	c := mailsdk.NewClient()
	c.MaxRetries = 5
	return c
}

// NewQuietMailer makes one that sends once.
func NewQuietMailer() *mailsdk.Client {
	return &mailsdk.Client{}
}

// SendWelcome sends through the mailer.
func SendWelcome(ctx context.Context) error {
	return NewMailer().Send(ctx, &mailsdk.Message{Subject: "Welcome"})
}
