// Package mailsdk retries the sends of a mail SDK whose client retries by
// itself, an SDK the catalog knows from its record alone.
package mailsdk

import (
	"context"

	"example.com/mailsdk"
)

// A client made with its default retries, retried by a counted loop.
func sendWelcome(ctx context.Context, to string) error {
	mc := mailsdk.NewClient()
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		err = mc.Send(ctx, &mailsdk.Message{To: to, Subject: "Welcome"}) // want `mc.Send retries by itself \(mailsdk.Client\) inside the retry loop at mailsdk.go:\d+ with no shared budget: up to 4 × 4 = 16 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: the client's retries are off, the loop is the only layer.
func sendWelcomeOnce(ctx context.Context, to string) error {
	mc := mailsdk.NewClient()
	mc.MaxRetries = 0
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		err = mc.Send(ctx, &mailsdk.Message{To: to, Subject: "Welcome"})
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: a literal that turns the retries off.
func sendReceipt(ctx context.Context, to, key string) error {
	mc := &mailsdk.Client{APIKey: key, MaxRetries: 0}
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		err = mc.Send(ctx, &mailsdk.Message{To: to, Subject: "Receipt"})
		if err == nil {
			return nil
		}
	}
	return err
}

// A literal that sets the retries: 3 × 3 = 9.
func sendReminder(ctx context.Context, to, key string) error {
	mc := &mailsdk.Client{APIKey: key, MaxRetries: 2}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = mc.Send(ctx, &mailsdk.Message{To: to, Subject: "Reminder"}) // want `mc.Send retries by itself \(mailsdk.Client\) inside the retry loop at mailsdk.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation`
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: no outer retry.
func sendNotice(ctx context.Context, to string) error {
	return mailsdk.NewClient().Send(ctx, &mailsdk.Message{To: to, Subject: "Notice"})
}
