// Package notifiers implements the interfaces that package stage retries.
package notifiers

import (
	"context"
	"errors"
	"net/smtp"

	"ifaceretry/stage"
)

// Mail notifies by email.
type Mail struct {
	addr, from, to string
}

var _ stage.Notifier = (*Mail)(nil)

func (m *Mail) Notify(ctx context.Context, msg string) (bool, error) {
	if err := smtp.SendMail(m.addr, nil, m.from, []string{m.to}, []byte(msg)); err != nil { // want `unkeyed write smtp.SendMail is retried on every error by the retry loop at stage/stage.go:32 \(through the interface method stage.Notifier.Notify, implemented here by notifiers.Mail.Notify\) at notifiers.go:19: a timeout here may have sent the email; the retry loop sends it again`
		return true, err
	}
	return false, nil
}

// CarefulMail tells a timeout apart and does not ask for a retry then.
type CarefulMail struct {
	addr, from, to string
}

func (m *CarefulMail) Notify(ctx context.Context, msg string) (bool, error) {
	if err := smtp.SendMail(m.addr, nil, m.from, []string{m.to}, []byte(msg)); err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return false, err
		}
		return true, err
	}
	return false, nil
}

// Mailer sends through the backoff.Retry of stage.SendAll.
type Mailer struct {
	addr, from string
}

func (m Mailer) Send(ctx context.Context, to, msg string) error {
	return smtp.SendMail(m.addr, nil, m.from, []string{to}, []byte(msg)) // want `unkeyed write smtp.SendMail is retried on every error by the backoff.Retry at stage/stage.go:55 \(through the interface method stage.Sender.Send, implemented here by notifiers.Mailer.Send\) at notifiers.go:46: a timeout here may have sent the email; the backoff.Retry sends it again`
}

// AuditLog implements stage.Logger, which nothing retries.
type AuditLog struct {
	addr, from, to string
}

func (a AuditLog) Log(ctx context.Context, msg string) error {
	return smtp.SendMail(a.addr, nil, a.from, []string{a.to}, []byte(msg))
}
