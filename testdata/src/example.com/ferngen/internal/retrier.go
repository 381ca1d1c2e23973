// Package internal is the request machinery of a Fern-shaped generated
// SDK: its Retrier sends a request again, by calling itself, on a 429, a
// 408 or a 5xx, up to 2 attempts in all unless the options say otherwise.
package internal

import (
	"net/http"
	"time"
)

const (
	defaultRetryAttempts = 2
	minRetryDelay        = 500 * time.Millisecond
)

type RetryOption func(*retryOptions)

type RetryFunc func(*http.Request) (*http.Response, error)

func WithMaxAttempts(attempts uint) RetryOption {
	return func(opts *retryOptions) {
		opts.attempts = attempts
	}
}

type Retrier struct {
	attempts uint
}

func NewRetrier(opts ...RetryOption) *Retrier {
	options := new(retryOptions)
	for _, opt := range opts {
		opt(options)
	}
	attempts := uint(defaultRetryAttempts)
	if options.attempts > 0 {
		attempts = options.attempts
	}
	return &Retrier{
		attempts: attempts,
	}
}

func (r *Retrier) Run(fn RetryFunc, request *http.Request, errorDecoder ErrorDecoder, opts ...RetryOption) (*http.Response, error) {
	options := new(retryOptions)
	for _, opt := range opts {
		opt(options)
	}
	maxRetryAttempts := r.attempts
	if options.attempts > 0 {
		maxRetryAttempts = options.attempts
	}
	var (
		retryAttempt  uint
		previousError error
	)
	return r.run(fn, request, errorDecoder, maxRetryAttempts, retryAttempt, previousError)
}

func (r *Retrier) run(fn RetryFunc, request *http.Request, errorDecoder ErrorDecoder, maxRetryAttempts uint, retryAttempt uint, previousError error) (*http.Response, error) {
	if retryAttempt >= maxRetryAttempts {
		return nil, previousError
	}
	if err := request.Context().Err(); err != nil {
		return nil, err
	}
	response, err := fn(request)
	if err != nil {
		return nil, err
	}
	if r.shouldRetry(response) {
		defer response.Body.Close()
		time.Sleep(minRetryDelay)
		return r.run(fn, request, errorDecoder, maxRetryAttempts, retryAttempt+1, decodeError(response, errorDecoder))
	}
	return response, nil
}

func (r *Retrier) shouldRetry(response *http.Response) bool {
	return response.StatusCode == http.StatusTooManyRequests ||
		response.StatusCode == http.StatusRequestTimeout ||
		response.StatusCode >= http.StatusInternalServerError
}

type retryOptions struct {
	attempts uint
}

type ErrorDecoder func(statusCode int) error

func decodeError(response *http.Response, errorDecoder ErrorDecoder) error {
	if errorDecoder != nil {
		return errorDecoder(response.StatusCode)
	}
	return http.ErrNotSupported
}
