// Package option is a test stub of github.com/square/square-go-sdk/v3 at v3.1.0 (option); signatures match the real module.
package option

// RequestOption adapts the behavior of an individual request.
type RequestOption interface{ applyRequestOptions() }

// WithMaxAttempts configures the maximum number of retry attempts.
func WithMaxAttempts(attempts uint) RequestOption { return nil }
