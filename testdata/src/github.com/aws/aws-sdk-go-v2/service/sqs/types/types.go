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

// Message is a message received from a queue (types.go:358).
type Message struct {
	Attributes    map[string]string
	Body          *string
	MD5OfBody     *string
	MessageId     *string
	ReceiptHandle *string
}

// DeleteMessageBatchRequestEntry is one message of a batch delete
// (types.go:164).
type DeleteMessageBatchRequestEntry struct {
	Id            *string
	ReceiptHandle *string
}
