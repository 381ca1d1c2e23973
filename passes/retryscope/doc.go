// Package retryscope is a helper pass that finds the retry scopes of a
// package: the code that may run again for the same logical intent after a
// failure. It reports nothing; its *Result answers, for any position, which
// scopes enclose it, and, for any function, whether calling it retries.
//
// It assembles what four smaller passes find, each owning one source of
// retries:
//
//   - callretries (an analyzer with facts): the calls that retry by
//     themselves, SDK and HTTP clients with their bounds;
//   - retryhelpers (an analyzer with facts): retry helpers, executors,
//     helpers composed at run time, and retry budgets;
//   - retryloops (a plain package): hand-written retry loops and functions
//     that retry by calling themselves;
//   - retrycontexts (a plain package): at-least-once contexts and the
//     bounds of their retry policies.
//
// The one cycle among them, a function literal given to a retry helper
// inside a loop (the helper's, not the loop's), is broken here: the
// assembly hands retryloops a test for helper calls. What is left in this
// package is the assembly itself, which functions retry and through which
// layers (retriers.go, with the cache-miss and fresh-error exits), and the
// scopes that reach implementations through interfaces (ifaces.go).
//
// A retry scope is one of:
//
//   - the operation of a call to a known retry helper (catalog.RetryHelpers,
//     a function annotated //idemvet:retry, or one configured as a helper),
//     when the operation is a function literal, a variable bound to one, or
//     a function of this package;
//   - the operation given to a function of this package (or, through the
//     helper fact, of another) whose retry loop calls a func-typed
//     parameter: a retry helper composed at run time (func withRetry(f
//     func() error) func() error), bounded by its loop;
//   - a hand-written retry loop: a for or range loop whose body makes a call
//     and, on that call's error, goes round again while success leaves the
//     loop. The exit may be a retry predicate on the call's result
//     (!shouldRetry(res, err) || n >= max) or a check of the response's
//     status (resp.StatusCode < 500, != 429) rather than err == nil; the
//     error may arrive from a channel (a call started with go, received in a
//     select or alone) or from a range over a function iterator. A function
//     run with go that is given a channel for its failures and another for
//     its result (go v.fetch(doneCh, errCh), consul-template's View.poll)
//     is retried by a loop whose select clause receiving the failure goes
//     round on some of them (a retry function's yes, a continue) and
//     otherwise leaves, even when the loop also goes round after a result:
//     a watch that refetches after each result retries its failures too,
//     and the function's own retries nest in it. A loop with no condition
//     that reads a stream with a call and, when the stream ends without
//     the result (no error involved: the loop leaves on a result of that
//     call), opens it again with a call whose error leaves the loop and
//     whose result becomes the stream read next, counting the rounds that
//     bring nothing new (n++ then if n > max { return }, with n set back to
//     0 where a round makes progress), is a reconnect loop: a retry loop of
//     the reopening call, bounded by max reopens for a run of rounds
//     without progress (max+1 with the check after the reopen, one fewer
//     for >=), as the MCP Go SDK's handleSSE around connectSSE. A count
//     never set back to 0 (a page limit), a loop without one, and a loop
//     that reads the next item of one stream (a scanner, a Recv loop)
//     are no reconnect loops. A function that calls itself again with
//     the same request after a failure or a status that asks for another
//     attempt (directly, or after a timer's wait in a select) is a
//     recursive retry, bounded by an attempt parameter when it has one. A
//     loop that
//     handles each element of a collection once is not a retry loop; a loop
//     over endpoints that stops at the first success is a failover loop, a
//     scope with Failover set, which does not make its function a retrier;
//   - an at-least-once context: a Temporal activity (a function or method
//     registered or executed as one in this package, every exported method
//     of a registered struct, or one whose own code shows it: see below), an MCP tool
//     handler (a function literal, function or method that becomes a value
//     of a handler type of go-sdk or mcp-go: passed to AddTool, returned by
//     a tool constructor, set as the Handler of a ServerTool, wrapped by
//     NewTypedToolHandler; a function given to a wrapper of this package
//     that calls it from inside the handler it builds), or the handler
//     argument of a registration named in the configuration, or a
//     controller-runtime Reconcile (a method of that name returning
//     reconcile.Result and an error), which is requeued on error and run
//     again on every resync, or a client-go workqueue handler (a function
//     of this package that a worker calls with an item it took from a
//     workqueue with Get, in a worker that requeues items with
//     AddRateLimited or AddAfter), or the body of a message loop that the
//     broker delivers a message to again until the body settles it: a
//     sarama claim loop (for msg := range claim.Messages(), marking each
//     message) and an SQS receive loop (for _, m := range out.Messages over
//     a ReceiveMessage's output, deleting each message), or what follows a
//     kafka-go FetchMessage in a loop that commits the message. Its scope carries the bound of the context's
//     retry policy: the MaximumAttempts of the activity options that the
//     workflow of this package sets in literals, else Temporal's default (no
//     limit); a model may call a tool again without limit.
//
// Activities defined in one package and registered in another: the worker
// that registers them (usually package main) and the workflows that execute
// them import the package that defines them, and analysis facts flow only
// from a package to those that import it, so the registration cannot be
// told to the defining package. Nor can the registering package analyze
// their bodies, which it sees only as export data. The defining package
// therefore finds its activities from evidence in their own code, which
// holds wherever they are registered:
//
//   - a function that calls the activity package (activity.GetInfo,
//     GetLogger, RecordHeartbeat): those calls panic outside an activity;
//   - a function whose first parameter is a context.Context and that makes
//     an error for the activity retry policy (temporal.NewApplicationError,
//     NewNonRetryableApplicationError): a workflow makes them too, but
//     takes a workflow.Context, and client code has no use for them;
//   - every exported method, with a context.Context first, of a type one
//     of whose methods is an activity: RegisterActivity(&Activities{})
//     registers a struct's exported methods together, and activity structs
//     are registered that way.
//
// Calls in a function literal count when the function calls the literal
// (go func() { heartbeat }()), not when it hands it on (a hook that a
// worker interceptor calls later). An activity with none of this evidence in its package (a
// plain function registered by main) is not found; a registration in the
// same package, an execution by a workflow of the package, or a
// registration named in the configuration finds it.
//
// Implementations behind an interface. A retry scope that calls a method
// through a named interface of its module (the retried call of a loop, any
// call of a helper's operation or an at-least-once context, and the
// interface calls in a function of the package, or an exported function of
// another package, that such a call calls: one step) retries every
// implementation of it, including those in packages that import the
// interface's package, which the scope's package never sees. It records
// the retry on the interface method (an object fact when the interface is
// declared in its package, a package fact naming it otherwise): the scope's
// kind, position and bound, and how an implementation stops it (the
// helper's stop wrapper such as backoff.Permanent, or a false first result
// that the loop leaves on). A package whose named types, outside test
// files, implement such a method treats the method's body as a scope of
// kind Implementation, which names the interface, the retry site and the
// implementation. Facts flow only to importing packages: the
// implementation's package must import the package of the retry scope
// (usually the interface's own). A scope that calls an interface of its
// own package makes that package's implementations of the method scopes
// too, but for a method that holds such a scope itself (a decorator that
// retries the value it wraps, kubectl-ai's retryChat.Send): it is the
// site. IfaceRetry.Local marks them, since the method serves the
// package's other callers of the interface as well.
//
// Retries composed by configuration (wrapscopes.go). A configuration
// literal that a library reads to wrap one of its fields in a retry at run
// time (catalog.ConfigWrappers: eino's ChatModelAgentConfig whose
// ModelRetryConfig has MaxRetries above zero, around its Model) makes the
// retried methods of this package's types that the field may hold scopes of
// kind Implementation, bounded by the literal. The library's own retry
// loops around the interface (catalog.ComposedRetryPkgs) make no
// implementation a scope by their facts: they run only when so configured.
//
// A function that contains a helper call or retry loop, or calls a function
// that does, retries; this is exported as a fact so that callers in other
// packages know it. A request sent with an *http.Client, or a call of an
// SDK made with one, is a call of the RoundTrip method of the client's
// Transport where the code shows which it is (transports.go); a function
// of the package that returns such a client has a fact naming the
// transport's type.
package retryscope
