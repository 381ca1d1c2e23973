// Package charge is a test stub of github.com/stripe/stripe-go/v82@v82.5.1; signatures match the real module.
package charge

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Client is used to invoke /v1/charges APIs.
// Deprecated: Use [stripe.Client] instead.
type Client struct {
	B   stripe.Backend
	Key string
}

func getC() Client {
	return Client{stripe.GetBackend(stripe.APIBackend), stripe.Key}
}

// New (HTTP POST /v1/charges).
func New(params *stripe.ChargeParams) (*stripe.Charge, error) {
	return getC().New(params)
}

// New (HTTP POST /v1/charges).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) New(params *stripe.ChargeParams) (*stripe.Charge, error) {
	v := &stripe.Charge{}
	err := c.B.Call(http.MethodPost, "/v1/charges", c.Key, params, v)
	return v, err
}

// Get (HTTP GET /v1/charges).
func Get(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	return getC().Get(id, params)
}

// Get (HTTP GET /v1/charges).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Get(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	v := &stripe.Charge{}
	err := c.B.Call(http.MethodGet, "/v1/charges", c.Key, params, v)
	return v, err
}

// Update (HTTP POST /v1/charges).
func Update(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	return getC().Update(id, params)
}

// Update (HTTP POST /v1/charges).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Update(id string, params *stripe.ChargeParams) (*stripe.Charge, error) {
	v := &stripe.Charge{}
	err := c.B.Call(http.MethodPost, "/v1/charges", c.Key, params, v)
	return v, err
}

// Capture (HTTP POST /v1/charges).
func Capture(id string, params *stripe.ChargeCaptureParams) (*stripe.Charge, error) {
	return getC().Capture(id, params)
}

// Capture (HTTP POST /v1/charges).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Capture(id string, params *stripe.ChargeCaptureParams) (*stripe.Charge, error) {
	v := &stripe.Charge{}
	err := c.B.Call(http.MethodPost, "/v1/charges", c.Key, params, v)
	return v, err
}

// List returns a list (HTTP GET /v1/charges).
func List(params *stripe.ChargeListParams) *Iter {
	return getC().List(params)
}

// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) List(listParams *stripe.ChargeListParams) *Iter {
	return &Iter{Iter: &stripe.Iter{}}
}

// Iter is an iterator for Charges.
type Iter struct {
	*stripe.Iter
}

func (i *Iter) Charge() *stripe.Charge {
	return i.Current().(*stripe.Charge)
}
