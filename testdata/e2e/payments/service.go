package payments

import (
	"context"

	"github.com/stripe/stripe-go/v82"

	"example.com/e2e/billing"
)

// Service is the payments API that tool handlers call.
type Service struct {
	SC *stripe.Client
}

// Pay passes key on to billing.Charge.
func (s *Service) Pay(ctx context.Context, amount int64, key string) error {
	return billing.Charge(ctx, s.SC, amount, key)
}
