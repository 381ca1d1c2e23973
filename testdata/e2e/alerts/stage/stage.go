// Package stage retries the Notifier interface with backoff.Retry; its
// implementations live in packages that import it.
package stage

import (
	"context"

	"github.com/cenkalti/backoff/v4"
)

// Notifier sends one notification.
type Notifier interface {
	Notify(ctx context.Context, msg string) error
}

// Deliver sends msg through n, retrying with exponential backoff, up to
// five attempts.
func Deliver(ctx context.Context, n Notifier, msg string) error {
	return backoff.Retry(func() error {
		return n.Notify(ctx, msg)
	}, backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4), ctx))
}
