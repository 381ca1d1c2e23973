package retryhelpers_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryhelpers"
)

// TestFacts checks the helper facts of annotated and composed helpers, and
// the budget fact of an annotated type.
func TestFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), retryhelpers.Analyzer, "helperfacts")
}
