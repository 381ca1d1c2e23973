package mailer

import "net/smtp"

func smtpSend(to []string, msg []byte) error {
	return smtp.SendMail(addr, auth, "noreply@example.com", to, msg)
}
