// Package mailer sends email: its functions are unkeyed writes, which their
// facts carry to the packages that call them.
package mailer

import "net/smtp"

var auth smtp.Auth

// Send sends one email.
func Send(to string) error {
	return smtp.SendMail("smtp.example.com:25", auth, "bot@example.com", []string{to}, []byte("hi"))
}

// Notify sends through Send.
func Notify(to string) error { return Send(to) }
