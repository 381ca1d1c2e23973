// Package sqs stubs github.com/aws/aws-sdk-go@v1.55.8 service/sqs
// (service.go, api.go).
package sqs

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
	"github.com/aws/aws-sdk-go/aws/request"
)

// SQS is the service client (service.go:21).
type SQS struct {
	*client.Client
}

// New makes a client from p and cfgs (service.go:51).
func New(p client.ConfigProvider, cfgs ...*aws.Config) *SQS {
	c := p.ClientConfig("sqs", cfgs...)
	return &SQS{Client: client.New(*c.Config)}
}

// SendMessageInput is SendMessage's input.
type SendMessageInput struct {
	MessageBody            *string
	MessageDeduplicationId *string
	QueueUrl               *string
}

// SendMessageOutput is SendMessage's output.
type SendMessageOutput struct {
	MessageId *string
}

// SendMessageRequest makes the request, unsent (api.go:2304).
func (c *SQS) SendMessageRequest(input *SendMessageInput) (req *request.Request, output *SendMessageOutput) {
	return c.NewRequest(), &SendMessageOutput{}
}

// SendMessage sends a message (api.go:2404).
func (c *SQS) SendMessage(input *SendMessageInput) (*SendMessageOutput, error) {
	req, out := c.SendMessageRequest(input)
	return out, req.Send()
}

// SendMessageWithContext is SendMessage with a context and request
// options (api.go:2418).
func (c *SQS) SendMessageWithContext(ctx aws.Context, input *SendMessageInput, opts ...request.Option) (*SendMessageOutput, error) {
	req, out := c.SendMessageRequest(input)
	req.SetContext(ctx)
	req.ApplyOptions(opts...)
	return out, req.Send()
}

// ListQueuesInput is ListQueues' input.
type ListQueuesInput struct{}

// ListQueuesOutput is ListQueues' output.
type ListQueuesOutput struct{}

// ListQueuesRequest makes the request, unsent.
func (c *SQS) ListQueuesRequest(input *ListQueuesInput) (req *request.Request, output *ListQueuesOutput) {
	return c.NewRequest(), &ListQueuesOutput{}
}

// ListQueuesPages calls fn for each page (api.go:1823): no operation of its
// own.
func (c *SQS) ListQueuesPages(input *ListQueuesInput, fn func(*ListQueuesOutput, bool) bool) error {
	return nil
}
