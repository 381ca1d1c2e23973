package catalog

import (
	"regexp"
	"strings"
)

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
	// SDK names the API in messages: "stripe-go", "aws-sdk-go-v2", "net/http".
	SDK string
	// Autofill: when the slot is empty, the SDK sends a new key on each call
	// (stripe-go, aws-sdk-go-v2 operations with an idempotency token).
	Autofill bool
	// Attempts is how many times the client itself sends the call when it
	// fails (go-retryablehttp), 0 when it does not retry on its own.
	Attempts int
	// Form is the http.Post shape (SlotRewrite): which arguments are the URL,
	// content type and body.
	Form *PostForm
}

// PostForm describes an http.Post-like call for the rewrite to NewRequest.
type PostForm struct {
	URL, ContentType, Body int  // argument indexes; ContentType -1 for PostForm
	Values                 bool // the body argument is url.Values
	Client                 bool // a method of a client: the receiver sends it
	Retryable              bool // go-retryablehttp: NewRequest from that package
}

// HTTPRequestCtor describes a function that builds a request: the index of
// its method argument.
type HTTPRequestCtor struct {
	Method    int
	Retryable bool // go-retryablehttp's *Request
}

// HTTPRequestCtors build requests whose method decides what Do does.
var HTTPRequestCtors = map[string]HTTPRequestCtor{
	// net/http (Go 1.26): NewRequest(method, url string, body io.Reader),
	// NewRequestWithContext(ctx, method, url, body).
	"net/http.NewRequest":            {Method: 0},
	"net/http.NewRequestWithContext": {Method: 1},
	// github.com/hashicorp/go-retryablehttp@v0.7.8 client.go:315,323.
	"github.com/hashicorp/go-retryablehttp.NewRequest":            {Method: 0, Retryable: true},
	"github.com/hashicorp/go-retryablehttp.NewRequestWithContext": {Method: 1, Retryable: true},
}

// HTTPSenders send a request built by an HTTPRequestCtor: the write's class
// is that of the request's method (HTTPMethodClass).
var HTTPSenders = map[string]WriteAPI{
	// net/http: (*Client).Do(req *Request).
	"(*net/http.Client).Do": {Slot: SlotHeader, Arg: 0, SDK: "net/http"},
	// go-retryablehttp@v0.7.8 client.go:666: (*Client).Do(req *Request); the
	// default client (NewClient, RetryMax 4) sends it up to 5 times, POST
	// included (DefaultRetryPolicy retries connection errors, 429 and 5xx).
	"(*github.com/hashicorp/go-retryablehttp.Client).Do": {Slot: SlotHeader, Arg: 0, SDK: "go-retryablehttp", Attempts: 5},
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

// Writes are functions of real APIs whose class does not depend on their
// arguments, by full name.
var Writes = map[string]WriteAPI{
	// net/http (Go 1.26) client.go: Post(url, contentType string, body
	// io.Reader), PostForm(url string, data url.Values), and the *Client
	// methods of the same shape. No header can be set on them.
	"net/http.Post":                   {Class: WriteKeyed, Slot: SlotRewrite, SDK: "net/http", Form: &PostForm{URL: 0, ContentType: 1, Body: 2}},
	"net/http.PostForm":               {Class: WriteKeyed, Slot: SlotRewrite, SDK: "net/http", Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true}},
	"(*net/http.Client).Post":         {Class: WriteKeyed, Slot: SlotRewrite, SDK: "net/http", Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Client: true}},
	"(*net/http.Client).PostForm":     {Class: WriteKeyed, Slot: SlotRewrite, SDK: "net/http", Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Client: true}},
	"net/http.Get":                    {Class: WriteRead, SDK: "net/http"},
	"net/http.Head":                   {Class: WriteRead, SDK: "net/http"},
	"(*net/http.Client).Get":          {Class: WriteRead, SDK: "net/http"},
	"(*net/http.Client).Head":         {Class: WriteRead, SDK: "net/http"},
	"(*net/http.Client).CloseIdle":    {Class: WriteRead, SDK: "net/http"},
	"(*net/http.Request).WithContext": {Class: WriteRead, SDK: "net/http"},
	// go-retryablehttp@v0.7.8 client.go:891-914: the package functions use
	// a default NewClient, which retries.
	"github.com/hashicorp/go-retryablehttp.Post":               {Class: WriteKeyed, Slot: SlotRewrite, SDK: "go-retryablehttp", Attempts: 5, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Retryable: true}},
	"github.com/hashicorp/go-retryablehttp.PostForm":           {Class: WriteKeyed, Slot: SlotRewrite, SDK: "go-retryablehttp", Attempts: 5, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Retryable: true}},
	"(*github.com/hashicorp/go-retryablehttp.Client).Post":     {Class: WriteKeyed, Slot: SlotRewrite, SDK: "go-retryablehttp", Attempts: 5, Form: &PostForm{URL: 0, ContentType: 1, Body: 2, Client: true, Retryable: true}},
	"(*github.com/hashicorp/go-retryablehttp.Client).PostForm": {Class: WriteKeyed, Slot: SlotRewrite, SDK: "go-retryablehttp", Attempts: 5, Form: &PostForm{URL: 0, ContentType: -1, Body: 1, Values: true, Client: true, Retryable: true}},
	"github.com/hashicorp/go-retryablehttp.Get":                {Class: WriteRead, SDK: "go-retryablehttp"},
	"github.com/hashicorp/go-retryablehttp.Head":               {Class: WriteRead, SDK: "go-retryablehttp"},
	"(*github.com/hashicorp/go-retryablehttp.Client).Get":      {Class: WriteRead, SDK: "go-retryablehttp"},
	"(*github.com/hashicorp/go-retryablehttp.Client).Head":     {Class: WriteRead, SDK: "go-retryablehttp"},
	// net/smtp (Go 1.26): SendMail sends a message; SMTP has no key.
	"net/smtp.SendMail":        {Class: WriteUnkeyed, SDK: "net/smtp"},
	"(*net/smtp.Client).Data":  {Class: WriteUnkeyed, SDK: "net/smtp"},
	"(*net/smtp.Client).Reset": {Class: WriteIdempotent, SDK: "net/smtp"},
}

// stripe-go classes of stripeWrites (writes_stripe.go, generated).
const (
	stripeRead = iota
	stripeIdempotent
	stripeKeyed
)

type stripeOp struct {
	class  int
	params int
}

// stripeVersion matches the major versions of stripe-go whose resource
// packages and params share v82's names and Params.IdempotencyKey.
var stripeVersion = regexp.MustCompile(`github\.com/stripe/stripe-go/v(7[6-9]|8[0-9])\b`)

// StripeModule is the path stripe-go's table is keyed by.
const StripeModule = "github.com/stripe/stripe-go/v82"

// LookupWrite returns what the catalog knows about the function called name:
// the Writes table, stripe-go's generated table (for every major version
// from v76, under v82's names), and aws-sdk-go-v2 operations, which are
// decided by their input type (see AWSTokenFields).
func LookupWrite(name string) (WriteAPI, bool) {
	if w, ok := Writes[name]; ok {
		return w, true
	}
	if strings.Contains(name, "github.com/stripe/stripe-go/v") {
		n := stripeVersion.ReplaceAllString(name, StripeModule)
		if op, ok := stripeWrites[n]; ok {
			w := WriteAPI{SDK: "stripe-go", Arg: op.params}
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
			return w, true
		}
	}
	return WriteAPI{}, false
}

// AWSServicePrefix is the package path prefix of aws-sdk-go-v2 service
// clients: an operation is a method of *Client in such a package taking
// (ctx, params *XInput, optFns...).
const AWSServicePrefix = "github.com/aws/aws-sdk-go-v2/service/"

// AWSTokenFields are input fields that the aws-sdk-go-v2 models mark as
// idempotency tokens (ec2 ClientToken, CloudFormation and Secrets Manager
// ClientRequestToken, ...). SQS MessageDeduplicationId is not one: it is
// refused by standard queues.
var AWSTokenFields = []string{"ClientToken", "ClientRequestToken", "IdempotencyToken"}

// AWSDefaultAttempts is the attempt bound of aws-sdk-go-v2's standard
// retryer (aws/retry/standard.go DefaultMaxAttempts = 3).
const AWSDefaultAttempts = 3

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
	for k := range awsAutofill {
		if strings.HasPrefix(k, pkg+".") {
			return false, true // a service we generated: this operation does not
		}
	}
	return false, false
}
