package catalog

import "strings"

// WriteClass is what a call does to the world.
type WriteClass int

const (
	// WriteUnknown: the catalog does not know the call.
	WriteUnknown WriteClass = iota
	// WriteRead changes nothing: GET, List, Retrieve.
	WriteRead
	// WriteIdempotent: sending it twice leaves the same state as once (PUT,
	// DELETE, set, update).
	WriteIdempotent
	// WriteKeyed changes the world and has a key slot.
	WriteKeyed
	// WriteUnkeyed changes the world and has no key slot.
	WriteUnkeyed
)

func (c WriteClass) String() string {
	switch c {
	case WriteRead:
		return "read"
	case WriteIdempotent:
		return "idempotent"
	case WriteKeyed:
		return "keyed"
	case WriteUnkeyed:
		return "unkeyed"
	}
	return "unknown"
}

// WriteSlot says where a keyed write's key goes.
type WriteSlot int

const (
	// SlotField: a field of an argument (stripe-go params, aws-sdk-go-v2 input).
	SlotField WriteSlot = iota
	// SlotHeader: an Idempotency-Key header of the request argument.
	SlotHeader
	// SlotRewrite: the call has no place for a key (http.Post): the request
	// must be built with NewRequest to carry one.
	SlotRewrite
)

// A WriteAPI is a function of a real API that writes.
type WriteAPI struct {
	Class WriteClass
	Slot  WriteSlot
	// Arg is the argument that holds the key slot: the params or input
	// (SlotField), the request (SlotHeader).
	Arg int
	// Field is the key field (SlotField).
	Field string
	// ID is the SDK the function belongs to, filled from its record; its
	// String names the API in messages.
	ID SDKID
	// Autofill: when the slot is empty, the SDK sends a new key on each call
	// (stripe-go, aws-sdk-go-v2 operations with an idempotency token).
	Autofill bool
	// Attempts is how many times the client itself sends the call when it
	// fails (go-retryablehttp), 0 when it does not retry on its own.
	Attempts int
	// Form is the http.Post shape (SlotRewrite): which arguments are the URL,
	// content type and body.
	Form *PostForm
	// Opens: the call only opens the write and returns a writer, and the
	// write commits when that writer is closed (net/smtp's DATA: the message
	// is accepted at the final "."). The call's own error comes before
	// anything is committed, so it is a definite failure; a function that
	// returns the Close error is still a write.
	Opens bool
	// CreateByPath: a read (a GET) whose URL argument (index + 1) ends in a
	// path segment that names a creation (IsCreatingSegment: sendMessage,
	// create) makes something new, as bot APIs called by GET do: an unkeyed
	// write.
	CreateByPath int
	// GraphQLMutation: the call sends the mutation of a struct argument,
	// whose first field names the operation; the call is Class only when
	// that name makes something new (IsGraphQLCreate), else unclassified.
	GraphQLMutation bool
	// FIFO: the key slot exists only when the call goes to a FIFO topic
	// (SNS Publish); Class is that of a call to a standard one.
	FIFO *FIFOWrite
	// Path: the class depends on the path written to (vault/api); Class is
	// that of a path that cannot be read.
	Path *PathWrite
}

// PostForm describes an http.Post-like call for the rewrite to NewRequest.
type PostForm struct {
	URL, ContentType, Body int  // argument indexes; ContentType -1 for PostForm
	Values                 bool // the body argument is url.Values
	Client                 bool // a method of a client: the receiver sends it
	Retryable              bool // go-retryablehttp: NewRequest from that package
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

// stripe-go classes of the generated tables (writes_stripe.go,
// writes_stripe_v72.go).
const (
	stripeRead = iota
	stripeIdempotent
	stripeKeyed
)

type stripeOp struct {
	class  int
	params int
}

// LookupWrite returns what the catalog knows about the function called name:
// the SDK records' Writes, stripe-go's generated table (for every major
// version, under v82's names), and aws-sdk-go-v2 operations, which are
// decided by their input type (see AWSTokenFields).
func LookupWrite(name string) (WriteAPI, bool) {
	w, ok := writes[StripMajor(name)]
	return w, ok
}

// stripeWrite is the WriteAPI of a stripe-go function of the generated table.
func stripeWrite(op stripeOp) WriteAPI {
	w := WriteAPI{Arg: op.params}
	switch op.class {
	case stripeRead:
		w.Class = WriteRead
	case stripeIdempotent:
		w.Class = WriteIdempotent
	default:
		// stripe-go@v82.5.1 stripe.go:584-593: a nil IdempotencyKey on a
		// write gets NewIdempotencyKey() in the header of each request,
		// reused only by the SDK's own network retries.
		w.Class, w.Slot, w.Field, w.Autofill = WriteKeyed, SlotField, "IdempotencyKey", true
	}
	return w
}

// AWSAutofill reports whether the aws-sdk-go-v2 operation op of the service
// package pkg fills a nil token itself, and whether that is known.
// aws-sdk-go-v2 service/ec2@v1.344.3 api_op_RunInstances.go: the
// OperationIdempotencyTokenAutoFill middleware sets input.ClientToken = &t
// when nil, writing it back into the caller's input.
func AWSAutofill(pkg, op string) (fills, known bool) {
	name := pkg + "." + op
	if awsAutofill[name] {
		return true, true
	}
	// A service we generated: this operation does not.
	return false, awsServices[pkg]
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

// OpensWrite reports whether name (a full function name) only opens a
// write whose commit is the Close of the writer it returns (WriteAPI.Opens).
func OpensWrite(name string) bool {
	api, ok := LookupWrite(name)
	return ok && api.Opens
}
