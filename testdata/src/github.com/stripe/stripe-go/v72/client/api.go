// Package client is a test stub of github.com/stripe/stripe-go/v72@v72.122.0 client/api.go; signatures match the real module.
package client

import (
	stripe "github.com/stripe/stripe-go/v72"
	"github.com/stripe/stripe-go/v72/sub"
)

// API is the Stripe client. It contains all the different resources available.
type API struct {
	// Subscriptions is the client used to invoke /subscriptions APIs.
	Subscriptions *sub.Client
}

// Init initializes the Stripe client with the appropriate secret key
// as well as providing the ability to override the backend as needed.
func (a *API) Init(key string, backends *stripe.Backends) {
	a.Subscriptions = &sub.Client{B: backends.API, Key: key}
}

// New creates a new Stripe client with the appropriate secret key
// as well as providing the ability to override the backends as needed.
func New(key string, backends *stripe.Backends) *API {
	sc := API{}
	sc.Init(key, backends)
	return &sc
}
