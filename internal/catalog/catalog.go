// Package catalog is idemvet's knowledge of real APIs: which functions run
// an operation again, which produce fresh values, where keys go.
//
// The knowledge is held as one record per thing in the world: a retry
// library (retrylibs.go), an SDK or client library (its schema in
// schema.go, each record in the file of its family: http.go, stripe.go with
// the generated writes_stripe.go, aws.go with the generated writes_aws.go,
// llm.go, hashicorp.go...), an at-least-once system (atleastonce.go); the
// fillers, ambiguity checks and operation names that
// belong to no one library have files of their own. The passes query lookup
// indexes (index.go), derived from the records once, at init: a fact lives
// in one record, not in several tables.
//
// Everything is keyed by the names analysisutil.FuncName produces, with the
// major version of an SDK whose majors read alike stripped (StripMajor), so
// that a rule reads as a table lookup. Every entry was checked against the
// module's source at the version named in its comment.
package catalog

import "strings"

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
)

// majorModules are the modules whose packages are read alike in every major
// version (the /vN after the module path), filled from the SDK records with
// Majors set.
var majorModules []string

// StripMajor removes from name (a full function, type or package name) the
// major version suffix of a module whose majors the catalog reads alike:
// "(*github.com/stripe/stripe-go/v83.Params).SetIdempotencyKey" becomes
// "(*github.com/stripe/stripe-go.Params).SetIdempotencyKey". Other names are
// returned unchanged.
func StripMajor(name string) string {
	for _, m := range majorModules {
		i := strings.Index(name, m+"/v")
		if i < 0 {
			continue
		}
		start := i + len(m) + 2
		end := start
		for end < len(name) && name[end] >= '0' && name[end] <= '9' {
			end++
		}
		if end == start || name[start] == '0' || end < len(name) && !strings.ContainsRune("./)", rune(name[end])) {
			continue
		}
		return name[:i+len(m)] + name[end:]
	}
	return name
}
