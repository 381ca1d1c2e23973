// Package retry is a test stub of github.com/avast/retry-go/v4@v4.7.0; signatures match the real module.
package retry

import (
	"context"
	"time"
)

// Function signature of retry if function
type RetryIfFunc func(error) bool

// Function signature of OnRetry function; attempt is 0-based.
type OnRetryFunc func(attempt uint, err error)

type DelayTypeFunc func(n uint, err error, config *Config) time.Duration

type Timer interface {
	After(time.Duration) <-chan time.Time
}

type Config struct {
	attempts                      uint
	attemptsForError              map[error]uint
	delay                         time.Duration
	maxDelay                      time.Duration
	maxJitter                     time.Duration
	onRetry                       OnRetryFunc
	retryIf                       RetryIfFunc
	delayType                     DelayTypeFunc
	lastErrorOnly                 bool
	context                       context.Context
	timer                         Timer
	wrapContextErrorWithLastError bool

	maxBackOffN uint
}

// Option represents an option for retry.
type Option func(*Config)

func LastErrorOnly(lastErrorOnly bool) Option {
	return func(c *Config) { c.lastErrorOnly = lastErrorOnly }
}

// Attempts set count of retry (total attempts; default 10). Setting to 0 will retry until the retried function succeeds.
func Attempts(attempts uint) Option {
	return func(c *Config) { c.attempts = attempts }
}

// UntilSucceeded is equivalent to Attempts(0).
func UntilSucceeded() Option {
	return func(c *Config) { c.attempts = 0 }
}

func AttemptsForError(attempts uint, err error) Option {
	return func(c *Config) { c.attemptsForError[err] = attempts }
}

func Delay(delay time.Duration) Option {
	return func(c *Config) { c.delay = delay }
}

func MaxDelay(maxDelay time.Duration) Option {
	return func(c *Config) { c.maxDelay = maxDelay }
}

func MaxJitter(maxJitter time.Duration) Option {
	return func(c *Config) { c.maxJitter = maxJitter }
}

func DelayType(delayType DelayTypeFunc) Option {
	return func(c *Config) { c.delayType = delayType }
}

func BackOffDelay(n uint, _ error, config *Config) time.Duration { return config.delay }

func FixedDelay(_ uint, _ error, config *Config) time.Duration { return config.delay }

func RandomDelay(_ uint, _ error, config *Config) time.Duration { return 0 }

func CombineDelay(delays ...DelayTypeFunc) DelayTypeFunc {
	return func(n uint, err error, config *Config) time.Duration { return 0 }
}

func FullJitterBackoffDelay(n uint, err error, config *Config) time.Duration { return 0 }

func OnRetry(onRetry OnRetryFunc) Option {
	return func(c *Config) { c.onRetry = onRetry }
}

// RetryIf replaces the default IsRecoverable check.
func RetryIf(retryIf RetryIfFunc) Option {
	return func(c *Config) { c.retryIf = retryIf }
}

func Context(ctx context.Context) Option {
	return func(c *Config) { c.context = ctx }
}

func WithTimer(t Timer) Option {
	return func(c *Config) { c.timer = t }
}

func WrapContextErrorWithLastError(wrapContextErrorWithLastError bool) Option {
	return func(c *Config) { c.wrapContextErrorWithLastError = wrapContextErrorWithLastError }
}

// Function signature of retryable function
type RetryableFunc func() error

// Function signature of retryable function with data
type RetryableFuncWithData[T any] func() (T, error)

func Do(retryableFunc RetryableFunc, opts ...Option) error {
	return retryableFunc()
}

func DoWithData[T any](retryableFunc RetryableFuncWithData[T], opts ...Option) (T, error) {
	return retryableFunc()
}

// Error type represents list of errors in retry
type Error []error

func (e Error) Error() string              { return "retry error" }
func (e Error) Is(target error) bool       { return false }
func (e Error) As(target interface{}) bool { return false }
func (e Error) Unwrap() error              { return nil }
func (e Error) WrappedErrors() []error     { return e }

type unrecoverableError struct {
	error
}

func (e unrecoverableError) Error() string { return e.error.Error() }
func (e unrecoverableError) Unwrap() error { return e.error }

// Unrecoverable wraps an error in `unrecoverableError` struct
func Unrecoverable(err error) error {
	return unrecoverableError{err}
}

// IsRecoverable checks if error is an instance of `unrecoverableError`
func IsRecoverable(err error) bool {
	_, ok := err.(unrecoverableError)
	return !ok
}

func (unrecoverableError) Is(err error) bool {
	_, isUnrecoverable := err.(unrecoverableError)
	return isUnrecoverable
}
