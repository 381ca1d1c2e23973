// Package sub is a test stub of github.com/stripe/stripe-go/v72@v72.122.0 sub/client.go; signatures match the real module.
package sub

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v72"
)

// Client is used to invoke /subscriptions APIs.
type Client struct {
	B   stripe.Backend
	Key string
}

// New creates a new subscription.
func New(params *stripe.SubscriptionParams) (*stripe.Subscription, error) {
	return getC().New(params)
}

// New creates a new subscription.
func (c Client) New(params *stripe.SubscriptionParams) (*stripe.Subscription, error) {
	sub := &stripe.Subscription{}
	err := c.B.Call(http.MethodPost, "/v1/subscriptions", c.Key, params, sub)
	return sub, err
}

// Update updates a subscription's properties.
func Update(id string, params *stripe.SubscriptionParams) (*stripe.Subscription, error) {
	return getC().Update(id, params)
}

// Update updates a subscription's properties.
func (c Client) Update(id string, params *stripe.SubscriptionParams) (*stripe.Subscription, error) {
	sub := &stripe.Subscription{}
	err := c.B.Call(http.MethodPost, "/v1/subscriptions/"+id, c.Key, params, sub)
	return sub, err
}

func getC() Client {
	return Client{stripe.GetBackend("api"), stripe.Key}
}
