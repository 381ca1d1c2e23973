// Package regress_innerunbounded has a bounded retry around a call that
// retries without limit (as a workflow loop around an activity with the
// default retry policy, in the Temporal samples): the message must say that
// the inner layer is the limitless one.
package regress_innerunbounded

import (
	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
)

func send() error { return nil }

// deliver retries until it succeeds: retry.Attempts(0) has no limit.
func deliver() error {
	return retry.Do(send, retry.Attempts(0))
}

func outer() error {
	return backoff.Retry(func() error {
		return deliver() // want `an inner layer retries without an attempt limit, on each of the outer layers' 4 attempts`
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3))
}
