// Package dara is a stub of github.com/alibabacloud-go/tea/dara (v1.3.11):
// the retry policy of darabonba-openapi/v2 v2.1.
package dara

import (
	"errors"

	util "github.com/alibabacloud-go/tea-utils/v2/service"
)

// RetryCondition bounds the retries of the errors it names.
type RetryCondition struct {
	MaxAttempts int
	Exception   []string
	ErrorCode   []string
	MaxDelay    int
}

// RetryOptions turn retries on (Retryable) for the errors of their
// conditions.
type RetryOptions struct {
	Retryable        bool
	RetryCondition   []*RetryCondition
	NoRetryCondition []*RetryCondition
}

// RetryPolicyContext is what ShouldRetry decides by.
type RetryPolicyContext struct {
	RetriesAttempted int
	Exception        error
}

// BaseError is an error with a name and a code.
type BaseError interface {
	error
	GetName() *string
	GetCode() *string
}

// ShouldRetry allows the first attempt, and a later one only when options
// are Retryable and a matching condition's MaxAttempts is above the
// retries made (retry.go:260).
func ShouldRetry(options *RetryOptions, ctx *RetryPolicyContext) bool {
	if ctx.RetriesAttempted == 0 {
		return true
	}
	if options == nil || !options.Retryable {
		return false
	}
	if baseErr, ok := ctx.Exception.(BaseError); ok {
		for _, condition := range options.RetryCondition {
			for _, code := range condition.ErrorCode {
				if code == StringValue(baseErr.GetCode()) {
					return ctx.RetriesAttempted < condition.MaxAttempts
				}
			}
		}
	}
	return false
}

// RuntimeOptions are a call's timeouts and proxies: tea-utils/v2's
// (core.go:33, type RuntimeOptions = util.RuntimeOptions).
type RuntimeOptions = util.RuntimeOptions

// RuntimeObject is what a request is sent with.
type RuntimeObject struct {
	RetryOptions *RetryOptions
}

// Request is an HTTP request of the SDK.
type Request struct {
	Method   *string
	Pathname *string
}

// Response is an HTTP response.
type Response struct {
	StatusCode *int
}

// NewRequest makes a Request.
func NewRequest() *Request { return &Request{} }

// DoRequest sends request once.
func DoRequest(request *Request, runtime *RuntimeObject) (*Response, error) {
	return nil, errors.New("timeout")
}

// String returns a pointer to s.
func String(s string) *string { return &s }

// Bool returns a pointer to b.
func Bool(b bool) *bool { return &b }

// StringValue returns *s, "" for nil.
func StringValue(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
