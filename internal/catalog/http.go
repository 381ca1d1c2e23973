package catalog

import "strings"

// The HTTP clients: net/http and go-retryablehttp, their records, the
// request builders, bodies and headers a raw request is read through.

// RetryableHTTPClient is the retrying client type of go-retryablehttp.
const RetryableHTTPClient = "github.com/hashicorp/go-retryablehttp.Client"

// RetryableHTTPPackage is go-retryablehttp's package.
const RetryableHTTPPackage = "github.com/hashicorp/go-retryablehttp"

// NetHTTPPackage is the standard library's HTTP package, which fixes import
// to name a request's types.
const NetHTTPPackage = "net/http"

// RetryableHTTPNewClient makes a client with the default RetryMax.
const RetryableHTTPNewClient = "github.com/hashicorp/go-retryablehttp.NewClient"

// StandardClient returns a *http.Client whose transport is the retrying
// client (go-retryablehttp@v0.7.8 client.go:920).
const StandardClient = "(*github.com/hashicorp/go-retryablehttp.Client).StandardClient"

// RetryableHTTPDefaultChecks are go-retryablehttp's own retry checks for
// a client's CheckRetry (v0.7.8 client.go DefaultRetryPolicy,
// ErrorPropagatedRetryPolicy): NewClient's, which retries every method on
// a connection error, a timeout, 429 and 5xx.
var RetryableHTTPDefaultChecks = map[string]bool{
	"github.com/hashicorp/go-retryablehttp.DefaultRetryPolicy":         true,
	"github.com/hashicorp/go-retryablehttp.ErrorPropagatedRetryPolicy": true,
}

// RetryableHTTPRoundTripper is the transport that StandardClient installs;
// its Client field is the retrying client (roundtripper.go).
const RetryableHTTPRoundTripper = "github.com/hashicorp/go-retryablehttp.RoundTripper"

// HTTPClient is net/http's client type, and HTTPTransportField its field
// that holds the RoundTripper each request is sent with.
const (
	HTTPClient         = "net/http.Client"
	HTTPTransportField = "Transport"
)

// HTTPClientMethods are the methods of *net/http.Client that send a request.
var HTTPClientMethods = map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true}

// net/http (Go 1.26) client.go: Post(url, contentType string, body
// io.Reader), PostForm(url string, data url.Values), and the *Client
// methods of the same shape. No header can be set on them.
var netHTTPRecord = SDK{
	ID:     SDKNetHTTP,
	Name:   "net/http",
	Module: "net/http",
	Writes: map[string]WriteAPI{
		"net/http.Post":                   {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: 1, Body: 2}},
		"net/http.PostForm":               {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true}},
		"(*net/http.Client).Post":         {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Client: true}},
		"(*net/http.Client).PostForm":     {Class: WriteKeyed, Slot: SlotRewrite, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Client: true}},
		"net/http.Get":                    {Class: WriteRead, CreateByPath: 1},
		"net/http.Head":                   {Class: WriteRead},
		"(*net/http.Client).Get":          {Class: WriteRead, CreateByPath: 1},
		"(*net/http.Client).Head":         {Class: WriteRead},
		"(*net/http.Client).CloseIdle":    {Class: WriteRead},
		"(*net/http.Request).WithContext": {Class: WriteRead},
	},
	// (*Client).Do(req *Request); NewRequest(method, url string, body
	// io.Reader), NewRequestWithContext(ctx, method, url, body).
	Senders:      map[string]WriteAPI{"(*net/http.Client).Do": {Slot: SlotHeader, Arg: 0}},
	RequestCtors: map[string]HTTPRequestCtor{"net/http.NewRequest": {Method: 0}, "net/http.NewRequestWithContext": {Method: 1}},

	// A POST is classed by its method; its key goes in a header.
	RawHTTP: true,
}

// github.com/hashicorp/go-retryablehttp@v0.7.8 client.go: NewClient sets
// RetryMax = defaultRetryMax = 4, and Do retries every method, POST
// included, on connection errors, 429 and 5xx (DefaultRetryPolicy). Get,
// Head, Post and PostForm (client.go:891-914) use defaultClient =
// NewClient().
var retryableHTTPRecord = SDK{
	ID:               SDKRetryableHTTP,
	Name:             "go-retryablehttp",
	Module:           "github.com/hashicorp/go-retryablehttp",
	KnownRetries:     true,
	RetriesTransient: true,
	Clients: map[string]RetryingClient{
		RetryableHTTPClient: {
			Attempts:     5,
			Short:        "retryablehttp.Client",
			Methods:      map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true},
			RetriesField: "RetryMax",
			// client.go:70 CheckRetry func(ctx, resp, err) (bool, error),
			// asked after every attempt: one that never says true
			// turns the retries off.
			CheckField: "CheckRetry",
			// client.go:101 HTTPClient *http.Client, the client each
			// attempt is sent with.
			TransportField: "HTTPClient",
			Constructor:    RetryableHTTPNewClient,
			// client.go:920 StandardClient returns an *http.Client whose
			// Transport is a RoundTripper with the client in its Client
			// field (roundtripper.go).
			StandardClient:    StandardClient,
			RoundTripper:      RetryableHTTPRoundTripper,
			RoundTripperField: "Client",
		},
	},
	ClientFuncs: map[string]RetryingClient{
		"github.com/hashicorp/go-retryablehttp.Get":      {Attempts: 5, Short: "retryablehttp.Get"},
		"github.com/hashicorp/go-retryablehttp.Head":     {Attempts: 5, Short: "retryablehttp.Head"},
		"github.com/hashicorp/go-retryablehttp.Post":     {Attempts: 5, Short: "retryablehttp.Post"},
		"github.com/hashicorp/go-retryablehttp.PostForm": {Attempts: 5, Short: "retryablehttp.PostForm"},
	},
	Writes: map[string]WriteAPI{
		"github.com/hashicorp/go-retryablehttp.Post":               {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Retryable: true}},
		"github.com/hashicorp/go-retryablehttp.PostForm":           {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Retryable: true}},
		"(*github.com/hashicorp/go-retryablehttp.Client).Post":     {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Client: true, Retryable: true}},
		"(*github.com/hashicorp/go-retryablehttp.Client).PostForm": {Class: WriteKeyed, Slot: SlotRewrite, Attempts: 5, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Client: true, Retryable: true}},
		"github.com/hashicorp/go-retryablehttp.Get":                {Class: WriteRead},
		"github.com/hashicorp/go-retryablehttp.Head":               {Class: WriteRead},
		"(*github.com/hashicorp/go-retryablehttp.Client).Get":      {Class: WriteRead},
		"(*github.com/hashicorp/go-retryablehttp.Client).Head":     {Class: WriteRead},
	},
	// client.go:666 (*Client).Do(req *Request), sent up to 5 times;
	// client.go:315,323 NewRequest and NewRequestWithContext.
	Senders: map[string]WriteAPI{"(*github.com/hashicorp/go-retryablehttp.Client).Do": {Slot: SlotHeader, Arg: 0, Attempts: 5}},
	RequestCtors: map[string]HTTPRequestCtor{
		"github.com/hashicorp/go-retryablehttp.NewRequest":            {Method: 0, Retryable: true},
		"github.com/hashicorp/go-retryablehttp.NewRequestWithContext": {Method: 1, Retryable: true},
	},
	Mechanism: ClientField,

	// A POST is classed by its method; its key goes in a header.
	RawHTTP: true,
}

// RequestCopies are the request methods that return a copy of the request
// to send in its place, with its method, URL, body and headers (net/http
// request.go: WithContext makes a shallow copy, Clone a deep one;
// go-retryablehttp v0.7.8 client.go: (*Request).WithContext): a Do of
// req.WithContext(ctx) sends req.
var RequestCopies = map[string]bool{
	"(*net/http.Request).WithContext":                              true,
	"(*net/http.Request).Clone":                                    true,
	"(*github.com/hashicorp/go-retryablehttp.Request).WithContext": true,
}

// HTTPRequestCtor describes a function that builds a request: the index of
// its method argument.
type HTTPRequestCtor struct {
	Method    int
	Retryable bool // go-retryablehttp's *Request
}

// URLArg is the index of a request constructor's URL argument: it follows
// the method in every constructor of the records (net/http NewRequest and
// NewRequestWithContext, go-retryablehttp NewRequest and
// NewRequestWithContext).
func (c HTTPRequestCtor) URLArg() int { return c.Method + 1 }

// BodyArg is the index of the constructor's body argument: the reader of
// http.NewRequest, the raw body (a reader, []byte or string) of
// go-retryablehttp's NewRequest.
func (c HTTPRequestCtor) BodyArg() int { return c.Method + 2 }

// HTTPMethodClass classifies an HTTP method (upper case): POST and PATCH are
// keyed writes (an Idempotency-Key header can carry a key), PUT and DELETE
// naturally idempotent, the rest reads.
func HTTPMethodClass(method string) WriteClass {
	switch strings.ToUpper(method) {
	case "POST", "PATCH":
		return WriteKeyed
	case "PUT", "DELETE":
		return WriteIdempotent
	case "GET", "HEAD", "OPTIONS", "TRACE", "CONNECT":
		return WriteRead
	}
	return WriteUnknown
}

// BodyReaders are functions that wrap a request body's bytes in a reader,
// by full name: the index of the bytes argument (Go 1.26 bytes and
// strings).
var BodyReaders = map[string]int{
	"bytes.NewReader":       0,
	"bytes.NewBuffer":       0,
	"bytes.NewBufferString": 0,
	"strings.NewReader":     0,
}

// JSONEncoders are functions that encode a value as a JSON body, by full
// name: the index of the value argument (Go 1.26 encoding/json). The
// (*Encoder).Encode method writes into the writer given to JSONNewEncoder.
var JSONEncoders = map[string]int{
	"encoding/json.Marshal":           0,
	"encoding/json.MarshalIndent":     0,
	"(*encoding/json.Encoder).Encode": 0,
}

// JSONNewEncoder makes the encoder whose Encode writes into its argument.
const JSONNewEncoder = "encoding/json.NewEncoder"

// BodyBuffer is the buffer type a JSON body is encoded into.
const BodyBuffer = "bytes.Buffer"

// BufferBytes are the methods that return what was written into a buffer
// (Go 1.26 bytes.Buffer).
var BufferBytes = map[string]bool{
	"(*bytes.Buffer).Bytes":  true,
	"(*bytes.Buffer).String": true,
}

// ReadPOSTSegments are last URL path segments of POST endpoints that only
// read: search and query APIs (Elasticsearch _search and _count, vector
// store queries), embedding and completion endpoints of model APIs
// (/v1/embeddings, /v1/chat/completions, /v1/messages/count_tokens),
// checks and validations (a fraud check, a payload validation), and OAuth
// token exchange and introspection (RFC 6749 §3.2, RFC 7662). A POST
// whose URL ends in one of them is a read.
//
// GraphQL is not among them: one endpoint takes queries and mutations
// alike. A POST to a path ending in an ambiguous segment is left
// unclassified: neither a read nor a write.
var ReadPOSTSegments = map[string]bool{
	"search": true, "_search": true, "_msearch": true, "_count": true, "query": true,
	"embeddings": true, "completions": true, "count_tokens": true,
	"token": true, "introspect": true, "check": true, "validate": true,
}

// AmbiguousPOSTSegments are last URL path segments of POST endpoints that
// both read and write: GraphQL (queries and mutations), JSON-RPC.
var AmbiguousPOSTSegments = map[string]bool{"graphql": true, "rpc": true, "jsonrpc": true}

// HTTPHeader is the type of a request's headers, where KeyHeaders go.
const HTTPHeader = "net/http.Header"

// RequestHeaderField is the field of a request that holds its headers
// (net/http Request.Header; go-retryablehttp's Request embeds
// *http.Request).
const RequestHeaderField = "Header"

// KeyHeader is the header that carries a request's idempotency key where
// the API names none of its own: the slot of a keyed raw HTTP write
// (SlotHeader) and the header a fix sets, in canonical form (the IETF
// httpapi working group's Idempotency-Key header, as Stripe and PayPal
// name theirs).
const KeyHeader = "Idempotency-Key"

// KeyHeaders are HTTP header names that carry an idempotency key, in
// canonical form. Webhook-Id is the Standard Webhooks message id (the
// specification, standardwebhooks.com: "unique across all messages, but
// will be the same when the same webhook is being resent"), which
// receivers deduplicate by, as Svix-Id is Svix's.
var KeyHeaders = map[string]bool{
	KeyHeader:           true,
	"X-Idempotency-Key": true,
	"Webhook-Id":        true,
	"Svix-Id":           true,
	"X-Request-Id":      false, // tracing, not deduplication
}

// DeliveryIDHeaders are the KeyHeaders that a webhook sender sets for its
// receivers: evidence that those receivers deduplicate, not that the other
// APIs a package posts to take an Idempotency-Key header.
var DeliveryIDHeaders = map[string]bool{"Webhook-Id": true, "Svix-Id": true}

// OpenAPIBuilder describes the request builders of Go clients generated by
// OpenAPI Generator (openapi-generator.tech, the go client's api.mustache
// template): an operation method of a service returns an Api<Op>Request
// value, whose methods set its parameters and return it, and whose Execute
// sends it and returns the decoded result, the *http.Response and an
// error. A header parameter that the API declares becomes a builder method
// of the header's name: an operation that declares an Idempotency-Key
// header has IdempotencyKey(string), which puts the key in the header
// ("if r.idempotencyKey != nil { localVarHeaderParams["Idempotency-Key"]
// = ... }" in <Op>Execute). An API declares that header on the operations
// that a repeat would duplicate, so such an Execute is a keyed write;
// without the method nothing is known of the operation.
var OpenAPIBuilder = struct {
	// Execute is the method that sends the request; Response the type of
	// its next to last result (a pointer to it).
	Execute, Response string
	// KeyMethods are the builder methods that set the key header.
	KeyMethods []string
}{
	Execute:    "Execute",
	Response:   NetHTTPPackage + ".Response",
	KeyMethods: []string{"IdempotencyKey", "XIdempotencyKey", "IdempotencyToken"},
}
