package stripe

import (
	"context"
	"net/http"
)

// v1PaymentIntentService is used to invoke the /v1 PaymentIntent APIs.
type v1PaymentIntentService struct {
	B   Backend
	Key string
}

// Create (HTTP POST).
func (c v1PaymentIntentService) Create(ctx context.Context, params *PaymentIntentCreateParams) (*PaymentIntent, error) {
	if params == nil {
		params = &PaymentIntentCreateParams{}
	}
	params.Context = ctx
	v := &PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Retrieve (HTTP GET).
func (c v1PaymentIntentService) Retrieve(ctx context.Context, id string, params *PaymentIntentRetrieveParams) (*PaymentIntent, error) {
	if params == nil {
		params = &PaymentIntentRetrieveParams{}
	}
	params.Context = ctx
	v := &PaymentIntent{}
	err := c.B.Call(http.MethodGet, "/v1/...", c.Key, params, v)
	return v, err
}

// Update (HTTP POST).
func (c v1PaymentIntentService) Update(ctx context.Context, id string, params *PaymentIntentUpdateParams) (*PaymentIntent, error) {
	if params == nil {
		params = &PaymentIntentUpdateParams{}
	}
	params.Context = ctx
	v := &PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Cancel (HTTP POST).
func (c v1PaymentIntentService) Cancel(ctx context.Context, id string, params *PaymentIntentCancelParams) (*PaymentIntent, error) {
	if params == nil {
		params = &PaymentIntentCancelParams{}
	}
	params.Context = ctx
	v := &PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Capture (HTTP POST).
func (c v1PaymentIntentService) Capture(ctx context.Context, id string, params *PaymentIntentCaptureParams) (*PaymentIntent, error) {
	if params == nil {
		params = &PaymentIntentCaptureParams{}
	}
	params.Context = ctx
	v := &PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Confirm (HTTP POST).
func (c v1PaymentIntentService) Confirm(ctx context.Context, id string, params *PaymentIntentConfirmParams) (*PaymentIntent, error) {
	if params == nil {
		params = &PaymentIntentConfirmParams{}
	}
	params.Context = ctx
	v := &PaymentIntent{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// List (HTTP GET).
func (c v1PaymentIntentService) List(ctx context.Context, listParams *PaymentIntentListParams) Seq2[*PaymentIntent, error] {
	return func(yield func(*PaymentIntent, error) bool) {}
}

// v1RefundService is used to invoke the /v1 Refund APIs.
type v1RefundService struct {
	B   Backend
	Key string
}

// Create (HTTP POST).
func (c v1RefundService) Create(ctx context.Context, params *RefundCreateParams) (*Refund, error) {
	if params == nil {
		params = &RefundCreateParams{}
	}
	params.Context = ctx
	v := &Refund{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Retrieve (HTTP GET).
func (c v1RefundService) Retrieve(ctx context.Context, id string, params *RefundRetrieveParams) (*Refund, error) {
	if params == nil {
		params = &RefundRetrieveParams{}
	}
	params.Context = ctx
	v := &Refund{}
	err := c.B.Call(http.MethodGet, "/v1/...", c.Key, params, v)
	return v, err
}

// List (HTTP GET).
func (c v1RefundService) List(ctx context.Context, listParams *RefundListParams) Seq2[*Refund, error] {
	return func(yield func(*Refund, error) bool) {}
}

// v1CustomerService is used to invoke the /v1 Customer APIs.
type v1CustomerService struct {
	B   Backend
	Key string
}

// Create (HTTP POST).
func (c v1CustomerService) Create(ctx context.Context, params *CustomerCreateParams) (*Customer, error) {
	if params == nil {
		params = &CustomerCreateParams{}
	}
	params.Context = ctx
	v := &Customer{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Retrieve (HTTP GET).
func (c v1CustomerService) Retrieve(ctx context.Context, id string, params *CustomerRetrieveParams) (*Customer, error) {
	if params == nil {
		params = &CustomerRetrieveParams{}
	}
	params.Context = ctx
	v := &Customer{}
	err := c.B.Call(http.MethodGet, "/v1/...", c.Key, params, v)
	return v, err
}

// Update (HTTP POST).
func (c v1CustomerService) Update(ctx context.Context, id string, params *CustomerUpdateParams) (*Customer, error) {
	if params == nil {
		params = &CustomerUpdateParams{}
	}
	params.Context = ctx
	v := &Customer{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// List (HTTP GET).
func (c v1CustomerService) List(ctx context.Context, listParams *CustomerListParams) Seq2[*Customer, error] {
	return func(yield func(*Customer, error) bool) {}
}

// v1ChargeService is used to invoke the /v1 Charge APIs.
type v1ChargeService struct {
	B   Backend
	Key string
}

// Create (HTTP POST).
func (c v1ChargeService) Create(ctx context.Context, params *ChargeCreateParams) (*Charge, error) {
	if params == nil {
		params = &ChargeCreateParams{}
	}
	params.Context = ctx
	v := &Charge{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// Retrieve (HTTP GET).
func (c v1ChargeService) Retrieve(ctx context.Context, id string, params *ChargeRetrieveParams) (*Charge, error) {
	if params == nil {
		params = &ChargeRetrieveParams{}
	}
	params.Context = ctx
	v := &Charge{}
	err := c.B.Call(http.MethodGet, "/v1/...", c.Key, params, v)
	return v, err
}

// Capture (HTTP POST).
func (c v1ChargeService) Capture(ctx context.Context, id string, params *ChargeCaptureParams) (*Charge, error) {
	if params == nil {
		params = &ChargeCaptureParams{}
	}
	params.Context = ctx
	v := &Charge{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// List (HTTP GET).
func (c v1ChargeService) List(ctx context.Context, listParams *ChargeListParams) Seq2[*Charge, error] {
	return func(yield func(*Charge, error) bool) {}
}

// v1TransferService is used to invoke the /v1 Transfer APIs.
type v1TransferService struct {
	B   Backend
	Key string
}

// Create (HTTP POST).
func (c v1TransferService) Create(ctx context.Context, params *TransferCreateParams) (*Transfer, error) {
	if params == nil {
		params = &TransferCreateParams{}
	}
	params.Context = ctx
	v := &Transfer{}
	err := c.B.Call(http.MethodPost, "/v1/...", c.Key, params, v)
	return v, err
}

// List (HTTP GET).
func (c v1TransferService) List(ctx context.Context, listParams *TransferListParams) Seq2[*Transfer, error] {
	return func(yield func(*Transfer, error) bool) {}
}
