// Package backoff is a test stub of github.com/cenkalti/backoff/v5@v5.0.3; signatures match the real module.
package backoff

import (
	"context"
	"fmt"
	"time"
)

// BackOff is a backoff policy for retrying an operation.
type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

// Stop indicates that no more retries should be made for use in NextBackOff().
const Stop time.Duration = -1

type ZeroBackOff struct{}

func (b *ZeroBackOff) Reset()                     {}
func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }

type StopBackOff struct{}

func (b *StopBackOff) Reset()                     {}
func (b *StopBackOff) NextBackOff() time.Duration { return Stop }

type ConstantBackOff struct {
	Interval time.Duration
}

func (b *ConstantBackOff) Reset()                     {}
func (b *ConstantBackOff) NextBackOff() time.Duration { return b.Interval }

func NewConstantBackOff(d time.Duration) *ConstantBackOff { return &ConstantBackOff{Interval: d} }

// ExponentialBackOff has no MaxElapsedTime in v5; Retry applies DefaultMaxElapsedTime.
type ExponentialBackOff struct {
	InitialInterval     time.Duration
	RandomizationFactor float64
	Multiplier          float64
	MaxInterval         time.Duration

	currentInterval time.Duration
}

const (
	DefaultInitialInterval     = 500 * time.Millisecond
	DefaultRandomizationFactor = 0.5
	DefaultMultiplier          = 1.5
	DefaultMaxInterval         = 60 * time.Second
)

func NewExponentialBackOff() *ExponentialBackOff {
	return &ExponentialBackOff{
		InitialInterval:     DefaultInitialInterval,
		RandomizationFactor: DefaultRandomizationFactor,
		Multiplier:          DefaultMultiplier,
		MaxInterval:         DefaultMaxInterval,
	}
}

func (b *ExponentialBackOff) Reset()                     {}
func (b *ExponentialBackOff) NextBackOff() time.Duration { return b.InitialInterval }

// PermanentError signals that the operation should not be retried.
type PermanentError struct {
	Err error
}

func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{Err: err}
}

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// RetryAfterError signals that the operation should be retried after the given duration.
type RetryAfterError struct {
	Duration time.Duration
}

func RetryAfter(seconds int) error {
	return &RetryAfterError{Duration: time.Duration(seconds) * time.Second}
}

func (e *RetryAfterError) Error() string { return fmt.Sprintf("retry after %s", e.Duration) }

// DefaultMaxElapsedTime sets a default limit for the total retry duration.
const DefaultMaxElapsedTime = 15 * time.Minute

// Operation is a function that attempts an operation and may be retried.
type Operation[T any] func() (T, error)

// Notify is a function called on operation error with the error and backoff duration.
type Notify func(error, time.Duration)

type retryOptions struct {
	BackOff        BackOff
	Notify         Notify
	MaxTries       uint
	MaxElapsedTime time.Duration
}

type RetryOption func(*retryOptions)

func WithBackOff(b BackOff) RetryOption {
	return func(args *retryOptions) { args.BackOff = b }
}

func WithNotify(n Notify) RetryOption {
	return func(args *retryOptions) { args.Notify = n }
}

// WithMaxTries limits the number of all attempts (n attempts in total; 0 = unlimited).
func WithMaxTries(n uint) RetryOption {
	return func(args *retryOptions) { args.MaxTries = n }
}

func WithMaxElapsedTime(d time.Duration) RetryOption {
	return func(args *retryOptions) { args.MaxElapsedTime = d }
}

// Retry attempts the operation until success, a permanent error, or backoff completion.
func Retry[T any](ctx context.Context, operation Operation[T], opts ...RetryOption) (T, error) {
	return operation()
}

type Ticker struct {
	C <-chan time.Time
}

func NewTicker(b BackOff) *Ticker { return &Ticker{} }
func (t *Ticker) Stop()           {}
