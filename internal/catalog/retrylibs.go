package catalog

// Retry libraries: one record per library (per major version whose API
// differs), holding everything idemvet knows of it.

// A RetryLibrary is a library whose helpers run an operation again.
type RetryLibrary struct {
	// Package is the package of the helpers, the options and the markers.
	Package string
	// Helpers by function name in Package (or "(Recv).Method").
	Helpers map[string]RetryHelper
	// AttemptOptions by function name in Package: the options and back-off
	// constructors whose integer argument bounds the attempts.
	AttemptOptions map[string]AttemptOption
	// BackOffWrappers by function name in Package: functions that wrap a
	// back-off and keep its bound, with the index of the wrapped argument
	// (backoff v4's WithContext(b, ctx)).
	BackOffWrappers map[string]int
	// Disable tells how to make a call of each helper of DisableHelpers try
	// once; Option is a function name in Package.
	Disable        *Disabler
	DisableHelpers []string
	// Permanent is the marker that wraps an error so that the helpers of
	// PermanentHelpers stop ("" Func: none); Func names a function in Package.
	Permanent        *Permanent
	PermanentHelpers []string
	// StopTypes are error types, by name in Package, whose pointer returned
	// by the operation stops the helpers as Permanent does, to how messages
	// name them.
	StopTypes map[string]string
	// Policy says how the helpers treat the errors the operation returns
	// (nil: decided by options or predicates idemvet does not follow).
	Policy *RetryPolicy
	// RetryIf are the options (function names in Package) that choose by a
	// predicate which errors are retried.
	RetryIf []string
	// Shorts are how messages name the Stop and Retryable functions of
	// Policy.
	StopShort, RetryableShort string
	// AttemptCounters are the fields and methods, by name in Package, whose
	// value changes on every attempt, to how messages name them.
	AttemptCounters map[string]string
	// Executors: the helpers are methods of an executor made by Constructor
	// (a function in Package), which retries only when given a value from
	// PolicyPackage. Budgets are the types (full names) whose values are a
	// retry budget shared by the layers that use it.
	Constructor, PolicyPackage string
	Budgets                    []string
	// Builders say how a policy of PolicyPackage is bounded.
	Builders *PolicyBuilders
	// Wrappers by function name in Package: the functions that return a
	// function value which, when called, runs the call again after a
	// failure (a retrying endpoint, a retrying middleware).
	Wrappers map[string]RetryWrapper
	// ConfigWrappers by type name in Package: configuration structs whose
	// retry field, when set, makes the library wrap the value of another
	// field in a retry at run time (eino's ModelRetryConfig around Model).
	ConfigWrappers map[string]ConfigWrapper
}

// A ConfigWrapper is a configuration struct that composes a retry around
// one of its fields at run time: the library calls the methods Methods of
// the value in Wrapped again after an error, when Retry holds a struct
// whose integer field Bound is above zero.
type ConfigWrapper struct {
	Wrapped, Retry, Bound string
	// Predicates are fields of the retry config that choose which errors
	// are retried: one that is set leaves the errors that both layers
	// retry unknown.
	Predicates []string
	// Add: attempts = Bound's value + Add (1 when Bound counts retries).
	Add     int
	Methods []string
	Short   string // how messages name the retry: "retry that eino's ModelRetryConfig composes"
}

// A RetryWrapper returns a function that retries each call made through it.
type RetryWrapper struct {
	// Arg is the index of the argument that bounds the attempts (-1: none,
	// the wrapper's Attempts hold); Attempts the bound when there is no
	// such argument (0 unknown, Unbounded).
	Arg      int
	Attempts int
	// MinOne: a bound below 1 still makes one attempt.
	MinOne bool
	Short  string // how messages name it: "lb.Retry"
}

// A RetryHelper runs its operation argument again after a failure.
type RetryHelper struct {
	Op       int    // index of the operation argument
	Attempts int    // default number of attempts: 0 unknown, Unbounded, or a count
	Short    string // how messages name it, e.g. "backoff.Retry"
	// Executor: a method of an executor, which retries only when made with
	// a retry policy (see FailsafeWith); set from the library's Constructor.
	Executor bool
	// Rejections: the helper retries only refusals (RetryOnConflict: a
	// 409); Pred, when not 0, is the index + 1 of the argument that
	// chooses the errors retried (OnError's retriable), which may be a
	// test for refusals (lexicon/rejections.go).
	Rejections bool
	Pred       int
}

// An AttemptOption is a retry option or back-off constructor whose integer
// argument bounds the attempts.
type AttemptOption struct {
	Arg           int  // index of the count argument
	Add           int  // attempts = count + Add (1 for "max retries")
	ZeroUnbounded bool // a count of 0 means no limit
}

// A Disabler is a helper option that turns a helper's retries off.
type Disabler struct {
	Option string // full name of the option or wrapper
	Wrap   int    // -1: add Option(Value) as an argument; n: wrap argument n as Option(arg, Value) or Option(Value, arg)
	Value  string // the argument that means one attempt
	First  bool   // the value comes before the wrapped argument
}

// Permanent marks an error so that a helper stops retrying: the outer
// layer's way to leave a call's retries to the inner layer.
type Permanent struct {
	Func     string // name of the marker in Imported
	NilSafe  bool   // Func(nil) is nil, so it can wrap a call's error result directly
	Imported string // its package path
}

// A RetryPolicy says how a retry helper decides whether to run its operation
// again after the operation returns an error.
type RetryPolicy struct {
	// Helper is the helper's package.
	Package string
	// RetriesAll: every error returned is retried unless wrapped in Stop.
	// Otherwise only errors wrapped in Retryable are retried.
	RetriesAll bool
	// Stop is the function (in Package) that wraps an error so the helper
	// returns it at once, "" when returning a plain error stops.
	Stop string
	// Retryable is the function (in Package) that wraps an error so the
	// helper runs the operation again (RetriesAll false).
	Retryable string
	// BoolDone: the operation returns (done bool, err error); returning
	// (false, nil) runs it again and a non-nil error stops
	// (k8s.io/apimachinery wait).
	BoolDone bool
}

// backoffV4Helpers are the helpers of cenkalti/backoff/v4 that
// WithMaxRetries and Permanent apply to.
var backoffV4Helpers = []string{"Retry", "RetryWithData", "RetryNotify", "RetryNotifyWithData", "RetryNotifyWithTimer", "RetryNotifyWithTimerAndData"}

// terraformLibrary is a terraform-plugin-sdk retry package: its helpers
// retry until the timeout, without an attempt bound, and the operation
// returns a *RetryError: RetryableError(err) goes round again,
// NonRetryableError(err) stops.
func terraformLibrary(pkg, short string, context bool) RetryLibrary {
	h := map[string]RetryHelper{"Retry": {Op: 1, Attempts: Unbounded, Short: short + ".Retry"}}
	if context {
		h["RetryContext"] = RetryHelper{Op: 2, Attempts: Unbounded, Short: short + ".RetryContext"}
	}
	return RetryLibrary{
		Package:        pkg,
		Helpers:        h,
		Policy:         &RetryPolicy{Stop: "NonRetryableError", Retryable: "RetryableError"},
		StopShort:      short + ".NonRetryableError",
		RetryableShort: short + ".RetryableError",
	}
}

// PolicyBuilders describe how an executor library's retry policy is
// built and bounded: by functions of its PolicyPackage that make a builder
// or a policy with DefaultAttempts, and by builder methods whose integer
// argument counts retries (MaxRetries) or attempts (MaxAttempts), Unlimited
// meaning no limit.
type PolicyBuilders struct {
	Defaults                []string
	DefaultAttempts         int
	MaxRetries, MaxAttempts string
	Unlimited               int
}

// RetryLibraries are the retry libraries the catalog knows, one record each.
var RetryLibraries = []RetryLibrary{
	// github.com/cenkalti/backoff/v4@v4.3.0 retry.go. The attempt bound comes
	// from the BackOff argument; NewExponentialBackOff stops after 15 minutes.
	// tries.go: WithMaxRetries(b, max) allows max retries, so
	// WithMaxRetries(b, 0) none. retry.go:139: Permanent(nil) == nil.
	{
		Package: "github.com/cenkalti/backoff/v4",
		Helpers: map[string]RetryHelper{
			"Retry":                       {Op: 0, Short: "backoff.Retry"},
			"RetryNotify":                 {Op: 0, Short: "backoff.RetryNotify"},
			"RetryWithData":               {Op: 0, Short: "backoff.RetryWithData"},
			"RetryNotifyWithData":         {Op: 0, Short: "backoff.RetryNotifyWithData"},
			"RetryNotifyWithTimer":        {Op: 0, Short: "backoff.RetryNotifyWithTimer"},
			"RetryNotifyWithTimerAndData": {Op: 0, Short: "backoff.RetryNotifyWithTimerAndData"},
		},
		AttemptOptions: map[string]AttemptOption{"WithMaxRetries": {Arg: 1, Add: 1}},
		// context.go:23: WithContext(b, ctx) stops when ctx is done and
		// otherwise asks b, so b's bound holds.
		BackOffWrappers:  map[string]int{"WithContext": 0},
		Disable:          &Disabler{Option: "WithMaxRetries", Wrap: 1, Value: "0"},
		DisableHelpers:   []string{"Retry", "RetryWithData", "RetryNotify", "RetryNotifyWithData"},
		Permanent:        &Permanent{Func: "Permanent", NilSafe: true},
		PermanentHelpers: backoffV4Helpers,
		// retry.go: &PermanentError{Err: err} is what Permanent returns.
		StopTypes: map[string]string{"PermanentError": "backoff.PermanentError"},
		Policy:    &RetryPolicy{RetriesAll: true, Stop: "Permanent"},
		StopShort: "backoff.Permanent",
	},
	// github.com/cenkalti/backoff/v5@v5.0.3: Retry[T](ctx, operation, opts...),
	// default WithMaxTries unlimited, MaxElapsedTime 15 minutes; retry.go:
	// WithMaxTries(n) counts tries, 0 is no limit, 1 tries once. error.go:14:
	// Permanent(nil) == nil.
	{
		Package:          "github.com/cenkalti/backoff/v5",
		Helpers:          map[string]RetryHelper{"Retry": {Op: 1, Short: "backoff.Retry"}},
		AttemptOptions:   map[string]AttemptOption{"WithMaxTries": {Arg: 0, ZeroUnbounded: true}},
		Disable:          &Disabler{Option: "WithMaxTries", Wrap: -1, Value: "1"},
		DisableHelpers:   []string{"Retry"},
		Permanent:        &Permanent{Func: "Permanent", NilSafe: true},
		PermanentHelpers: []string{"Retry"},
		// error.go: &PermanentError{Err: err} is what Permanent returns.
		StopTypes: map[string]string{"PermanentError": "backoff.PermanentError"},
		Policy:    &RetryPolicy{RetriesAll: true, Stop: "Permanent"},
		StopShort: "backoff.Permanent",
	},
	// github.com/avast/retry-go/v4@v4.7.0: default Attempts(10); options.go:
	// Attempts(uint), 0 retries until success, 1 makes one attempt;
	// options.go:238 RetryIf. retry.go:317: Unrecoverable(nil) is not nil, so
	// it wraps only a non-nil error.
	{
		Package: "github.com/avast/retry-go/v4",
		Helpers: map[string]RetryHelper{
			"Do":         {Op: 0, Attempts: 10, Short: "retry.Do"},
			"DoWithData": {Op: 0, Attempts: 10, Short: "retry.DoWithData"},
		},
		AttemptOptions:   map[string]AttemptOption{"Attempts": {Arg: 0, ZeroUnbounded: true}},
		Disable:          &Disabler{Option: "Attempts", Wrap: -1, Value: "1"},
		DisableHelpers:   []string{"Do", "DoWithData"},
		Permanent:        &Permanent{Func: "Unrecoverable"},
		PermanentHelpers: []string{"Do", "DoWithData"},
		Policy:           &RetryPolicy{RetriesAll: true, Stop: "Unrecoverable"},
		RetryIf:          []string{"RetryIf"},
		StopShort:        "retry.Unrecoverable",
	},
	// github.com/sethvargo/go-retry@v0.5.0: Do(ctx, b, f), DoValue(ctx, b, f);
	// backoff.go: WithMaxRetries(max, next) allows max retries; retry.go:32
	// RetryableError(err): only errors so marked are retried.
	{
		Package: "github.com/sethvargo/go-retry",
		Helpers: map[string]RetryHelper{
			"Do":      {Op: 2, Short: "retry.Do"},
			"DoValue": {Op: 2, Short: "retry.DoValue"},
		},
		AttemptOptions: map[string]AttemptOption{"WithMaxRetries": {Arg: 0, Add: 1}},
		Disable:        &Disabler{Option: "WithMaxRetries", Wrap: 1, Value: "0", First: true},
		DisableHelpers: []string{"Do", "DoValue"},
		Policy:         &RetryPolicy{Retryable: "RetryableError"},
		RetryableShort: "retry.RetryableError",
	},
	// k8s.io/client-go@v0.37.2 util/retry: the Backoff argument's Steps bound
	// it. RetryOnConflict retries only errors.IsConflict, OnError those its
	// retriable argument picks (v0.35.3 util.go:103 and :48).
	{
		Package: "k8s.io/client-go/util/retry",
		Helpers: map[string]RetryHelper{
			"RetryOnConflict": {Op: 1, Short: "retry.RetryOnConflict", Rejections: true},
			"OnError":         {Op: 2, Short: "retry.OnError", Pred: 2},
		},
	},
	// k8s.io/apimachinery@v0.37.2 pkg/util/wait/backoff.go: ConditionFunc
	// returns (done bool, err error); an error ends the wait.
	{
		Package: "k8s.io/apimachinery/pkg/util/wait",
		Helpers: map[string]RetryHelper{
			"ExponentialBackoff":            {Op: 1, Short: "wait.ExponentialBackoff"},
			"ExponentialBackoffWithContext": {Op: 2, Short: "wait.ExponentialBackoffWithContext"},
		},
		Policy: &RetryPolicy{BoolDone: true},
	},
	// github.com/googleapis/gax-go/v2 invoke.go: Invoke(ctx, call, opts...).
	{
		Package: "github.com/googleapis/gax-go/v2",
		Helpers: map[string]RetryHelper{"Invoke": {Op: 1, Short: "gax.Invoke"}},
	},
	// github.com/hashicorp/terraform-plugin-sdk/v2@v2.40.1 helper/retry
	// wait.go:91,106 and helper/resource aliases.go:123,138.
	terraformLibrary("github.com/hashicorp/terraform-plugin-sdk/v2/helper/retry", "retry", true),
	terraformLibrary("github.com/hashicorp/terraform-plugin-sdk/v2/helper/resource", "resource", true),
	// github.com/hashicorp/terraform-plugin-sdk@v1.17.2 (the last v1, still
	// used by many providers) helper/resource/wait.go:10,70,79: Retry(timeout,
	// f) only, there is no RetryContext in v1; both constructors return nil
	// for a nil error.
	terraformLibrary("github.com/hashicorp/terraform-plugin-sdk/helper/resource", "resource", false),
	// github.com/failsafe-go/failsafe-go@v0.9.8: the Executor's methods retry
	// only when a retry policy is among the policies passed to With.
	{
		Package: "github.com/failsafe-go/failsafe-go",
		Helpers: map[string]RetryHelper{
			"(Executor).Run":              {Op: 0, Short: "failsafe Run"},
			"(Executor).RunWithExecution": {Op: 0, Short: "failsafe RunWithExecution"},
			"(Executor).Get":              {Op: 0, Short: "failsafe Get"},
			"(Executor).GetWithExecution": {Op: 0, Short: "failsafe GetWithExecution"},
			"(Executor).RunAsync":         {Op: 0, Short: "failsafe RunAsync"},
			"(Executor).GetAsync":         {Op: 0, Short: "failsafe GetAsync"},
		},
		// ExecutionInfo, embedded in Execution.
		AttemptCounters: map[string]string{
			"(ExecutionInfo).Attempts": "exec.Attempts()",
			"(ExecutionInfo).Retries":  "exec.Retries()",
		},
		Constructor:   "With",
		PolicyPackage: "github.com/failsafe-go/failsafe-go/retrypolicy",
		// retrypolicy/retry.go:14,209: a policy built without a bound
		// retries twice (3 attempts); WithMaxRetries(n) sets n retries
		// and WithMaxAttempts(n) n attempts (:258-270); -1 means no
		// limit for both.
		Builders: &PolicyBuilders{
			Defaults:        []string{"NewBuilder", "NewWithDefaults"},
			DefaultAttempts: 3,
			MaxRetries:      "WithMaxRetries",
			MaxAttempts:     "WithMaxAttempts",
			Unlimited:       -1,
		},
		// budget/budget.go; retry policies draw on it through retrypolicy
		// Builder.WithBudget.
		Budgets: []string{"github.com/failsafe-go/failsafe-go/budget.Budget"},
	},
	// github.com/go-kit/kit@v0.13.0 sd/lb/retry.go:43 Retry(max int,
	// timeout time.Duration, b Balancer) endpoint.Endpoint returns an
	// endpoint that calls an endpoint of the balancer again after every
	// error, while maxRetries(max) says n < max after the n-th attempt
	// (:47-51): max attempts in all, one when max is below 1; the timeout
	// ends the wait, not the attempt in flight (:72-98). RetryWithCallback
	// (:60) retries until its callback says stop: a bound idemvet cannot
	// read. The same in v0.10.0.
	{
		Package: "github.com/go-kit/kit/sd/lb",
		Wrappers: map[string]RetryWrapper{
			"Retry":             {Arg: 0, MinOne: true, Short: "lb.Retry"},
			"RetryWithCallback": {Arg: -1, Short: "lb.RetryWithCallback"},
		},
	},
	// github.com/cloudwego/eino@v0.7.36 adk/chatmodel.go:248-252: a
	// ChatModelAgentConfig with a ModelRetryConfig makes the agent wrap
	// its Model in a retryChatModel when it builds its run (:787-790, and
	// react.go:255 for the agent with tools), whose Generate and Stream
	// (retry_chatmodel.go:185, :251) call the model again after an error
	// while attempt <= MaxRetries: MaxRetries retries, MaxRetries+1 calls
	// (:103-106, 0 none); a nil IsRetryAble retries every error (:108-111).
	// prebuilt/deep's Config hands its ChatModel and ModelRetryConfig to
	// the agent it builds (deep.go:45, :68, :108-118).
	{
		Package: "github.com/cloudwego/eino/adk",
		ConfigWrappers: map[string]ConfigWrapper{
			"ChatModelAgentConfig": {Wrapped: "Model", Retry: "ModelRetryConfig", Bound: "MaxRetries", Add: 1, Predicates: []string{"IsRetryAble"}, Methods: einoModelMethods, Short: "retry that eino's ModelRetryConfig composes"},
		},
	},
	{
		Package: "github.com/cloudwego/eino/adk/prebuilt/deep",
		ConfigWrappers: map[string]ConfigWrapper{
			"Config": {Wrapped: "ChatModel", Retry: "ModelRetryConfig", Bound: "MaxRetries", Add: 1, Predicates: []string{"IsRetryAble"}, Methods: einoModelMethods, Short: "retry that eino's ModelRetryConfig composes"},
		},
	},
}

// einoModelMethods are the methods of a chat model that eino's retry
// wrapper calls again.
var einoModelMethods = []string{"Generate", "Stream"}

// DeadlineFuncs make a context whose deadline bounds every attempt made
// under it (a budget only when configured: config.DeadlineIsBudget).
var DeadlineFuncs = map[string]bool{
	"context.WithTimeout":       true,
	"context.WithDeadline":      true,
	"context.WithTimeoutCause":  true,
	"context.WithDeadlineCause": true,
}

// TimerWaits are what a select waits on before another attempt (Go 1.26
// time): the channels of time.After and time.Tick, and the C field of a
// Timer or Ticker, by the type that holds it.
var TimerWaits = map[string]bool{
	"time.After":  true,
	"time.Tick":   true,
	"time.Timer":  true,
	"time.Ticker": true,
}
