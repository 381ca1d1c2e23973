package unkeyedwrite_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/writes"
)

// TestUnkeyedWrite checks the want comments and .golden files of every test
// package that runs under the default configuration, in one analysistest
// call: each call loads and analyzes the standard library and the SDK stubs
// from source again, which costs more than the packages under test, and no
// package's expectations depend on which others are loaded with it.
func TestUnkeyedWrite(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer,
		"unkeyedwrite/stripe",
		// stripe-go v72: functions that v82 no longer has.
		"unkeyedwrite/stripe72",
		"unkeyedwrite/aws",
		"unkeyedwrite/nethttp",
		"unkeyedwrite/wrappers/agent",
		"unkeyedwrite/hidden",
		"xwrap/keyedapp",
		// Regressions found on real code: no want comments, so nothing
		// may be reported.
		"unkeyedwrite/regress_awsdryrun",
	)
}

// TestWrapperFacts checks the writes pass's facts on the wrappers that
// unkeyedwrite/wrappers/agent calls.
func TestWrapperFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), writes.Analyzer, "unkeyedwrite/wrappers/billing", "unkeyedwrite/wrappers/payments")
}

// The exposure tests set the -exposure flag, as a command line does, and
// clear it after: config.Reset forgets the flags set.
func setExposure(t *testing.T, e config.Exposure) {
	t.Helper()
	config.Reset()
	if err := config.Analyzer.Flags.Set("exposure", string(e)); err != nil {
		t.Fatal(err)
	}
}

func TestExposureAtLeastOnce(t *testing.T) {
	defer config.Reset()
	setExposure(t, config.ExposeAtLeastOnce)
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/exposure")
}

func TestExposureAll(t *testing.T) {
	defer config.Reset()
	setExposure(t, config.ExposeAll)
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/exposureall")
}

// Exposure levels nest: each wider one keeps the findings of the narrower
// ones, unchanged, and exposure all leaves out test files that do not retry.
func TestExposureNests(t *testing.T) {
	defer config.Reset()
	for _, e := range []config.Exposure{config.ExposeRetry, config.ExposeAtLeastOnce, config.ExposeAll} {
		t.Run(string(e), func(t *testing.T) {
			setExposure(t, e)
			analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/exposurenest", "unkeyedwrite/hidden")
		})
	}
}

// Activities found by execution and struct registration, with the default
// exposure; a blank context parameter is named by the fix.
func TestActivities(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/activities",
		// Kubernetes controllers: Reconcile runs again on error and resync;
		// the fix keys the write with the reconciled object's name.
		"unkeyedwrite/reconcile",
		// Kubernetes creates with a generated name: the fix names the
		// object from the reconciled object or a name parameter.
		"unkeyedwrite/k8screate",
		// client-go workqueue handlers: run again when the worker
		// requeues the item; the fix keys the write with the item.
		"unkeyedwrite/workqueue",
		// Workers that requeue below a bound on NumRequeues: the handler
		// runs a bounded number of times.
		"unkeyedwrite/workqueuebound")
}

// BigQuery Storage Write API appends without an offset to streams that
// take one: the fix passes the offset the code tracks.
func TestStreamAppend(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/bqappend")
}

func TestRegressions(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/regress_rawpostactivity")
}

// The items of a batch retried as a whole: one key per item, made before
// the retry.
func TestPerItem(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/peritem")
}

// Raw POSTs to a host that the .idemvet.yml of the package says takes a key.
func TestKeyedHosts(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/keyedhosts")
}

// Raw POSTs whose JSON bodies carry an idempotency key field.
func TestJSONBody(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/jsonbody")
}

// Keyable writes in MCP tool handlers: the fix derives the key from the
// call's intent, never from a new value, with or without a retry inside
// the handler; a key made once before a plain retry stays.
func TestToolKeys(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/toolkeys")
}

// Raw POSTs whose JSON bodies carry a field that its package documents as
// the idempotency key for the event.
func TestEventBody(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/eventbody")
}

// TestBQIface: appends to a committed stream through the package's own
// interface, whose value is the *managedwriter.ManagedStream it makes.
func TestBQIface(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/bqiface")
}

// Message consumers: Pub/Sub and JetStream deliver a message again to a
// callback that nacks it or does not ack it in time, a sarama claim loop
// to the next claim when it does not mark it, an SQS receive loop after
// the visibility timeout when it does not delete it; the fix keys the
// write with the message's ID (Pub/Sub, SQS) or its topic, partition and
// offset (Kafka).
func TestConsumers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/consumers")
}

// A create one interface call away from a Temporal activity, in another
// package, is reported with the path and no fix: the key belongs in the
// other package's implementation, which takes none.
func TestWriteElsewhere(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/elsewhere/activity", "unkeyedwrite/elsewhere/billing")
}
