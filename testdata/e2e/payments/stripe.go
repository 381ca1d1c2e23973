// Package payments sends stripe-go writes from retry scopes: without a key
// (reported by unkeyedwrite) and with one (silent).
package payments

import (
	"context"
	"errors"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"
	"github.com/stripe/stripe-go/v82/refund"
)

// CreateInLoop retries a create whose params are inline and carry no key.
func CreateInLoop(ctx context.Context, sc *stripe.Client, amount int64) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}) // want: unkeyedwrite "V1PaymentIntents.Create is sent without an idempotency key inside the retry loop at stripe.go:\d+: stripe-go puts a new key on each call" nestedretry "sc.V1PaymentIntents.Create retries by default \(stripe-go\) inside the retry loop at stripe.go:\d+ with no shared budget: up to 3 × 3 = 9 calls"
		if err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// CreateInLoopGood keys the create on the order; the client's own network
// retries still multiply the loop's attempts (nestedretry).
func CreateInLoopGood(ctx context.Context, sc *stripe.Client, orderID string, amount int64) error {
	var err error
	key := "order-" + orderID
	for attempt := 0; attempt < 3; attempt++ {
		_, err = sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{ // want: nestedretry "up to 3 × 3 = 9 calls"
			Params:   stripe.Params{IdempotencyKey: stripe.String(key)},
			Amount:   stripe.Int64(amount),
			Currency: stripe.String("usd"),
		})
		if err == nil {
			return nil
		}
	}
	return err
}

// CreateInBackoff has a Params element already, without a key.
func CreateInBackoff(ctx context.Context, sc *stripe.Client, customer string) error {
	return backoff.Retry(func() error {
		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{ // want: unkeyedwrite "V1PaymentIntents.Create is sent without an idempotency key inside the backoff.Retry at stripe.go:\d+" nestedretry "sc.V1PaymentIntents.Create retries by default \(stripe-go\) inside the backoff.Retry at stripe.go:\d+ with no shared budget"
			Params:   stripe.Params{Context: ctx},
			Amount:   stripe.Int64(100),
			Currency: stripe.String("usd"),
			Customer: stripe.String(customer),
		})
		return err
	}, backoff.NewExponentialBackOff())
}

// RefundWithRetryDo keeps the params in a variable.
func RefundWithRetryDo(ctx context.Context, sc *stripe.Client, charge string) error {
	return retry.Do(func() error {
		params := &stripe.RefundCreateParams{Charge: stripe.String(charge)}
		_, err := sc.V1Refunds.Create(ctx, params) // want: unkeyedwrite "V1Refunds.Create is sent without an idempotency key inside the retry.Do at stripe.go:\d+"
		return err
	}, retry.Context(ctx))
}

// RefundWithRetryDoGood sets one key for the refund of this charge.
func RefundWithRetryDoGood(ctx context.Context, sc *stripe.Client, charge string) error {
	key := "refund-" + charge
	return retry.Do(func() error {
		params := &stripe.RefundCreateParams{Charge: stripe.String(charge)}
		params.SetIdempotencyKey(key)
		_, err := sc.V1Refunds.Create(ctx, params)
		return err
	}, retry.Context(ctx))
}

// TransferNilKey clears the key: no key is sent.
func TransferNilKey(ctx context.Context, sc *stripe.Client, dest string) error {
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.TransferCreateParams{Amount: stripe.Int64(500), Currency: stripe.String("usd"), Destination: stripe.String(dest)}
		params.IdempotencyKey = nil
		if _, err = sc.V1Transfers.Create(ctx, params); err == nil { // want: unkeyedwrite "V1Transfers.Create is sent without an idempotency key inside the retry loop"
			break
		}
	}
	return err
}

// CaptureEmptyKey sets the key to "", which stripe-go does not send.
func CaptureEmptyKey(ctx context.Context, sc *stripe.Client, charge string) error {
	var err error
	for i := 0; i < 3; i++ {
		params := &stripe.ChargeCaptureParams{}
		params.SetIdempotencyKey("")
		if _, err = sc.V1Charges.Capture(ctx, charge, params); err == nil { // want: unkeyedwrite "V1Charges.Capture is sent without an idempotency key inside the retry loop"
			break
		}
	}
	return err
}

// ResourcePackage uses the deprecated resource packages.
func ResourcePackage(amount int64) error {
	return retry.Do(func() error {
		_, err := paymentintent.New(&stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}) // want: unkeyedwrite "paymentintent.New is sent without an idempotency key inside the retry.Do"
		return err
	})
}

// ResourcePackageGood passes the caller's key.
func ResourcePackageGood(amount int64, key string) error {
	return retry.Do(func() error {
		p := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(key)
		_, err := paymentintent.New(p)
		return err
	})
}

// RefundResource builds the params field by field.
func RefundResource(charge string) error {
	var err error
	for range 3 {
		var p stripe.RefundParams
		p.Charge = stripe.String(charge)
		if _, err = refund.New(&p); err != nil { // want: unkeyedwrite "refund.New is sent without an idempotency key inside the retry loop"
			continue
		}
		return nil
	}
	return err
}

// Reads retried in a loop: silent.
func Reads(ctx context.Context, sc *stripe.Client, id string) error {
	var err error
	for range 3 {
		if _, err = sc.V1PaymentIntents.Retrieve(ctx, id, nil); err == nil {
			return nil
		}
		if _, err = paymentintent.Get(id, nil); err == nil {
			return nil
		}
		for _, err = range sc.V1PaymentIntents.List(ctx, &stripe.PaymentIntentListParams{}) {
			if err != nil {
				break
			}
		}
	}
	return err
}

// Updates and cancels are idempotent: silent.
func Updates(ctx context.Context, sc *stripe.Client, customer, pi string) error {
	var err error
	for range 3 {
		if _, err = sc.V1Customers.Update(ctx, customer, &stripe.CustomerUpdateParams{Email: stripe.String("a@example.com")}); err == nil {
			return nil
		}
		if _, err = sc.V1PaymentIntents.Cancel(ctx, pi, nil); err == nil {
			return nil
		}
	}
	return err
}

// Once creates outside any retry: silent.
func Once(ctx context.Context, sc *stripe.Client) error {
	_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(1), Currency: stripe.String("usd")})
	return err
}

// Each handles each amount once: not a retry loop.
func Each(ctx context.Context, sc *stripe.Client, amounts []int64) error {
	for _, a := range amounts {
		if _, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(a), Currency: stripe.String("usd")}); err != nil {
			return err
		}
	}
	return nil
}

// FreshKey is keyinretry's finding, not unkeyedwrite's.
func FreshKey(ctx context.Context, sc *stripe.Client) error {
	var err error
	for range 3 {
		p := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(1), Currency: stripe.String("usd")}
		p.SetIdempotencyKey(stripe.NewIdempotencyKey()) // want: keyinretry "generated by stripe.NewIdempotencyKey inside the retry loop"
		if _, err = sc.V1PaymentIntents.Create(ctx, p); err == nil {
			return nil
		}
	}
	return errors.Join(err)
}
