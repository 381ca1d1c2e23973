// Package customer is a test stub of github.com/stripe/stripe-go/v82@v82.5.1; signatures match the real module.
package customer

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Client is used to invoke /v1/customers APIs.
// Deprecated: Use [stripe.Client] instead.
type Client struct {
	B   stripe.Backend
	Key string
}

func getC() Client {
	return Client{stripe.GetBackend(stripe.APIBackend), stripe.Key}
}

// New (HTTP POST /v1/customers).
func New(params *stripe.CustomerParams) (*stripe.Customer, error) {
	return getC().New(params)
}

// New (HTTP POST /v1/customers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) New(params *stripe.CustomerParams) (*stripe.Customer, error) {
	v := &stripe.Customer{}
	err := c.B.Call(http.MethodPost, "/v1/customers", c.Key, params, v)
	return v, err
}

// Get (HTTP GET /v1/customers).
func Get(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	return getC().Get(id, params)
}

// Get (HTTP GET /v1/customers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Get(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	v := &stripe.Customer{}
	err := c.B.Call(http.MethodGet, "/v1/customers", c.Key, params, v)
	return v, err
}

// Update (HTTP POST /v1/customers).
func Update(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	return getC().Update(id, params)
}

// Update (HTTP POST /v1/customers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Update(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	v := &stripe.Customer{}
	err := c.B.Call(http.MethodPost, "/v1/customers", c.Key, params, v)
	return v, err
}

// Del (HTTP DELETE /v1/customers).
func Del(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	return getC().Del(id, params)
}

// Del (HTTP DELETE /v1/customers).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Del(id string, params *stripe.CustomerParams) (*stripe.Customer, error) {
	v := &stripe.Customer{}
	err := c.B.Call(http.MethodDelete, "/v1/customers", c.Key, params, v)
	return v, err
}

// List returns a list (HTTP GET /v1/customers).
func List(params *stripe.CustomerListParams) *Iter {
	return getC().List(params)
}

// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) List(listParams *stripe.CustomerListParams) *Iter {
	return &Iter{Iter: &stripe.Iter{}}
}

// Iter is an iterator for Customers.
type Iter struct {
	*stripe.Iter
}

func (i *Iter) Customer() *stripe.Customer {
	return i.Current().(*stripe.Customer)
}
