// Package unkeyedwrite defines an Analyzer that reports keyable writes sent
// without an idempotency key where they can be retried.
//
// # Analyzer unkeyedwrite
//
// unkeyedwrite: report keyable writes sent without a key in a retry scope
//
// A write whose API has a key slot (a stripe-go IdempotencyKey, an
// aws-sdk-go-v2 ClientToken, an Idempotency-Key header on a POST or PATCH,
// the key parameter of a wrapper) can be made safe to retry: the server
// recognises a request it has already processed by its key and returns the
// first result. Sent without a key, it cannot: when the first attempt
// commits and then times out, the retry makes the charge, the refund or the
// instance again.
//
// SDKs that fill a key themselves do not help an outer retry. stripe-go
// puts a new key on each call when IdempotencyKey is nil and reuses it only
// for its own network retries; aws-sdk-go-v2 fills a new ClientToken into
// each new input. A retry loop, backoff.Retry or retry.Do around the call
// sends a new key on each attempt.
//
// unkeyedwrite reports, at the call, each keyed write whose key slot is
// empty (missing, nil, "", a nil header) in a retry-exposed context: inside
// a retry scope, inside a Temporal activity (retried by its retry policy,
// by default without limit), inside a function that one of them calls
// (reported at the call in the scope, through wrappers in any package), or
// sent by a client that retries by itself (go-retryablehttp). A write whose
// key is set, even to a key that is new on each attempt, is left to
// keyinretry; writes that have no key slot at all are left to
// unknownoutcome.
//
// A raw POST or PATCH (net/http, go-retryablehttp, directly or through a
// wrapper or a request helper) has a key slot only with evidence that its
// API reads one, since most APIs ignore an Idempotency-Key header. The
// rule, the same for unknownoutcome: a POST whose URL path ends in a read
// endpoint (search, _search, query, embeddings, completions, count_tokens,
// check, validate, token, introspect) is a read; one ending in graphql, rpc or jsonrpc is
// neither read nor write; a request that sets a key header itself is a
// keyed write; any other is keyed only when the module shows that its API
// takes a key: an Idempotency-Key header set, in the package or in a
// package of the same module that it imports, on a request to the same
// host or by a method of the same client type, or a host (or a domain of
// it) listed under keyed-hosts in the configuration. Without that evidence the
// POST is an unkeyed write, left to unknownoutcome, whose fix does not
// pretend that a header helps.
//
// A raw POST or PATCH whose body is a value encoded as JSON (json.Marshal,
// a json.Encoder into a buffer, in a reader) is a keyed write when the
// value's struct type has an idempotency key field: one named as a key
// (IdempotencyKey, ClientToken, DedupKey...) or tagged with a key's JSON
// name (json:"idempotency_key", json:"idempotencyKey"), or when a map body
// holds such an entry. The field is the key slot, whatever any header
// says: left empty in a retry, the write is reported and the fix sets the
// field before the body is encoded. A request helper that encodes a
// parameter of any type (do(ctx, method, path string, in any)) is judged by
// the argument of each call. A key field in one request's body is no
// evidence for another request to the same host that has none: the API
// reads its key from the body, where that request has no place for it.
//
// A request helper that takes the HTTP method as a parameter
// (doRequest(ctx, method, url, body)) is classified at each call by the
// constant method passed: called with http.MethodPost in a retry scope, the
// call is reported, named with its method ("Client.doRequest (POST)"); a
// GET through the same helper is a read. A helper that takes a key
// parameter and retries the request itself is reported at each call that
// passes it no key, even outside any retry scope: its own retry sends the
// write again.
//
// A Kubernetes create (client-go's typed and dynamic Create, controller-
// runtime's client Create) has the object's name for its key slot: a
// create with a Name gets AlreadyExists the second time, one with only a
// GenerateName makes another object on every attempt. Such a create in a
// retry-exposed context (a controller-runtime Reconcile, a client-go
// workqueue handler whose worker requeues the item, a retry loop or
// retry.OnError) is reported, and the fix names the object from what the
// code is doing, in place of the prefix: the reconciled object's name
// (req.Name, a workqueue item's objectRef.Name or the name
// cache.SplitMetaNamespaceKey gives), or else a string parameter of the
// function named as a name or an id ("name": sourceName + "-clone-" +
// targetName). Where nothing names the intent, or the prefix is set in a
// function that the create's caller cannot reach, nothing is reported.
//
// An append to a BigQuery Storage Write API stream has its offset for its
// key slot: an append that names its offset (managedwriter.WithOffset) is
// refused with ALREADY_EXISTS the second time, one without an offset to a
// committed, pending or buffered stream is written again at the end of the
// stream. Such an append in a retry scope is reported where the stream is
// made before the retry and the code keeps the stream's offset in one
// integer variable, named as an offset, that the retry does not change;
// the fix passes it (WithOffset(offset)). Where no such variable is in
// reach, or the stream is made again on each attempt, nothing is reported.
// An append to the default stream takes no offset: it is an unkeyed write,
// unknownoutcome's.
//
// Which contexts count is set by the exposure setting (flag -exposure,
// configuration key exposure): "at-least-once" (the default) counts retry
// scopes, retrying clients and at-least-once contexts (Temporal
// activities, MCP tool handlers, controller-runtime Reconcile, client-go
// workqueue handlers, handlers named in the configuration);
// "retry" leaves the at-least-once contexts out; "all" also checks every
// other write, except in test files. Each level reports the findings of
// the narrower ones unchanged. A tool handler's request carries no stable
// key to derive one from, so unkeyed writes in MCP tool handlers are
// reported only under a retry scope of their own.
//
// Bad:
//
//	err := backoff.Retry(func() error {
//		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{
//			Amount:   stripe.Int64(amount),
//			Currency: stripe.String("usd"),
//		})
//		return err
//	}, backoff.NewExponentialBackOff())
//
// Good:
//
//	idempotencyKey := "order-" + orderID // one key per intent
//	err := backoff.Retry(func() error {
//		_, err := sc.V1PaymentIntents.Create(ctx, &stripe.PaymentIntentCreateParams{
//			Params:   stripe.Params{IdempotencyKey: stripe.String(idempotencyKey)},
//			Amount:   stripe.Int64(amount),
//			Currency: stripe.String("usd"),
//		})
//		return err
//	}, backoff.NewExponentialBackOff())
//
// The suggested fix creates one key before the retry scope (with
// uuid.NewString where the file uses google/uuid, stripe.NewIdempotencyKey
// for stripe-go, crypto/rand.Text otherwise; in a Temporal activity, from
// the workflow run id and the activity id) and sets it in the key slot: the
// params' IdempotencyKey or SetIdempotencyKey, the input's ClientToken, an
// Idempotency-Key header on the request, the wrapper's key argument. An
// http.Post or PostForm is rewritten to NewRequest and Do so that it can
// carry the header. Inside a loop over the items of a batch that the scope
// retries as a whole, the fix makes one key per item (a slice of keys, one
// per element of the ranged slice or array, made before the scope), since
// one key for all would make the second item replay the first; a batch
// ranged over a map gets no fix, and no report. Better still, derive the
// key from the intent (the order, the agent run and step), so that a crash
// and restart reuses it.
package unkeyedwrite
