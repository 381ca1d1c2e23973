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

// A type whose method field is POST unless its user calls a setter, sent
// through a retrying client inside the type's own method: judged as the
// POST it is by default. Twins: a PUT default, a literal without the
// method, a setter of another constant.
func TestDefaultMethod(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/defaultmethod")
}
