// Package peritem sends the items of a batch that is retried as a whole
// without keys.
package peritem

import (
	"context"

	"github.com/cenkalti/backoff/v4"
	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v82"
)

var _ = uuid.NewString

// Each attempt of the batch sends every item again: one key per item, made
// before the retry, protects them.
func payAll(ctx context.Context, sc *stripe.Client, amounts []int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		for _, a := range amounts {
			params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(a)}
			if _, err = sc.V1PaymentIntents.Create(ctx, params); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key inside the retry loop`
				break
			}
		}
		if err == nil {
			return nil
		}
	}
	return err
}

// The same in a retry helper.
func payAllBackoff(ctx context.Context, sc *stripe.Client, amounts []int64) error {
	return backoff.Retry(func() error {
		for _, a := range amounts {
			params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(a)}
			if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil { // want `V1PaymentIntents.Create is sent without an idempotency key inside the backoff.Retry`
				return err
			}
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// Items of a map have no index to keep their keys by: no fix, so no
// report.
func payMap(ctx context.Context, sc *stripe.Client, amounts map[string]int64) error {
	return backoff.Retry(func() error {
		for _, a := range amounts {
			params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(a)}
			if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil {
				return err
			}
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// Correct: one key per item, made before the retry.
func payAllGood(ctx context.Context, sc *stripe.Client, amounts []int64) error {
	keys := make([]string, len(amounts))
	for i := range keys {
		keys[i] = uuid.NewString()
	}
	return backoff.Retry(func() error {
		for i, a := range amounts {
			params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(a)}
			params.SetIdempotencyKey(keys[i])
			if _, err := sc.V1PaymentIntents.Create(ctx, params); err != nil {
				return err
			}
		}
		return nil
	}, backoff.NewExponentialBackOff())
}
