package sns

import (
	"context"
)

// PublishInput (api_op_Publish.go:105-216): MessageDeduplicationId applies
// to FIFO topics only and is not auto-filled by the SDK.
type PublishInput struct {
	Message                *string
	MessageDeduplicationId *string
	MessageGroupId         *string
	PhoneNumber            *string
	Subject                *string
	TargetArn              *string
	TopicArn               *string
}

type PublishOutput struct {
	MessageId      *string
	SequenceNumber *string
}

// Publish sends a message to an Amazon SNS topic.
func (c *Client) Publish(ctx context.Context, params *PublishInput, optFns ...func(*Options)) (*PublishOutput, error) {
	return &PublishOutput{}, nil
}
