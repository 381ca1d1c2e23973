// Package sesmail sends mail through the aws-sdk-go-v2 SES v2 client,
// whose SendEmail input has no idempotency token.
package sesmail

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
)

// Notify retries a send on every error: a timeout may have sent it.
func Notify(ctx context.Context, client *sesv2.Client, to string) error {
	in := &sesv2.SendEmailInput{
		FromEmailAddress: aws.String("noreply@example.com"),
		Destination:      &types.Destination{ToAddresses: []string{to}},
		Content:          &types.EmailContent{Simple: &types.Message{Subject: &types.Content{Data: aws.String("Hi")}, Body: &types.Body{Text: &types.Content{Data: aws.String("Hello")}}}},
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendEmail(ctx, in); err == nil { // want: unknownoutcome "unkeyed write Client.SendEmail is retried on every error by the retry loop at sesmail.go:\d+: a timeout here may have sent the email; the loop sends it again" nestedretry "client.SendEmail retries by default \(aws-sdk-go-v2\) inside the retry loop at sesmail.go:\d+ with no shared budget: up to 3 × 3 = 9 calls for one failing operation"
			return nil
		}
	}
	return err
}
