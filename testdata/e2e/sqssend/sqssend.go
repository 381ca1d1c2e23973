// Package sqssend sends to SQS queues with the real aws-sdk-go-v2: a
// standard queue takes no key, so a send retried on every error may enqueue
// two messages; a FIFO queue deduplicates.
package sqssend

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// Enqueue resends the job on every error, a timeout included.
func Enqueue(ctx context.Context, client *sqs.Client, queue, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(queue), MessageBody: aws.String(body)}, func(o *sqs.Options) { o.RetryMaxAttempts = 1 }); err == nil { // want: unknownoutcome "unkeyed write Client.SendMessage is retried on every error by the retry loop at sqssend.go:\d+: a timeout here may have sent the message"
			return nil
		}
	}
	return err
}

// EnqueueBatch resends the batch on every error.
func EnqueueBatch(ctx context.Context, client *sqs.Client, queue string, bodies []string) error {
	in := &sqs.SendMessageBatchInput{QueueUrl: aws.String(queue)}
	for i, b := range bodies {
		in.Entries = append(in.Entries, types.SendMessageBatchRequestEntry{Id: aws.String(string(rune('a' + i))), MessageBody: aws.String(b)})
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessageBatch(ctx, in, func(o *sqs.Options) { o.RetryMaxAttempts = 1 }); err == nil { // want: unknownoutcome "unkeyed write Client.SendMessageBatch is retried on every error by the retry loop at sqssend.go:\d+"
			return nil
		}
	}
	return err
}

// EnqueueFIFO sends to a FIFO queue, which drops a repeat by the message's
// hash.
func EnqueueFIFO(ctx context.Context, client *sqs.Client, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("https://sqs.us-east-1.amazonaws.com/123456789012/orders.fifo"), MessageBody: aws.String(body), MessageGroupId: aws.String("orders")}, func(o *sqs.Options) { o.RetryMaxAttempts = 1 }); err == nil {
			return nil
		}
	}
	return err
}

// EnqueueOnce stops on an ambiguous error.
func EnqueueOnce(ctx context.Context, client *sqs.Client, queue, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(queue), MessageBody: aws.String(body)}, func(o *sqs.Options) { o.RetryMaxAttempts = 1 })
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}
