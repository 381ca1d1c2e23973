// Package sesv2 retries aws-sdk-go-v2 SES v2 sends, whose input has no
// token: a blind retry (reported) and a retry that stops on an ambiguous
// error (silent).
package sesv2

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/service/sesv2"
)

func sendBad(ctx context.Context, client *sesv2.Client, in *sesv2.SendEmailInput) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.SendEmail(ctx, in); err == nil { // want `unkeyed write Client.SendEmail is retried on every error by the retry loop at sesv2.go:15: a timeout here may have sent the email; the loop sends it again`
			return nil
		}
	}
	return err
}

func sendGood(ctx context.Context, client *sesv2.Client, in *sesv2.SendEmailInput) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = client.SendEmail(ctx, in)
		if errors.Is(err, context.DeadlineExceeded) {
			return errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return nil
		}
	}
	return err
}
