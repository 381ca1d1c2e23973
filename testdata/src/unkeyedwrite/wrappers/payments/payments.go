// Package payments is the middle package: it passes its key parameter on
// to billing.
package payments

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"

	"unkeyedwrite/wrappers/billing"
)

type Service struct {
	SC *stripe.Client
}

// Pay passes key on to billing.Charge.
func (s *Service) Pay(ctx context.Context, amount int64, key string) error { // want Pay:"keyed write, key in parameter 2 via Charge → V1PaymentIntents.Create at billing/billing.go:16"
	return billing.Charge(ctx, s.SC, amount, key)
}
