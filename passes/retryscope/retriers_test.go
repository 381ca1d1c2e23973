package retryscope_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// TestRetrierFacts checks the "function retries" and "returns a retrying
// client" facts across packages, with the attempts of nested layers.
func TestRetrierFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), retryscope.Analyzer, "nestedretry/cross/receipts")
}
