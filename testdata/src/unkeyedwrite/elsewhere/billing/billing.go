// Package billing is a service package in front of stripe-go, as payment
// services write it: an interface and its only implementation, whose
// methods create customers without an idempotency key. Nothing here is
// retried; the package that calls it decides that.
package billing

import (
	"context"

	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/customer"
)

// Service is what the activities call.
type Service interface {
	CreateCustomer(email string) (string, error)
	CreateCustomerKeyed(ctx context.Context, email, key string) (string, error)
}

type stripeService struct{}

// New returns the only implementation of Service.
func New() Service { return &stripeService{} }

// CreateCustomer creates a customer and takes no key.
func (s *stripeService) CreateCustomer(email string) (string, error) {
	c, err := customer.New(&stripe.CustomerParams{Email: stripe.String(email)})
	if err != nil {
		return "", err
	}
	return c.ID, nil
}

// CreateCustomerKeyed creates a customer under the key its caller gives.
func (s *stripeService) CreateCustomerKeyed(ctx context.Context, email, key string) (string, error) {
	p := &stripe.CustomerParams{Email: stripe.String(email)}
	p.SetIdempotencyKey(key)
	c, err := customer.New(p)
	if err != nil {
		return "", err
	}
	return c.ID, nil
}
