// Package sesv2 is a test stub of
// github.com/aws/aws-sdk-go-v2/service/sesv2@v1.79.9; signatures match the
// real module. Structs omit most fields.
package sesv2

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
)

type Options struct {
	Region           string
	RetryMaxAttempts int
	Retryer          aws.Retryer
}

// Client provides the API client to make operations call.
type Client struct {
	options Options
}

// NewFromConfig returns a new client from the provided config.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	opts := Options{Region: cfg.Region, RetryMaxAttempts: cfg.RetryMaxAttempts}
	for _, fn := range optFns {
		fn(&opts)
	}
	return &Client{options: opts}
}

// SendEmailInput has no idempotency token (api_op_SendEmail.go).
type SendEmailInput struct {
	FromEmailAddress     *string
	ConfigurationSetName *string
}

type SendEmailOutput struct {
	MessageId *string
}

// SendEmail sends an email message (api_op_SendEmail.go:28).
func (c *Client) SendEmail(ctx context.Context, params *SendEmailInput, optFns ...func(*Options)) (*SendEmailOutput, error) {
	return &SendEmailOutput{}, nil
}
