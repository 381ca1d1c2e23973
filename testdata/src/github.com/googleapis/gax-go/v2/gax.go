// Package gax is a test stub of github.com/googleapis/gax-go/v2@v2.27.0; signatures match the real module.
// The gRPC-typed API (OnCodes, WithGRPCOptions, CallSettings.GRPC) is omitted to avoid a grpc stub.
package gax

import (
	"context"
	"time"
)

// APICall is a user defined call stub (the retry scope of Invoke).
type APICall func(context.Context, CallSettings) error

// Invoke calls the given APICall, performing retries as specified by opts, if any.
// Without a WithRetry option (settings.Retry == nil) it does not retry.
func Invoke(ctx context.Context, call APICall, opts ...CallOption) error {
	var settings CallSettings
	for _, opt := range opts {
		opt.Resolve(&settings)
	}
	return call(ctx, settings)
}

// Sleep is similar to time.Sleep, but it can be interrupted by ctx.Done() closing.
func Sleep(ctx context.Context, d time.Duration) error { return nil }

// CallOption is an option used by Invoke to control behaviors of RPC calls.
type CallOption interface {
	Resolve(cs *CallSettings)
}

// Retryer is used by Invoke to determine retry behavior.
type Retryer interface {
	Retry(err error) (pause time.Duration, shouldRetry bool)
}

type retryerOption func() Retryer

func (o retryerOption) Resolve(s *CallSettings) { s.Retry = o }

// WithRetry sets CallSettings.Retry to fn.
func WithRetry(fn func() Retryer) CallOption { return retryerOption(fn) }

// OnErrorFunc returns a Retryer that retries if and only if the previous attempt
// returns an error that satisfies shouldRetry.
func OnErrorFunc(bo Backoff, shouldRetry func(err error) bool) Retryer {
	return &errorRetryer{shouldRetry: shouldRetry, backoff: bo}
}

type errorRetryer struct {
	backoff     Backoff
	shouldRetry func(err error) bool
}

func (r *errorRetryer) Retry(err error) (time.Duration, bool) {
	if r.shouldRetry(err) {
		return r.backoff.Pause(), true
	}
	return 0, false
}

// OnHTTPCodes returns a Retryer that retries if and only if the previous attempt
// returns a googleapi.Error whose status code is stored in cc.
func OnHTTPCodes(bo Backoff, cc ...int) Retryer {
	return &errorRetryer{backoff: bo, shouldRetry: func(error) bool { return false }}
}

// Backoff implements backoff logic for retries (no attempt limit).
type Backoff struct {
	Initial    time.Duration
	Max        time.Duration
	Multiplier float64

	cur time.Duration
}

func (bo *Backoff) Pause() time.Duration { return bo.Initial }

type pathOpt struct {
	p string
}

func (p pathOpt) Resolve(s *CallSettings) { s.Path = p.p }

type timeoutOpt struct {
	t time.Duration
}

func (t timeoutOpt) Resolve(s *CallSettings) { s.timeout = t.t }

func WithPath(p string) CallOption { return &pathOpt{p: p} }

func WithTimeout(t time.Duration) CallOption { return &timeoutOpt{t: t} }

// CallSettings allow fine-grained control over how calls are made.
type CallSettings struct {
	// Retry returns a Retryer to be used to control retry logic of a method call.
	// If Retry is nil or the returned Retryer is nil, the call will not be retried.
	Retry func() Retryer

	// Path is an HTTP override for an APICall.
	Path string

	timeout time.Duration
}
