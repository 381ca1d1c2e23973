// Package wait is a test stub of k8s.io/apimachinery@v0.37.2 (pkg/util/wait); signatures match the real module.
package wait

import (
	"context"
	"errors"
	"time"
)

// Backoff holds parameters applied to a Backoff function.
// ExponentialBackoff invokes the condition at most Steps times.
type Backoff struct {
	Duration time.Duration
	Factor   float64
	Jitter   float64
	Steps    int
	Cap      time.Duration
}

func (b *Backoff) Step() time.Duration {
	if b == nil {
		return 0
	}
	d := b.Duration
	b.Steps--
	return d
}

func (b Backoff) DelayFunc() DelayFunc {
	return func() time.Duration { return b.Duration }
}

// DelayFunc returns the next time interval to wait.
type DelayFunc func() time.Duration

// ConditionFunc returns true if the condition is satisfied, or an error
// if the loop should be aborted.
type ConditionFunc func() (done bool, err error)

// ConditionWithContextFunc returns true if the condition is satisfied, or an error
// if the loop should be aborted.
type ConditionWithContextFunc func(context.Context) (done bool, err error)

// ExponentialBackoff repeats a condition check with exponential backoff.
func ExponentialBackoff(backoff Backoff, condition ConditionFunc) error {
	for backoff.Steps > 0 {
		if ok, err := condition(); err != nil || ok {
			return err
		}
		if backoff.Steps == 1 {
			break
		}
		backoff.Step()
	}
	return ErrWaitTimeout
}

// ExponentialBackoffWithContext repeats a condition check with exponential backoff.
func ExponentialBackoffWithContext(ctx context.Context, backoff Backoff, condition ConditionWithContextFunc) error {
	for backoff.Steps > 0 {
		if ok, err := condition(ctx); err != nil || ok {
			return err
		}
		if backoff.Steps == 1 {
			break
		}
		backoff.Step()
	}
	return ErrWaitTimeout
}

// ErrWaitTimeout is returned when the condition was not satisfied in time.
var ErrWaitTimeout = ErrorInterrupted(errors.New("timed out waiting for the condition"))

func Interrupted(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.As(err, new(errInterrupted))
}

type errInterrupted struct {
	cause error
}

func (e errInterrupted) Error() string { return e.cause.Error() }

func ErrorInterrupted(cause error) error {
	return errInterrupted{cause}
}
