// Package sendgrid retries sendgrid-go sends, which carry no key: a blind
// retry (reported), and a retry that stops on an ambiguous error (silent).
package sendgrid

import (
	"context"
	"errors"
	"time"

	"github.com/sendgrid/sendgrid-go"
	"github.com/sendgrid/sendgrid-go/helpers/mail"
)

func mailBad(client *sendgrid.Client, m *mail.SGMailV3) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Send(m) // want `unkeyed write Client.Send is retried on every error by the retry loop at sendgrid.go:16: a timeout here may have sent the message; the loop sends it again`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func mailGood(client *sendgrid.Client, m *mail.SGMailV3) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Send(m)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// SendWithContext is Send: the message names the email, not "the with".
func mailContextBad(ctx context.Context, client *sendgrid.Client, m *mail.SGMailV3) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendWithContext(ctx, m); err == nil { // want `unkeyed write Client.SendWithContext is retried on every error by the retry loop at sendgrid.go:\d+: a timeout here may have sent the message; the loop sends it again`
			return nil
		}
	}
	return err
}
