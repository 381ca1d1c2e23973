// Package retry is a test stub of github.com/aws/aws-sdk-go-v2@v1.48.0 (aws/retry); signatures match the real module.
package retry

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
)

const (
	// DefaultMaxAttempts is the maximum of attempts for an API request
	DefaultMaxAttempts int = 3

	// DefaultMaxBackoff is the maximum back off delay between attempts
	DefaultMaxBackoff time.Duration = 20 * time.Second
)

// StandardOptions provides the functional options for configuring the standard retryable.
type StandardOptions struct {
	MaxAttempts int
	MaxBackoff  time.Duration
	RetryCost   uint
}

// Standard is the standard retry pattern for the SDK.
type Standard struct {
	options StandardOptions
}

// NewStandard initializes a standard retry behavior with defaults (3 attempts, token bucket of 500).
func NewStandard(fnOpts ...func(*StandardOptions)) *Standard {
	o := StandardOptions{MaxAttempts: DefaultMaxAttempts, MaxBackoff: DefaultMaxBackoff}
	for _, fn := range fnOpts {
		fn(&o)
	}
	return &Standard{options: o}
}

func (s *Standard) MaxAttempts() int                                         { return s.options.MaxAttempts }
func (s *Standard) IsErrorRetryable(err error) bool                          { return false }
func (s *Standard) RetryDelay(attempt int, err error) (time.Duration, error) { return 0, nil }
func (s *Standard) GetAttemptToken(ctx context.Context) (func(error) error, error) {
	return func(error) error { return nil }, nil
}
func (s *Standard) GetInitialToken() func(error) error { return func(error) error { return nil } }
func (s *Standard) GetRetryToken(ctx context.Context, opErr error) (func(error) error, error) {
	return func(error) error { return nil }, nil
}

// AddWithMaxAttempts returns a Retryer with MaxAttempts set to the value specified (0 = unbounded).
func AddWithMaxAttempts(r aws.Retryer, max int) aws.Retryer { return r }

// AddWithMaxBackoffDelay returns a retryer wrapping the passed in retryer overriding the RetryDelay behavior.
func AddWithMaxBackoffDelay(r aws.Retryer, delay time.Duration) aws.Retryer { return r }

// AddWithErrorCodes returns a Retryer with additional error codes considered for determining if the error should be retried.
func AddWithErrorCodes(r aws.Retryer, codes ...string) aws.Retryer { return r }
