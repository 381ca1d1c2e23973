package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestUnknownOutcome checks every test package's want comments and .golden
// files in one analysistest call: each call loads and analyzes the
// standard library and the SDK stubs from source again, which costs more
// than the packages under test, and no package's expectations depend on
// which others are loaded with it.
func TestUnknownOutcome(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer,
		"unknownoutcome/loops",
		"unknownoutcome/helpers",
		"unknownoutcome/handlers",
		"unknownoutcome/activities",
		"unknownoutcome/cross/app",
		"xwrap/unknownapp",
		"unknownoutcome/toolshapes",
		"unknownoutcome/regress_reconnect",
		"unknownoutcome/regress_smtpdata",
		// return W(...) where W returns a value and an error.
		"unknownoutcome/returnpair",
		// Retries that stop on one definite failure (an authentication
		// error) and retry the rest, timeouts included.
		"unknownoutcome/definitestop",
		// Unkeyed POSTs that a go-retryablehttp client resends by itself,
		// with no retry loop around them.
		"unknownoutcome/clientretry",
		// A failure branch that sends the write again, outside any retry.
		"unknownoutcome/fallback",
		// Helpers that POST to the URL they are given: a read endpoint
		// passed by the caller is a read.
		"unknownoutcome/urlhelpers",
		// Bodies built by helper functions, with and without a field that
		// receivers deduplicate by (Alertmanager's notifiers).
		"unknownoutcome/bodybuilders",
		// Loops that leave on a retry predicate, and an error variable
		// that a request check shares with the send.
		"unknownoutcome/predloops",
		// A loop that leaves on a success with a 2xx answer and falls
		// through on every failure (an alert sink's webhook POST).
		"unknownoutcome/statusloop",
		// Bot APIs that make something new by GET (Telegram's sendMessage).
		"unknownoutcome/getcreates",
		// Creates whose request carries a name the API keeps unique
		// (CreateRepository(ctx, repositoryName)): a second one is refused.
		"unknownoutcome/regress_naturalkey",
	)
}

// TestFixedTwins runs the analyzer on code as the fixes leave it: nothing
// is reported.
func TestFixedTwins(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/returnpair_fixed")
}

// A project's own registration, named in the .idemvet.yml of its package.
func TestConfiguredHandler(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/confhandler")
}

// Raw POSTs whose JSON bodies carry a key made before the retry are keyed
// writes, safe to send again; a body without a key field is not.
func TestJSONBody(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/jsonbody")
}

// Raw POSTs of bodies encoded once before a retry loop, whose struct has a
// field that its package documents as the idempotency or deduplication key
// (flexprice's IngestEventRequest.EventID), are keyed writes; bodies
// without one are not.
func TestEventBody(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/eventbody")
}

// Retries whose timeout test sends the timeout back into the retry (a
// continue, an error the helper retries), and the twins whose timeout
// branch stops.
func TestTimeoutBack(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/timeoutback")
}

// Temporal workflows that compensate an earlier step when a later
// activity fails, a timeout included, and the twins that tell the timeout
// apart first.
func TestSaga(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/saga")
}

// A message loop (a sarama claim loop) is a context of its body, not of
// the function around it: what that function returns is not a failure of
// the context.
func TestConsumers(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/consumers")
}
