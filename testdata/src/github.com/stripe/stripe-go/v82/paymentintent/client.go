// Package paymentintent is a test stub of github.com/stripe/stripe-go/v82@v82.5.1; signatures match the real module.
package paymentintent

import (
	"net/http"

	stripe "github.com/stripe/stripe-go/v82"
)

// Client is used to invoke /v1/payment_intents APIs.
// Deprecated: Use [stripe.Client] instead.
type Client struct {
	B   stripe.Backend
	Key string
}

func getC() Client {
	return Client{stripe.GetBackend(stripe.APIBackend), stripe.Key}
}

// New (HTTP POST /v1/payment_intents).
func New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return getC().New(params)
}

// New (HTTP POST /v1/payment_intents).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) New(params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	v := &stripe.PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/payment_intents", c.Key, params, v)
	return v, err
}

// Get (HTTP GET /v1/payment_intents).
func Get(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return getC().Get(id, params)
}

// Get (HTTP GET /v1/payment_intents).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Get(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	v := &stripe.PaymentIntent{}
	err := c.B.Call(http.MethodGet, "/v1/payment_intents", c.Key, params, v)
	return v, err
}

// Update (HTTP POST /v1/payment_intents).
func Update(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	return getC().Update(id, params)
}

// Update (HTTP POST /v1/payment_intents).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Update(id string, params *stripe.PaymentIntentParams) (*stripe.PaymentIntent, error) {
	v := &stripe.PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/payment_intents", c.Key, params, v)
	return v, err
}

// Cancel (HTTP POST /v1/payment_intents).
func Cancel(id string, params *stripe.PaymentIntentCancelParams) (*stripe.PaymentIntent, error) {
	return getC().Cancel(id, params)
}

// Cancel (HTTP POST /v1/payment_intents).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Cancel(id string, params *stripe.PaymentIntentCancelParams) (*stripe.PaymentIntent, error) {
	v := &stripe.PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/payment_intents", c.Key, params, v)
	return v, err
}

// Capture (HTTP POST /v1/payment_intents).
func Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	return getC().Capture(id, params)
}

// Capture (HTTP POST /v1/payment_intents).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Capture(id string, params *stripe.PaymentIntentCaptureParams) (*stripe.PaymentIntent, error) {
	v := &stripe.PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/payment_intents", c.Key, params, v)
	return v, err
}

// Confirm (HTTP POST /v1/payment_intents).
func Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	return getC().Confirm(id, params)
}

// Confirm (HTTP POST /v1/payment_intents).
//
// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) Confirm(id string, params *stripe.PaymentIntentConfirmParams) (*stripe.PaymentIntent, error) {
	v := &stripe.PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/payment_intents", c.Key, params, v)
	return v, err
}

// List returns a list (HTTP GET /v1/payment_intents).
func List(params *stripe.PaymentIntentListParams) *Iter {
	return getC().List(params)
}

// Deprecated: Client methods are deprecated. This should be accessed instead through [stripe.Client].
func (c Client) List(listParams *stripe.PaymentIntentListParams) *Iter {
	return &Iter{Iter: &stripe.Iter{}}
}

// Iter is an iterator for PaymentIntents.
type Iter struct {
	*stripe.Iter
}

func (i *Iter) PaymentIntent() *stripe.PaymentIntent {
	return i.Current().(*stripe.PaymentIntent)
}
