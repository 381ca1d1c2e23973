// Package retrypolicy is a test stub of github.com/failsafe-go/failsafe-go@v0.9.8 (retrypolicy); signatures match the real module.
package retrypolicy

import (
	"errors"
	"time"

	"github.com/failsafe-go/failsafe-go"
	"github.com/failsafe-go/failsafe-go/budget"
)

// ErrExceeded is a convenience error sentinel for ExceededError.
var ErrExceeded = errors.New("retries exceeded")

// ExceededError is returned when a RetryPolicy's max attempts or max duration are exceeded.
type ExceededError struct {
	LastResult any
	LastError  error
}

func (e ExceededError) Error() string     { return "retries exceeded" }
func (e ExceededError) Unwrap() error     { return e.LastError }
func (e ExceededError) Is(err error) bool { return err == ErrExceeded }

func IsExceededError(err error) bool { return errors.Is(err, ErrExceeded) }

func AsExceededError(err error) *ExceededError {
	var e ExceededError
	if errors.As(err, &e) {
		return &e
	}
	return nil
}

// RetryPolicy is a policy that defines when retries should be performed.
type RetryPolicy[R any] interface {
	failsafe.Policy[R]
}

// Builder builds RetryPolicy instances. Default: 3 attempts (2 retries), no delay, any error retried.
type Builder[R any] interface {
	failsafe.FailurePolicyBuilder[Builder[R], R]
	failsafe.DelayablePolicyBuilder[Builder[R], R]

	AbortOnResult(result R) Builder[R]
	AbortOnErrors(errs ...error) Builder[R]
	AbortOnErrorTypes(errs ...any) Builder[R]
	AbortIf(predicate func(R, error) bool) Builder[R]
	ReturnLastFailure() Builder[R]
	WithMaxAttempts(maxAttempts int) Builder[R]
	WithMaxRetries(maxRetries int) Builder[R]
	WithMaxDuration(maxDuration time.Duration) Builder[R]
	WithBackoff(delay time.Duration, maxDelay time.Duration) Builder[R]
	WithBackoffFactor(delay time.Duration, maxDelay time.Duration, delayFactor float64) Builder[R]
	WithRandomDelay(delayMin time.Duration, delayMax time.Duration) Builder[R]
	WithJitter(jitter time.Duration) Builder[R]
	WithJitterFactor(jitterFactor float64) Builder[R]
	WithBudget(retryBudget budget.Budget) Builder[R]
	OnAbort(listener func(failsafe.ExecutionEvent[R])) Builder[R]
	OnRetryScheduled(listener func(failsafe.ExecutionScheduledEvent[R])) Builder[R]
	OnRetry(listener func(failsafe.ExecutionEvent[R])) Builder[R]
	OnRetriesExceeded(listener func(failsafe.ExecutionEvent[R])) Builder[R]
	Build() RetryPolicy[R]
}

// NewWithDefaults creates a RetryPolicy that allows 3 execution attempts max with no delay.
func NewWithDefaults[R any]() RetryPolicy[R] { return NewBuilder[R]().Build() }

// NewBuilder creates a Builder for execution result type R (default 3 attempts).
func NewBuilder[R any]() Builder[R] { return nil }
