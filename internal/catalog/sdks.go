package catalog

// SDKs and client libraries: one record per library that sends requests,
// holding its writes and reads, its retrying and how to turn it off, where
// its keys go and which of its functions make fresh values.

// An SDK is a client library: what its calls do to the world and how its
// own retrying works.
type SDK struct {
	ID   SDKID
	Name string // how messages name it
	// Module is the module path. With Majors, it is the path without the
	// major version, and every major (/v72, /v83...) is read alike: names
	// in the record may carry any major, StripMajor removes it.
	Module string
	Majors bool
	// Retrying is known from this record, for Module and for Also: facts
	// computed from the module's source (a retry loop deep in the client) are
	// not used, so that a call with its retries turned off stays off.
	KnownRetries bool
	Also         []string
	// Attempts is the default number of attempts of an API call, retries
	// included; 0 when the SDK does not retry by itself.
	Attempts int
	// RetriesTransient says the SDK's own retries cover every transient
	// failure: lost connections and timeouts, throttling (429 and the
	// throttling error codes) and server errors (5xx). A caller's retry
	// that admits only such failures retries what the SDK retried already,
	// and can stop on them without leaving any of them unretried.
	RetriesTransient bool
	// OptionPkg is the package, under the module's major version, of the
	// per-call RequestOption that sets the retries; MaxRetries is its
	// function, whose argument counts retries (0 turns them off).
	OptionPkg  string
	MaxRetries string
	// HTTPClientOption is the RequestOption of OptionPkg that hands the
	// SDK the *http.Client it sends with ("" none): a retrying one retries
	// under each of the SDK's attempts.
	HTTPClientOption string
	// Clients are retrying client types by full type name; ClientFuncs the
	// package functions that send through a client with its defaults.
	Clients     map[string]RetryingClient
	ClientFuncs map[string]RetryingClient
	// Services (aws-sdk-go-v2) and Backends (stripe-go) say how the SDK's
	// clients retry and how a call or a client is made to try once.
	Services *AWSServices
	Backends *StripeBackends
	// ServerRetries: the client retries failures only when told to (go-tfe).
	ServerRetries *ServerRetries
	// DefaultRetries: the client retries every request unless told not to
	// (vault/api).
	DefaultRetries *DefaultRetries
	// RuntimeRetries: the calls retry only when the runtime options they
	// are given turn it on (Alibaba Cloud's tea-rpc).
	RuntimeRetries *RuntimeRetries
	// ConfigRetries: the clients retry only when the config their
	// constructor is given sets a retry count (tencentcloud-sdk-go,
	// darabonba-openapi).
	ConfigRetries *ConfigRetries
	// Generated is a path prefix under which every module named
	// <product>-<yyyymmdd> is a product SDK generated on this one
	// ("github.com/alibabacloud-go/" for cs-20151215, ecs-20140526): its
	// retrying is this record's, as for Also.
	Generated string
	// RetryBounds are the fields that bound a retry the SDK's own code
	// makes (a request that calls itself again while an attempt count is
	// below the field), by full name ("pkg.Type.Field"), to the value the
	// SDK's constructor gives them.
	RetryBounds map[string]int
	// Writes are the functions whose class does not depend on their
	// arguments, by full name (their ID is filled from the record); Senders
	// send a request built by RequestCtors, whose method decides the class.
	Writes    map[string]WriteAPI
	generated map[string]stripeOp // writes_stripe.go
	// older are the generated tables of older majors (writes_stripe_v72.go),
	// read for the functions that the newest major no longer has.
	older        []map[string]stripeOp
	Senders      map[string]WriteAPI
	RequestCtors map[string]HTTPRequestCtor
	// KeySetters are methods whose argument at the index is stored as the
	// request's idempotency key; TokenFields are input fields that the SDK's
	// models mark as idempotency tokens.
	KeySetters  map[string]int
	TokenFields []string
	// Fresh are functions whose every call returns a new value, to how
	// messages name them; Passthrough return a value made from their
	// arguments only.
	Fresh       map[string]string
	Passthrough []string
	// NewKey is a function of the module's root package (see IsRoot) that
	// returns a new idempotency key, which a fix calls where the file
	// imports that package ("" none).
	NewKey string
	// KeyGen is the generator a fix calls for this SDK's keys, imported
	// where the file does not import it yet, whatever the file imports
	// otherwise: an API that takes only one shape of key (Google Cloud's
	// RequestId must be a UUID) says which here; nil takes the fix's
	// default (uuid.NewString where imported, NewKey, crypto/rand.Text).
	KeyGen *KeyGenerator
	// StringPtr is the function, by full name, that makes from a string the
	// *string an input field wants, which a fix calls where the file
	// imports its package ("" none: the fix takes the address).
	StringPtr string
	// AmbiguousFuncs, AmbiguousTypes and AmbiguousConstants tell an unknown
	// outcome apart (see ambiguity.go), to how messages name them.
	AmbiguousFuncs     map[string]string
	AmbiguousTypes     map[string]string
	AmbiguousConstants map[string]string
}

// RuntimeRetries describes calls that retry only when the runtime options
// passed to them turn retries on: a bool field (or its setter) and an
// attempt count field (or its setter).
type RuntimeRetries struct {
	// Calls are the calls, by full name, to the index of their runtime
	// options argument; Options the options' types, by full name.
	Calls   map[string]int
	Options []string
	// Field and Setter turn the retries on; AttemptsField and
	// AttemptsSetter bound them: attempts = the count + AttemptsAdd,
	// DefaultAttempts when the count is not set.
	Field, Setter, AttemptsField, AttemptsSetter string
	AttemptsAdd, DefaultAttempts                 int
	// Retried is the function, by full name, that the SDK's loop asks
	// whether to send an error's request again; its result is a *bool that
	// RetriedValue reads. A caller's retry can stop on the errors it admits
	// and keep retrying the others.
	Retried, RetriedValue string
}

// ConfigRetries describes clients that retry only when the config handed
// to their constructor turns retries on; with the defaults they make one
// attempt per call.
type ConfigRetries struct {
	// Constructor is the name of the SDK's package functions that make a
	// client ("NewClient": every product package has one), and Config the
	// full name of the type of the config argument they take.
	Constructor string
	Config      string
	// Switch is the path of a bool field of the config that must be true
	// for any retry ("RetryOptions.Retryable"), "" for none.
	Switch string
	// Counts are the paths of int fields of the config (through struct
	// fields and the elements of slices: "RetryOptions.RetryCondition.
	// MaxAttempts") that count retries, one per nested retry loop of the
	// SDK: a call makes the product of (count + 1) attempts, counting the
	// largest value each path is given.
	Counts []string
	// On says, for messages, what turns the retries on.
	On string
}

// A RetryingClient is a type whose request methods retry internally.
type RetryingClient struct {
	Attempts int             // default attempts, retries included
	Short    string          // how messages name it
	Methods  map[string]bool // the methods that send a request
	// RetriesField is the field that counts retries (not attempts), whose
	// value 0 turns the retries off.
	RetriesField string
	// CheckField is the field holding the function that decides after each
	// attempt whether to retry, whose first result is true to retry ("" none).
	CheckField string
	// TransportField is the field holding the *http.Client each attempt is
	// sent with: a retrying one stacks its retries under these ("" none).
	TransportField string
}

// AWSServices describes aws-sdk-go-v2 service clients: every operation
// method of *<service>.Client takes optFns ...func(*<service>.Options).
type AWSServices struct {
	ServicePrefix, ClientType, OptionsType, AttemptsField, RetryerField, NopRetryer string
	ConfigAttemptsOption, ConfigRetryerOption                                       string
	Attempts                                                                        int // the SDK's Attempts
}

// ServerRetries describes a client that by default retries only throttled
// requests (429: refused, not applied) and retries the failures after
// which a request may have applied (5xx, lost connections) only when that
// is turned on: by a bool field of the config passed to its constructor,
// or by a method of the client called with true. Until then it is no retry
// layer of writes.
type ServerRetries struct {
	Client      string // the client type, by full name
	Constructor string // the function that makes one from a config, by full name
	ConfigField string // the config's bool field that turns the retries on
	Setter      string // the client's method, by full name, that sets it
}

// DefaultRetries describes a client that retries every request by itself
// unless told not to, and whose API objects are handed out by accessor
// methods (vault/api: client.Logical().Write). Its retries count retries,
// not attempts: 0 turns them off.
type DefaultRetries struct {
	Client      string   // the client type, by full name
	Accessors   []string // the client's methods, by full name, whose results send the requests
	Constructor string   // the function that makes a client from a config, by full name
	ConfigField string   // the config's int field that counts the retries
	Setter      string   // the client's method, by full name, that sets them
}

// StripeBackends describes how stripe-go calls retry: through a Backend set
// per client.
type StripeBackends struct {
	// Module is the prefix of the packages of every major: the SDK's Module
	// and "/v".
	Module, ParamsSuffix, NewClient, WithBackends, NewBackendsWithConfig, BackendConfig, RetriesField, Int64 string
	HTTPClientField                                                                                          string
	Attempts                                                                                                 int // the SDK's Attempts
}

// IsRoot reports whether path is the root package of the SDK's module: with
// Majors, that of a major with its version suffix ("/v82").
func (s *SDK) IsRoot(path string) bool {
	if !s.Majors {
		return path == s.Module
	}
	return path != s.Module && StripMajor(path) == s.Module
}

// RetryableHTTPClient is the retrying client type of go-retryablehttp.
const RetryableHTTPClient = "github.com/hashicorp/go-retryablehttp.Client"

// RetryableHTTPPackage is go-retryablehttp's package, and
// RetryableHTTPCheckRetry the type of a client's CheckRetry (v0.7.8
// client.go:70), asked after every attempt whether to send again.
const (
	RetryableHTTPPackage    = "github.com/hashicorp/go-retryablehttp"
	RetryableHTTPCheckRetry = RetryableHTTPPackage + ".CheckRetry"
)

// NetHTTPPackage is the standard library's HTTP package, which fixes import
// to name a request's types.
const NetHTTPPackage = "net/http"

// RetryableHTTPNewClient makes a client with the default RetryMax.
const RetryableHTTPNewClient = "github.com/hashicorp/go-retryablehttp.NewClient"

// StandardClient returns a *http.Client whose transport is the retrying
// client (go-retryablehttp@v0.7.8 client.go:920).
const StandardClient = "(*github.com/hashicorp/go-retryablehttp.Client).StandardClient"

// RetryableHTTPRoundTripper is the transport that StandardClient installs;
// its Client field is the retrying client (roundtripper.go).
const RetryableHTTPRoundTripper = "github.com/hashicorp/go-retryablehttp.RoundTripper"

// HTTPClient is net/http's client type.
const HTTPClient = "net/http.Client"

// HTTPClientMethods are the methods of *net/http.Client that send a request.
var HTTPClientMethods = map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true}

// SDKs are the client libraries of SPEC §1 (net/http and net/smtp
// included: they write), with those of sdks_more.go.
var SDKs = append([]SDK{
	// net/http (Go 1.26) client.go: Post(url, contentType string, body
	// io.Reader), PostForm(url string, data url.Values), and the *Client
	// methods of the same shape. No header can be set on them.
	{
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
	},
	// github.com/hashicorp/go-retryablehttp@v0.7.8 client.go: NewClient sets
	// RetryMax = defaultRetryMax = 4, and Do retries every method, POST
	// included, on connection errors, 429 and 5xx (DefaultRetryPolicy). Get,
	// Head, Post and PostForm (client.go:891-914) use defaultClient =
	// NewClient().
	{
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
	},
	// net/smtp (Go 1.26): SendMail sends a message; SMTP has no key. Data
	// sends the DATA command and returns the message's writer: the server
	// accepts the message when that writer is closed (smtp.go dataCloser.Close
	// reads the 250 reply), so Data only opens the write.
	{
		ID:     SDKNetSMTP,
		Name:   "net/smtp",
		Module: "net/smtp",
		Writes: map[string]WriteAPI{
			"net/smtp.SendMail":        {Class: WriteUnkeyed},
			"(*net/smtp.Client).Data":  {Class: WriteUnkeyed, Opens: true},
			"(*net/smtp.Client).Reset": {Class: WriteIdempotent},
		},
	},
	// github.com/stripe/stripe-go/v82@v82.5.1: API calls go through a
	// Backend whose MaxNetworkRetries defaults to DefaultMaxNetworkRetries = 2
	// (stripe.go:50), set per client with BackendConfig.MaxNetworkRetries.
	// There is no per-call setting. Its writes are generated
	// (writes_stripe.go). Names of every major are read as v82's. Checked
	// against v72.122.0 (and v72.0.0, v75.0.0 for the two facts below):
	// the same DefaultMaxNetworkRetries = 2 (stripe.go:51, applied by
	// GetBackendWithConfig at stripe.go:1046, so the package-level
	// functions, charge.New(params), and client.API's clients, sc.Charges.New,
	// retry alike), the same automatic key (stripe.go:405-414: a nil
	// Params.IdempotencyKey on a POST, PUT, PATCH or DELETE gets
	// NewIdempotencyKey(), reused only by the SDK's own retries),
	// Params.IdempotencyKey, SetIdempotencyKey, String and ErrorTypeAPI
	// (params.go:192-274). v72 has 88 functions that v82 no longer has
	// (sub.New, subitem.New, reversal.New, usagerecord.New, order.Pay, ...):
	// its own generated table (writes_stripe_v72.go) supplies them; for the
	// functions both have, the classes are the same (only the params index
	// of the read session.ListLineItems differs). v72's clients are made
	// with client.New(key, backends), which nestedretry's fix (for
	// stripe.NewClient) does not rewrite.
	{
		ID:           SDKStripe,
		Name:         "stripe-go",
		Module:       "github.com/stripe/stripe-go",
		Majors:       true,
		KnownRetries: true,
		Attempts:     3,
		generated:    stripeWritesV82,
		older:        []map[string]stripeOp{stripeWritesV72},
		Backends: &StripeBackends{
			ParamsSuffix:          "Params",
			NewClient:             "NewClient",
			WithBackends:          "WithBackends",
			NewBackendsWithConfig: "NewBackendsWithConfig",
			BackendConfig:         "BackendConfig",
			RetriesField:          "MaxNetworkRetries",
			Int64:                 "Int64",
			// stripe.go:227 BackendConfig.HTTPClient *http.Client, the
			// client every attempt is sent with (:722); shouldRetry
			// (:1018) retries every error that is not Stripe's own but a
			// redirect, scheme or certificate url.Error (:1047-1066), so
			// the error a retrying client gives up with is retried.
			HTTPClientField: "HTTPClient",
		},
		// params.go: (*Params).SetIdempotencyKey(val string).
		KeySetters: map[string]int{"(*github.com/stripe/stripe-go/v82.Params).SetIdempotencyKey": 0},
		// params.go: NewIdempotencyKey formats time.Now and random bytes.
		Fresh:       map[string]string{"github.com/stripe/stripe-go/v82.NewIdempotencyKey": "stripe.NewIdempotencyKey"},
		NewKey:      "NewIdempotencyKey",
		Passthrough: []string{"github.com/stripe/stripe-go/v82.String"},
		// error.go: api_error covers problems on Stripe's side, after which
		// the request may have applied.
		AmbiguousConstants: map[string]string{"github.com/stripe/stripe-go/v82.ErrorTypeAPI": "stripe.ErrorTypeAPI"},
	},
	// github.com/aws/aws-sdk-go-v2@v1.48.0, service/*: every operation method
	// of *<service>.Client takes optFns ...func(*<service>.Options) and
	// retries with the standard retryer, retry.DefaultMaxAttempts = 3
	// attempts (aws/retry/standard.go); a per-call option that sets
	// Options.RetryMaxAttempts = 1, or a Retryer of aws.NopRetryer
	// (MaxAttempts 1), makes one attempt. The operations that fill a nil
	// token are generated (writes_aws.go).
	{
		ID:           SDKAWS,
		Name:         "aws-sdk-go-v2",
		Module:       "github.com/aws/aws-sdk-go-v2",
		KnownRetries: true,
		// aws/retry/standard.go (v1.43.5): connection errors, 500, 502,
		// 503, 504 (DefaultRetryableHTTPStatusCodes), the throttling codes
		// (DefaultThrottleErrorCodes) and request timeouts.
		RetriesTransient: true,
		Also:             []string{"github.com/aws/smithy-go"},
		Attempts:         3,
		Services: &AWSServices{
			ServicePrefix:        "github.com/aws/aws-sdk-go-v2/service/",
			ClientType:           "Client",
			OptionsType:          "Options",
			AttemptsField:        "RetryMaxAttempts",
			RetryerField:         "Retryer",
			NopRetryer:           "github.com/aws/aws-sdk-go-v2/aws.NopRetryer",
			ConfigAttemptsOption: "github.com/aws/aws-sdk-go-v2/config.WithRetryMaxAttempts",
			ConfigRetryerOption:  "github.com/aws/aws-sdk-go-v2/config.WithRetryer",
		},
		// ec2 ClientToken, CloudFormation and Secrets Manager
		// ClientRequestToken, ... SQS MessageDeduplicationId is not one: it is
		// refused by standard queues.
		TokenFields: []string{"ClientToken", "ClientRequestToken", "IdempotencyToken"},
		// Operations whose input has no token field, by hand: the
		// generated tables hold only the operations that fill one.
		// service/sesv2@v1.79.9 api_op_SendEmail.go:28, api_op_SendBulkEmail.go:14:
		// SendEmailInput and SendBulkEmailInput carry no token (no
		// idempotencyToken member), so a send is an unkeyed write, which the
		// standard retryer also resends. SQS SendMessage (sqs@v1.53.0
		// api_op_SendMessage.go:132) and SNS Publish (sns@v1.48.0
		// api_op_Publish.go:159) are not listed as keyed with
		// MessageDeduplicationId as the slot: it applies to FIFO queues and
		// topics only, a standard queue refuses it, and whether a queue is
		// FIFO is not in the code, so suggesting it would break the send.
		// SNS Publish (api_op_Publish.go:35) and PublishBatch
		// (api_op_PublishBatch.go:56) are writes whose class depends on the
		// topic (FIFOWrite): a standard topic takes no key (api_op_Publish.go:118,
		// "applies only to FIFO topics"), so a publish to one is an unkeyed
		// write; a FIFO topic's name ends in ".fifo", and there
		// MessageDeduplicationId is the slot, or, left empty, the topic's
		// ContentBasedDeduplication deduplicates by the message's hash
		// (without it the publish fails, :144), so a repeat within five
		// minutes is dropped. A batch's ids are per entry
		// (types.PublishBatchRequestEntry, types/types.go:377), so a batch
		// that may go to a FIFO topic is left unclassified.
		Writes: map[string]WriteAPI{
			"(*github.com/aws/aws-sdk-go-v2/service/sesv2.Client).SendEmail":     {Class: WriteUnkeyed},
			"(*github.com/aws/aws-sdk-go-v2/service/sesv2.Client).SendBulkEmail": {Class: WriteUnkeyed},
			"(*github.com/aws/aws-sdk-go-v2/service/sns.Client).Publish": {Class: WriteUnkeyed,
				FIFO: &FIFOWrite{Arg: 1, Field: "MessageDeduplicationId", Targets: []string{"TopicArn", "TargetArn"}, Suffix: ".fifo"}},
			"(*github.com/aws/aws-sdk-go-v2/service/sns.Client).PublishBatch": {Class: WriteUnkeyed,
				FIFO: &FIFOWrite{Arg: 1, Targets: []string{"TopicArn"}, Suffix: ".fifo"}},
			// SQS is SNS's shape, checked at service/sqs@v1.53.0:
			// SendMessage (api_op_SendMessage.go:25) takes QueueUrl (:64)
			// and MessageDeduplicationId (:132), which "applies only to
			// FIFO queues" (:81); a FIFO queue's URL ends in ".fifo", and
			// there an empty id leaves the deduplication to
			// ContentBasedDeduplication (:94-108, without it the send
			// fails). SendMessageBatch (api_op_SendMessageBatch.go:40,
			// QueueUrl :67) carries its ids per entry
			// (types.SendMessageBatchRequestEntry, types/types.go:632). A
			// standard queue takes no key: a send retried may enqueue two
			// messages with different MessageIds.
			"(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessage": {Class: WriteUnkeyed,
				FIFO: &FIFOWrite{Arg: 1, Field: "MessageDeduplicationId", Targets: []string{"QueueUrl"}, Suffix: ".fifo"}},
			"(*github.com/aws/aws-sdk-go-v2/service/sqs.Client).SendMessageBatch": {Class: WriteUnkeyed,
				FIFO: &FIFOWrite{Arg: 1, Targets: []string{"QueueUrl"}, Suffix: ".fifo"}},
		},
		Passthrough: []string{"github.com/aws/aws-sdk-go-v2/aws.String"},
		// aws/to_ptr.go: String(v string) *string.
		StringPtr: "github.com/aws/aws-sdk-go-v2/aws.String",
		// aws/retry/timeout_error.go: IsErrorTimeout on the SDK's timeout
		// classifiers; aws/retry/retryable_error.go: RetryableConnectionError
		// recognises dropped and reset connections.
		AmbiguousFuncs: map[string]string{
			"(github.com/aws/aws-sdk-go-v2/aws/retry.TimeouterError).IsErrorTimeout":             "retry.TimeouterError.IsErrorTimeout",
			"(github.com/aws/aws-sdk-go-v2/aws/retry.IsErrorTimeouts).IsErrorTimeout":            "retry.IsErrorTimeouts.IsErrorTimeout",
			"(github.com/aws/aws-sdk-go-v2/aws/retry.IsErrorTimeout).IsErrorTimeout":             "retry.IsErrorTimeout",
			"(github.com/aws/aws-sdk-go-v2/aws/retry.RetryableConnectionError).IsErrorRetryable": "retry.RetryableConnectionError.IsErrorRetryable",
		},
		// aws/retry/errors.go: the SDK's own retries ran out on retryable
		// (possibly applied) failures.
		AmbiguousTypes: map[string]string{"github.com/aws/aws-sdk-go-v2/aws/retry.MaxAttemptsError": "*retry.MaxAttemptsError"},
		// github.com/aws/smithy-go@v1.28.9 errors.go: a server-side fault.
		AmbiguousConstants: map[string]string{"github.com/aws/smithy-go.FaultServer": "smithy.FaultServer"},
	},
	// github.com/openai/openai-go/v3@v3.98.0 internal/requestconfig:
	// MaxRetries defaults to 2; option.WithMaxRetries(0) makes one request.
	// No request carries an automatic Idempotency-Key: NewRequestConfig
	// (requestconfig.go:267-290) sets Accept, X-Stainless-Retry-Count and
	// the platform headers only; the IdempotencyKey parameters (the agents
	// stream's, agents_stream.go:42, and two agent operations' params, see
	// openaiWrites) are sent only when the caller sets them. Its retries
	// resend a POST unkeyed.
	// option/requestoption.go:61 WithHTTPClient(client HTTPClient) sends
	// with that client; requestconfig.go:390 shouldRetry retries whenever
	// there is no response (:403), so an error from a retrying client (a
	// go-retryablehttp StandardClient gives up with an error) is retried:
	// the SDK's attempts multiply the client's.
	{ID: SDKOpenAI, Name: "openai-go", Module: "github.com/openai/openai-go", Majors: true, Writes: openaiWrites, KnownRetries: true, Attempts: 3, OptionPkg: "option", MaxRetries: "WithMaxRetries", HTTPClientOption: "WithHTTPClient",
		// field.go:10 String(s) is param.NewOpt(s) (packages/param/option.go):
		// the optional that the IdempotencyKey fields take.
		Passthrough: []string{"github.com/openai/openai-go/v3.String", "github.com/openai/openai-go/v3/packages/param.NewOpt"}},
	// github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 internal/requestconfig:
	// MaxRetries defaults to 2; option.WithMaxRetries(0) turns retries off.
	// No request carries an automatic Idempotency-Key (no such header
	// anywhere in internal/requestconfig or option).
	{ID: SDKAnthropic, Name: "anthropic-sdk-go", Module: "github.com/anthropics/anthropic-sdk-go", Majors: true, Writes: anthropicWrites, KnownRetries: true, Attempts: 3, OptionPkg: "option", MaxRetries: "WithMaxRetries"},
	// github.com/slack-go/slack@v0.36.0 chat.go: chat.postMessage has no
	// key slot, so a post is an unkeyed write; UpdateMessage edits the
	// message at a timestamp and DeleteMessage removes it. The client does
	// not retry unless built with OptionRetry or OptionRetryConfig
	// (slack.go:160, :176).
	{
		ID:     SDKSlack,
		Name:   "slack-go",
		Module: "github.com/slack-go/slack",
		Writes: map[string]WriteAPI{
			"(*github.com/slack-go/slack.Client).PostMessage":          {Class: WriteUnkeyed},
			"(*github.com/slack-go/slack.Client).PostMessageContext":   {Class: WriteUnkeyed},
			"(*github.com/slack-go/slack.Client).SendMessage":          {Class: WriteUnkeyed},
			"(*github.com/slack-go/slack.Client).SendMessageContext":   {Class: WriteUnkeyed},
			"(*github.com/slack-go/slack.Client).PostEphemeral":        {Class: WriteUnkeyed},
			"(*github.com/slack-go/slack.Client).ScheduleMessage":      {Class: WriteUnkeyed},
			"(*github.com/slack-go/slack.Client).UpdateMessage":        {Class: WriteIdempotent},
			"(*github.com/slack-go/slack.Client).UpdateMessageContext": {Class: WriteIdempotent},
			"(*github.com/slack-go/slack.Client).DeleteMessage":        {Class: WriteIdempotent},
		},
	},
	// github.com/sendgrid/sendgrid-go@v3.16.1+incompatible base_interface.go:59,
	// :64: Send and SendWithContext post an SGMailV3 to /v3/mail/send,
	// which takes no idempotency key (BatchID schedules and cancels, it does
	// not deduplicate). The client does not retry: only MakeRequestRetry
	// (base_interface.go:109) retries, and only on 429. API and MakeRequest
	// are not listed: the request's Method decides what they do.
	{
		ID:     SDKSendGrid,
		Name:   "sendgrid-go",
		Module: "github.com/sendgrid/sendgrid-go",
		Writes: map[string]WriteAPI{
			"(*github.com/sendgrid/sendgrid-go.Client).Send":            {Class: WriteUnkeyed},
			"(*github.com/sendgrid/sendgrid-go.Client).SendWithContext": {Class: WriteUnkeyed},
		},
	},
	// github.com/twilio/twilio-go@v1.31.0 rest/api/v2010 (package openapi),
	// reached as RestClient.Api: CreateMessage (accounts_messages.go:191) and
	// CreateCall (accounts_calls.go:269) take params with no key field (the
	// IdempotencyKey form field exists only on Pay and a few newer APIs), so
	// a retried send may text or call twice; UpdateMessage (:891) sets a
	// message by Sid; FetchMessage (:493) and ListMessage (:730) read. The
	// default client (client/client.go:54) does not retry.
	{
		ID:     SDKTwilio,
		Name:   "twilio-go",
		Module: "github.com/twilio/twilio-go",
		Writes: map[string]WriteAPI{
			"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).CreateMessage": {Class: WriteUnkeyed},
			"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).CreateCall":    {Class: WriteUnkeyed},
			"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).UpdateMessage": {Class: WriteIdempotent},
			"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).FetchMessage":  {Class: WriteRead},
			"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).ListMessage":   {Class: WriteRead},
		},
	},
	// github.com/mailgun/mailgun-go/v4@v4.23.0 messages.go:711: Send(ctx, m)
	// posts a message, and Mailgun has no idempotency for messages; the
	// Mailgun interface declares it too (mailgun.go:147). The client does not
	// retry.
	{
		ID:     SDKMailgun,
		Name:   "mailgun-go",
		Module: "github.com/mailgun/mailgun-go/v4",
		Writes: map[string]WriteAPI{
			"(*github.com/mailgun/mailgun-go/v4.MailgunImpl).Send":             {Class: WriteUnkeyed},
			"(github.com/mailgun/mailgun-go/v4.Mailgun).Send":                  {Class: WriteUnkeyed},
			"(*github.com/mailgun/mailgun-go/v4.MailgunImpl).GetStoredMessage": {Class: WriteRead},
		},
	},
	// github.com/bwmarrin/discordgo@v0.29.0 restapi.go:1734-1851, :2452: the
	// ChannelMessageSend family and WebhookExecute post a message;
	// MessageSend (message.go:245) has no nonce, so nothing deduplicates
	// them. ChannelMessageEdit (:1866) and ChannelMessageDelete (:1928) act
	// on a message ID; ChannelMessages (:1687) and ChannelMessage (:1720)
	// read. The session resends a request itself: New sets MaxRestRetries 3
	// (discord.go:45), and a 502 is sent again up to that many times, POST
	// included (restapi.go:270-278); per call WithRestRetries(0)
	// (restapi.go:136), per session s.MaxRestRetries = 0. The retry is
	// RequestWithLockedBucket calling itself with sequence+1 while
	// sequence < cfg.MaxRestRetries (restapi.go:272-275), cfg a
	// RequestConfig filled from the session (:109): read from the module's
	// source as a recursive retry, with the default bound below (3 retries,
	// 4 calls counted from sequence 0). A 429 calls it again with the same
	// sequence after the wait the server asks for (:279-295): the server
	// did not process that request, so it is not counted.
	{
		ID:     SDKDiscord,
		Name:   "discordgo",
		Module: "github.com/bwmarrin/discordgo",
		RetryBounds: map[string]int{
			"github.com/bwmarrin/discordgo.RequestConfig.MaxRestRetries": 3,
			"github.com/bwmarrin/discordgo.Session.MaxRestRetries":       3,
		},
		Writes: map[string]WriteAPI{
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSend":            {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendComplex":     {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendTTS":         {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbed":       {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbeds":      {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendReply":       {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbedReply":  {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbedsReply": {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).WebhookExecute":                {Class: WriteUnkeyed},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageEdit":            {Class: WriteIdempotent},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessageDelete":          {Class: WriteIdempotent},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessages":               {Class: WriteRead},
			"(*github.com/bwmarrin/discordgo.Session).ChannelMessage":                {Class: WriteRead},
		},
	},
	// github.com/google/go-github/v84@v84.0.0 github/: GitHub's REST API
	// takes no idempotency key. Issues.Create (issues.go:410),
	// Issues.CreateComment (issues_comments.go:120) and
	// Repositories.CreateRelease (repos_releases.go:207; two drafts may
	// share a tag) make a new object on each call. PullRequests.Create
	// (pulls.go:285) is not: a second pull request for the same head and
	// base is refused with 422 "A pull request already exists", so a retry
	// cannot open two, and it is read as idempotent. Edit and EditRelease
	// set an object by number or ID; Get and List read. The client does not
	// retry (github.go bareDo; one wait for a rate limit only when asked
	// through the context). Names of every major read as v84's: v50.2.0
	// has these methods with the same names, receivers and arguments
	// (issues.go:271, pulls.go:257, repos_releases.go:192).
	{
		ID:     SDKGitHub,
		Name:   "go-github",
		Module: "github.com/google/go-github",
		Majors: true,
		Writes: map[string]WriteAPI{
			"(*github.com/google/go-github/v84/github.IssuesService).Create":                {Class: WriteUnkeyed},
			"(*github.com/google/go-github/v84/github.IssuesService).CreateComment":         {Class: WriteUnkeyed},
			"(*github.com/google/go-github/v84/github.RepositoriesService).CreateRelease":   {Class: WriteUnkeyed},
			"(*github.com/google/go-github/v84/github.PullRequestsService).Create":          {Class: WriteIdempotent},
			"(*github.com/google/go-github/v84/github.IssuesService).Edit":                  {Class: WriteIdempotent},
			"(*github.com/google/go-github/v84/github.RepositoriesService).EditRelease":     {Class: WriteIdempotent},
			"(*github.com/google/go-github/v84/github.IssuesService).Get":                   {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.IssuesService).ListByRepo":            {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.IssuesService).ListComments":          {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.PullRequestsService).Get":             {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.PullRequestsService).List":            {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.RepositoriesService).GetRelease":      {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.RepositoriesService).GetReleaseByTag": {Class: WriteRead},
			"(*github.com/google/go-github/v84/github.RepositoriesService).ListReleases":    {Class: WriteRead},
		},
	},
	// github.com/hashicorp/vault/api@v1.23.0 logical.go: Read (:57) and List
	// (:185) read; Delete (:388) removes a path. What Write (:227) and
	// WriteWithContext (:231) do depends on the path (PathWrite): a KV put
	// sets a value and repeats harmlessly, while pki issue and sign,
	// root and intermediate generate, the creds of the database, aws and
	// ssh engines, aws sts, transit datakey, auth/token/create and an
	// approle secret-id make a new certificate, credential, key or token
	// on each call (Vault's API docs for each engine; vault/api sends the
	// path as given, logical.go:262). A path that cannot be read is left
	// unclassified. The client retries by itself: DefaultConfig sets MaxRetries
	// 2 (client.go:131-134, :263: "Defaults to 2 (for a total of three
	// tries)"), and every request goes through rawRequestWithContext
	// (client.go:1415), which sends it with a go-retryablehttp client of
	// RetryMax MaxRetries (:1510-1518) and DefaultRetryPolicy (:1888: go-
	// retryablehttp's, connection errors, 429 and 5xx, and a 412), whatever
	// the method. NewClient(config) (client.go:611) takes the config's
	// MaxRetries; SetMaxRetries(n) (:822) sets it per client; the
	// VAULT_MAX_RETRIES variable (:404) can override it at run time, which
	// no analysis sees. Logical() (logical.go:53) hands out the client's
	// *Logical, whose calls are those requests.
	{
		ID:               SDKVault,
		Name:             "vault/api",
		Module:           "github.com/hashicorp/vault/api",
		KnownRetries:     true,
		RetriesTransient: true,
		Attempts:         3,
		DefaultRetries: &DefaultRetries{
			Client:      "github.com/hashicorp/vault/api.Client",
			Accessors:   []string{"(*github.com/hashicorp/vault/api.Client).Logical"},
			Constructor: "github.com/hashicorp/vault/api.NewClient",
			ConfigField: "MaxRetries",
			Setter:      "(*github.com/hashicorp/vault/api.Client).SetMaxRetries",
		},
		Writes: map[string]WriteAPI{
			"(*github.com/hashicorp/vault/api.Logical).Read":              {Class: WriteRead},
			"(*github.com/hashicorp/vault/api.Logical).ReadWithContext":   {Class: WriteRead},
			"(*github.com/hashicorp/vault/api.Logical).List":              {Class: WriteRead},
			"(*github.com/hashicorp/vault/api.Logical).ListWithContext":   {Class: WriteRead},
			"(*github.com/hashicorp/vault/api.Logical).Write":             {Path: &PathWrite{Arg: 0, Issuing: vaultIssuing}},
			"(*github.com/hashicorp/vault/api.Logical).WriteWithContext":  {Path: &PathWrite{Arg: 1, Issuing: vaultIssuing}},
			"(*github.com/hashicorp/vault/api.Logical).Delete":            {Class: WriteIdempotent},
			"(*github.com/hashicorp/vault/api.Logical).DeleteWithContext": {Class: WriteIdempotent},
		},
	},
	// github.com/PagerDuty/go-pagerduty@v1.8.0 event_v2.go:13-22: V2Event
	// has DedupKey string (json "dedup_key,omitempty"); ManageEvent(e
	// V2Event) (:50), ManageEventWithContext(ctx, e V2Event) (:174) and the
	// Client methods of the same names taking *V2Event (:229, :234) post it
	// to the Events API v2. A trigger without a dedup_key opens a new alert
	// on each send (the service makes up a key); with one, a second trigger
	// of the same key joins the open alert. Acknowledge and resolve events
	// name their alert by the key. Neither function retries.
	{
		ID:     SDKPagerDuty,
		Name:   "go-pagerduty",
		Module: "github.com/PagerDuty/go-pagerduty",
		Writes: map[string]WriteAPI{
			"github.com/PagerDuty/go-pagerduty.ManageEvent":                      {Class: WriteKeyed, Slot: SlotField, Arg: 0, Field: "DedupKey"},
			"github.com/PagerDuty/go-pagerduty.ManageEventWithContext":           {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "DedupKey"},
			"(*github.com/PagerDuty/go-pagerduty.Client).ManageEvent":            {Class: WriteKeyed, Slot: SlotField, Arg: 0, Field: "DedupKey"},
			"(*github.com/PagerDuty/go-pagerduty.Client).ManageEventWithContext": {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "DedupKey"},
		},
	},
	// github.com/square/square-go-sdk/v3 at tag v3.1.0 (read from its
	// repository: the module proxy does not serve this module, so there is
	// no real-module case): payments/client.go:115 (*Client).Create(ctx,
	// *square.CreatePaymentRequest, ...option.RequestOption) and
	// refunds/client.go:111 (*Client).RefundPayment(ctx,
	// *square.RefundPaymentRequest, ...); both requests have IdempotencyKey
	// string (payments.go:189, refunds.go:38), required by the API. The
	// client's retrier (internal/retrier.go) resends the same request, key
	// included; not recorded as retrying: the key is required, so a call
	// without one fails before it can be duplicated.
	{
		ID:     SDKSquare,
		Name:   "square-go-sdk",
		Module: "github.com/square/square-go-sdk",
		Majors: true,
		Writes: map[string]WriteAPI{
			"(*github.com/square/square-go-sdk/v3/payments.Client).Create":       {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "IdempotencyKey"},
			"(*github.com/square/square-go-sdk/v3/refunds.Client).RefundPayment": {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "IdempotencyKey"},
		},
	},
	// Google Cloud's generated clients take a RequestId in the requests of
	// their long-running creates. cloud.google.com/go/alloydb@v1.33.1
	// apiv1/alloydb_admin_client.go:631, :762: CreateCluster(ctx,
	// *alloydbpb.CreateClusterRequest, ...gax.CallOption) and
	// CreateInstance(ctx, *alloydbpb.CreateInstanceRequest, ...); both
	// requests have RequestId string (alloydbpb/service.pb.go:707, :2132),
	// which "must be a valid UUID" and makes the server ignore a request it
	// has completed in the last 60 minutes. The default call options of both
	// set a timeout and no retry (:138, :192). DeleteInstance (:815) removes,
	// GetInstance (:757) reads.
	{
		ID:     SDKGoogleCloud,
		Name:   "google-cloud-go",
		Module: "cloud.google.com/go",
		KeyGen: &KeyGenerator{Import: "github.com/google/uuid", Func: "NewString", Names: []string{"uuid", "guuid"}},
		Writes: map[string]WriteAPI{
			"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).CreateCluster":  {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "RequestId"},
			"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).CreateInstance": {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "RequestId"},
			"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).DeleteInstance": {Class: WriteIdempotent},
			"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).GetInstance":    {Class: WriteRead},
		},
	},
	// github.com/hashicorp/go-tfe@v1.111.2 run.go:28, :505: Runs.Create(ctx,
	// RunCreateOptions) queues a new run on each call, and the API takes no
	// key, so a retry after a timeout may queue (and apply) twice: an unkeyed
	// write. workspace.go:29, :904: Workspaces.Create(ctx, organization,
	// WorkspaceCreateOptions) creates a workspace by its required name, and
	// a second create of a name is refused (422, name already taken), so a
	// retry makes nothing twice.
	// github.com/hashicorp/go-tfe@v1.111.2 tfe.go: NewClient (:368) builds
	// a retryablehttp.Client with RetryMax 30 (:433-440) and CheckRetry
	// retryHTTPCheck (:659), which retries a 429 always, and a 5xx or a
	// connection error only when retryServerErrors is set: by
	// Config.RetryServerErrors (:81, false in DefaultConfig, :94) or
	// (*Client).RetryServerErrors(true) (:653). Its services are interfaces
	// (Runs, Workspaces), reached as client.Runs.Create. A 429 was refused,
	// so the default client is no retry layer of writes; with server errors
	// on, a call makes up to 31 attempts.
	{
		ID:           SDKTFE,
		Name:         "go-tfe",
		Module:       "github.com/hashicorp/go-tfe",
		KnownRetries: true,
		// With server errors on, the only way it is a layer: 429, 5xx and
		// connection errors.
		RetriesTransient: true,
		Attempts:         31,
		ServerRetries: &ServerRetries{
			Client:      "github.com/hashicorp/go-tfe.Client",
			Constructor: "github.com/hashicorp/go-tfe.NewClient",
			ConfigField: "RetryServerErrors",
			Setter:      "(*github.com/hashicorp/go-tfe.Client).RetryServerErrors",
		},
		Writes: map[string]WriteAPI{
			"(github.com/hashicorp/go-tfe.Runs).Create":       {Class: WriteUnkeyed},
			"(github.com/hashicorp/go-tfe.Runs).Read":         {Class: WriteRead},
			"(github.com/hashicorp/go-tfe.Workspaces).Create": {Class: WriteIdempotent},
			"(github.com/hashicorp/go-tfe.Workspaces).Read":   {Class: WriteRead},
		},
	},
	// github.com/alibabacloud-go/tea-rpc@v1.3.3 client/client.go:301
	// (*Client).DoRequest(action, protocol, method, version, authType *string,
	// query, body map[string]interface{}, runtime *util.RuntimeOptions), util
	// being github.com/alibabacloud-go/tea-utils/service: its loop (:326)
	// sends the request again while tea.AllowRetry says so and
	// tea.Retryable(err) holds. github.com/alibabacloud-go/tea@v1.2.2
	// tea/tea.go:612 AllowRetry: the first attempt always; a later one only
	// when runtime.Autoretry is true (:315 "retryable") and MaxAttempts
	// (default 3, :316) is not below the retry count, so MaxAttempts + 1
	// attempts in all; :824 Retryable: every error that is not an SDKError
	// (a lost connection, a timeout) and a 5xx. A POST that timed out after
	// the server took it is sent again. tea-utils@v1.4.5 service/service.go:
	// RuntimeOptions.Autoretry *bool (:23), MaxAttempts *int (:25), and
	// their setters SetAutoretry (:48), SetMaxAttempts (:58). The same in
	// tea-rpc v1.2.0 (:300) and tea v1.5.2.
	{
		ID:           SDKTeaRPC,
		Name:         "tea-rpc",
		Module:       "github.com/alibabacloud-go/tea-rpc",
		KnownRetries: true,
		RuntimeRetries: &RuntimeRetries{
			Calls:           map[string]int{"(*github.com/alibabacloud-go/tea-rpc/client.Client).DoRequest": 7},
			Options:         []string{"github.com/alibabacloud-go/tea-utils/service.RuntimeOptions", "github.com/alibabacloud-go/tea-utils/v2/service.RuntimeOptions"},
			Field:           "Autoretry",
			Setter:          "SetAutoretry",
			AttemptsField:   "MaxAttempts",
			AttemptsSetter:  "SetMaxAttempts",
			AttemptsAdd:     1,
			DefaultAttempts: 4,
			// tea.go:824 Retryable(err error) *bool; BoolValue reads it.
			// Not throttling: an API error is an SDKError with the
			// response's status, and throttling comes back as a 4xx.
			Retried:      "github.com/alibabacloud-go/tea/tea.Retryable",
			RetriedValue: "github.com/alibabacloud-go/tea/tea.BoolValue",
		},
	},
	// github.com/alibabacloud-go/darabonba-openapi/v2@v2.1.11 client/
	// client.go: every API call of a generated product SDK
	// (cs-20151215/v5@v5.9.8 client/client.go:1388 CreateCluster →
	// CreateClusterWithOptions → CallApi) ends in DoRequest, DoRPCRequest or
	// DoROARequest, whose loop (:187, :421, :820) sends the request again
	// while dara.ShouldRetry(client.RetryOptions, ctx) holds. tea@v1.3.11
	// dara/retry.go:260 ShouldRetry: the first attempt always; a later one
	// only when RetryOptions is set, Retryable, and a RetryCondition
	// matching the error has MaxAttempts above the retries made: up to
	// MaxAttempts + 1 attempts. client.RetryOptions is Config.RetryOptions
	// (:131), nil by default: one attempt per call; the Config of utils is
	// models.Config (utils/client.go:49). The older v2.0.6
	// (client.go:507, tea.AllowRetry over runtime.Autoretry, false by
	// default) is read from its source: its loop is no retry loop there.
	{
		ID:           SDKDarabonba,
		Name:         "darabonba-openapi",
		Module:       "github.com/alibabacloud-go/darabonba-openapi",
		Generated:    "github.com/alibabacloud-go/",
		KnownRetries: true,
		ConfigRetries: &ConfigRetries{
			Constructor: "NewClient",
			Config:      "github.com/alibabacloud-go/darabonba-openapi/v2/models.Config",
			Switch:      "RetryOptions.Retryable",
			Counts:      []string{"RetryOptions.RetryCondition.MaxAttempts"},
			On:          "RetryOptions.Retryable on",
		},
	},
	// github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common@
	// v1.3.213 client.go:69 Send → sendWithRateLimitRetry
	// (ratelimitretry.go:19, a loop of RateLimitExceededMaxRetries + 1
	// attempts that sends again on RequestLimitExceeded) →
	// sendWithNetworkFailureRetry (netretry.go:17, a loop of
	// NetworkFailureMaxRetries + 1 attempts that sends again on a timeout
	// or temporary network error, for a request with a ClientToken).
	// Both counts are fields of profile.ClientProfile
	// (profile/client_profile.go:50, :55), 0 in NewClientProfile: one
	// attempt per call. Every product package's NewClient(credential,
	// region, clientProfile) (cvm/v20170312 client.go) makes a client that
	// sends with Send.
	{
		ID:           SDKTencentCloud,
		Name:         "tencentcloud-sdk-go",
		Module:       "github.com/tencentcloud/tencentcloud-sdk-go",
		KnownRetries: true,
		ConfigRetries: &ConfigRetries{
			Constructor: "NewClient",
			Config:      "github.com/tencentcloud/tencentcloud-sdk-go/tencentcloud/common/profile.ClientProfile",
			Counts:      []string{"RateLimitExceededMaxRetries", "NetworkFailureMaxRetries"},
			On:          "a retry count set",
		},
	},
	// k8s.io/client-go@v0.37.2: a create names its object by the name in
	// its metadata, or has the server make one up from a prefix; which it
	// is depends on the object, so creates are described by ObjectCreate
	// (kubernetes.go) rather than Writes.
	{
		ID:     SDKKubernetes,
		Name:   "client-go",
		Module: "k8s.io/client-go",
	},
	// cloud.google.com/go/bigquery@v1.86.2: an append to a Storage Write
	// API stream is keyed by its offset, or cannot be, depending on the
	// stream it goes to; described by StreamAppend (bigquery.go).
	{
		ID:     SDKBigQuery,
		Name:   "bigquery storage write",
		Module: "cloud.google.com/go/bigquery",
	},
}, moreSDKs...)
