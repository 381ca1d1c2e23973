package notifiers

import (
	"context"
	"net/smtp"
)

// fakeMail is a test double: implementations in test files are not
// retried by the stage's code.
type fakeMail struct{ addr string }

func (f fakeMail) Notify(ctx context.Context, msg string) (bool, error) {
	if err := smtp.SendMail(f.addr, nil, "a@example.com", []string{"b@example.com"}, []byte(msg)); err != nil {
		return true, err
	}
	return false, nil
}
