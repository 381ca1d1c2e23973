// Package reconnect is the shape of a bulk mailer's worker (found in
// bravo1goingdark/mailgrid email/worker.go): an smtp.Client MAIL/RCPT/DATA
// flow retried inline, with a reconnect-and-resend on connection errors
// (EOF, "i/o timeout") between the send and the test of its error. A
// timeout after DATA may have delivered the email; the loop sends it again.
// It was missed because the reconnect branch mentions the error.
package reconnect

import (
	"context"
	"net/smtp"
	"strings"
	"time"
)

type Task struct {
	To      string
	Body    string
	Retries int
}

func send(c *smtp.Client, from string, t Task) error {
	if err := c.Mail(from); err != nil {
		return err
	}
	if err := c.Rcpt(t.To); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write([]byte(t.Body)); err != nil {
		return err
	}
	return w.Close()
}

// isConnectionError matches error text, not error values: it is not an
// ambiguity classifier, and it is used to resend.
func isConnectionError(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "EOF") || strings.Contains(err.Error(), "i/o timeout"))
}

func process(ctx context.Context, c *smtp.Client, dial func() (*smtp.Client, error), t Task, limit int) {
	for {
		err := send(c, "bulk@example.com", t) // want `unkeyed write reconnect.send \(via Client.Data\) is retried on every error by the retry loop at reconnect.go:46: a timeout here may have sent the email; the loop sends it again`
		if isConnectionError(err) {
			if nc, derr := dial(); derr == nil {
				c = nc
				err = send(c, "bulk@example.com", t)
			}
		}
		if err == nil {
			break
		}
		if t.Retries >= limit {
			break
		}
		t.Retries++
		select {
		case <-time.After(time.Second):
		case <-ctx.Done():
			return
		}
	}
}
