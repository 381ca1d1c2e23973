// Package resource is a test stub of github.com/hashicorp/terraform-plugin-sdk/v2@v2.40.1 (helper/resource); signatures match the real module.
package resource

import (
	"context"
	"time"

	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/id"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry"
)

// Deprecated: Use helper/id package instead.
const UniqueIdPrefix = id.UniqueIdPrefix

// Deprecated: Use helper/id package instead.
func UniqueId() string {
	return id.UniqueId()
}

// Deprecated: Use helper/id package instead.
const UniqueIDSuffixLength = id.UniqueIDSuffixLength

// Deprecated: Use helper/id package instead.
func PrefixedUniqueId(prefix string) string {
	return id.PrefixedUniqueId(prefix)
}

// RetryFunc is the function retried until it succeeds.
//
// Deprecated: Use helper/retry package instead.
type RetryFunc = retry.RetryFunc

// Deprecated: Use helper/retry package instead.
func RetryContext(ctx context.Context, timeout time.Duration, f RetryFunc) error {
	return retry.RetryContext(ctx, timeout, f)
}

// Deprecated: Use helper/retry package instead.
func Retry(timeout time.Duration, f RetryFunc) error {
	return retry.Retry(timeout, f)
}

// Deprecated: Use helper/retry package instead.
type RetryError = retry.RetryError

// Deprecated: Use helper/retry package instead.
func RetryableError(err error) *RetryError {
	r := retry.RetryableError(err)
	return &RetryError{Err: r.Err, Retryable: r.Retryable}
}

// Deprecated: Use helper/retry package instead.
func NonRetryableError(err error) *RetryError {
	r := retry.NonRetryableError(err)
	return &RetryError{Err: r.Err, Retryable: r.Retryable}
}
