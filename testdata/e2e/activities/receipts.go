package activities

import (
	"context"
	"errors"
	"fmt"
	"net/smtp"

	"github.com/hashicorp/go-retryablehttp"
	"github.com/stripe/stripe-go/v82"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

var auth smtp.Auth

// SendReceipt is retried by Temporal on every error it returns.
func SendReceipt(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending receipt")
	err := smtp.SendMail("smtp.example.com:25", auth, "billing@example.com", []string{to}, []byte("receipt")) // want: unknownoutcome "unkeyed write smtp.SendMail turns every error into a plain failure of the Temporal activity at receipts.go:\d+: a timeout here may have sent the email, and Temporal retries the activity and sends it again"
	if err != nil {
		return err
	}
	return nil
}

// SendReceiptOnce does not let Temporal retry an unknown outcome.
func SendReceiptOnce(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending receipt")
	err := smtp.SendMail("smtp.example.com:25", auth, "billing@example.com", []string{to}, []byte("receipt"))
	if errors.Is(err, context.DeadlineExceeded) {
		return temporal.NewNonRetryableApplicationError("outcome unknown", "OutcomeUnknown", err)
	}
	return err
}

// SendReceiptNoRetry makes every failure non-retryable.
func SendReceiptNoRetry(ctx context.Context, to string) error {
	activity.GetLogger(ctx).Info("sending receipt")
	if err := smtp.SendMail("smtp.example.com:25", auth, "billing@example.com", []string{to}, []byte("receipt")); err != nil {
		return temporal.NewNonRetryableApplicationError("send failed", "SendFailed", err)
	}
	return nil
}

// Refund keys the refund on the attempt: each activity attempt refunds
// again.
func (a *Activities) Refund(ctx context.Context, pi string) error {
	info := activity.GetInfo(ctx)
	params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(pi)}
	params.SetIdempotencyKey(fmt.Sprintf("%s-%d", info.WorkflowExecution.ID, info.Attempt)) // want: keyinretry "built from activity.GetInfo\(ctx\).Attempt of the Temporal activity"
	_, err := a.Stripe.V1Refunds.Create(ctx, params)
	return err
}

// Webhook calls a retrying client from an activity, which Temporal retries
// without limit.
func Webhook(ctx context.Context, url string) error {
	activity.GetLogger(ctx).Info("calling webhook")
	client := retryablehttp.NewClient()
	resp, err := client.Get(url) // want: nestedretry "client.Get retries by itself \(retryablehttp.Client\) inside the Temporal activity \(receipts.go:\d+\) with no shared budget: the Temporal activity is retried without limit by default, and each of its attempts makes up to 5 calls"
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// WebhookOnce turns the client's retries off.
func WebhookOnce(ctx context.Context, url string) error {
	activity.GetLogger(ctx).Info("calling webhook")
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	resp, err := client.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
