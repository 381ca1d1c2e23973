package mailer

import (
	"context"
	"net/smtp"
	"strings"
	"time"
)

// A Task is one email of a bulk send.
type Task struct {
	To      string
	Body    string
	Retries int
}

func sendWithClient(c *smtp.Client, from string, t Task) error {
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

// isConnectionError matches error text: it is not an ambiguity check.
func isConnectionError(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "EOF") || strings.Contains(err.Error(), "i/o timeout"))
}

// Process is a bulk mailer's worker: it reconnects and resends on
// connection errors, and retries the rest after a delay.
func Process(ctx context.Context, c *smtp.Client, dial func() (*smtp.Client, error), t Task, limit int) {
	for {
		err := sendWithClient(c, "bulk@example.com", t) // want: unknownoutcome "unkeyed write mailer.sendWithClient \(via Client.Data\) is retried on every error by the retry loop at worker.go:\d+"
		if isConnectionError(err) {
			if nc, derr := dial(); derr == nil {
				c = nc
				err = sendWithClient(c, "bulk@example.com", t)
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
