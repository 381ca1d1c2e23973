package sqs

import (
	"context"
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
