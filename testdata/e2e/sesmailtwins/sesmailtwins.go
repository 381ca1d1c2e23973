// Package sesmailtwins holds the silent twins of package sesmail: SES v2
// sends that are not retried blindly.
package sesmailtwins

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
)

// message builds the email that every function here sends.
func message(to string) *sesv2.SendEmailInput {
	return &sesv2.SendEmailInput{
		FromEmailAddress: aws.String("noreply@example.com"),
		Destination:      &types.Destination{ToAddresses: []string{to}},
		Content:          &types.EmailContent{Simple: &types.Message{Subject: &types.Content{Data: aws.String("Hi")}, Body: &types.Body{Text: &types.Content{Data: aws.String("Hello")}}}},
	}
}

// NotifyOnce sends once, outside any retry scope.
func NotifyOnce(ctx context.Context, client *sesv2.Client, to string) error {
	_, err := client.SendEmail(ctx, message(to), func(o *sesv2.Options) { o.RetryMaxAttempts = 1 })
	return err
}

// NotifyStopOnTimeout retries a send, but a timeout leaves the loop with
// the outcome reported unknown; each call makes one attempt.
func NotifyStopOnTimeout(ctx context.Context, client *sesv2.Client, to string) error {
	in := message(to)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.SendEmail(ctx, in, func(o *sesv2.Options) { o.RetryMaxAttempts = 1 })
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown: the email may have been sent"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// NotifyEach sends one email to each address: a loop over recipients, not
// a retry.
func NotifyEach(ctx context.Context, client *sesv2.Client, to []string) error {
	for _, addr := range to {
		if _, err := client.SendEmail(ctx, message(addr)); err != nil {
			return err
		}
	}
	return nil
}
