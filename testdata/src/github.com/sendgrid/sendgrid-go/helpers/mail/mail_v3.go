// Package mail is a stub of
// github.com/sendgrid/sendgrid-go@v3.16.1+incompatible helpers/mail with
// the signatures of mail_v3.go that idemvet's tests use.
package mail

// SGMailV3 contains mail struct.
type SGMailV3 struct {
	Subject string
	BatchID string
}

// Email holds email name and address info.
type Email struct {
	Name    string
	Address string
}

// NewEmail returns an Email.
func NewEmail(name string, address string) *Email { return &Email{Name: name, Address: address} }

// NewSingleEmail returns a mail with one recipient.
func NewSingleEmail(from *Email, subject string, to *Email, plainTextContent string, htmlContent string) *SGMailV3 {
	return &SGMailV3{Subject: subject}
}
