// Package unconfigured retries the calls of clients that no configuration
// classifies: the pass cannot tell what they do, and reports nothing.
package unconfigured

import (
	"context"
	"time"

	"writescfg/mail"
)

func notify(ctx context.Context, c *mail.Client, to string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = c.Send(ctx, mail.Message{To: to, Body: "paid"})
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Correct: one DedupID for every attempt.
func notifyKeyed(ctx context.Context, c *mail.Client, to, orderID string) error {
	var err error
	msg := mail.Message{To: to, Body: "paid", DedupID: "paid-" + orderID}
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Send(ctx, msg); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
