package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// A request object whose HTTP method is a field that its constructor, in
// another package, fills from a constant argument: a POST retried by a
// loop is reported through the methods that send it; a PUT, a GET and a
// POST that a tool handler fails with once (the model's reissue) are not.
func TestFieldMethod(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer,
		"unknownoutcome/fieldmethod/tools",
	)
}

// The fixed twin: package tools as the fix leaves it reports nothing.
func TestFieldMethodFixed(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/fieldmethod/tools_fixed")
}
