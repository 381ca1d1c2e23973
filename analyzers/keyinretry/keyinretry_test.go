package keyinretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/keyinretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestKeyInRetry checks every test package's want comments and .golden
// files in one analysistest call: each call loads and analyzes the
// standard library and the SDK stubs from source again, which costs more
// than the packages under test, and no package's expectations depend on
// which others are loaded with it.
func TestKeyInRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer,
		"keyinretry/loops",
		// BigQuery stream appends: the offset is the key.
		"keyinretry/bqoffset",
		// openai-go agent session events: openai.String passes the key on.
		"keyinretry/agentevents",
		"keyinretry/openapi",
		"keyinretry/helpers",
		"keyinretry/temporal",
		// Activities defined in one package and registered in another,
		// found from their own code.
		"keyinretry/xpkgactivity/acts",
		"keyinretry/xpkgactivity/worker",
		// Kubernetes controllers: Reconcile runs again on error and resync.
		"keyinretry/reconcile",
		// A retry helper composed at run time: func withRetry(f) func().
		"keyinretry/composed",
		// Keys, generators and helpers two packages away, through facts.
		"xpkg/downstream",
		// Client tokens made from a buffer that crypto/rand.Read fills,
		// behind a pointer helper (Terraform providers on Tencent and
		// Baidu Cloud).
		"keyinretry/regress_randbuffer",
		// resource.Retry of terraform-plugin-sdk v1, which many providers
		// still use (the Baidu Cloud provider).
		"keyinretry/regress_tfsdkv1",
		// Reads and removals that take a client token (the Baidu Cloud
		// provider's GetEipBp, DeleteListeners, DetachEniInstance) are not
		// reported; creates and adds are.
		"keyinretry/regress_nodup",
		// Keys in request bodies built as maps (the Alibaba Cloud
		// provider's request["ClientToken"] = buildClientToken(action)).
		"keyinretry/mapkeys",
		// Functions that send several actions through one variable: each
		// call is judged by the value of action that reaches it.
		"keyinretry/regress_actions",
		// Operations that link existing resources (AttachDisk, BindEip,
		// AddTagsToResource): a second link makes nothing new.
		"keyinretry/regress_links",
		// Retries that repeat only refusals (a conflict, throttling): no
		// attempt repeats a request that may have been carried out.
		"keyinretry/regress_rejections",
		// Creates whose request carries a unique name (CreateUser with
		// UserName): a second attempt is refused as already existing.
		"keyinretry/regress_naturalkey",
		// Key fields that only an SDK record names (Google Cloud's
		// RequestId).
		"keyinretry/sdkfields",
		// //idemvet:ignore: a well-formed directive on or above the line
		// silences the finding; one for another analyzer or without a
		// reason does not.
		"keyinretry/suppressed",
		// Loops that leave on a retry predicate or on the response's
		// status, not on err == nil.
		"keyinretry/predicateloops",
		// Loops whose error arrives from a channel or an iterator.
		"keyinretry/errsources",
		// Keys in JSON body fields of raw POSTs, named as keys or tagged
		// with a key's JSON name.
		"keyinretry/jsonbody",
		// Keys in JSON body fields that their package documents as the
		// idempotency or deduplication key (an event's EventID).
		"keyinretry/eventbody",
		// MessageDeduplicationId of FIFO SNS topics and SQS queues.
		"keyinretry/fifo",
		// Keys of the items of a batch retried as a whole: one key per
		// item, made before the retry.
		"keyinretry/peritem",
		// Standard Webhooks' webhook-id, in loops that go round from
		// inside their failure branches (supabase/auth's hook sender).
		"keyinretry/webhooks",
	)
}

// TestTools: keys generated in MCP tool handlers, which a model reissues;
// the fix derives the key from the tool's name and arguments.
func TestTools(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/tools", "keyinretry/servertools")
}

// TestToolsFixed: the handlers as the fixes leave them type-check and are
// silent.
func TestToolsFixed(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/servertools_fixed")
}

// Message consumers: Pub/Sub and JetStream deliver a message again to a
// callback that nacks it or does not ack it in time, a sarama claim loop
// to the next claim when it does not mark it, an SQS receive loop after
// the visibility timeout when it does not delete it; the fix keys the
// write with the message's ID (Pub/Sub, SQS) or its topic, partition and
// offset (Kafka).
func TestConsumers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/consumers")
}
