// Package types is a test stub of
// github.com/aws/aws-sdk-go-v2/service/sns@v1.48.0 types; structs omit
// most fields.
package types

// PublishBatchRequestEntry is one message of a batch.
type PublishBatchRequestEntry struct {
	Id                     *string
	Message                *string
	MessageDeduplicationId *string
	MessageGroupId         *string
}
