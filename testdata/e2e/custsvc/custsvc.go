// Package custsvc puts stripe-go behind an interface, as payment services
// do: its only implementation creates customers and takes no key. Nothing
// here retries; the activities that call it do.
package custsvc

import (
	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/customer"
)

// Customers is what the activities hold.
type Customers interface {
	Create(email string) (string, error)
	CreateKeyed(email, key string) (string, error)
}

type stripeCustomers struct{}

// New returns the only implementation of Customers.
func New() Customers { return stripeCustomers{} }

// Create creates a customer with no idempotency key.
func (stripeCustomers) Create(email string) (string, error) {
	c, err := customer.New(&stripe.CustomerParams{Email: stripe.String(email)})
	if err != nil {
		return "", err
	}
	return c.ID, nil
}

// CreateKeyed creates a customer under its caller's key.
func (stripeCustomers) CreateKeyed(email, key string) (string, error) {
	p := &stripe.CustomerParams{Email: stripe.String(email)}
	p.SetIdempotencyKey(key)
	c, err := customer.New(p)
	if err != nil {
		return "", err
	}
	return c.ID, nil
}
