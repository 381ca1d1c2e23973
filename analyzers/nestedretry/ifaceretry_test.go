package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestIfaceRetry: an implementation of an interface method that a
// backoff.Retry of another package calls makes a call that retries by
// itself; its twin tells the client to try once, and a keyed charge
// retries nothing.
func TestIfaceRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "ifaceretry/payments")
}
