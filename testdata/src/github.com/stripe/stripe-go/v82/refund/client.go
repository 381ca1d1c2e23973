// Package refund is a test stub of github.com/stripe/stripe-go/v82@v82.5.1; signatures match the real module.
package refund

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Client is used to invoke /v1/refunds APIs.
// Deprecated: Use [stripe.Client] instead.
type Client struct {
	B   stripe.Backend
	Key string
}

func getC() Client {
	return Client{stripe.GetBackend(stripe.APIBackend), stripe.Key}
}

// New (HTTP POST /v1/refunds).
func New(params *stripe.RefundParams) (*stripe.Refund, error) {
	return getC().New(params)
}

// New (HTTP POST /v1/refunds).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) New(params *stripe.RefundParams) (*stripe.Refund, error) {
	v := &stripe.Refund{}
	err := c.B.Call(http.MethodPost, "/v1/refunds", c.Key, params, v)
	return v, err
}

// Get (HTTP GET /v1/refunds).
func Get(id string, params *stripe.RefundParams) (*stripe.Refund, error) {
	return getC().Get(id, params)
}

// Get (HTTP GET /v1/refunds).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Get(id string, params *stripe.RefundParams) (*stripe.Refund, error) {
	v := &stripe.Refund{}
	err := c.B.Call(http.MethodGet, "/v1/refunds", c.Key, params, v)
	return v, err
}

// Update (HTTP POST /v1/refunds).
func Update(id string, params *stripe.RefundParams) (*stripe.Refund, error) {
	return getC().Update(id, params)
}

// Update (HTTP POST /v1/refunds).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Update(id string, params *stripe.RefundParams) (*stripe.Refund, error) {
	v := &stripe.Refund{}
	err := c.B.Call(http.MethodPost, "/v1/refunds", c.Key, params, v)
	return v, err
}

// List returns a list (HTTP GET /v1/refunds).
func List(params *stripe.RefundListParams) *Iter {
	return getC().List(params)
}

// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) List(listParams *stripe.RefundListParams) *Iter {
	return &Iter{Iter: &stripe.Iter{}}
}

// Iter is an iterator for Refunds.
type Iter struct {
	*stripe.Iter
}

func (i *Iter) Refund() *stripe.Refund {
	return i.Current().(*stripe.Refund)
}
