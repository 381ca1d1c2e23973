// Package mailgun retries mailgun-go sends, which carry no key, through the
// client type and through the Mailgun interface (reported), and a retry
// that stops on an ambiguous error (silent).
package mailgun

import (
	"context"
	"errors"

	"github.com/mailgun/mailgun-go/v4"
)

func sendBad(ctx context.Context, mg *mailgun.MailgunImpl, m *mailgun.Message) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = mg.Send(ctx, m); err == nil { // want `unkeyed write MailgunImpl.Send is retried on every error by the retry loop at mailgun.go:15: a timeout here may have sent the message; the loop sends it again`
			return nil
		}
	}
	return err
}

func sendIfaceBad(ctx context.Context, mg mailgun.Mailgun, m *mailgun.Message) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = mg.Send(ctx, m); err == nil { // want `unkeyed write Mailgun.Send is retried on every error by the retry loop at mailgun.go:25: a timeout here may have sent the message; the loop sends it again`
			return nil
		}
	}
	return err
}

func sendGood(ctx context.Context, mg mailgun.Mailgun, m *mailgun.Message) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = mg.Send(ctx, m)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}
