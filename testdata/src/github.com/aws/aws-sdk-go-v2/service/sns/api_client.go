// Package sns is a test stub of github.com/aws/aws-sdk-go-v2/service/sns@v1.48.0; signatures match the real module.
// Structs omit most fields.
package sns

import (
	"github.com/aws/aws-sdk-go-v2/aws"
)

type Options struct {
	BaseEndpoint *string

	// The region to send requests to.
	Region string

	// RetryMaxAttempts specifies the maximum number attempts an API client will call
	// an operation that fails with a retryable error. A value of 0 is ignored, and
	// will not be used to configure the API client created default retryer, or modify
	// per operation call's retry max attempts.
	RetryMaxAttempts int

	// RetryMode specifies the retry mode the API client will be created with, if
	// Retryer option is not also specified.
	RetryMode aws.RetryMode

	// Retryer guides how HTTP requests should be retried in case of recoverable
	// failures. When nil the API client will use a default retryer (standard, 3 attempts).
	Retryer aws.Retryer
}

// Copy creates a clone where the APIOptions list is deep copied.
func (o Options) Copy() Options { return o }

// Client provides the API client to make operations call.
type Client struct {
	options Options
}

// New returns an initialized Client based on the functional options.
func New(options Options, optFns ...func(*Options)) *Client {
	for _, fn := range optFns {
		fn(&options)
	}
	return &Client{options: options}
}

// Options returns a copy of the client configuration.
func (c *Client) Options() Options { return c.options.Copy() }

// NewFromConfig returns a new client from the provided config.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	opts := Options{Region: cfg.Region, RetryMaxAttempts: cfg.RetryMaxAttempts, RetryMode: cfg.RetryMode, BaseEndpoint: cfg.BaseEndpoint}
	if cfg.Retryer != nil {
		opts.Retryer = cfg.Retryer()
	}
	return New(opts, optFns...)
}
