// Package request stubs github.com/aws/aws-sdk-go@v1.55.8 aws/request.
package request

import (
	"time"

	"github.com/aws/aws-sdk-go/aws"
)

// Retryer drives a request's retries (retryer.go:20).
type Retryer interface {
	RetryRules(*Request) time.Duration
	ShouldRetry(*Request) bool
	MaxRetries() int
}

// WithRetryer sets the config's retryer (retryer.go:39).
func WithRetryer(cfg *aws.Config, retryer Retryer) *aws.Config {
	cfg.Retryer = retryer
	return cfg
}

// Request is one API request (request.go:47), sent again while its
// retryer allows.
type Request struct {
	Config aws.Config
	Retryer
	RetryCount int
	Error      error
}

// Option augments a request made by a WithContext method (request.go:176).
type Option func(*Request)

// ApplyOptions applies each option to the request (request.go:224).
func (r *Request) ApplyOptions(opts ...Option) {
	for _, opt := range opts {
		opt(r)
	}
}

// SetContext sets the request's context.
func (r *Request) SetContext(ctx aws.Context) {}

// Send sends the request, again while WillRetry holds.
func (r *Request) Send() error { return r.Error }
