package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// github-mcp-server's issue tools: a helper makes the write and reports its
// failure as an error result with a nil error.
func TestErrorResultHelpers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/ghmcp")
}

// The same code as the fixes leave it: nothing is reported.
func TestErrorResultHelpersFixed(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/ghmcp_fixed")
}
