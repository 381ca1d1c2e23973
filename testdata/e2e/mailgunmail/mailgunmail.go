// Package mailgunmail sends mail through mailgun-go, which has no
// idempotency for messages.
package mailgunmail

import (
	"context"

	"github.com/mailgun/mailgun-go/v4"
)

// Digest retries a send on every error through the Mailgun interface.
func Digest(ctx context.Context, mg mailgun.Mailgun, to string) error {
	m := mailgun.NewMessage("digest@example.com", "Your digest", "...", to)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, _, err = mg.Send(ctx, m); err == nil { // want: unknownoutcome "unkeyed write Mailgun.Send is retried on every error by the retry loop at mailgunmail.go:\d+: a timeout here may have sent the message; the loop sends it again"
			return nil
		}
	}
	return err
}
