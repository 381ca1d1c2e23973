// Package keyinretry defines an Analyzer that reports idempotency keys made
// fresh on each attempt of a retry.
//
// # Analyzer keyinretry
//
// keyinretry: report idempotency keys generated inside a retry scope
//
// An idempotency key lets a server recognise a request it has already
// processed: when a charge times out and the client sends it again with the
// same key, the server returns the first result instead of charging twice.
// That only works if every attempt carries the same key. A key generated
// inside the retry scope (uuid.NewString() in the retry loop, in the
// operation passed to backoff.Retry or retry.Do, in a Temporal activity, in
// an MCP tool handler, in a controller-runtime Reconcile, in the callback
// of a Pub/Sub subscriber's Receive, which gets a message again when it
// nacks it or lets its ack deadline pass) or built from the attempt
// counter is new on each
// attempt, so the server sees each retry as a new request, and a write that
// committed before a timeout is made again. In a tool handler the retry is
// the model's: it calls the tool again, with the same arguments, when a call
// fails or times out, and each call mints a new key.
//
// keyinretry reports, at the expression that makes the key, each key that
// reaches a key slot (a stripe-go IdempotencyKey, an aws-sdk-go-v2
// ClientToken, a Google Cloud RequestId, an Idempotency-Key header, a
// Standard Webhooks webhook-id or Svix svix-id header (the message id that
// receivers deduplicate by, which must stay the same when it is resent), a
// parameter named as a key or one that a wrapper passes on to a key slot, a
// map key so named in a request body built as a map, as Alibaba, Tencent
// and Baidu Cloud RPC clients take it: request["ClientToken"], a struct
// field tagged with a key's JSON name, json:"idempotency_key") and is fresh
// per attempt. A key on an operation that a second attempt cannot
// duplicate (a read, a removal, a state setter, a link of resources that
// exist before the call, named by the function, the request type or, for a
// map body, a constant action argument of the call that sends it) is not
// reported. Where one variable names several actions in turn (action :=
// "CreateHaVip", a retry that sends it, then action = "DeleteHaVip" and
// another retry), each call is judged by the values that can reach it: the
// last assignment before it on every path, with those on a branch between
// the two and those after it in the retry around it.
//
// Bad:
//
//	for attempt := 0; attempt < 3; attempt++ {
//		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
//		params.SetIdempotencyKey(uuid.NewString()) // new key on every attempt
//		if _, err = sc.V1PaymentIntents.Create(ctx, params); err == nil {
//			return nil
//		}
//	}
//
// Good:
//
//	key := uuid.NewString() // one key per intent
//	for attempt := 0; attempt < 3; attempt++ {
//		params := &stripe.PaymentIntentCreateParams{Amount: stripe.Int64(amount)}
//		params.SetIdempotencyKey(key)
//		if _, err = sc.V1PaymentIntents.Create(ctx, params); err == nil {
//			return nil
//		}
//	}
//
// Better still, derive the key from the intent (the order, the agent run and
// step, the workflow run id and activity id), so that a crash and restart
// also reuses it.
//
// The suggested fix hoists the generator before the retry scope (where a
// map body got the same map key before the scope and mints it again inside,
// it removes the second minting); for a key
// built from the attempt counter, it drops the counter from the key; in a
// Temporal activity it derives the key from the workflow run id and the
// activity id. In an MCP tool handler (go-sdk mcp.AddTool and
// (*mcp.Server).AddTool, mcp-go (*server.MCPServer).AddTool, a ServerTool
// given to AddTools, a handler wrapped by NewTypedToolHandler, or one a
// tool constructor returns beside its tool) it derives the key from the
// intent, computed at the top of the handler: the tool's name (a constant
// when this package pairs the handler with one tool, else the request's),
// the session's id where the SDK gives one (go-sdk req.Session.ID(), "" on
// stdio), and a SHA-256 of the arguments in canonical form (the typed input
// encoded with encoding/json, or the raw arguments decoded and encoded
// again, which orders their keys):
//
//	argsJSON, _ := json.Marshal(in)
//	argsSum := sha256.Sum256(argsJSON)
//	key := "charge:" + req.Session.ID() + ":" + hex.EncodeToString(argsSum[:])
//
// In a controller-runtime Reconcile the fix derives the key from the
// reconciled object (req.NamespacedName.String()), in a client-go
// workqueue handler from the work item, and in a Pub/Sub receive callback
// (cloud.google.com/go/pubsub's (*Subscription).Receive, pubsub/v2's
// (*Subscriber).Receive) from the message's ID (msg.ID), which Pub/Sub
// keeps across redeliveries; a callback that acks the message (Ack,
// JetStream's DoubleAck or Term) before anything else is not run again for
// it. A NATS JetStream Consume handler runs again
// for a message it naks or does not ack within AckWait (an ordered
// consumer, or one whose AckPolicy is AckNonePolicy, never redelivers),
// but its stable key, the stream sequence, comes from msg.Metadata() with
// an error: a key generated directly in it gets no fix and no report,
// while one generated inside a retry within it is reported as in any
// retry, with the key made once before that retry. The body of a sarama
// claim loop (for msg := range claim.Messages() in a consumer group
// handler's ConsumeClaim, marking each message with MarkMessage or
// MarkOffset) runs again for a message it does not mark, and the fix
// derives the key from the message's place in its partition
// (fmt.Sprintf("%s/%d/%d", msg.Topic, msg.Partition, msg.Offset)); a loop
// that marks and commits (Commit) before anything else is not run again,
// while one that only marks first is, since a mark is committed later.
// The body of an SQS receive loop (for _, m := range out.Messages over
// what ReceiveMessage returned, deleting each message with DeleteMessage
// in the body or with DeleteMessageBatch after the loop) runs again for a
// message it does not delete, and the fix derives the key from
// aws.ToString(m.MessageId), which SQS keeps across receives; a loop that
// deletes the message before anything else is not run again. What
// follows a segmentio/kafka-go Reader's FetchMessage in a loop that
// commits the message with CommitMessages runs again for a message it
// does not commit, keyed like sarama's; ReadMessage commits before it
// returns the message, so the work after it is no context. A loop that
// never marks, deletes or commits its messages is no context.
//
// A key computed from the request's arguments, from a run or step id the
// caller supplies, or from the activity's identity is stable, and is not
// reported.
//
// A key made for each item of a loop over items inside the retry scope (a
// batch retried as a whole) must stay one key per item: the fix makes a
// slice of keys before the scope, one per element of the ranged slice or
// array, and uses the item's (idempotencyKeys[i], naming the loop's index
// when it is blank). Items of a map or of a loop that counts have no such
// index, and are left alone. An operation whose repetition has no second
// effect (a read, a removal, a state setter, a switch such as Enable,
// Disable, Close, Stop, or Open and Start of a list of existing resources:
// OpenProxies, StartInstances; a link of existing resources named by their
// ids: Attach, Bind, Associate, Join, Tag, and Add...To, as in AttachDisk,
// BindEip, AssociateEipAddress, AddTagsToResource) gets no report for a
// fresh token: there is nothing for the token to protect. Nor does a key
// made fresh only by retries that repeat refusals, errors that say the
// request was not accepted: client-go's retry.RetryOnConflict, retry.OnError
// given apierrors.IsConflict or IsTooManyRequests, or a retry helper's
// operation whose every retryable return (resource.RetryableError) is
// guarded by a test for refusals alone (a status equal to 409 or 429, an
// error-code matcher given only codes such as OperationConflict,
// Throttling, ConcurrentUpdate or Incorrect...Status, a function named
// IsConflict or IsThrottling). A guard that also lets through a timeout or
// a 5xx (NeedRetry, InternalError) keeps the finding. Nor does a key on a
// create with a natural key, which a second attempt cannot duplicate
// because the API refuses it as already existing. The rule is narrow on
// purpose: the operation is Create or Add of a resource that the catalog
// lists as uniquely named in its scope (a user, role, policy, group, key
// pair, bucket, secret, database, domain, namespace, repository:
// CreateUser, CreateBucketRequest), and the request sets the field that
// carries that name (UserName, BucketName: a struct field, a map key, or
// the callee's parameter so named, as in CreateSecret(secretName, ...)) to
// a value that is not empty. A name that may repeat (InstanceName,
// DiskName, SecurityGroupName), a field named Name alone, or a listed
// create that sets no name keeps the finding. Add alone,
// Assign and Allocate make something new (AddDomainRecord,
// AssignPrivateIpAddresses, AllocateEipAddress), and are reported.
//
// Left alone on purpose, because idemvet cannot offer a fix it can vouch
// for: a key generated in a named function passed as the operation (the key
// would have to become a parameter), in a tool handler whose arguments have
// no name to hash them by (a request or typed input declared _), a
// generator whose arguments are made inside the scope, and a key that is
// the attempt counter alone (nothing of the intent is left to build it
// from). A key read from a buffer filled by crypto/rand.Read is not
// tracked.
package keyinretry
