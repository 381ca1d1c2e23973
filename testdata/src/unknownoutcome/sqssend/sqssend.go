// Package sqssend retries aws-sdk-go-v2 SQS sends. A standard queue takes
// no key, so a send to a queue not known to be FIFO, retried on every
// error, may enqueue the message twice, with two message ids (reported). A
// FIFO queue (its URL ends in ".fifo", or the input sets a deduplication
// id) drops a repeat within five minutes (silent), as does a retry that
// stops on an ambiguous error; an input built elsewhere may set an id
// (silent).
package sqssend

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

func sendBad(ctx context.Context, client *sqs.Client, queue, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(queue), MessageBody: aws.String(body)}); err == nil { // want `unkeyed write Client.SendMessage is retried on every error by the retry loop at sqssend.go:\d+: a timeout here may have sent the message; the loop sends it again`
			return nil
		}
	}
	return err
}

func sendBatchBad(ctx context.Context, client *sqs.Client, queue string, bodies []string) error {
	in := &sqs.SendMessageBatchInput{QueueUrl: aws.String(queue)}
	for i, b := range bodies {
		in.Entries = append(in.Entries, types.SendMessageBatchRequestEntry{Id: aws.String(string(rune('a' + i))), MessageBody: aws.String(b)})
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessageBatch(ctx, in); err == nil { // want `unkeyed write Client.SendMessageBatch is retried on every error by the retry loop at sqssend.go:\d+: a timeout here may have sent the message batch; the loop sends it again`
			return nil
		}
	}
	return err
}

func sendGood(ctx context.Context, client *sqs.Client, queue, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(queue), MessageBody: aws.String(body)})
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// A FIFO queue by its URL: without an id, the queue deduplicates by the
// message's hash.
func sendFIFOURL(ctx context.Context, client *sqs.Client, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String("https://sqs.us-east-1.amazonaws.com/123456789012/orders.fifo"), MessageBody: aws.String(body), MessageGroupId: aws.String("g")}); err == nil {
			return nil
		}
	}
	return err
}

// A FIFO queue by its id, made before the loop.
func sendFIFOID(ctx context.Context, client *sqs.Client, queue, group, id, body string) error {
	in := &sqs.SendMessageInput{QueueUrl: &queue, MessageBody: &body, MessageGroupId: &group}
	in.MessageDeduplicationId = aws.String(id)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, in); err == nil {
			return nil
		}
	}
	return err
}

// The input comes from the caller, who may set an id.
func sendParam(ctx context.Context, client *sqs.Client, in *sqs.SendMessageInput) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, in); err == nil {
			return nil
		}
	}
	return err
}

// A batch whose entries carry ids.
func sendBatchFIFO(ctx context.Context, client *sqs.Client, queue string, ids, bodies []string) error {
	in := &sqs.SendMessageBatchInput{QueueUrl: aws.String(queue)}
	for i, b := range bodies {
		in.Entries = append(in.Entries, types.SendMessageBatchRequestEntry{Id: aws.String(ids[i]), MessageBody: aws.String(b), MessageDeduplicationId: aws.String(ids[i])})
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessageBatch(ctx, in); err == nil {
			return nil
		}
	}
	return err
}
