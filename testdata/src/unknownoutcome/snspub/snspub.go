// Package snspub retries aws-sdk-go-v2 SNS publishes. A standard topic
// takes no key, so a publish to a topic not known to be FIFO, retried on
// every error, may deliver twice (reported). A FIFO topic (its name ends
// in ".fifo", or the input sets a deduplication id) drops a repeat within
// five minutes (silent), as does a retry that stops on an ambiguous
// error; an input built elsewhere may set an id (silent).
package snspub

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sns/types"
)

func publishBad(ctx context.Context, client *sns.Client, topic, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Publish(ctx, &sns.PublishInput{TopicArn: aws.String(topic), Message: aws.String(msg)}); err == nil { // want `unkeyed write Client.Publish is retried on every error by the retry loop at snspub.go:20: a timeout here may have published the message; the loop publishes it again`
			return nil
		}
	}
	return err
}

func publishBatchBad(ctx context.Context, client *sns.Client, topic string, msgs []string) error {
	in := &sns.PublishBatchInput{TopicArn: aws.String(topic)}
	for i, m := range msgs {
		in.PublishBatchRequestEntries = append(in.PublishBatchRequestEntries, types.PublishBatchRequestEntry{Id: aws.String(string(rune('a' + i))), Message: aws.String(m)})
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.PublishBatch(ctx, in); err == nil { // want `unkeyed write Client.PublishBatch is retried on every error by the retry loop at snspub.go:34: a timeout here may have published the batch; the loop publishes it again`
			return nil
		}
	}
	return err
}

func publishGood(ctx context.Context, client *sns.Client, topic, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.Publish(ctx, &sns.PublishInput{TopicArn: aws.String(topic), Message: aws.String(msg)})
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// A FIFO topic by its name: without an id, the topic deduplicates by the
// message's hash.
func publishFIFOName(ctx context.Context, client *sns.Client, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Publish(ctx, &sns.PublishInput{TopicArn: aws.String("arn:aws:sns:us-east-1:123456789012:alerts.fifo"), Message: aws.String(msg), MessageGroupId: aws.String("g")}); err == nil {
			return nil
		}
	}
	return err
}

// A FIFO topic by its id, made before the loop.
func publishFIFOID(ctx context.Context, client *sns.Client, topic, group, id, msg string) error {
	in := &sns.PublishInput{TopicArn: &topic, Message: &msg, MessageGroupId: &group}
	in.MessageDeduplicationId = aws.String(id)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Publish(ctx, in); err == nil {
			return nil
		}
	}
	return err
}

// The input comes from the caller, who may set an id.
func publishParam(ctx context.Context, client *sns.Client, in *sns.PublishInput) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Publish(ctx, in); err == nil {
			return nil
		}
	}
	return err
}

// A batch whose entries carry ids.
func publishBatchFIFO(ctx context.Context, client *sns.Client, topic string, ids, msgs []string) error {
	in := &sns.PublishBatchInput{TopicArn: aws.String(topic)}
	for i, m := range msgs {
		in.PublishBatchRequestEntries = append(in.PublishBatchRequestEntries, types.PublishBatchRequestEntry{Id: aws.String(ids[i]), Message: aws.String(m), MessageDeduplicationId: aws.String(ids[i])})
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.PublishBatch(ctx, in); err == nil {
			return nil
		}
	}
	return err
}
