package catalog

import "strings"

// The HTTP clients, net/http and go-retryablehttp (their records are in
// sdks/http.go): the bodies and headers a raw request is read through.

// RetryableHTTPPackage is go-retryablehttp's package.
const RetryableHTTPPackage = "github.com/hashicorp/go-retryablehttp"

// NetHTTPPackage is the standard library's HTTP package, which fixes import
// to name a request's types.
const NetHTTPPackage = "net/http"

// HTTPClient is net/http's client type, and HTTPTransportField its field
// that holds the RoundTripper each request is sent with.
const (
	HTTPClient         = "net/http.Client"
	HTTPTransportField = "Transport"
)

// HTTPClientMethods are the methods of *net/http.Client that send a request.
var HTTPClientMethods = map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true}

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
