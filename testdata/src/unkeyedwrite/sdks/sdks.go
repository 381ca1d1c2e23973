// Package sdks retries SDK sends that have no key slot: unkeyedwrite asks
// for no key on them (unknownoutcome is the analyzer that reports their
// blind retries). An SQS send without MessageDeduplicationId is one: the
// field applies to FIFO queues only and a standard queue refuses it, so it
// is not offered as a key, nor is an SNS Publish's, for the same reason
// (FIFO topics only). All silent.
package sdks

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sns"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/bwmarrin/discordgo"
	"github.com/sendgrid/sendgrid-go"
	"github.com/sendgrid/sendgrid-go/helpers/mail"
)

func enqueue(ctx context.Context, client *sqs.Client, url, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: &url, MessageBody: &body}); err == nil {
			return nil
		}
	}
	return err
}

func notify(ctx context.Context, client *sns.Client, topic, msg string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Publish(ctx, &sns.PublishInput{TopicArn: &topic, Message: &msg}); err == nil {
			return nil
		}
	}
	return err
}

func email(ctx context.Context, client *sesv2.Client, in *sesv2.SendEmailInput) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendEmail(ctx, in); err == nil {
			return nil
		}
	}
	return err
}

func welcome(client *sendgrid.Client, m *mail.SGMailV3) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Send(m); err == nil {
			return nil
		}
	}
	return err
}

func announce(s *discordgo.Session, channel, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = s.ChannelMessageSend(channel, text); err == nil {
			return nil
		}
	}
	return err
}

// sqsAPI is the interface a service declares over the SQS client to mock
// it: its SendMessage input has MessageDeduplicationId, which is no key slot
// on a standard queue.
type sqsAPI interface {
	SendMessage(ctx context.Context, params *sqs.SendMessageInput, optFns ...func(*sqs.Options)) (*sqs.SendMessageOutput, error)
}

func enqueueThroughInterface(ctx context.Context, client sqsAPI, url, body string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: &url, MessageBody: &body}); err == nil {
			return nil
		}
	}
	return err
}
