package sdks

// The SDK record schema: what the catalog holds of a client library. The
// list of the records is SDKs (sdks.go), each record in the file of its
// family.

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
	// V1Services (aws-sdk-go v1) says how its service clients retry and
	// how one call is made to try once.
	V1Services *AWSV1Services
	// Policies: the service clients retry by a retry policy held in
	// their config (bce-sdk-go).
	Policies *PolicyRetries
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
	// The writes of an SDK whose tables are generated (stripe-go's) are
	// added to these by the catalog's index, not held here.
	Writes       map[string]WriteAPI
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
	// outcome apart (see the catalog's ambiguity.go), to how messages name them.
	AmbiguousFuncs     map[string]string
	AmbiguousTypes     map[string]string
	AmbiguousConstants map[string]string

	// How the SDK retries, as a kind the analyzers dispatch on.
	// Mechanism says how its calls retry by themselves and so how a call
	// or its client is made to try once; NoFix says, for a mechanism that
	// offers no such fix or for a record whose calls are not to take it,
	// why (the outer layer is stopped instead).
	Mechanism RetryMechanism
	NoFix     string

	// What the rules read of an SDK where its identity would otherwise
	// decide.
	//
	// RawHTTP: the SDK sends HTTP requests that its caller builds (net/http,
	// go-retryablehttp): a write's class is its request's method, which
	// says less than the name of the caller's function that sends it.
	RawHTTP bool
	// SMTP: the SDK's writes send email over SMTP, which messages name
	// "the email".
	SMTP bool
	// FillsInput: the key the SDK makes for a call whose key slot is empty
	// (WriteAPI.Autofill) is written into the call's input, so that an
	// input made once and sent again keeps its first key (aws-sdk-go-v2's
	// idempotency tokens); without it, each call gets a new key.
	FillsInput bool
	// Stream is the SDK's append API keyed by the stream's offset
	// (BigQuery's Storage Write API), whose appends also retry by
	// themselves (Mechanism StreamWriter); Creates its create keyed by the
	// new object's name (client-go's); nil where the SDK has none.
	Stream  *StreamAppend
	Creates *ObjectCreate
}

// A RetryMechanism says how an SDK's calls retry by themselves, and so how
// a call or the client it goes through is made to try once.
type RetryMechanism int

const (
	// NoMechanism: the SDK does not retry by itself.
	NoMechanism RetryMechanism = iota
	// RequestOption: a per-call option sets the retries (OptionPkg,
	// MaxRetries): openai-go, anthropic-sdk-go.
	RequestOption
	// ClientField: a field of the client counts the retries
	// (RetryingClient.RetriesField), set where the client is made:
	// go-retryablehttp.
	ClientField
	// AWSRetryer: a per-call func(*Options) sets the attempts (Services):
	// aws-sdk-go-v2.
	AWSRetryer
	// StripeBackend: the client's BackendConfig, given to its constructor,
	// sets the retries (Backends): stripe-go.
	StripeBackend
	// ServerRetrySwitch: the client retries failures when told to
	// (ServerRetries): go-tfe.
	ServerRetrySwitch
	// DefaultRetryCount: the client retries unless told not to
	// (DefaultRetries): vault/api.
	DefaultRetryCount
	// RuntimeOptions: the runtime options a call is given turn retries on
	// (RuntimeRetries): tea-rpc.
	RuntimeOptions
	// ConfigCount: the config the client is made with sets a retry count
	// (ConfigRetries): darabonba-openapi, tencentcloud-sdk-go.
	ConfigCount
	// StreamWriter: a stream writer made with its retries on retries its
	// appends (Stream): BigQuery's managedwriter.
	StreamWriter
	// AWSRequestRetryer: the retryer of the client's config counts the
	// retries, and a per-call request option replaces it (V1Services):
	// aws-sdk-go v1.
	AWSRequestRetryer
	// ConfigPolicy: the retry policy held in the client's config counts
	// the retries, and a policy that never retries set there after the
	// client is made turns them off (Policies): bce-sdk-go.
	ConfigPolicy
)

// RuntimeRetries describes calls that retry only when the runtime options
// passed to them turn retries on: a bool field (or its setter) and an
// attempt count field (or its setter).
type RuntimeRetries struct {
	// Calls are the calls, by full name, to the index of their runtime
	// options argument; Options the options' types, by full name.
	Calls   map[string]int
	Options []string
	// Params: every method of the SDK's packages (its module's and the
	// product modules generated on it, SDK.Generated) that takes the
	// options as a parameter is such a call, its options at that
	// parameter.
	Params bool
	// ConfigField: a method whose receiver has this field (through its
	// embedded client) retries by its config instead, and reads no
	// switch in the options (darabonba-openapi v2.1 on, whose options are
	// the same type); "" none.
	ConfigField string
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
	// SetterPrefix makes the name of the generated setter of a field of
	// the config (and of its nested structs): "Set" + "RetryOptions";
	// "" when it has none.
	SetterPrefix string
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
	// DefaultChecks are the library's own functions, by full name, for
	// CheckField that resend what a client with no check of its own
	// resends: setting one is not a check of the program's making.
	DefaultChecks []string
	// TransportField is the field holding the *http.Client each attempt is
	// sent with: a retrying one stacks its retries under these ("" none).
	TransportField string

	// How a client is made, read alike for every record's clients.
	// Constructor is the function, by full name, that makes a client with
	// Attempts ("" none); a literal of the type makes one whose retries
	// are RetriesField's value (none when it is not set).
	Constructor string
	// StandardClient is the method, by full name, that returns an
	// *http.Client sending through the client ("" none); RoundTripper the
	// type, by full name, of the transport it installs, whose
	// RoundTripperField holds the client.
	StandardClient, RoundTripper, RoundTripperField string
	// Type is the client type's full name (for a ClientFuncs entry, that
	// of the record's client it sends through), SDK the record's identity,
	// both filled by the index.
	Type string
	SDK  SDKID
}

// AWSServices describes aws-sdk-go-v2 service clients: every operation
// method of *<service>.Client takes optFns ...func(*<service>.Options).
type AWSServices struct {
	ServicePrefix, ClientType, OptionsType, AttemptsField, RetryerField, NopRetryer string
	ConfigAttemptsOption, ConfigRetryerOption                                       string
	Attempts                                                                        int // the SDK's Attempts
}

// AWSV1Services describes aws-sdk-go (v1) service clients: every service
// package's client type embeds the base client (BaseClient), is made by
// Constructor(p client.ConfigProvider, cfgs ...*aws.Config), and has for
// each operation Op the methods Op(input), Op+ContextSuffix(ctx, input,
// opts ...request.Option) and Op+RequestSuffix(input), the last of which
// builds the request without sending it.
type AWSV1Services struct {
	ServicePrefix, BaseClient, Constructor, ContextSuffix, RequestSuffix string
	// Option is the per-call option type, a func(*Request); Request the
	// request type, whose embedded RetryerField is the retryer the request
	// is sent with, which NoRetryer (a type) replaces with one that makes
	// one attempt; DefaultRetryer is the retryer type whose RetriesField
	// counts retries.
	Option, Request, RetryerField, NoRetryer, DefaultRetryer, RetriesField string
	// Config is the config type whose ConfigRetries field (a *int, made by
	// the IntPtr function, set by the ConfigSetter method) counts the
	// retries of the clients made with it, UseDefault meaning the
	// default; WithRetryer is the function that sets a config's retryer
	// (its second argument).
	Config, ConfigRetries, IntPtr, ConfigSetter, WithRetryer string
	UseDefault                                               int
	// BackgroundContext makes the context of a call made without one.
	BackgroundContext string
	// Attempts are a call's attempts with the defaults (the SDK's
	// Attempts); ServiceAttempts those of the service packages, by last
	// path element, whose clients retry more by default.
	Attempts        int
	ServiceAttempts map[string]int
}

// PolicyRetries describes service clients that embed a base client
// (BaseClient) whose config (ConfigField) holds the retry policy
// (PolicyField) every request of the client is sent with: every exported
// method of such a client that returns an error sends, and retries, by
// it.
type PolicyRetries struct {
	ServicePrefix, BaseClient, ConfigField, PolicyField string
	// NoRetry makes the policy that never retries (its type NoRetryType);
	// Counted are the functions that make a policy whose first argument
	// counts the retries.
	NoRetry, NoRetryType string
	Counted              []string
	// ConfigSetters are the methods, by name, that set the policy in the
	// config a client constructor takes (BOS's WithRetryPolicy).
	ConfigSetters []string
	Attempts      int // the SDK's Attempts
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
	// HTTPClientField is the config's *http.Client field that the SDK
	// sends every attempt through ("" none): one there that retries by
	// itself retries each of the SDK's attempts again.
	HTTPClientField string
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
	// ParamsField is the Params struct that every params type embeds;
	// KeyField its idempotency key field, KeySetter its method that sets
	// it, and String the function that makes the *string the field takes.
	ParamsField, KeyField, KeySetter, String string
}

// IsRoot reports whether path is the root package of the SDK's module: with
// Majors, that of a major with its version suffix ("/v82").
func (s *SDK) IsRoot(path string) bool {
	if !s.Majors {
		return path == s.Module
	}
	return path != s.Module && StripMajor(path) == s.Module
}

// A KeyGenerator is a function that a fix calls, without arguments, to
// make a new idempotency key as a string.
type KeyGenerator struct {
	Import string // its package
	Func   string // its name in the package
	// GoVersion is the first Go version that has it ("" any); Names are the
	// names to import the package under when the file does not import it
	// yet, in order of preference.
	GoVersion string
	Names     []string
}
