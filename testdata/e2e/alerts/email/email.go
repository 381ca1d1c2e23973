// Package email implements stage.Notifier over SMTP.
package email

import (
	"context"
	"net/smtp"

	"example.com/e2e/alerts/stage"
)

// Notifier emails each notification.
type Notifier struct {
	Addr, From, To string
}

var _ stage.Notifier = Notifier{}

// Notify sends one email: a timeout may have delivered it, and the
// backoff.Retry of stage.Deliver sends it again.
func (n Notifier) Notify(ctx context.Context, msg string) error {
	return smtp.SendMail(n.Addr, nil, n.From, []string{n.To}, []byte(msg)) // want: unknownoutcome "unkeyed write smtp.SendMail is retried on every error by the backoff.Retry at stage/stage.go:19 \(through the interface method stage.Notifier.Notify, implemented here by email.Notifier.Notify\) at email.go:20"
}
