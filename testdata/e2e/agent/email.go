package agent

import (
	"context"

	"example.com/e2e/mailer"
)

// Notify retries another package's send in a loop.
func Notify(ctx context.Context, m *mailer.Client, to string) error {
	var err error
	for range 3 {
		if err = m.Send(ctx, to, "your order shipped"); err == nil { // want: unknownoutcome "unkeyed write Client.Send \(via smtp.SendMail\) is retried on every error by the retry loop at email.go:\d+"
			return nil
		}
	}
	return err
}

// NotifyGood stops when the outcome is unknown.
func NotifyGood(ctx context.Context, m *mailer.Client, to string) error {
	var err error
	for range 3 {
		err = m.Send(ctx, to, "your order shipped")
		if err == nil {
			return nil
		}
		if mailer.MaybeSent(err) {
			return err
		}
	}
	return err
}
