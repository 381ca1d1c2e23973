package sqs

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// SendMessageInput: MessageDeduplicationId is not auto-filled by the SDK.
type SendMessageInput struct {
	MessageBody            *string
	QueueUrl               *string
	DelaySeconds           int32
	MessageDeduplicationId *string
	MessageGroupId         *string
}

type SendMessageOutput struct {
	MD5OfMessageBody *string
	MessageId        *string
	SequenceNumber   *string
}

// SendMessage delivers a message to the specified queue.
func (c *Client) SendMessage(ctx context.Context, params *SendMessageInput, optFns ...func(*Options)) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}

// SendMessageBatchInput: api_op_SendMessageBatch.go:55.
type SendMessageBatchInput struct {
	Entries  []types.SendMessageBatchRequestEntry
	QueueUrl *string
}

type SendMessageBatchOutput struct{}

// SendMessageBatch delivers up to ten messages to the specified queue
// (api_op_SendMessageBatch.go:40).
func (c *Client) SendMessageBatch(ctx context.Context, params *SendMessageBatchInput, optFns ...func(*Options)) (*SendMessageBatchOutput, error) {
	return &SendMessageBatchOutput{}, nil
}
