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
//     loop. A loop that handles each element of a collection once is not a
//     retry loop; a loop over endpoints that stops at the first success is;
//   - an at-least-once context: a Temporal activity, or an agent tool handler
//     registered with an MCP server.
//
// A function that contains a helper call or retry loop, or calls a function
// that does, retries; this is exported as a fact so that callers in other
// packages know it.
package retryscope
