// Package stripe is a test stub of github.com/stripe/stripe-go/v82@v82.5.1; signatures match the real module.
// Structs omit most fields. The SDK sends an Idempotency-Key on every POST/PUT/PATCH/DELETE:
// Params.IdempotencyKey when set, else a fresh NewIdempotencyKey() per call (reused only by its own network retries).
package stripe

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"sync"
	"time"
)

const (
	// APIBackend is a constant representing the API service backend.
	APIBackend SupportedBackend = "api"
)

// DefaultMaxNetworkRetries is the default maximum number of retries made by a Stripe client.
const DefaultMaxNetworkRetries int64 = 2

// Key is the Stripe API key used globally in the binding.
var Key string

// SupportedBackend is an enumeration of supported Stripe endpoints.
type SupportedBackend string

// APIResponse encapsulates some common features of a response from the Stripe API.
type APIResponse struct {
	Header         http.Header
	IdempotencyKey string
	RequestID      string
	Status         string
	StatusCode     int
}

// StreamingAPIResponse encapsulates some common features of a response from the Stripe API whose body can be streamed.
type StreamingAPIResponse struct {
	Header         http.Header
	IdempotencyKey string
	RequestID      string
	Status         string
	StatusCode     int
}

// APIResource is a type assigned to structs that may come from Stripe API endpoints.
type APIResource struct {
	LastResponse *APIResponse `json:"-"`
}

// SetLastResponse sets the HTTP response that returned the API resource.
func (r *APIResource) SetLastResponse(response *APIResponse) { r.LastResponse = response }

// LastResponseSetter defines a type that contains an HTTP response from a Stripe API endpoint.
type LastResponseSetter interface {
	SetLastResponse(response *APIResponse)
}

// StreamingLastResponseSetter defines a type that contains an HTTP response from a Stripe API endpoint.
type StreamingLastResponseSetter interface {
	SetLastResponse(response *StreamingAPIResponse)
}

// Backend is an interface for making calls against a Stripe service.
type Backend interface {
	Call(method, path, key string, params ParamsContainer, v LastResponseSetter) error
	CallStreaming(method, path, key string, params ParamsContainer, v StreamingLastResponseSetter) error
	CallRaw(method, path, key string, body []byte, params *Params, v LastResponseSetter) error
	CallMultipart(method, path, key, boundary string, body *bytes.Buffer, params *Params, v LastResponseSetter) error
	SetMaxNetworkRetries(maxNetworkRetries int64)
}

// BackendConfig is used to configure a new Stripe backend.
type BackendConfig struct {
	EnableTelemetry *bool
	HTTPClient      *http.Client
	// MaxNetworkRetries sets maximum number of times that the library will retry requests
	// that appear to have failed due to an intermittent problem. Defaults to DefaultMaxNetworkRetries (2).
	MaxNetworkRetries *int64
	URL               *string
}

// Backends are the currently supported endpoints.
type Backends struct {
	API, Connect, Uploads, MeterEvents Backend
	mu                                 sync.RWMutex
}

// GetBackend returns one of the library's supported backends based off of the given argument.
func GetBackend(backendType SupportedBackend) Backend { return nil }

// GetBackendWithConfig is the same as GetBackend except that it can be given a configuration struct.
func GetBackendWithConfig(backendType SupportedBackend, config *BackendConfig) Backend { return nil }

// Bool returns a pointer to the bool value passed in.
func Bool(v bool) *bool { return &v }

// Int64 returns a pointer to the int64 value passed in.
func Int64(v int64) *int64 { return &v }

// String returns a pointer to the string value passed in.
func String[T ~string](v T) *string {
	s := string(v)
	return &s
}

// ExtraValues are extra parameters that are attached to an API request.
type ExtraValues struct {
	url.Values `form:"-" json:"-"`
}

// Filters is a structure that contains a collection of filters for list-related APIs.
type Filters struct {
	f []*filter `form:"-"`
}

type filter struct {
	Key, Op, Val string
}

// Params is the structure that contains the common properties of any *Params structure.
type Params struct {
	Context context.Context `form:"-" json:"-"`

	Expand []*string    `form:"expand" json:"-"`
	Extra  *ExtraValues `form:"*"  json:"-"`

	Headers http.Header `form:"-" json:"-"`

	IdempotencyKey *string `form:"-" json:"-"` // Passed as header

	Metadata map[string]string `form:"metadata" json:"-"`

	StripeAccount *string `form:"-" json:"-"` // Passed as header

	StripeContext *string `form:"-" json:"-"` // Passed as header

	usage []string `form:"-" json:"-"`
}

func (p *Params) AddExpand(f string)            { p.Expand = append(p.Expand, &f) }
func (p *Params) AddMetadata(key, value string) {}
func (p *Params) GetParams() *Params            { return p }
func (p *Params) SetIdempotencyKey(val string)  { p.IdempotencyKey = &val }
func (p *Params) SetStripeAccount(val string)   { p.StripeAccount = &val }

// ParamsContainer is a general interface for which all parameter structs should comply.
type ParamsContainer interface {
	GetParams() *Params
}

// ListParams is the structure that contains the common properties of any *ListParams structure.
type ListParams struct {
	Context context.Context `form:"-"`

	EndingBefore *string   `form:"ending_before"`
	Expand       []*string `form:"expand"`
	Filters      Filters   `form:"*"`
	Limit        *int64    `form:"limit"`

	StartingAfter *string `form:"starting_after"`

	StripeAccount *string `form:"-"`
}

func (p *ListParams) GetListParams() *ListParams { return p }
func (p *ListParams) GetParams() *Params         { return &Params{Context: p.Context} }

// NewIdempotencyKey generates a new idempotency key (time + random; fresh on every call).
func NewIdempotencyKey() string { return time.Now().String() }

// Iter provides a convenient interface for iterating over the elements returned from paginated list API calls.
type Iter struct {
	cur interface{}
	err error
}

func (it *Iter) Current() interface{} { return it.cur }
func (it *Iter) Err() error           { return it.err }
func (it *Iter) Next() bool           { return false }

// Seq2 is the same as iter.Seq2.
type Seq2[K, V any] func(yield func(K, V) bool)

// ErrorType is the list of allowed values for the error's type.
type ErrorType string

const (
	ErrorTypeAPI            ErrorType = "api_error"
	ErrorTypeCard           ErrorType = "card_error"
	ErrorTypeIdempotency    ErrorType = "idempotency_error"
	ErrorTypeInvalidRequest ErrorType = "invalid_request_error"
)

// ErrorCode is the list of allowed values for the error's code.
type ErrorCode string

// DeclineCode is the list of reasons provided by card issuers for decline of payment.
type DeclineCode string

// Error is the response returned when a call is unsuccessful.
type Error struct {
	APIResource

	ChargeID    string      `json:"charge,omitempty"`
	Code        ErrorCode   `json:"code,omitempty"`
	DeclineCode DeclineCode `json:"decline_code,omitempty"`
	DocURL      string      `json:"doc_url,omitempty"`

	Err error `json:"-"`

	HTTPStatusCode int       `json:"status,omitempty"`
	Msg            string    `json:"message"`
	Param          string    `json:"param,omitempty"`
	RequestID      string    `json:"request_id,omitempty"`
	Type           ErrorType `json:"type"`
}

func (e *Error) Error() string { return e.Msg }
func (e *Error) Unwrap() error { return e.Err }

// ClientOption is used to configure a stripe.Client.
type ClientOption func(*clientConfig)

type clientConfig struct {
	key      string
	backends *Backends
}

// WithBackends sets the backends used by the client.
func WithBackends(backends *Backends) ClientOption {
	return func(c *clientConfig) { c.backends = backends }
}

// Client is the Stripe client (v82 "stripe.Client"); only five V1 services are included.
type Client struct {
	// V1Charges is the service used to invoke /v1/charges APIs.
	V1Charges *v1ChargeService
	// V1Customers is the service used to invoke /v1/customers APIs.
	V1Customers *v1CustomerService
	// V1PaymentIntents is the service used to invoke /v1/payment_intents APIs.
	V1PaymentIntents *v1PaymentIntentService
	// V1Refunds is the service used to invoke /v1/refunds APIs.
	V1Refunds *v1RefundService
	// V1Transfers is the service used to invoke /v1/transfers APIs.
	V1Transfers *v1TransferService
}

// NewClient creates a new Stripe Client with the given API key.
func NewClient(key string, opts ...ClientOption) *Client {
	cfg := clientConfig{key: key}
	for _, opt := range opts {
		if opt != nil {
			opt(&cfg)
		}
	}
	var b Backend
	if cfg.backends != nil {
		b = cfg.backends.API
	}
	return &Client{
		V1Charges:        &v1ChargeService{B: b, Key: key},
		V1Customers:      &v1CustomerService{B: b, Key: key},
		V1PaymentIntents: &v1PaymentIntentService{B: b, Key: key},
		V1Refunds:        &v1RefundService{B: b, Key: key},
		V1Transfers:      &v1TransferService{B: b, Key: key},
	}
}

// PaymentIntent is a Stripe PaymentIntent object (most fields omitted).
type PaymentIntent struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

// PaymentIntentList is a list of PaymentIntents as retrieved from a list endpoint.
type PaymentIntentList struct {
	APIResource
	Data []*PaymentIntent `json:"data"`
}

// Refund is a Stripe Refund object (most fields omitted).
type Refund struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

// RefundList is a list of Refunds as retrieved from a list endpoint.
type RefundList struct {
	APIResource
	Data []*Refund `json:"data"`
}

// Charge is a Stripe Charge object (most fields omitted).
type Charge struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

// ChargeList is a list of Charges as retrieved from a list endpoint.
type ChargeList struct {
	APIResource
	Data []*Charge `json:"data"`
}

// Customer is a Stripe Customer object (most fields omitted).
type Customer struct {
	APIResource
	Email string `json:"email"`
	ID    string `json:"id"`
}

// CustomerList is a list of Customers as retrieved from a list endpoint.
type CustomerList struct {
	APIResource
	Data []*Customer `json:"data"`
}

// Transfer is a Stripe Transfer object (most fields omitted).
type Transfer struct {
	APIResource
	Amount int64  `json:"amount"`
	ID     string `json:"id"`
}

// TransferList is a list of Transfers as retrieved from a list endpoint.
type TransferList struct {
	APIResource
	Data []*Transfer `json:"data"`
}

type PaymentIntentParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Confirm       *bool   `form:"confirm"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	PaymentMethod *string `form:"payment_method"`
}

func (p *PaymentIntentParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentCreateParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Confirm       *bool   `form:"confirm"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	PaymentMethod *string `form:"payment_method"`
}

func (p *PaymentIntentCreateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentRetrieveParams struct {
	Params `form:"*"`
}

func (p *PaymentIntentRetrieveParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentUpdateParams struct {
	Params `form:"*"`
	Amount *int64 `form:"amount"`
}

func (p *PaymentIntentUpdateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentConfirmParams struct {
	Params        `form:"*"`
	PaymentMethod *string `form:"payment_method"`
}

func (p *PaymentIntentConfirmParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentCancelParams struct {
	Params `form:"*"`
}

func (p *PaymentIntentCancelParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentCaptureParams struct {
	Params `form:"*"`
}

func (p *PaymentIntentCaptureParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type RefundParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Charge        *string `form:"charge"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	PaymentIntent *string `form:"payment_intent"`
}

func (p *RefundParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type RefundCreateParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Charge        *string `form:"charge"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	PaymentIntent *string `form:"payment_intent"`
}

func (p *RefundCreateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type RefundRetrieveParams struct {
	Params `form:"*"`
}

func (p *RefundRetrieveParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type ChargeParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	TransferGroup *string `form:"transfer_group"`
}

func (p *ChargeParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type ChargeCreateParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Customer      *string `form:"customer"`
	Description   *string `form:"description"`
	TransferGroup *string `form:"transfer_group"`
}

func (p *ChargeCreateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type ChargeRetrieveParams struct {
	Params `form:"*"`
}

func (p *ChargeRetrieveParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type ChargeCaptureParams struct {
	Params `form:"*"`
	Amount *int64 `form:"amount"`
}

func (p *ChargeCaptureParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type CustomerParams struct {
	Params      `form:"*"`
	Description *string `form:"description"`
	Email       *string `form:"email"`
	Name        *string `form:"name"`
}

func (p *CustomerParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type CustomerCreateParams struct {
	Params      `form:"*"`
	Description *string `form:"description"`
	Email       *string `form:"email"`
	Name        *string `form:"name"`
}

func (p *CustomerCreateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type CustomerRetrieveParams struct {
	Params `form:"*"`
}

func (p *CustomerRetrieveParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type CustomerUpdateParams struct {
	Params      `form:"*"`
	Description *string `form:"description"`
	Email       *string `form:"email"`
	Name        *string `form:"name"`
}

func (p *CustomerUpdateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type TransferParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Description   *string `form:"description"`
	Destination   *string `form:"destination"`
	TransferGroup *string `form:"transfer_group"`
}

func (p *TransferParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type TransferCreateParams struct {
	Params        `form:"*"`
	Amount        *int64  `form:"amount"`
	Currency      *string `form:"currency"`
	Description   *string `form:"description"`
	Destination   *string `form:"destination"`
	TransferGroup *string `form:"transfer_group"`
}

func (p *TransferCreateParams) AddExpand(f string) { p.Expand = append(p.Expand, &f) }

type PaymentIntentListParams struct {
	ListParams `form:"*"`
	Customer   *string `form:"customer"`
}

type RefundListParams struct {
	ListParams `form:"*"`
}

type ChargeListParams struct {
	ListParams `form:"*"`
}

type CustomerListParams struct {
	ListParams `form:"*"`
}

type TransferListParams struct {
	ListParams `form:"*"`
}

// NewBackendsWithConfig creates a new set of backends with the given config.
func NewBackendsWithConfig(config *BackendConfig) *Backends { return &Backends{} }
