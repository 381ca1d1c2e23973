// Package retry is a test stub of github.com/hashicorp/terraform-plugin-sdk/v2@v2.40.1 (helper/retry); signatures match the real module.
package retry

import (
	"context"
	"errors"
	"time"
)

// RetryContext is a basic wrapper around StateChangeConf that will just retry
// a function until it no longer returns an error, or returns a non-retryable
// RetryError, or the timeout elapses.
func RetryContext(ctx context.Context, timeout time.Duration, f RetryFunc) error {
	if rerr := f(); rerr != nil {
		return rerr.Err
	}
	return nil
}

// Retry is RetryContext with context.Background().
func Retry(timeout time.Duration, f RetryFunc) error {
	return RetryContext(context.Background(), timeout, f)
}

// RetryFunc is the function retried until it succeeds.
type RetryFunc func() *RetryError

// RetryError is the required return type of RetryFunc. Note: it does not implement error.
type RetryError struct {
	Err       error
	Retryable bool
}

func (e *RetryError) Unwrap() error { return e.Err }

// RetryableError is a helper to create a RetryError that's retryable from a given error.
func RetryableError(err error) *RetryError {
	if err == nil {
		return &RetryError{Err: errors.New("empty retryable error received"), Retryable: false}
	}
	return &RetryError{Err: err, Retryable: true}
}

// NonRetryableError is a helper to create a RetryError that's _not_ retryable from a given error.
func NonRetryableError(err error) *RetryError {
	if err == nil {
		return &RetryError{Err: errors.New("empty non-retryable error received"), Retryable: false}
	}
	return &RetryError{Err: err, Retryable: false}
}
