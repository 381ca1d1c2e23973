// Package retry is a test stub of github.com/sethvargo/go-retry@v0.5.0; signatures match the real module.
package retry

import (
	"context"
	"time"
)

// RetryFunc is a function passed to Do (the retry scope).
type RetryFunc func(ctx context.Context) error

// RetryFuncValue is a function passed to DoValue.
type RetryFuncValue[T any] func(ctx context.Context) (T, error)

type retryableError struct {
	err error
}

// RetryableError marks an error as retryable; only such errors are retried.
func RetryableError(err error) error {
	if err == nil {
		return nil
	}
	return &retryableError{err}
}

func (e *retryableError) Unwrap() error { return e.err }
func (e *retryableError) Error() string { return "retryable: " + e.err.Error() }

func DoValue[T any](ctx context.Context, b Backoff, f RetryFuncValue[T]) (T, error) {
	return f(ctx)
}

func Do(ctx context.Context, b Backoff, f RetryFunc) error {
	return f(ctx)
}

// Backoff is an interface that backs off.
type Backoff interface {
	Next() (next time.Duration, stop bool)
}

// BackoffFunc is a backoff expressed as a function.
type BackoffFunc func() (time.Duration, bool)

func (b BackoffFunc) Next() (time.Duration, bool) { return b() }

func WithJitter(j time.Duration, next Backoff) Backoff            { return next }
func WithJitterPercent(j uint64, next Backoff) Backoff            { return next }
func WithFullJitter(next Backoff) Backoff                         { return next }
func WithMaxRetries(max uint64, next Backoff) Backoff             { return next }
func WithCappedDuration(cap time.Duration, next Backoff) Backoff  { return next }
func WithMaxDuration(timeout time.Duration, next Backoff) Backoff { return next }

func Constant(ctx context.Context, t time.Duration, f RetryFunc) error {
	return Do(ctx, NewConstant(t), f)
}

func NewConstant(t time.Duration) Backoff {
	return BackoffFunc(func() (time.Duration, bool) { return t, false })
}

type exponentialBackoff struct {
	base time.Duration
}

func Exponential(ctx context.Context, base time.Duration, f RetryFunc) error {
	return Do(ctx, NewExponential(base), f)
}

func NewExponential(base time.Duration) Backoff { return &exponentialBackoff{base: base} }

func (b *exponentialBackoff) Next() (time.Duration, bool) { return b.base, false }

type fibonacciBackoff struct {
	base time.Duration
}

func Fibonacci(ctx context.Context, base time.Duration, f RetryFunc) error {
	return Do(ctx, NewFibonacci(base), f)
}

func NewFibonacci(base time.Duration) Backoff { return &fibonacciBackoff{base: base} }

func (b *fibonacciBackoff) Next() (time.Duration, bool) { return b.base, false }
