// Package retryscope is a helper pass that finds the retry scopes of a
// package: the code that may run again for the same logical intent after a
// failure. It reports nothing; its *Result answers, for any position, which
// scopes enclose it, and, for any function, whether calling it retries.
//
// A retry scope is one of:
//
//   - the operation of a call to a known retry helper (catalog.RetryHelpers,
//     a function annotated //idemvet:retry, or one configured as a helper),
//     when the operation is a function literal, a variable bound to one, or
//     a function of this package;
//   - a hand-written retry loop: a for or range loop whose body makes a call
//     and, on that call's error, goes round again while success leaves the
//     loop. The exit may be a retry predicate on the call's result
//     (!shouldRetry(res, err) || n >= max) or a check of the response's
//     status (resp.StatusCode < 500, != 429) rather than err == nil; the
//     error may arrive from a channel (a call started with go, received in a
//     select or alone) or from a range over a function iterator. A loop that
//     handles each element of a collection once is not a retry loop; a loop
//     over endpoints that stops at the first success is a failover loop, a
//     scope with Failover set, which does not make its function a retrier;
//   - an at-least-once context: a Temporal activity (a function or method
//     registered or executed as one, every exported method of a registered
//     struct, a function that calls the activity package), an MCP tool
//     handler (a function literal, function or method that becomes a value
//     of a handler type of go-sdk or mcp-go: passed to AddTool, returned by
//     a tool constructor, set as the Handler of a ServerTool, wrapped by
//     NewTypedToolHandler; a function given to a wrapper of this package
//     that calls it from inside the handler it builds), or the handler
//     argument of a registration named in the configuration. Its scope carries the bound of the context's
//     retry policy: the MaximumAttempts of the activity options that the
//     workflow of this package sets in literals, else Temporal's default (no
//     limit); a model may call a tool again without limit.
//
// A function that contains a helper call or retry loop, or calls a function
// that does, retries; this is exported as a fact so that callers in other
// packages know it.
package retryscope
