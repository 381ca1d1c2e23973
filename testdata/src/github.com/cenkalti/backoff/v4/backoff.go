// Package backoff is a test stub of github.com/cenkalti/backoff/v4@v4.3.0; signatures match the real module.
package backoff

import (
	"context"
	"time"
)

// BackOff is a backoff policy for retrying an operation.
type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

// Stop indicates that no more retries should be made for use in NextBackOff().
const Stop time.Duration = -1

// ZeroBackOff retries immediately, indefinitely.
type ZeroBackOff struct{}

func (b *ZeroBackOff) Reset()                     {}
func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }

// StopBackOff never retries.
type StopBackOff struct{}

func (b *StopBackOff) Reset()                     {}
func (b *StopBackOff) NextBackOff() time.Duration { return Stop }

// ConstantBackOff retries indefinitely with a constant interval.
type ConstantBackOff struct {
	Interval time.Duration
}

func (b *ConstantBackOff) Reset()                     {}
func (b *ConstantBackOff) NextBackOff() time.Duration { return b.Interval }

func NewConstantBackOff(d time.Duration) *ConstantBackOff { return &ConstantBackOff{Interval: d} }

// Default values for ExponentialBackOff.
const (
	DefaultInitialInterval     = 500 * time.Millisecond
	DefaultRandomizationFactor = 0.5
	DefaultMultiplier          = 1.5
	DefaultMaxInterval         = 60 * time.Second
	DefaultMaxElapsedTime      = 15 * time.Minute
)

// ExponentialBackOff: after MaxElapsedTime (default 15m) NextBackOff returns Stop; never stops if 0.
type ExponentialBackOff struct {
	InitialInterval     time.Duration
	RandomizationFactor float64
	Multiplier          float64
	MaxInterval         time.Duration
	MaxElapsedTime      time.Duration
	Stop                time.Duration
	Clock               Clock

	currentInterval time.Duration
	startTime       time.Time
}

// Clock is an interface that returns current time for BackOff.
type Clock interface {
	Now() time.Time
}

type ExponentialBackOffOpts func(*ExponentialBackOff)

func NewExponentialBackOff(opts ...ExponentialBackOffOpts) *ExponentialBackOff {
	b := &ExponentialBackOff{
		InitialInterval:     DefaultInitialInterval,
		RandomizationFactor: DefaultRandomizationFactor,
		Multiplier:          DefaultMultiplier,
		MaxInterval:         DefaultMaxInterval,
		MaxElapsedTime:      DefaultMaxElapsedTime,
		Stop:                Stop,
		Clock:               SystemClock,
	}
	for _, fn := range opts {
		fn(b)
	}
	return b
}

func WithInitialInterval(duration time.Duration) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.InitialInterval = duration }
}
func WithRandomizationFactor(randomizationFactor float64) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.RandomizationFactor = randomizationFactor }
}
func WithMultiplier(multiplier float64) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.Multiplier = multiplier }
}
func WithMaxInterval(duration time.Duration) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.MaxInterval = duration }
}
func WithMaxElapsedTime(duration time.Duration) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.MaxElapsedTime = duration }
}
func WithRetryStopDuration(duration time.Duration) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.Stop = duration }
}
func WithClockProvider(clock Clock) ExponentialBackOffOpts {
	return func(ebo *ExponentialBackOff) { ebo.Clock = clock }
}

type systemClock struct{}

func (t systemClock) Now() time.Time { return time.Now() }

var SystemClock = systemClock{}

func (b *ExponentialBackOff) Reset()                        {}
func (b *ExponentialBackOff) NextBackOff() time.Duration    { return b.InitialInterval }
func (b *ExponentialBackOff) GetElapsedTime() time.Duration { return 0 }

// WithMaxRetries wraps b so that NextBackOff returns Stop after max retries (max+1 attempts in total).
func WithMaxRetries(b BackOff, max uint64) BackOff {
	return &backOffTries{delegate: b, maxTries: max}
}

type backOffTries struct {
	delegate BackOff
	maxTries uint64
	numTries uint64
}

func (b *backOffTries) NextBackOff() time.Duration { return b.delegate.NextBackOff() }
func (b *backOffTries) Reset()                     { b.delegate.Reset() }

// BackOffContext is a backoff policy that stops retrying after the context is canceled.
type BackOffContext interface { // nolint: golint
	BackOff
	Context() context.Context
}

type backOffContext struct {
	BackOff
	ctx context.Context
}

func WithContext(b BackOff, ctx context.Context) BackOffContext { // nolint: golint
	return &backOffContext{BackOff: b, ctx: ctx}
}

func (b *backOffContext) Context() context.Context { return b.ctx }

// Timer is the timer used by RetryNotifyWithTimer.
type Timer interface {
	Start(duration time.Duration)
	Stop()
	C() <-chan time.Time
}

// OperationWithData is an operation that returns data; the retry scope of RetryWithData.
type OperationWithData[T any] func() (T, error)

// Operation is the retry scope of Retry / RetryNotify.
type Operation func() error

// Notify is called on each failed attempt that will be retried.
type Notify func(error, time.Duration)

func Retry(o Operation, b BackOff) error { return RetryNotify(o, b, nil) }

func RetryWithData[T any](o OperationWithData[T], b BackOff) (T, error) {
	return RetryNotifyWithData(o, b, nil)
}

func RetryNotify(operation Operation, b BackOff, notify Notify) error {
	return RetryNotifyWithTimer(operation, b, notify, nil)
}

func RetryNotifyWithData[T any](operation OperationWithData[T], b BackOff, notify Notify) (T, error) {
	return RetryNotifyWithTimerAndData(operation, b, notify, nil)
}

func RetryNotifyWithTimer(operation Operation, b BackOff, notify Notify, t Timer) error {
	return operation()
}

func RetryNotifyWithTimerAndData[T any](operation OperationWithData[T], b BackOff, notify Notify, t Timer) (T, error) {
	return operation()
}

// PermanentError signals that the operation should not be retried.
type PermanentError struct {
	Err error
}

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }
func (e *PermanentError) Is(target error) bool {
	_, ok := target.(*PermanentError)
	return ok
}

// Permanent wraps the given err in a *PermanentError.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{Err: err}
}

// Ticker holds a channel that delivers ticks at times reported by a BackOff.
type Ticker struct {
	C <-chan time.Time
}

func NewTicker(b BackOff) *Ticker                       { return &Ticker{} }
func NewTickerWithTimer(b BackOff, timer Timer) *Ticker { return &Ticker{} }
func (t *Ticker) Stop()                                 {}
