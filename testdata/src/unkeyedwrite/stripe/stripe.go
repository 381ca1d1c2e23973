// Package stripe has stripe-go v82 writes sent without a key inside retry
// scopes (reported), and their keyed, read-only, idempotent and unretried
// twins (silent).
package stripe

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
)

// A service call with its params inline, in a retry loop.
func createInLoop(ctx context.Context, sc *stripe.Client, amount int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}) // want `V1PaymentIntents.Create is sent without an idempotency key inside the retry loop at stripe.go:21: stripe-go puts a new key on each call, which does not survive the outer retry`
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

func createInLoopGood(ctx context.Context, sc *stripe.Client, orderID string, amount int64) error {
	var err error
	key := "order-" + orderID
	for attempt := 0; attempt < 3; attempt++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{
			Params: stripe.Params{IdempotencyKey: stripe.String(key)},
			Amount: stripe.Int64(amount),
		})
		if err == nil {
			return nil
		}
	}
	return err
}

// A multi-line literal that has a Params element already, in backoff.Retry.
func createInBackoff(ctx context.Context, sc *stripe.Client, customer string) error {
	return backoff.Retry(func() error {
		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{ // want `V1PaymentIntents.Create is sent without an idempotency key inside the backoff.Retry at stripe.go:48`
			Params:   stripe.Params{Context: ctx},
			Amount:   stripe.Int64(100),
			Customer: stripe.String(customer),
		})
		return err
	}, backoff.NewExponentialBackOff())
}

// Params in a variable: the fix sets the key with SetIdempotencyKey.
func refundWithRetryDo(ctx context.Context, sc *stripe.Client, charge string) error {
	return retry.Do(func() error {
		params := &stripe.RefundCreateParams{Charge: stripe.String(charge)}
		_, err := sc.V1Refunds.Create(ctx, params) // want `V1Refunds.Create is sent without an idempotency key inside the retry.Do at stripe.go:60`
		return err
	})
}

// The key set to nil or "" is no key.
func nilKey(ctx context.Context, sc *stripe.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.TransferCreateParams{Amount: stripe.Int64(5), Destination: stripe.String("acct_1")}
		params.IdempotencyKey = nil
		if _, err = sc.V1Transfers.Create(ctx, params); err == nil { // want `V1Transfers.Create is sent without an idempotency key`
			break
		}
	}
	return err
}

func emptyKey(ctx context.Context, sc *stripe.Client) error {
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.ChargeCaptureParams{}
		params.SetIdempotencyKey("")
		if _, err = sc.V1Charges.Capture(ctx, "ch_1", params); err == nil { // want `V1Charges.Capture is sent without an idempotency key`
			break
		}
	}
	return err
}

// The deprecated resource packages.
func resourcePackage(amount int64) error {
	return retry.Do(func() error {
		_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}) // want `paymentintent.New is sent without an idempotency key inside the retry.Do`
		return err
	})
}

func resourcePackageGood(amount int64, key string) error {
	return retry.Do(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	})
}

func refundResource(charge string) error {
	var err error
	for range 3 {
		var p stripe.RefundParams
		p.Charge = stripe.String(charge)
		if _, err = refund.New(&p); err != nil { // want `refund.New is sent without an idempotency key inside the retry loop`
			continue
		}
		return nil
	}
	return err
}

// Reads, idempotent writes and writes outside retry scopes: silent.
func reads(ctx context.Context, sc *stripe.Client, id string) error {
	var err error
	for range 3 {
		if _, err = sc.V1PaymentIntents.Retrieve(ctx, id, nil); err == nil {
			return nil
		}
		if _, err = paymentintent.Get(id, nil); err == nil {
			return nil
		}
	}
	return err
}

func updates(ctx context.Context, sc *stripe.Client, id string) error {
	var err error
	for range 3 {
		if _, err = sc.V1Customers.Update(ctx, id, &stripe.CustomerUpdateParams{Email: stripe.String("a@b.c")}); err == nil {
			return nil
		}
		if _, err = sc.V1PaymentIntents.Cancel(ctx, id, nil); err == nil {
			return nil
		}
	}
	return err
}

func once(ctx context.Context, sc *stripe.Client) error {
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(1)})
	return err
}

// A loop over a collection handles each element once: not a retry.
func each(ctx context.Context, sc *stripe.Client, amounts []int64) error {
	for _, a := range amounts {
		if _, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(a)}); err != nil {
			return err
		}
	}
	return nil
}

// A fresh key per attempt is keyinretry's finding, not this one.
func freshKey(ctx context.Context, sc *stripe.Client) error {
	var err error
	for range 3 {
		p := &stripe.PaymentIntentCreateParams{}
		p.SetIdempotencyKey(stripe.NewIdempotencyKey())
		if _, err = sc.V1PaymentIntents.Create(ctx, p); err == nil {
			return nil
		}
	}
	return errors.Join(err)
}
