// Package smtpdata is the shape of a notifier's email send (found in
// prometheus/alertmanager notify/email/email.go): MAIL, RCPT and DATA sent
// inline in a method that its caller retries. The DATA command only opens
// the message: an error from Client.Data comes before any of the message
// is sent, so it is a definite failure; the email is committed when the
// writer Data returns is closed. Reporting the Data call said "a timeout
// here may have sent the email", which is false.
package smtpdata

import (
	"net/smtp"
)

func notify(c *smtp.Client, from, to string, body []byte) (bool, error) {
	if err := c.Mail(from); err != nil {
		return true, err
	}
	if err := c.Rcpt(to); err != nil {
		return true, err
	}
	message, err := c.Data() // silent: opening the message commits nothing
	if err != nil {
		return true, err
	}
	defer message.Close()
	if _, err := message.Write(body); err != nil {
		return true, err
	}
	return false, nil
}

// Deliver retries the inline DATA on every error.
func Deliver(c *smtp.Client, from, to string, body []byte) error {
	var err error
	for i := 0; i < 3; i++ {
		w, derr := c.Data() // silent: opening the message commits nothing
		if derr != nil {
			err = derr
			continue
		}
		_, _ = w.Write(body)
		_ = w.Close()
		return nil
	}
	_, _ = notify(c, from, to, body)
	return err
}
