package sns

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sns/types"
)

// PublishBatchInput publishes up to ten messages to a topic.
type PublishBatchInput struct {
	PublishBatchRequestEntries []types.PublishBatchRequestEntry
	TopicArn                   *string
}

// PublishBatchOutput is the result of a batch.
type PublishBatchOutput struct{}

// PublishBatch publishes up to ten messages to the specified topic.
func (c *Client) PublishBatch(ctx context.Context, params *PublishBatchInput, optFns ...func(*Options)) (*PublishBatchOutput, error) {
	return &PublishBatchOutput{}, nil
}
