// Package stripe is a test stub of github.com/stripe/stripe-go/v72@v72.122.0; signatures match the real module.
// Structs omit most fields. The SDK sends an Idempotency-Key on every POST/PUT/PATCH/DELETE:
// Params.IdempotencyKey when set, else a fresh NewIdempotencyKey() per call (reused only by its own network retries).
package stripe

import (
	"context"
	"net/http"
)

// DefaultMaxNetworkRetries is the default maximum number of retries made by a Stripe client.
const DefaultMaxNetworkRetries int64 = 2

// Key is the Stripe API key used globally in the binding.
var Key string

// Backend is an interface for making calls against a Stripe service.
type Backend interface {
	Call(method, path, key string, params ParamsContainer, v interface{}) error
	SetMaxNetworkRetries(maxNetworkRetries int64)
}

// Backends are the currently supported endpoints.
type Backends struct {
	API, Connect, Uploads Backend
}

// ParamsContainer is a general interface for which all parameter structs should comply.
type ParamsContainer interface {
	GetParams() *Params
}

// Params is the structure that contains the common properties of any *Params structure.
type Params struct {
	Context        context.Context   `form:"-"`
	Expand         []*string         `form:"expand"`
	Headers        http.Header       `form:"-"`
	IdempotencyKey *string           `form:"-"` // Passed as header
	Metadata       map[string]string `form:"metadata"`
	StripeAccount  *string           `form:"-"` // Passed as header
}

// GetParams returns a Params struct (itself).
func (p *Params) GetParams() *Params { return p }

// SetIdempotencyKey sets a value for the Idempotency-Key header.
func (p *Params) SetIdempotencyKey(val string) { p.IdempotencyKey = &val }

// NewIdempotencyKey generates a new idempotency key that can be used on a request.
func NewIdempotencyKey() string { return "" }

// String returns a pointer to the string value passed in.
func String(v string) *string { return &v }

// Int64 returns a pointer to the int64 value passed in.
func Int64(v int64) *int64 { return &v }

// SubscriptionItemsParams is the set of parameters for a subscription item.
type SubscriptionItemsParams struct {
	Params `form:"*"`
	Price  *string `form:"price"`
}

// SubscriptionParams is the set of parameters that can be used when creating or updating a subscription.
type SubscriptionParams struct {
	Params   `form:"*"`
	Customer *string                    `form:"customer"`
	Items    []*SubscriptionItemsParams `form:"items"`
}

// Subscription is the resource representing a Stripe subscription.
type Subscription struct {
	ID string `json:"id"`
}

// GetBackend returns one of the library's supported backends based off of the given argument.
func GetBackend(backendType string) Backend { return nil }
