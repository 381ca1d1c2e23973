// Package transfer is a test stub of github.com/stripe/stripe-go/v82@v82.5.1; signatures match the real module.
package transfer

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Client is used to invoke /v1/transfers APIs.
// Deprecated: Use [stripe.Client] instead.
type Client struct {
	B   stripe.Backend
	Key string
}

func getC() Client {
	return Client{stripe.GetBackend(stripe.APIBackend), stripe.Key}
}

// New (HTTP POST /v1/transfers).
func New(params *stripe.TransferParams) (*stripe.Transfer, error) {
	return getC().New(params)
}

// New (HTTP POST /v1/transfers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) New(params *stripe.TransferParams) (*stripe.Transfer, error) {
	v := &stripe.Transfer{}
	err := c.B.Call(http.MethodPost, "/v1/transfers", c.Key, params, v)
	return v, err
}

// Get (HTTP GET /v1/transfers).
func Get(id string, params *stripe.TransferParams) (*stripe.Transfer, error) {
	return getC().Get(id, params)
}

// Get (HTTP GET /v1/transfers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Get(id string, params *stripe.TransferParams) (*stripe.Transfer, error) {
	v := &stripe.Transfer{}
	err := c.B.Call(http.MethodGet, "/v1/transfers", c.Key, params, v)
	return v, err
}

// Update (HTTP POST /v1/transfers).
func Update(id string, params *stripe.TransferParams) (*stripe.Transfer, error) {
	return getC().Update(id, params)
}

// Update (HTTP POST /v1/transfers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Update(id string, params *stripe.TransferParams) (*stripe.Transfer, error) {
	v := &stripe.Transfer{}
	err := c.B.Call(http.MethodPost, "/v1/transfers", c.Key, params, v)
	return v, err
}

// List returns a list (HTTP GET /v1/transfers).
func List(params *stripe.TransferListParams) *Iter {
	return getC().List(params)
}

// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) List(listParams *stripe.TransferListParams) *Iter {
	return &Iter{Iter: &stripe.Iter{}}
}

// Iter is an iterator for Transfers.
type Iter struct {
	*stripe.Iter
}

func (i *Iter) Transfer() *stripe.Transfer {
	return i.Current().(*stripe.Transfer)
}
