// Package billing is the backend of an AI agent's "charge customer" and
// "send receipt" tools. Some of its retry strategies are right and some
// would charge a customer twice; idemvet tells them apart.
package billing

import (
	"context"
	"errors"
	"fmt"
	"net/smtp"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/stripe/stripe-go/v82"
)

// Service charges customers on behalf of the agent.
type Service struct {
	Stripe *stripe.Client
	SMTP   string
}

// NewService returns a Service.
func NewService(stripeKey, smtpAddr string) *Service {
	return &Service{Stripe: stripe.NewClient(stripeKey), SMTP: smtpAddr}
}

// Charge retries the payment on failure, but makes a new idempotency key on
// every attempt: a charge that timed out after Stripe took it is made again.
func (s *Service) Charge(ctx context.Context, customer string, cents int64) (*stripe.PaymentIntent, error) {
	var lastErr error
	for attempt := 1; attempt <= 3; attempt++ {
		params := &stripe.PaymentIntentCreateParams{
			Amount:   stripe.Int64(cents),
			Currency: stripe.String(string(stripe.CurrencyUSD)),
			Customer: stripe.String(customer),
		}
		params.SetIdempotencyKey(uuid.NewString())
		pi, err := s.Stripe.V1PaymentIntents.Create(ctx, params)
		if err == nil {
			return pi, nil
		}
		lastErr = err
		time.Sleep(time.Duration(attempt) * time.Second)
	}
	return nil, lastErr
}

// ChargeForRun is the correct version: one key per agent run and step,
// made from the intent, so stripe-go's own network retries, the agent's
// retry of the tool call and a restart after a crash all reuse it.
func (s *Service) ChargeForRun(ctx context.Context, runID, step, customer string, cents int64) (*stripe.PaymentIntent, error) {
	params := &stripe.PaymentIntentCreateParams{
		Amount:   stripe.Int64(cents),
		Currency: stripe.String(string(stripe.CurrencyUSD)),
		Customer: stripe.String(customer),
	}
	params.SetIdempotencyKey(fmt.Sprintf("charge/%s/%s", runID, step))
	return s.Stripe.V1PaymentIntents.Create(ctx, params)
}

// Refund retries a refund with no key at all: stripe-go makes a fresh key
// for each call, so each retry of the outer loop is a new refund.
func (s *Service) Refund(ctx context.Context, paymentIntent string) error {
	return backoff.Retry(func() error {
		_, err := s.Stripe.V1Refunds.Create(ctx, &stripe.RefundCreateParams{PaymentIntent: stripe.String(paymentIntent)})
		return err
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// NotifyLedger puts the charge to the ledger with a retrying client
// (go-retryablehttp: 4 retries by default) inside a retry loop: 3 × 5 = 15
// requests for one failing call.
func (s *Service) NotifyLedger(ctx context.Context, body []byte) error {
	client := retryablehttp.NewClient()
	var err error
	for i := 0; i < 3; i++ {
		req, rerr := retryablehttp.NewRequestWithContext(ctx, "PUT", "https://ledger.internal/charges", body)
		if rerr != nil {
			return rerr
		}
		resp, derr := client.Do(req)
		if derr == nil {
			return resp.Body.Close()
		}
		err = derr
	}
	return err
}

// SendReceipt sends the receipt email, retrying on any error: a timeout
// after the server accepted the message sends it twice.
func (s *Service) SendReceipt(to string, receipt []byte) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		err = smtp.SendMail(s.SMTP, nil, "billing@example.com", []string{to}, receipt)
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return errors.Join(errors.New("receipt not sent"), err)
}
