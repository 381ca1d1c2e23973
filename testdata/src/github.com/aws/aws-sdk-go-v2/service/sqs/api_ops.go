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

// ReceiveMessageInput: api_op_ReceiveMessage.go:70.
type ReceiveMessageInput struct {
	QueueUrl            *string
	MaxNumberOfMessages int32
	VisibilityTimeout   int32
	WaitTimeSeconds     int32
}

// ReceiveMessageOutput: api_op_ReceiveMessage.go:332.
type ReceiveMessageOutput struct {
	Messages []types.Message
}

// ReceiveMessage retrieves one or more messages from the specified queue
// (api_op_ReceiveMessage.go:54).
func (c *Client) ReceiveMessage(ctx context.Context, params *ReceiveMessageInput, optFns ...func(*Options)) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}

// DeleteMessageInput: api_op_DeleteMessage.go:48.
type DeleteMessageInput struct {
	QueueUrl      *string
	ReceiptHandle *string
}

type DeleteMessageOutput struct{}

// DeleteMessage deletes the specified message from the specified queue
// (api_op_DeleteMessage.go:33).
func (c *Client) DeleteMessage(ctx context.Context, params *DeleteMessageInput, optFns ...func(*Options)) (*DeleteMessageOutput, error) {
	return &DeleteMessageOutput{}, nil
}

// DeleteMessageBatchInput: api_op_DeleteMessageBatch.go:35.
type DeleteMessageBatchInput struct {
	Entries  []types.DeleteMessageBatchRequestEntry
	QueueUrl *string
}

type DeleteMessageBatchOutput struct{}

// DeleteMessageBatch deletes up to ten messages from the specified queue
// (api_op_DeleteMessageBatch.go:20).
func (c *Client) DeleteMessageBatch(ctx context.Context, params *DeleteMessageBatchInput, optFns ...func(*Options)) (*DeleteMessageBatchOutput, error) {
	return &DeleteMessageBatchOutput{}, nil
}
