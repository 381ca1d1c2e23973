// Package smtpmail sends mail with go-simple-mail, over SMTP, which has no
// key: a send retried on every error may deliver twice.
package smtpmail

import (
	mail "github.com/xhit/go-simple-mail/v2"
)

// Welcome retries a send on every error.
func Welcome(server *mail.SMTPServer, to string) error {
	email := mail.NewMSG()
	email.SetFrom("noreply@example.com").AddTo(to).SetSubject("Welcome").SetBody(mail.TextPlain, "Hello")
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var client *mail.SMTPClient
		if client, err = server.Connect(); err != nil {
			continue
		}
		if err = email.Send(client); err == nil { // want: unknownoutcome "unkeyed write Email.Send is retried on every error by the retry loop at smtpmail.go:\d+: a timeout here may have sent the email; the loop sends it again"
			return nil
		}
	}
	return err
}
