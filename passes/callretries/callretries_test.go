package callretries_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/callretries"
)

// TestFacts checks the facts on functions that return retrying clients and
// on packages that turn an SDK's server retries on.
func TestFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), callretries.Analyzer, "callfacts")
}
