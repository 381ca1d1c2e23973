// Package callbackerr has retry loops whose call delivers its error to a
// callback rather than returning it, around a sender that retries by
// itself.
package callbackerr

import (
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
)

type producer struct{}

// Send delivers the outcome of the send to done, after retrying it up to 3
// times.
func (p *producer) Send(msg string, done func(err error)) {
	var err error
	for i := 0; i < 3; i++ {
		if err = p.write(msg); err == nil {
			break
		}
	}
	done(err)
}

func (p *producer) write(msg string) error { return errors.New("unavailable") }

// Publish retries until the callback's error is nil: 4 × 3 sends.
func Publish(p *producer, msg string) error {
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		p.Send(msg, func(e error) { err = e }) // want `Send retries \(callbackerr/callback.go:\d+\) inside the retry loop at callback.go:\d+ with no shared budget: up to 4 × 3 = 12 calls for one failing operation`
		if err == nil {
			break
		}
		time.Sleep(time.Second)
	}
	return err
}

// Correct: a loop over messages that stops at the first failure retries
// nothing.
func PublishAll(p *producer, msgs []string) error {
	var err error
	for _, m := range msgs {
		p.Send(m, func(e error) { err = e })
		if err != nil {
			return err
		}
	}
	return nil
}

// Correct: a retry helper's notify function reports the helper's failed
// attempts, not the outcome of an operation of the loop; the loop waits
// for a round in which the helper did not have to retry.
func Settle(p *producer, msg string) {
	for round := 0; round < 3; round++ {
		var last error
		_ = backoff.RetryNotify(func() error { return p.write(msg) }, backoff.NewExponentialBackOff(), func(err error, d time.Duration) { last = err })
		if last == nil {
			break
		}
	}
}

// Correct: likewise an OnRetry option's callback.
func SettleOnRetry(p *producer, msg string) {
	for round := 0; round < 3; round++ {
		var last error
		_ = retry.Do(func() error { return p.write(msg) }, retry.OnRetry(func(n uint, err error) { last = err }))
		if last == nil {
			break
		}
	}
}
