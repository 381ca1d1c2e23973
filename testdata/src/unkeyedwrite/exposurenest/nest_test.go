package exposurenest

import (
	"context"
	"testing"

	"github.com/avast/retry-go/v4"
	stripe "github.com/stripe/stripe-go/v82"
)

// A test that sends a write once, to a sandbox: not reported, even with
// exposure all.
func TestCharge(t *testing.T) {
	sc := stripe.NewClient("sk_test")
	if _, err := sc.V1PaymentIntents.Create(context.Background(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(5)}); err != nil {
		t.Fatal(err)
	}
}

// A test that retries: reported with every exposure.
func TestChargeRetried(t *testing.T) {
	sc := stripe.NewClient("sk_test")
	err := retry.Do(func() error {
		_, err := sc.V1PaymentIntents.Create(context.Background(), &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(5)}) // want `V1PaymentIntents.Create is sent without an idempotency key inside the retry.Do at nest_test.go:23`
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}
