// Package types stubs aws-sdk-go-v2 service/sqs@v1.53.0 types/types.go.
package types

// SendMessageBatchRequestEntry is one message of a batch (types.go:632);
// its deduplication id applies only to FIFO queues.
type SendMessageBatchRequestEntry struct {
	Id                     *string
	MessageBody            *string
	DelaySeconds           int32
	MessageDeduplicationId *string
	MessageGroupId         *string
}
