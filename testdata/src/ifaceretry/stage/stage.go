// Package stage retries interface methods whose implementations live in
// packages that import it.
package stage

import (
	"context"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// Notifier sends one notification; it reports whether a failure may be
// retried.
type Notifier interface {
	Notify(ctx context.Context, msg string) (bool, error) // want Notify:`retried by retry loop at stage/stage.go:32, bound unbounded`
}

// Integration wraps a Notifier.
type Integration struct{ n Notifier }

// Notify forwards to the notifier: the retry loop that calls it retries
// the notifier.
func (i *Integration) Notify(ctx context.Context, msg string) (bool, error) { // want Notify:`calls ifaceretry/stage.Notifier.Notify`
	return i.n.Notify(ctx, msg)
}

// Name is called by the loop, but not by the call it retries.
func (i *Integration) Name() string { return "integration" }

// Run retries the integration until it succeeds or says not to retry.
func Run(ctx context.Context, i *Integration, l Logger, msg string) error { // want Run:`retries: retry loop at stage/stage.go:32` Run:`calls ifaceretry/stage.Logger.Log`
	for {
		retry, err := i.Notify(ctx, msg)
		if err == nil {
			return l.Log(ctx, "sent by "+i.Name())
		}
		if !retry {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
	}
}

// Sender sends one message.
type Sender interface {
	Send(ctx context.Context, to, msg string) error // want Send:`retried by backoff.Retry at stage/stage.go:55, bound 10`
}

// SendAll sends msg through s, retrying with backoff.
func SendAll(ctx context.Context, s Sender, to, msg string) error { // want SendAll:`retries: backoff.Retry at stage/stage.go:55` SendAll:`calls ifaceretry/stage.Sender.Send`
	return backoff.Retry(func() error {
		return s.Send(ctx, to, msg)
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 9))
}

// Logger records what happened; it is called once, after the retry.
type Logger interface {
	Log(ctx context.Context, msg string) error
}

// Courier delivers a message; package relay retries Deliver, which calls
// it.
type Courier interface {
	Deliver(ctx context.Context, msg string) error
}

// Deliver hands msg to c.
func Deliver(ctx context.Context, c Courier, msg string) error { // want Deliver:`calls ifaceretry/stage.Courier.Deliver`
	return c.Deliver(ctx, msg)
}
