// Package temporal is a test stub of go.temporal.io/sdk@v1.51.0; signatures match the real module.
package temporal

import (
	"errors"

	"go.temporal.io/sdk/internal"
)

// RetryPolicy defines the retry policy. MaximumAttempts 0 (the default) means unlimited.
type RetryPolicy = internal.RetryPolicy

type (
	// ApplicationError returned from activity implementations with message and optional details.
	ApplicationError = internal.ApplicationError

	// TimeoutError returned when activity or child workflow timed out.
	TimeoutError = internal.TimeoutError
)

// IsTimeoutError return if the err is a TimeoutError.
func IsTimeoutError(err error) bool {
	var timeoutError *TimeoutError
	return errors.As(err, &timeoutError)
}

// ApplicationErrorOptions represents a combination of error attributes and additional requests.
type ApplicationErrorOptions = internal.ApplicationErrorOptions

// NewApplicationError create new instance of *ApplicationError with message, type, and optional details.
func NewApplicationError(message, errType string, details ...any) error {
	return internal.NewApplicationErrorWithOptions(message, errType, ApplicationErrorOptions{Details: details})
}

// NewApplicationErrorWithCause creates new instance of retryable *ApplicationError with message, type, cause, and optional details.
func NewApplicationErrorWithCause(message, errType string, cause error, details ...any) error {
	return internal.NewApplicationErrorWithOptions(message, errType, ApplicationErrorOptions{Cause: cause, Details: details})
}

// NewApplicationErrorWithOptions creates new instance of *ApplicationError with message, type, and custom options.
func NewApplicationErrorWithOptions(msg, errType string, options ApplicationErrorOptions) error {
	return internal.NewApplicationErrorWithOptions(msg, errType, options)
}

// NewNonRetryableApplicationError creates new instance of non-retryable *ApplicationError with message, type, and optional cause and details.
func NewNonRetryableApplicationError(message, errType string, cause error, details ...any) error {
	return internal.NewApplicationErrorWithOptions(
		message, errType, ApplicationErrorOptions{NonRetryable: true, Cause: cause, Details: details},
	)
}
