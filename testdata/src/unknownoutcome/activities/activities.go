// Package activities has Temporal activities that make unkeyed writes.
package activities

import (
	"context"
	"errors"
	"net/smtp"

	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

var auth smtp.Auth

// SendReceipt is retried by Temporal on every error it returns.
func SendReceipt(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending receipt")
	err := smtp.SendMail("smtp:25", auth, "billing@example.com", []string{to}, []byte("receipt")) // want `unkeyed write smtp.SendMail turns every error into a plain failure of the Temporal activity at activities.go:16: a timeout here may have sent the email, and Temporal retries the activity and sends it again`
	if err != nil {
		return err
	}
	return nil
}

// SendReceiptOnce does not let Temporal retry an unknown outcome.
func SendReceiptOnce(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending receipt")
	err := smtp.SendMail("smtp:25", auth, "billing@example.com", []string{to}, []byte("receipt"))
	if errors.Is(err, context.DeadlineExceeded) {
		return temporal.NewNonRetryableApplicationError("outcome unknown", "OutcomeUnknown", err)
	}
	return err
}

// SendReceiptNoRetry makes every failure non-retryable.
func SendReceiptNoRetry(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending receipt")
	if err := smtp.SendMail("smtp:25", auth, "billing@example.com", []string{to}, []byte("receipt")); err != nil {
		return temporal.NewNonRetryableApplicationError("send failed", "SendFailed", err)
	}
	return nil
}
