// Package simplemail retries go-simple-mail sends, which SMTP cannot
// deduplicate: a blind retry (reported) and a retry that stops on an
// ambiguous error (silent).
package simplemail

import (
	"context"
	"errors"

	mail "github.com/xhit/go-simple-mail/v2"
)

func sendBad(email *mail.Email, client *mail.SMTPClient) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = email.Send(client); err == nil { // want `unkeyed write Email.Send is retried on every error by the retry loop at simplemail.go:15: a timeout here may have sent the email; the loop sends it again`
			return nil
		}
	}
	return err
}

func sendGood(email *mail.Email, client *mail.SMTPClient) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = email.Send(client)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// A connection check retried: nothing is sent.
func noopGood(client *mail.SMTPClient) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = client.Noop(); err == nil {
			return nil
		}
	}
	return err
}
