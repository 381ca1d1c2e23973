// Package app retries mailer.Client.Send from another package.
package app

import (
	"context"
	"time"

	"unknownoutcome/cross/mailer"
)

func remindBad(ctx context.Context, c *mailer.Client, to string) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		if err = c.Send(ctx, to, "reminder"); err == nil { // want `unkeyed write Client.Send \(via smtp.SendMail\) is retried on every error by the retry loop at app.go:13: a timeout here may have sent the email; the loop sends it again`
			return nil
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}

func remindGood(ctx context.Context, c *mailer.Client, to string) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		if err = c.Send(ctx, to, "reminder"); err == nil {
			return nil
		}
		if mailer.IsAmbiguous(err) {
			return err
		}
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return err
}
