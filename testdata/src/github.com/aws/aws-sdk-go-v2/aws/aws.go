// Package aws is a test stub of github.com/aws/aws-sdk-go-v2@v1.48.0 (aws); signatures match the real module.
// Structs omit most fields.
package aws

import (
	"context"
	"fmt"
	"time"
)

// RetryMode provides the mode the API client will use to create a retryer based on.
type RetryMode string

const (
	RetryModeStandard RetryMode = "standard"
	RetryModeAdaptive RetryMode = "adaptive"
)

// Retryer is an interface to determine if a given error from an attempt should be retried.
type Retryer interface {
	IsErrorRetryable(error) bool
	MaxAttempts() int
	RetryDelay(attempt int, opErr error) (time.Duration, error)
	GetRetryToken(ctx context.Context, opErr error) (releaseToken func(error) error, err error)
	GetInitialToken() (releaseToken func(error) error)
}

// RetryerV2 is an interface to determine if a given error from an attempt should be retried.
type RetryerV2 interface {
	Retryer
	GetInitialToken() (releaseToken func(error) error)
	GetAttemptToken(context.Context) (func(error) error, error)
}

// NopRetryer provides a RequestRetryDecider implementation that will flag
// all attempt errors as not retryable, with a max attempts of 1.
type NopRetryer struct{}

func (NopRetryer) IsErrorRetryable(error) bool { return false }
func (NopRetryer) MaxAttempts() int            { return 1 }
func (NopRetryer) RetryDelay(int, error) (time.Duration, error) {
	return 0, fmt.Errorf("not retrying any attempt errors")
}
func (NopRetryer) GetRetryToken(context.Context, error) (func(error) error, error) {
	return nopReleaseToken, nil
}
func (NopRetryer) GetInitialToken() func(error) error { return nopReleaseToken }
func (NopRetryer) GetAttemptToken(context.Context) (func(error) error, error) {
	return nopReleaseToken, nil
}

func nopReleaseToken(error) error { return nil }

// A Config provides service configuration for service clients.
type Config struct {
	Region string

	// RetryMaxAttempts specifies the maximum number attempts an API client will call
	// an operation that fails with a retryable error. Ignored if Retryer is not nil.
	RetryMaxAttempts int

	// RetryMode specifies the retry model the API client will be created with.
	RetryMode RetryMode

	// Retryer is a function that provides a Retryer implementation. When nil the API
	// client will use a default retryer (standard, 3 attempts).
	Retryer func() Retryer

	BaseEndpoint *string
}

// String returns a pointer value for the string value passed in.
func String(v string) *string { return &v }

// Int32 returns a pointer value for the int32 value passed in.
func Int32(v int32) *int32 { return &v }

// Int64 returns a pointer value for the int64 value passed in.
func Int64(v int64) *int64 { return &v }

// Bool returns a pointer value for the bool value passed in.
func Bool(v bool) *bool { return &v }

// ToString returns string value dereferenced if the passed in pointer was not nil.
func ToString(p *string) (v string) {
	if p == nil {
		return v
	}
	return *p
}
