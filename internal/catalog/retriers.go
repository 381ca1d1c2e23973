package catalog

// Retrying clients: calls that re-send a request by themselves, and the
// settings that stop them. Checked against the module source at the versions
// named in the comments.

// A RetryingClient is a type whose request methods retry internally.
type RetryingClient struct {
	Attempts int             // default attempts, retries included
	Short    string          // how messages name it
	Methods  map[string]bool // the methods that send a request
	// RetriesField is the field that counts retries (not attempts), whose
	// value 0 turns the retries off.
	RetriesField string
}

// RetryingClients lists retrying client types by full type name.
var RetryingClients = map[string]RetryingClient{
	// github.com/hashicorp/go-retryablehttp@v0.7.8 client.go: NewClient sets
	// RetryMax = defaultRetryMax = 4, and Do retries every method, POST
	// included, on connection errors, 429 and 5xx.
	"github.com/hashicorp/go-retryablehttp.Client": {
		Attempts:     5,
		Short:        "retryablehttp.Client",
		Methods:      map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true},
		RetriesField: "RetryMax",
	},
}

// RetryingClientFuncs are package functions that send through a retrying
// client with its defaults.
var RetryingClientFuncs = map[string]RetryingClient{
	// go-retryablehttp@v0.7.8 client.go: Get, Head, Post and PostForm use
	// defaultClient = NewClient().
	"github.com/hashicorp/go-retryablehttp.Get":      {Attempts: 5, Short: "retryablehttp.Get"},
	"github.com/hashicorp/go-retryablehttp.Head":     {Attempts: 5, Short: "retryablehttp.Head"},
	"github.com/hashicorp/go-retryablehttp.Post":     {Attempts: 5, Short: "retryablehttp.Post"},
	"github.com/hashicorp/go-retryablehttp.PostForm": {Attempts: 5, Short: "retryablehttp.PostForm"},
}

// ClientModules are the modules whose retrying is known from this catalog:
// the facts computed from their source (a retry loop deep in the client)
// are not used, so that a call with its retries turned off stays off.
var ClientModules = []string{
	"github.com/hashicorp/go-retryablehttp",
	"github.com/openai/openai-go",
	"github.com/anthropics/anthropic-sdk-go",
	"github.com/aws/aws-sdk-go-v2",
	"github.com/aws/smithy-go",
	"github.com/stripe/stripe-go",
	// go.temporal.io/sdk: its retrying is the activity retry policy, which
	// the retry scopes model (Temporal activities are at-least-once); loops
	// of its own, such as channelImpl.Receive dropping a value it cannot
	// decode (internal_workflow.go@v1.48.0:826), retry nothing, and
	// Future.Get is not a retry layer.
	"go.temporal.io/sdk",
}

// RetryableHTTPClient is the retrying client type of go-retryablehttp.
const RetryableHTTPClient = "github.com/hashicorp/go-retryablehttp.Client"

// RetryableHTTPNewClient makes a client with the default RetryMax.
const RetryableHTTPNewClient = "github.com/hashicorp/go-retryablehttp.NewClient"

// StandardClient returns a *http.Client whose transport is the retrying
// client (go-retryablehttp@v0.7.8 client.go:920).
const StandardClient = "(*github.com/hashicorp/go-retryablehttp.Client).StandardClient"

// RetryableHTTPRoundTripper is the transport that StandardClient installs;
// its Client field is the retrying client (roundtripper.go).
const RetryableHTTPRoundTripper = "github.com/hashicorp/go-retryablehttp.RoundTripper"

// HTTPClientMethods are the methods of *net/http.Client that send a request.
var HTTPClientMethods = map[string]bool{"Do": true, "Get": true, "Head": true, "Post": true, "PostForm": true}

// An SDK is a client library whose API calls retry by default.
type SDK struct {
	Name     string // how messages name it
	Attempts int    // default attempts, retries included
	// Module is the module path prefix of the SDK's packages (any major
	// version).
	Module string
	// OptionPkg is the package, under the module's major version, of the
	// per-call option that sets the retries; MaxRetries is its function,
	// whose argument counts retries (0 turns them off).
	OptionPkg  string
	MaxRetries string
}

// OptionSDKs are the SDKs whose calls take a variadic RequestOption that can
// set the retries for one call.
var OptionSDKs = []SDK{
	// github.com/openai/openai-go/v3@v3.98.0 internal/requestconfig: MaxRetries
	// defaults to 2; option.WithMaxRetries(0) makes one request.
	{Name: "openai-go", Attempts: 3, Module: "github.com/openai/openai-go", OptionPkg: "option", MaxRetries: "WithMaxRetries"},
	// github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 internal/requestconfig:
	// MaxRetries defaults to 2; option.WithMaxRetries(0) turns retries off.
	{Name: "anthropic-sdk-go", Attempts: 3, Module: "github.com/anthropics/anthropic-sdk-go", OptionPkg: "option", MaxRetries: "WithMaxRetries"},
}

// AWS describes aws-sdk-go-v2 service clients
// (github.com/aws/aws-sdk-go-v2@v1.48.0, service/*): every operation method
// of *<service>.Client takes optFns ...func(*<service>.Options) and retries
// with the standard retryer, retry.DefaultMaxAttempts = 3 attempts; a
// per-call option that sets Options.RetryMaxAttempts = 1, or a Retryer of
// aws.NopRetryer (MaxAttempts 1), makes one attempt.
var AWS = struct {
	ServicePrefix, ClientType, OptionsType, AttemptsField, RetryerField, NopRetryer string
	ConfigAttemptsOption, ConfigRetryerOption                                       string
	Attempts                                                                        int
}{
	ServicePrefix:        "github.com/aws/aws-sdk-go-v2/service/",
	ClientType:           "Client",
	OptionsType:          "Options",
	AttemptsField:        "RetryMaxAttempts",
	RetryerField:         "Retryer",
	NopRetryer:           "github.com/aws/aws-sdk-go-v2/aws.NopRetryer",
	ConfigAttemptsOption: "github.com/aws/aws-sdk-go-v2/config.WithRetryMaxAttempts",
	ConfigRetryerOption:  "github.com/aws/aws-sdk-go-v2/config.WithRetryer",
	Attempts:             3,
}

// Stripe describes stripe-go (v76 to v82+): API calls go through a Backend
// whose MaxNetworkRetries defaults to DefaultMaxNetworkRetries = 2
// (stripe-go/v82@v82.5.1 stripe.go:50), set per client with
// BackendConfig.MaxNetworkRetries. There is no per-call setting.
var Stripe = struct {
	Module, ParamsSuffix, NewClient, WithBackends, NewBackendsWithConfig, BackendConfig, RetriesField, Int64 string
	Attempts                                                                                                 int
}{
	Module:                "github.com/stripe/stripe-go/v",
	ParamsSuffix:          "Params",
	NewClient:             "NewClient",
	WithBackends:          "WithBackends",
	NewBackendsWithConfig: "NewBackendsWithConfig",
	BackendConfig:         "BackendConfig",
	RetriesField:          "MaxNetworkRetries",
	Int64:                 "Int64",
	Attempts:              3,
}

// Budgets are the types whose values are a retry budget shared by the
// layers that use it.
var Budgets = map[string]bool{
	// github.com/failsafe-go/failsafe-go@v0.9.8 budget/budget.go; retry
	// policies draw on it through retrypolicy Builder.WithBudget.
	"github.com/failsafe-go/failsafe-go/budget.Budget": true,
}

// DeadlineFuncs make a context whose deadline bounds every attempt made
// under it (a budget only when configured: config.DeadlineIsBudget).
var DeadlineFuncs = map[string]bool{
	"context.WithTimeout":       true,
	"context.WithDeadline":      true,
	"context.WithTimeoutCause":  true,
	"context.WithDeadlineCause": true,
}

// A Disabler is a helper option that turns a helper's retries off.
type Disabler struct {
	Option string // full name of the option or wrapper
	Wrap   int    // -1: add Option(Value) as an argument; n: wrap argument n as Option(arg, Value) or Option(Value, arg)
	Value  string // the argument that means one attempt
	First  bool   // the value comes before the wrapped argument
}

// HelperDisablers tell how to make a retry helper call try once.
var HelperDisablers = map[string]Disabler{
	// avast/retry-go/v4@v4.7.0 options.go: Attempts(1) makes one attempt.
	"github.com/avast/retry-go/v4.Do":         {Option: "github.com/avast/retry-go/v4.Attempts", Wrap: -1, Value: "1"},
	"github.com/avast/retry-go/v4.DoWithData": {Option: "github.com/avast/retry-go/v4.Attempts", Wrap: -1, Value: "1"},
	// cenkalti/backoff/v5@v5.0.3 retry.go: WithMaxTries(1).
	"github.com/cenkalti/backoff/v5.Retry": {Option: "github.com/cenkalti/backoff/v5.WithMaxTries", Wrap: -1, Value: "1"},
	// cenkalti/backoff/v4@v4.3.0 tries.go: WithMaxRetries(b, 0) allows no retry.
	"github.com/cenkalti/backoff/v4.Retry":               {Option: "github.com/cenkalti/backoff/v4.WithMaxRetries", Wrap: 1, Value: "0"},
	"github.com/cenkalti/backoff/v4.RetryWithData":       {Option: "github.com/cenkalti/backoff/v4.WithMaxRetries", Wrap: 1, Value: "0"},
	"github.com/cenkalti/backoff/v4.RetryNotify":         {Option: "github.com/cenkalti/backoff/v4.WithMaxRetries", Wrap: 1, Value: "0"},
	"github.com/cenkalti/backoff/v4.RetryNotifyWithData": {Option: "github.com/cenkalti/backoff/v4.WithMaxRetries", Wrap: 1, Value: "0"},
	// sethvargo/go-retry@v0.5.0 backoff.go: WithMaxRetries(0, b).
	"github.com/sethvargo/go-retry.Do":      {Option: "github.com/sethvargo/go-retry.WithMaxRetries", Wrap: 1, Value: "0", First: true},
	"github.com/sethvargo/go-retry.DoValue": {Option: "github.com/sethvargo/go-retry.WithMaxRetries", Wrap: 1, Value: "0", First: true},
}

// Permanent marks an error so that a helper stops retrying: the outer
// layer's way to leave a call's retries to the inner layer.
type Permanent struct {
	Func     string // full name of the marker
	NilSafe  bool   // Func(nil) is nil, so it can wrap a call's error result directly
	Helpers  []string
	Short    string
	Imported string // its package path
}

// PermanentMarkers by helper full name.
var PermanentMarkers = map[string]Permanent{}

func init() {
	for _, p := range []Permanent{
		// cenkalti/backoff v4.3.0 retry.go:139 and v5.0.3 error.go:14:
		// Permanent(nil) == nil.
		{Func: "Permanent", NilSafe: true, Imported: "github.com/cenkalti/backoff/v4", Helpers: []string{"Retry", "RetryWithData", "RetryNotify", "RetryNotifyWithData", "RetryNotifyWithTimer", "RetryNotifyWithTimerAndData"}},
		{Func: "Permanent", NilSafe: true, Imported: "github.com/cenkalti/backoff/v5", Helpers: []string{"Retry"}},
		// avast/retry-go/v4@v4.7.0 retry.go:317: Unrecoverable(nil) is not
		// nil, so it wraps only a non-nil error.
		{Func: "Unrecoverable", Imported: "github.com/avast/retry-go/v4", Helpers: []string{"Do", "DoWithData"}},
	} {
		for _, h := range p.Helpers {
			PermanentMarkers[p.Imported+"."+h] = p
		}
	}
}

// TerraformRetryHelpers are the Terraform helpers whose operation returns a
// *RetryError: RetryableError(err) goes round again, NonRetryableError(err)
// stops (terraform-plugin-sdk/v2@v2.40.1 helper/retry/wait.go:91,106 and
// helper/resource/aliases.go:123,138), by helper full name to the package
// of the two constructors.
var TerraformRetryHelpers = map[string]string{
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry.RetryContext":    "github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry.Retry":           "github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource.RetryContext": "github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource",
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource.Retry":        "github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource",
	// terraform-plugin-sdk@v1.17.2 helper/resource/wait.go:70,79.
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource.Retry": "github.com/hashicorp/terraform-plugin-sdk/helper/resource",
}
