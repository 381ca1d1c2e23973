// Package exposurenest is checked with every exposure, with the same
// findings: the wider exposures keep the narrower ones' findings as they
// are. A wrapper retried by its caller is reported at the call in the
// retry, not inside the wrapper.
package exposurenest

import (
	"context"

	"github.com/avast/retry-go/v4"
	stripe "github.com/stripe/stripe-go/v82"
)

type tool struct {
	sc *stripe.Client
}

// createCharge makes the write; it is not retried here.
func (t *tool) createCharge(ctx context.Context, amount int64) error {
	params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
	_, err := t.sc.V1PaymentIntents.Create(ctx, params)
	return err
}

func (t *tool) run(ctx context.Context, amount int64) error {
	return retry.Do(func() error {
		return t.createCharge(ctx, amount) // want `tool.createCharge sends V1PaymentIntents.Create \(exposurenest/nest.go:21\) without an idempotency key and takes none inside the retry.Do at nest.go:26`
	})
}
