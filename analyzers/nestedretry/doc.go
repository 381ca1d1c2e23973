// Package nestedretry defines an Analyzer that reports retry layers nested
// without a shared budget.
//
// # Analyzer nestedretry
//
// nestedretry: report calls that retry by themselves inside a retry scope
//
// Retry layers multiply. A retry loop of 5 attempts around a
// go-retryablehttp client, which makes 5 attempts of its own, sends up to 25
// requests for one failing operation; three layers of three attempts make
// 27. Each extra request is another chance for a write to commit twice, and
// the layers keep hammering a service that is already failing. Most SDKs
// retry by default (aws-sdk-go-v2 clients 3 attempts, stripe-go, openai-go
// and anthropic-sdk-go 2 retries, vault/api 2 retries of every request), so
// a hand-written retry around an SDK call is already a second layer.
// vault/api's count is read from the config its client is made with
// (MaxRetries) and from SetMaxRetries calls on it; for a client whose origin
// cannot be followed, a package of the program that turns the retries off
// anywhere makes it unknown, and it is not reported. Its retries are set
// per client, so the fix stops the outer loop after a failure of the call.
// aws-sdk-go (v1) clients retry 3 times (DynamoDB's 10) unless their config
// (MaxRetries, a Retryer) or a request option says otherwise; the fix makes
// the one call try once with a request option that sets r.Retryer =
// client.NoOpRetryer{} (Op(input) becomes OpWithContext(aws.
// BackgroundContext(), input, option)). bce-sdk-go clients retry 3 times by
// the policy their config holds; the fix sets cli.Config.Retry =
// bce.NewNoRetryPolicy() where a client that serves the loop alone is made.
//
// nestedretry reports, at the inner call, a call that retries by itself (a
// retry helper, a go-retryablehttp client or the *http.Client from its
// StandardClient, an SDK client that retries by default, a function whose
// fact says it retries, in this package or another) made inside a retry
// scope (a retry helper's operation, a hand-written retry loop, a Temporal
// activity, an agent tool handler). The message names both layers, the chain
// of functions to the inner one, and the product of the attempts when both
// bounds are known; a bound read from a variable or field is "an unknown
// number", and a layer without a limit is said to retry without one.
//
// A generated SDK that no record describes (Stainless, Fern) is read from
// its code: its send loop counts to a config field (retryCount <=
// cfg.MaxRetries) or its retrier recurses up to a parameter, and when every
// value the SDK's package gives that field is one constant (MaxRetries: 2
// where the config is made; attempts := defaultRetryAttempts kept unless an
// options field overrides it), that default is the bound: "New →
// ExecuteNewRequest → Execute retries by default (requestconfig.go:427,
// unless option.WithMaxRetries changes it) ...: up to 3 × 3 = 9 calls". A
// field the SDK sets from its user's input stays an unknown number. The
// SDK's exported function whose option sets that field
// (option.WithMaxRetries(retries) doing r.MaxRetries = retries; Fern's
// option.WithMaxAttempts, through the request options to the retrier) is
// the fix: the inner call gets it with the value that makes one attempt
// (WithMaxRetries(0), WithMaxAttempts(1)), as a record's request option
// would; a call that already passes it is no layer. SDKs with records keep
// their records' answer.
//
// A retry that calls a method through an interface retries its
// implementations: those of packages that import the interface's (their
// own facts say so) and those of its own package. A retrying SDK call in an
// implementation of the retry's own package is reported with no fix: the
// method serves every caller of the interface, and turning its client's
// retries off would leave the others with none.
//
// A library may compose a retry around a value at run time from its
// configuration. An eino agent whose ChatModelAgentConfig (or prebuilt/deep
// Config) sets a ModelRetryConfig with MaxRetries n wraps its Model in a
// retry that calls the model's Generate and Stream up to n+1 times; when the
// model is a type of this package whose method calls an SDK that retries by
// itself, that call is reported: "... inside the retry that eino's
// ModelRetryConfig composes at agent.go:40 (MaxRetries: 3, around the Model
// of this adk.ChatModelAgentConfig at agent.go:39, implemented here by
// agent.Model.Generate) ...: up to 4 × 3 = 12 calls". The retry counts only
// when every value of the field is a literal with a constant MaxRetries
// above zero and no IsRetryAble (a predicate leaves unknown which errors
// both layers retry); an agent with no retry config leaves its model alone, so
// eino's own retry loop is not taken as retrying every implementation of
// the model interface. The fix turns the SDK call's retries off: eino's
// retry, with no IsRetryAble, retries every error.
//
// Layers stacked where a client is built count too. An SDK that retries by
// itself, handed an *http.Client that retries too (openai-go's
// option.WithHTTPClient, stripe-go's BackendConfig.HTTPClient, given a
// go-retryablehttp StandardClient or a client whose Transport is a
// retryablehttp.RoundTripper), sends each of its attempts through the
// client's: the client is reported where it is handed over ("up to 3 × 5 =
// 15 calls"), with a fix that turns the SDK's own retries off there
// (option.WithMaxRetries(0) on the constructor, MaxNetworkRetries:
// stripe.Int64(0) in the BackendConfig), and a call of the SDK in a loop is
// reported with the three bounds ("up to 2 × 3 × 5 = 30 calls"); with the
// SDK's retries off, the client's remain a layer. A go-retryablehttp client retries a POST as it retries a
// GET: its policies do not look at the method (v0.7.8 baseRetryPolicy
// retries every error but a redirect, scheme, header or certificate one, a
// 429 and a 5xx), and only a CheckRetry that never asks for a retry turns it
// off. A function value made by a retry wrapper retries every call made
// through it: go-kit's lb.Retry(max, timeout, balancer) endpoint makes max
// attempts (one when max is below 1), RetryWithCallback as many as its
// callback allows. Alibaba Cloud's tea-rpc DoRequest retries (MaxAttempts +
// 1 attempts, 4 by default) when its runtime options turn Autoretry on, and
// a function that hands its own bool parameter to that switch, or to
// another such function (the Terraform provider's RpcPost(..., autoRetry
// bool)), retries when called with true. The product SDKs generated on
// darabonba-openapi v0 and v2.0 retry alike in their ...WithOptions calls;
// the fix turns Autoretry off in runtime options that serve the one call
// alone.
//
// go-tfe wraps its config's HTTPClient in a go-retryablehttp client of
// its own (31 attempts) that, with server
// retries on (RetryServerErrors: true in the tfe.Config, or
// client.RetryServerErrors(true)), retries every 429, 5xx and lost
// connection. A retrying HTTPClient there is reported where it is handed
// over, naming where that client was made and where go-tfe's switch was
// set ("up to 31 × 5 = 155 calls"), with a fix that sets the handed
// client's RetryMax to 0 where it is made (go-tfe's retries keep a retry)
// when it serves that config alone and retries by the library's own
// CheckRetry. With server retries off, go-tfe
// retries only a 429, which was refused: nothing is reported; nor is a
// client made in another package whose maker gives it a CheckRetry of its
// own, which may not retry what go-tfe retries.
//
// An *http.Client whose Transport is a RoundTripper of the program whose
// RoundTrip retries (a loop that sends the request again on a 5xx or on no
// response, as terraform-provider-github's RetryTransport does) retries
// every request sent with it: its Do, Get, Post, and the calls of an SDK
// made with it (go-github's github.NewClient(httpClient)) are calls of that
// RoundTrip ("client.Issues.Create → RetryTransport.RoundTrip retries"),
// whether the client is made in a literal, by assignments to its Transport
// field that wrap the one before (the last, run unconditionally, counts),
// or by a constructor of another package. A Transport set only under a
// condition (if maxRetries > 0) or that the code does not show leaves the
// client unknown, and it is not reported. The transport's retries are set
// where it is made, so the fix stops the outer loop after a failure.
//
// A failover loop, which tries one call at each of several targets
// (addresses, servers, alternative names) and stops at the first success,
// is an outer layer only around a call that can commit a write: a failover
// of reads or connects makes one call per target, and a connect helper that
// tries each address once is not a retrier for its callers. A Terraform
// retry operation that returns RetryableError only under a guard retries
// what its guard admits: a guard that admits the errors an inner layer
// retries already (a retry predicate such as NeedRetry, a timeout or
// server-error check) makes it a nested layer, while a guard on one definite
// error (a poll for a state change) does not. Nor is a layer whose failure
// reaches such a guarded retry only as a fresh error of the functions
// between (errors.New, or fmt.Errorf without %w) that the guard, a
// predicate of the package, cannot admit: it returns true only behind a
// type assertion to another error type, errors.Is with an error variable,
// or a regular expression or prefix test anchored at a text the fresh
// error's message does not begin with (the Alibaba Cloud provider's
// NeedRetry and its "^Post https://" test against "[ERROR] loading ...").
//
// A retry that runs only when a lookup in a map or a sync.Map misses, in
// code that fills that cache (if v, ok := endpoints.Load(product); !ok {
// ... lookup and Store ... }, or after if v, ok := m[k]; ok { return v }),
// runs once for the key, not on each call: it is no layer of the function
// around it (the provider's loadApiEndpoint → loadEndpoint →
// describeEndpointForService). A layer that makes one call (a helper or
// loop of one attempt, a configured client of one attempt) is no layer, and
// no message counts one.
//
// A batch retried as a whole whose items are each retried again (an outer
// retry loop or helper around a loop over items that calls retry.Do or a
// failsafe executor per item, and carries the item's error out of that
// loop) is a nesting too: each item can be sent the product of the bounds.
// So is a failsafe-go executor run inside another; a retry policy's bound
// is read from its builder (WithMaxRetries(n): n + 1 attempts,
// WithMaxAttempts(n): n, -1 for both: no limit; 3 attempts by default).
//
// Nothing is reported when the inner layer is turned off for the call
// (retryablehttp RetryMax = 0, an aws per-call RetryMaxAttempts of 1 or
// aws.NopRetryer, option.WithMaxRetries(0), backoff.WithMaxRetries(b, 0),
// retry.Attempts(1)), or when both layers draw on one budget value (a
// failsafe-go budget.Budget given to both through WithBudget, a type annotated
// //idemvet:budget or configured as a budget). A context deadline alone is
// not a budget unless deadline-is-budget is configured.
//
// Bad:
//
//	for attempt := 0; attempt < 5; attempt++ {
//		resp, err := client.Post(url, "application/json", body) // client := retryablehttp.NewClient()
//		if err == nil {
//			return resp, nil
//		}
//	}
//
// Good:
//
//	client := retryablehttp.NewClient()
//	client.RetryMax = 0 // the loop is the only retry layer
//
// The suggested fix changes only the call it is about. It turns the inner
// layer's retries off for the call where the API has a per-call setting
// (option.WithMaxRetries(0), an aws per-call option, a helper's attempt
// option, false for the bool argument that turns a wrapper's retries on, as
// in RpcPost(..., false); a failsafe executor made for this call alone is
// built without its retry policy, failsafe.With[R](), which runs the
// function once, and the policy's variable goes with it when nothing else
// uses it). An SDK handed a retrying *http.Client keeps both
// layers' settings: the outer layer stops instead. A client whose retries are set only where it is made (RetryMax =
// 0 for go-retryablehttp, MaxNetworkRetries 0 for stripe-go) is changed
// there only when it is a local variable that only this retry layer calls;
// a client that other calls share (a struct field, a package variable, a
// client passed on or returned, or one the function also calls outside the
// layer) keeps its retries. Otherwise the fix stops the outer layer from
// retrying this call (break out of the retry loop on its error, carrying
// the error out when the loop keeps it in its own variable;
// backoff.Permanent; retry.Unrecoverable; Terraform's NonRetryableError in
// place of RetryableError, in the guarded branch too; for a Temporal
// activity whose executions in this package all set their options with
// ActivityOptions literals that no other activity is executed with,
// MaximumAttempts: 1 in its RetryPolicy, added when the literal has none;
// for any other Temporal activity, the call's error returned as
// temporal.NewNonRetryableApplicationError(msg, "InnerRetriesExhausted",
// err), which its policy does not retry wherever the policy is set),
// leaving the retries to the inner layer. An activity that runs once is not
// a retry layer. A call returned straight from the operation is bound first
// where the marker needs it: "return f()" becomes "if err := f(); err !=
// nil { return retry.Unrecoverable(err) }; return nil", and "return g()" of
// a value and an error "v, err := g(); return v, backoff.Permanent(err)".
//
// A fix never takes the only retry from a transient failure. Terraform's
// retry helpers retry what the operation marks RetryableError, often the
// throttling, server errors and lost connections a predicate admits
// (NeedRetry(err)); NonRetryableError takes their place only when the
// inner layer retries all of those itself: an SDK or client whose own
// retries cover them (go-retryablehttp's default policy, aws-sdk-go-v2,
// vault/api, go-tfe with server errors on), with no options that could
// turn them off. Where the inner layer's own check of what it retries can
// be called, the branch stops on those errors and keeps retrying the rest:
// tea-rpc retries lost connections and 5xx but not throttling, so "return
// resource.RetryableError(err)" gets "if tea.BoolValue(tea.Retryable(err))
// { return resource.NonRetryableError(err) }" before it. Otherwise (a
// function that retries something of its own, such as an endpoint lookup,
// or retries whose cover is not known) the finding is reported without a
// fix, and its message says why: "...; no automatic fix: ...". Code as
// the fixes leave it is not reported again.
//
// A Temporal activity registered by its value whose body is in another
// package (w.RegisterActivityWithOptions(a.stripe.CreateACHCharge, ...),
// a method of an interface whose implementation calls charge.New) nests
// the calls in it that retry by themselves, but that package was analyzed
// before the registration could be seen. The nesting is reported at the
// registered value, with the path to the inner retry ("activity
// CreateACHCharge, registered here: CreateACHCharge retries
// (stripe/stripe.go:184) inside the Temporal activity ..."), and without a
// fix: the body, where the inner call's failure should end the activity,
// is in the other package. A function that is an activity by its own code
// is reported in its package, and not again where it is registered. An
// execution (workflow.ExecuteActivity) of such a function is left out: the
// options it runs with may set a retry policy that the count would have to
// read.
//
// A loop that reads a stream and opens it again when it ends without the
// result it waits for, giving up after a number of rounds in a row that
// brought no new event (the MCP Go SDK's streamable client: handleSSE
// around connectSSE), is a retry layer around the call that reopens the
// stream, though no error sends it round: when that call retries by
// itself, each round of the loop makes up to its attempts ("connectSSE
// retries (mcp/streamable.go:2735) inside the reconnect loop at
// streamable.go:2522, which goes round when the stream that processStream
// reads ends without a result, with no shared budget"). The loop already
// leaves when the reopen fails, and turning the reopen's retries off would
// end the stream on one failed attempt, so the finding has no fix: one
// budget for both needs a count shared between them.
//
// Layers composed from functions count too: a helper given withFailover(f)
// or logged(f), a function of the package that returns a function calling
// its parameter, retries f; a helper given another helper's composed
// function (withRetry(withRetry2(f)), backoff.Retry(withRetry(f), b)) is a
// second layer around f, reported at the inner helper, and the fix drops the
// outer helper. A failover loop over a function parameter makes no retry
// helper, and a helper limited to one attempt is no layer.
package nestedretry
