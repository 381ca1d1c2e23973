// Package sendgridmail sends mail through sendgrid-go, whose mail/send
// takes no idempotency key.
package sendgridmail

import (
	"context"
	"errors"
	"time"

	"github.com/sendgrid/sendgrid-go"
	"github.com/sendgrid/sendgrid-go/helpers/mail"
)

// Welcome retries a send on every transport error: a timeout may have sent it.
func Welcome(client *sendgrid.Client, to string) error {
	m := mail.NewSingleEmail(mail.NewEmail("Team", "team@example.com"), "Welcome", mail.NewEmail("", to), "Hello", "")
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Send(m) // want: unknownoutcome "unkeyed write Client.Send is retried on every error by the retry loop at sendgridmail.go:\d+: a timeout here may have sent the message; the loop sends it again"
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Receipt stops when the outcome is unknown.
func Receipt(client *sendgrid.Client, to string) error {
	m := mail.NewSingleEmail(mail.NewEmail("Billing", "billing@example.com"), "Receipt", mail.NewEmail("", to), "Thanks", "")
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Send(m)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}
