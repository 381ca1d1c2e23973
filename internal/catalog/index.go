package catalog

import (
	"fmt"
	"strings"

	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/internal/catalog/sdkwrites"
)

// The lookup indexes the passes query, derived from the records
// (RetryLibraries, SDKs, Systems and the generated tables) once, here.
var (
	// ConfigWrappers are the configuration structs that compose a retry
	// around one of their fields, by full type name.
	ConfigWrappers = map[string]ConfigWrapper{}
	// ComposedRetryPkgs are the packages of the libraries with
	// ConfigWrappers: their retry loops around an interface run only when
	// a configuration composes them, which the ConfigWrappers say, so the
	// loops' own facts do not make every implementation a retried one.
	ComposedRetryPkgs = map[string]bool{}
	// RetryHelpers are the helpers of RetryLibraries, by full name.
	RetryHelpers = map[string]RetryHelper{}
	// AttemptOptions are the options that bound a helper's attempts.
	AttemptOptions = map[string]AttemptOption{}
	// BackOffWrappers wrap a back-off and keep its bound: the index of the
	// wrapped argument.
	BackOffWrappers = map[string]int{}
	// HelperDisablers tell how to make a retry helper call try once, by
	// helper full name.
	HelperDisablers = map[string]Disabler{}
	// PermanentMarkers are the markers that stop a helper, by helper full
	// name.
	PermanentMarkers = map[string]Permanent{}
	// TerraformRetryHelpers are the helpers whose operation returns an
	// error made by one of two constructors, Retryable and Stop of its
	// policy (terraform-plugin-sdk's RetryableError and NonRetryableError),
	// by helper full name to the package of the constructors.
	TerraformRetryHelpers = map[string]string{}
	// RetryPolicies say how the helpers of a package treat the errors their
	// operation returns, by package. Helpers missing here (failsafe, gax, k8s
	// retry.OnError and RetryOnConflict) decide from options or predicates.
	RetryPolicies = map[string]RetryPolicy{}
	// RetryIfOptions are retry helper options that choose which errors are
	// retried: a helper call given one decides by a predicate the error path
	// does not show, so idemvet takes it as classifying.
	RetryIfOptions = map[string]bool{}
	// Stoppers are calls whose result, returned from an operation, makes the
	// surrounding retry stop: the helpers' Stop functions and the systems'
	// Stoppers. The value is how messages name them.
	Stoppers = map[string]string{}
	// StopTypes are error types whose pointer, returned from an operation,
	// makes the surrounding retry stop, by full type name, to how messages
	// name them.
	StopTypes = map[string]string{}
	// Retryables are calls whose result, returned from an operation, asks
	// the helper to run it again.
	Retryables = map[string]string{}
	// AttemptCounters are fields and methods whose value changes on every
	// attempt of the surrounding at-least-once context or retry helper.
	AttemptCounters = map[string]string{}
	// FailsafeWith names the constructor of failsafe executors, and
	// FailsafePolicyPackage the package whose values, passed to it, make an
	// executor retry. FailsafePackage is the executors' package: its types
	// and those of the packages under it hold executors and policies.
	FailsafeWith, FailsafePolicyPackage, FailsafePackage string
	// FailsafePolicies say how the policies of FailsafePolicyPackage are
	// bounded.
	FailsafePolicies PolicyBuilders
	// Budgets are the types whose values are a retry budget shared by the
	// layers that use it.
	Budgets = map[string]bool{}
	// RetryWrappers return a function value that retries the calls made
	// through it, by full name.
	RetryWrappers = map[string]RetryWrapper{}

	// AtLeastOnceRegistrations are calls whose handler argument runs in an
	// at-least-once context, by full name.
	AtLeastOnceRegistrations = map[string]AtLeastOnce{}
	// TemporalActivityPackage is the package whose functions only work
	// inside an activity: a function that calls them is an activity.
	TemporalActivityPackage string
	// TemporalPackage is where Temporal's non-retryable errors are made.
	TemporalPackage string

	// RetryingClients lists retrying client types by full type name, and
	// RetryingClientFuncs the package functions that send through one.
	RetryingClients = map[string]RetryingClient{}
	// DefaultRetryChecks are the client libraries' own retry checks, by
	// full function name (RetryingClient.DefaultChecks).
	DefaultRetryChecks  = map[string]bool{}
	RetryingClientFuncs = map[string]RetryingClient{}
	// MechanismSDKs are the SDKs that retry by themselves, by the
	// mechanism of their records.
	MechanismSDKs = map[RetryMechanism][]SDK{}
	// StandardClients are the methods that return an *http.Client sending
	// through a retrying client, by full name, and RoundTrippers the
	// transports that send through one, by full type name, to the
	// client's record.
	StandardClients = map[string]RetryingClient{}
	RoundTrippers   = map[string]RetryingClient{}
	// ClientModules are the modules whose retrying is known from this
	// catalog: the facts computed from their source are not used, so that a
	// call with its retries turned off stays off.
	ClientModules []string
	// OptionSDKs are the SDKs whose calls take a variadic RequestOption that
	// can set the retries for one call.
	OptionSDKs []SDK
	// RuntimeRetryCalls are the calls that retry only when their runtime
	// options say so, by full name, to their SDK (SDK.RuntimeRetries).
	RuntimeRetryCalls = map[string]SDK{}
	// RuntimeRetryParamSDKs are the SDKs whose every method that takes
	// runtime options retries when they say so (RuntimeRetries.Params).
	RuntimeRetryParamSDKs []SDK
	// ServerRetrySDKs are the SDKs whose clients retry failures only when
	// told to (SDK.ServerRetries).
	ServerRetrySDKs []SDK
	// ConfigRetrySDKs are the SDKs whose clients retry only when the
	// config they are made with sets a retry count.
	ConfigRetrySDKs []SDK
	// DefaultRetrySDKs are the SDKs whose clients retry every request
	// unless told not to (SDK.DefaultRetries).
	DefaultRetrySDKs []SDK
	// AWS describes aws-sdk-go-v2 service clients, Stripe stripe-go's
	// backends (from their records).
	AWS    AWSServices
	Stripe StripeBackends
	// AWSTokenFields are input fields that the aws-sdk-go-v2 models mark as
	// idempotency tokens.
	AWSTokenFields []string

	// HTTPSenders send a request built by an HTTPRequestCtor: the write's
	// class is that of the request's method (HTTPMethodClass).
	HTTPSenders = map[string]WriteAPI{}
	// HTTPRequestCtors build requests whose method decides what Do does.
	HTTPRequestCtors = map[string]HTTPRequestCtor{}

	// StreamAppends are the append APIs keyed by a stream's offset
	// (SDK.Stream), by the full names of their Append and Send;
	// OffsetOptions by the full name of their OffsetOption.
	StreamAppends = map[string]*StreamAppend{}
	OffsetOptions = map[string]*StreamAppend{}
	// ObjectCreates are the creates keyed by the new object's name
	// (SDK.Creates).
	ObjectCreates []*ObjectCreate

	// writes are the SDKs' writes and stripe-go's generated table, by full
	// name with StripMajor applied.
	writes = map[string]WriteAPI{}
	// awsServices are the service packages of the generated
	// sdkwrites.AWSAutofill.
	awsServices = map[string]bool{}
)

// qualify makes a full name from a package and a name relative to it:
// "Retry", "(Executor).Run" or "(*Client).Do".
func qualify(pkg, name string) string {
	if rest, ok := strings.CutPrefix(name, "("); ok {
		star := ""
		if r, ok := strings.CutPrefix(rest, "*"); ok {
			star, rest = "*", r
		}
		return "(" + star + pkg + "." + rest
	}
	return pkg + "." + name
}

// add sets m[k] = v, and panics when k is there already: two records must
// not say different things about one name.
func add[V any](m map[string]V, k string, v V) {
	if _, dup := m[k]; dup {
		panic(fmt.Sprintf("catalog: %s is described twice", k))
	}
	m[k] = v
}

func init() {
	indexRetryLibraries()
	indexSystems()
	indexSDKs()
}

func indexRetryLibraries() {
	for _, lib := range RetryLibraries {
		pkg := lib.Package
		for n, h := range lib.Helpers {
			h.Executor = lib.Constructor != ""
			add(RetryHelpers, qualify(pkg, n), h)
		}
		for n, o := range lib.AttemptOptions {
			add(AttemptOptions, qualify(pkg, n), o)
		}
		for n, i := range lib.BackOffWrappers {
			add(BackOffWrappers, qualify(pkg, n), i)
		}
		if d := lib.Disable; d != nil {
			d := *d
			d.Option = qualify(pkg, d.Option)
			for _, h := range lib.DisableHelpers {
				add(HelperDisablers, qualify(pkg, h), d)
			}
		}
		if p := lib.Permanent; p != nil {
			p := *p
			p.Imported = pkg
			for _, h := range lib.PermanentHelpers {
				add(PermanentMarkers, qualify(pkg, h), p)
			}
		}
		if p := lib.Policy; p != nil {
			pol := *p
			pol.Package = pkg
			add(RetryPolicies, pkg, pol)
			if pol.Stop != "" {
				add(Stoppers, qualify(pkg, pol.Stop), lib.StopShort)
			}
			if pol.Retryable != "" {
				add(Retryables, qualify(pkg, pol.Retryable), lib.RetryableShort)
			}
			if pol.Stop != "" && pol.Retryable != "" {
				for n := range lib.Helpers {
					add(TerraformRetryHelpers, qualify(pkg, n), pkg)
				}
			}
		}
		for n, d := range lib.StopTypes {
			add(StopTypes, qualify(pkg, n), d)
		}
		for _, o := range lib.RetryIf {
			add(RetryIfOptions, qualify(pkg, o), true)
		}
		for n, d := range lib.AttemptCounters {
			add(AttemptCounters, qualify(pkg, n), d)
		}
		if lib.Constructor != "" {
			FailsafeWith, FailsafePolicyPackage, FailsafePackage = qualify(pkg, lib.Constructor), lib.PolicyPackage, pkg
			if lib.Builders != nil {
				FailsafePolicies = *lib.Builders
			}
		}
		for _, b := range lib.Budgets {
			add(Budgets, b, true)
		}
		for n, w := range lib.Wrappers {
			add(RetryWrappers, qualify(pkg, n), w)
		}
		for n, w := range lib.ConfigWrappers {
			add(ConfigWrappers, pkg+"."+n, w)
			ComposedRetryPkgs[pkg] = true
		}
	}
}

func indexSystems() {
	for _, s := range Systems {
		for n, h := range s.Registrations {
			add(AtLeastOnceRegistrations, n, AtLeastOnce{Handler: h, Short: s.Short, Kind: s.Kind, Attempts: s.Attempts})
		}
		for n, d := range s.Stoppers {
			add(Stoppers, n, d)
		}
		for n, d := range s.AttemptCounters {
			add(AttemptCounters, n, d)
		}
		if s.Kind == TemporalActivity {
			TemporalActivityPackage, TemporalPackage = s.MarkerPackage, s.ErrorPackage
		}
		if s.OwnModule != "" {
			ClientModules = append(ClientModules, s.OwnModule)
		}
	}
}

func indexSDKs() {
	for _, s := range SDKs {
		indexSDK(s)
	}
	for n := range sdkwrites.AWSAutofill {
		awsServices[n[:strings.LastIndex(n, ".")]] = true
	}
}

// indexSDK adds the names of the record s to the indexes.
func indexSDK(s SDK) {
	if s.Mechanism != NoMechanism {
		MechanismSDKs[s.Mechanism] = append(MechanismSDKs[s.Mechanism], s)
	}
	if s.KnownRetries {
		ClientModules = append(ClientModules, s.Module)
		ClientModules = append(ClientModules, s.Also...)
	}
	if s.ConfigRetries != nil {
		ConfigRetrySDKs = append(ConfigRetrySDKs, s)
	}
	if s.OptionPkg != "" {
		OptionSDKs = append(OptionSDKs, s)
	}
	for n, c := range s.Clients {
		c.SDK, c.Type = s.ID, n
		add(RetryingClients, n, c)
		for _, f := range c.DefaultChecks {
			DefaultRetryChecks[f] = true
		}
		if c.StandardClient != "" {
			add(StandardClients, c.StandardClient, c)
		}
		if c.RoundTripper != "" {
			add(RoundTrippers, c.RoundTripper, c)
		}
	}
	for n, c := range s.ClientFuncs {
		c.SDK = s.ID
		for t := range s.Clients {
			c.Type = t // the default client it sends through: the record's one client
		}
		add(RetryingClientFuncs, n, c)
	}
	if s.Services != nil {
		s.Services.Attempts = s.Attempts
		AWS = *s.Services
		AWSTokenFields = s.TokenFields
	}
	if s.Backends != nil {
		s.Backends.Module, s.Backends.Attempts = s.Module+"/v", s.Attempts
		Stripe = *s.Backends
	}
	if a := s.Stream; a != nil {
		add(StreamAppends, a.Append, a)
		add(StreamAppends, a.Send, a)
		add(OffsetOptions, a.OffsetOption, a)
	}
	if s.Creates != nil {
		ObjectCreates = append(ObjectCreates, s.Creates)
	}
	if s.ServerRetries != nil {
		ServerRetrySDKs = append(ServerRetrySDKs, s)
	}
	if s.DefaultRetries != nil {
		DefaultRetrySDKs = append(DefaultRetrySDKs, s)
	}
	if s.RuntimeRetries != nil {
		for n := range s.RuntimeRetries.Calls {
			add(RuntimeRetryCalls, n, s)
		}
		if s.RuntimeRetries.Params {
			RuntimeRetryParamSDKs = append(RuntimeRetryParamSDKs, s)
		}
	}
	for n, w := range s.Writes {
		w.ID = s.ID
		add(writes, StripMajor(n), w)
		if w.Slot == SlotField && !lexicon.KeyFieldNames[w.Field] {
			sdkKeyFields[s.Module+" "+w.Field] = true
		}
	}
	for n, w := range s.Senders {
		w.ID = s.ID
		add(HTTPSenders, n, w)
	}
	for n, c := range s.RequestCtors {
		add(HTTPRequestCtors, n, c)
	}
	for n, i := range s.KeySetters {
		add(keySetters, StripMajor(n), i)
	}
	for n, d := range s.Fresh {
		add(freshSources, StripMajor(n), d)
	}
	for _, n := range s.Passthrough {
		add(passthrough, StripMajor(n), true)
	}
	for n, d := range s.AmbiguousFuncs {
		add(AmbiguousFuncs, n, d)
	}
	for n, d := range s.AmbiguousTypes {
		add(AmbiguousTypes, n, d)
	}
	for n, d := range s.AmbiguousConstants {
		add(ambiguousConstants, StripMajor(n), d)
	}
	if s.ID == SDKStripe {
		for n, op := range sdkwrites.Stripe[0] {
			w := stripeWrite(op, s.Backends.KeyField)
			w.ID = s.ID
			add(writes, StripMajor(n), w)
		}
		for _, t := range sdkwrites.Stripe[1:] {
			for n, op := range t {
				if _, ok := writes[StripMajor(n)]; !ok {
					w := stripeWrite(op, s.Backends.KeyField)
					w.ID = s.ID
					writes[StripMajor(n)] = w
				}
			}
		}
	}
}

// sdkKeyFields are the key fields of SDK records that KeyFieldNames does
// not hold (Google Cloud's RequestId), by module and field name: a field of
// that name is a key slot in the module's packages only.
var sdkKeyFields = map[string]bool{}

// IsSDKKeyField reports whether the field called name of a struct of the
// package at path is a key slot of an SDK record (RequestId in
// cloud.google.com/go/alloydb/apiv1/alloydbpb).
func IsSDKKeyField(path, name string) bool {
	for m := path; m != ""; {
		if sdkKeyFields[m+" "+name] {
			return true
		}
		i := strings.LastIndex(m, "/")
		if i < 0 {
			break
		}
		m = m[:i]
	}
	return false
}

// RetryBound returns the default of a field that bounds an SDK's own
// retries (RetryBounds of its record), by the field's full name
// ("github.com/bwmarrin/discordgo.RequestConfig.MaxRestRetries").
func RetryBound(field string) (int, bool) {
	for i := range SDKs {
		if n, ok := SDKs[i].RetryBounds[field]; ok {
			return n, true
		}
	}
	return 0, false
}

// ServiceSDK returns the record of the SDK whose service clients
// (SDK.Services) the package at path belongs to, or nil.
func ServiceSDK(path string) *SDK {
	for i := range SDKs {
		if sv := SDKs[i].Services; sv != nil && strings.HasPrefix(path, sv.ServicePrefix) {
			return &SDKs[i]
		}
	}
	return nil
}

// SystemFor returns the record of the at-least-once system of kind k, or
// nil.
func SystemFor(k ContextKind) *System {
	for i := range Systems {
		if Systems[i].Kind == k {
			return &Systems[i]
		}
	}
	return nil
}

// InSDK reports whether the package path p belongs to sdk: to its module,
// or to a product module generated on it (SDK.Generated).
func InSDK(sdk *SDK, p string) bool {
	if p == sdk.Module || strings.HasPrefix(p, sdk.Module+"/") {
		return true
	}
	return sdk.Generated != "" && isGeneratedModule(sdk.Generated, p)
}

// HasRecord reports whether the package path p belongs to an SDK that
// the catalog has a record for (net/http and net/smtp included). What a
// record says is final: the writes pass infers what a client sends from
// its code only in packages of no record, so a record that leaves an
// SDK's POSTs out (openai-go's and anthropic-sdk-go's model calls, which
// are no writes) keeps them out.
func HasRecord(p string) bool {
	for i := range SDKs {
		if SDKs[i].Module != "" && InSDK(&SDKs[i], p) {
			return true
		}
	}
	return false
}

// IsGeneratedClient reports whether p is a package of a product module
// generated on an SDK whose retrying is known (SDK.Generated).
func IsGeneratedClient(p string) bool {
	for i := range SDKs {
		if g := SDKs[i].Generated; g != "" && SDKs[i].KnownRetries && isGeneratedModule(g, p) {
			return true
		}
	}
	return false
}

// isGeneratedModule reports whether p is under prefix in a module named
// <product>-<yyyymmdd>: "github.com/alibabacloud-go/cs-20151215/v5/client".
func isGeneratedModule(prefix, p string) bool {
	rest, ok := strings.CutPrefix(p, prefix)
	if !ok {
		return false
	}
	name, _, _ := strings.Cut(rest, "/")
	i := strings.LastIndexByte(name, '-')
	if i <= 0 || len(name)-i-1 != 8 {
		return false
	}
	for _, c := range name[i+1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
