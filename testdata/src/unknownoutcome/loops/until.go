package loops

import (
	"errors"
	"net/smtp"
)

// for err != nil { err = W() }.
func untilBad(to []string, msg []byte) {
	err := errors.New("start")
	for err != nil {
		err = smtp.SendMail(addr, auth, "a@example.com", to, msg) // want `retried on every error by the retry loop at until.go:11`
	}
}
