package retryscope_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// TestIfaceFacts checks the facts on interface methods that retry scopes
// call: the method called by the loop's retried call, one step down, and by
// a helper's operation; none on one called after the loop succeeds.
func TestIfaceFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), retryscope.Analyzer, "ifaceretry/stage", "ifaceretry/relay")
}
