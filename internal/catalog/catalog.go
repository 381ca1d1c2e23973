// Package catalog is idemvet's knowledge of real APIs: which functions run
// an operation again, which produce fresh values, where keys go.
//
// The knowledge is held as one record per thing in the world: a retry
// library (retrylibs.go), an SDK or client library (its schema and its
// record in package sdks: sdks/schema.go, and each record in the file of
// its family, sdks/http.go, sdks/stripe.go, sdks/aws.go, sdks/llm.go...),
// an at-least-once system (atleastonce.go, each record in the file of its
// family: mcp.go, temporal.go, kubernetes.go). The passes query lookup
// indexes (index.go), derived from the records once, at init: a fact lives
// in one record, not in several tables. The tables generated from the
// SDKs' source (package sdkwrites) are read into those indexes here
// (stripe.go, aws.go). The fillers, ambiguity
// checks and fresh sources that belong to no one library have files of
// their own; the knowledge of names that uses no record (operation verbs,
// key names, doc comments, refusals, natural keys) is package lexicon.
//
// The catalog names the types and identities of package sdks by alias
// (sdks.go), so that the passes import the catalog alone for them.
//
// Everything is keyed by the names analysisutil.FuncName produces, with the
// major version of an SDK whose majors read alike stripped (StripMajor), so
// that a rule reads as a table lookup. Every entry was checked against the
// module's source at the version named in its comment.
package catalog

// Unbounded marks an attempt bound that has no limit by default.
const Unbounded = -1

// A ContextKind is the kind of at-least-once context a function runs in.
type ContextKind int

const (
	NoContext ContextKind = iota
	// MCPToolHandler: an MCP tool handler, which a client may call again
	// after a lost response.
	MCPToolHandler
	// TemporalActivity: a Temporal activity, retried by its retry policy.
	TemporalActivity
	// ReconcileLoop: a Kubernetes controller's Reconcile, requeued with
	// backoff on error and run again on every resync.
	ReconcileLoop
	// WorkqueueHandler: the handler a client-go workqueue worker calls with
	// an item it took from the queue, requeued with backoff on error.
	WorkqueueHandler
	// PubSubReceiver: the callback of a Google Cloud Pub/Sub subscriber's
	// Receive, run again for a message it nacks or does not ack in time.
	PubSubReceiver
	// JetStreamConsumer: the handler of a NATS JetStream consumer's
	// Consume, run again for a message it naks or does not ack in time.
	JetStreamConsumer
	// SaramaClaim: the body of a sarama consumer group handler's loop over
	// a claim's messages, run again for a message it does not mark.
	SaramaClaim
	// SQSReceiveLoop: the body of a loop over the messages of an SQS
	// ReceiveMessage, run again for a message it does not delete.
	SQSReceiveLoop
	// KafkaGoFetch: the statements after a segmentio/kafka-go Reader's
	// FetchMessage in a loop, run again for a message they do not commit.
	KafkaGoFetch
)
