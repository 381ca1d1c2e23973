// Package mailgunmailtwins holds the silent twins of package mailgunmail:
// mailgun-go sends that are not retried blindly.
package mailgunmailtwins

import (
	"context"
	"errors"

	"github.com/mailgun/mailgun-go/v4"
)

// DigestOnce sends once, outside any retry scope.
func DigestOnce(ctx context.Context, mg mailgun.Mailgun, to string) error {
	m := mailgun.NewMessage("digest@example.com", "Your digest", "...", to)
	_, _, err := mg.Send(ctx, m)
	return err
}

// DigestStopOnTimeout retries a send, but a timeout leaves the loop with
// the outcome reported unknown.
func DigestStopOnTimeout(ctx context.Context, mg mailgun.Mailgun, to string) error {
	m := mailgun.NewMessage("digest@example.com", "Your digest", "...", to)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = mg.Send(ctx, m)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown: the message may have been sent"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// DigestImplStopOnTimeout does the same through the client type.
func DigestImplStopOnTimeout(ctx context.Context, mg *mailgun.MailgunImpl, to string) error {
	m := mailgun.NewMessage("digest@example.com", "Your digest", "...", to)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, _, err = mg.Send(ctx, m)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown: the message may have been sent"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// DigestEach sends one message to each address: a loop over recipients,
// not a retry.
func DigestEach(ctx context.Context, mg mailgun.Mailgun, to []string) error {
	for _, addr := range to {
		m := mailgun.NewMessage("digest@example.com", "Your digest", "...", addr)
		if _, _, err := mg.Send(ctx, m); err != nil {
			return err
		}
	}
	return nil
}
