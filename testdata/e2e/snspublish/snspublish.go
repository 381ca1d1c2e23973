// Package snspublish publishes alerts through the aws-sdk-go-v2 SNS
// client. A standard topic takes no deduplication id, so a publish retried
// on every error may deliver twice; a FIFO topic drops the repeat.
package snspublish

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sns"
)

// Alert retries a publish to a topic from the configuration.
func Alert(ctx context.Context, client *sns.Client, topic, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Publish(ctx, &sns.PublishInput{TopicArn: aws.String(topic), Message: aws.String(msg)}); err == nil { // want: unknownoutcome "unkeyed write Client.Publish is retried on every error by the retry loop at snspublish.go:\d+: a timeout here may have published the message; the loop publishes it again" nestedretry "client.Publish retries by default \(aws-sdk-go-v2\) inside the retry loop at snspublish.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation"
			return nil
		}
	}
	return err
}

// AlertFIFO publishes to a FIFO topic with the alert's own id.
func AlertFIFO(ctx context.Context, client *sns.Client, group, id, msg string) error {
	in := &sns.PublishInput{
		TopicArn:               aws.String("arn:aws:sns:us-east-1:123456789012:alerts.fifo"),
		Message:                aws.String(msg),
		MessageGroupId:         aws.String(group),
		MessageDeduplicationId: aws.String(id),
	}
	_, err := client.Publish(ctx, in)
	return err
}
