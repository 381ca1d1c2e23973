// Package sharedclients is nestedretry/sharedclients as its fixes leave it
// (shared.go.golden without its want comments; TestSharedClientsFixed keeps
// the two the same): a second run reports nothing, and the calls that use
// the shared clients correctly are as they were.
package sharedclients

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/cenkalti/backoff/v4"
	"github.com/hashicorp/go-retryablehttp"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/stripe/stripe-go/v82"
)

// Service keeps one client of each kind for all its calls.
type Service struct {
	Stripe *stripe.Client
	Ledger *retryablehttp.Client
	Queue  *sqs.Client
	AI     openai.Client
}

// NewService makes the shared clients: stripe-go and go-retryablehttp
// retry by default, and ChargeOnce and PostOnce rely on it.
func NewService(key string, q *sqs.Client, ai openai.Client) *Service {
	ledger := retryablehttp.NewClient()
	ledger.RetryMax = 3
	return &Service{Stripe: stripe.NewClient(key), Ledger: ledger, Queue: q, AI: ai}
}

// stripe-go has no per-call retry setting, and the client is shared: the
// loop is left on failure (the error carried out by lastErr).
func (s *Service) Charge(ctx context.Context) (*stripe.PaymentIntent, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		pi, err := s.Stripe.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{})
		if err != nil {
			lastErr = err
			break
		}
		if err == nil {
			return pi, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

// Correct: one call, with stripe-go's own retries.
func (s *Service) ChargeOnce(ctx context.Context) (*stripe.PaymentIntent, error) {
	return s.Stripe.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{})
}

// The shared stripe client in a backoff operation: the error is returned
// as permanent.
func (s *Service) Refund(ctx context.Context) error {
	return backoff.Retry(func() error {
		_, err := s.Stripe.V1Refunds.Create(ctx, &stripe.RefundCreateParams{})
		return backoff.Permanent(err)
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// The shared go-retryablehttp client, made with RetryMax 3 by NewService:
// the loop is left on failure.
func (s *Service) Post(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		_, err = s.Ledger.Get(url)
		if err != nil {
			break
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: one call, with the client's own retries.
func (s *Service) PostOnce(url string) (*http.Response, error) {
	return s.Ledger.Get(url)
}

// aws-sdk-go-v2 takes a per-call option: the shared client is untouched.
func (s *Service) Send(ctx context.Context, url string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = s.Queue.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url)}, func(o *sqs.Options) { o.RetryMaxAttempts = 1 })
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: one call, with the SDK's own retries.
func (s *Service) SendOnce(ctx context.Context, url string) error {
	_, err := s.Queue.SendMessage(ctx, &sqs.SendMessageInput{QueueUrl: aws.String(url)})
	return err
}

// openai-go takes a per-call option: the shared client is untouched.
func (s *Service) Ask(ctx context.Context) error {
	var err error
	for i := 0; i < 4; i++ {
		_, err = s.AI.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{}, option.WithMaxRetries(0))
		if err == nil {
			return nil
		}
	}
	return err
}

// Correct: one call, with the SDK's own retries.
func (s *Service) AskOnce(ctx context.Context) error {
	_, err := s.AI.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{})
	return err
}

// A stripe client made here but used before the loop too: turning its
// retries off would change the lookup; the loop is left on failure.
func chargeAfterLookup(ctx context.Context, key string) error {
	sc := stripe.NewClient(key)
	if _, err := sc.V1Customers.Retrieve(ctx, "cus_1", nil); err != nil {
		return err
	}
	var err error
	for i := 0; i < 2; i++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{})
		if err != nil {
			break
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// A go-retryablehttp client made here but handed back to the caller: its
// other calls keep their retries; the loop is left on failure.
func getAndKeep(url string) (*retryablehttp.Client, error) {
	client := retryablehttp.NewClient()
	var err error
	for i := 0; i < 3; i++ {
		_, err = client.Get(url)
		if err != nil {
			break
		}
		if err == nil {
			break
		}
	}
	if err != nil {
		return nil, err
	}
	return client, nil
}

// A client made here for this loop alone is changed where it is made: no
// other call uses it.
func postOwn(url string) error {
	client := retryablehttp.NewClient()
	client.RetryMax = 0
	var err error
	for i := 0; i < 2; i++ {
		_, err = client.Get(url)
		if err == nil {
			return nil
		}
	}
	return err
}

// Options shared by two retry-go calls: the fix adds an option to the one
// call, not to the shared list.
var opts = []retry.Option{retry.Attempts(5)}

func nestedHelper(url string) error {
	return backoff.Retry(func() error {
		return retry.Do(func() error {
			_, err := http.Get(url)
			return err
		}, opts[0], retry.Attempts(1))
	}, backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 4))
}

// Correct: the same options, one layer.
func helperOnce(url string) error {
	return retry.Do(func() error {
		_, err := http.Get(url)
		return err
	}, opts[0])
}
