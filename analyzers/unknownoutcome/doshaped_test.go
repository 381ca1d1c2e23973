package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// Requests sent through methods of the shape of http.Client's Do: a Doer
// interface of the code's own, and a helper library with no record whose
// DoRequest sends the request it is given (go-http-kit's shape). Each call
// is classified by the method of the request its caller builds.
func TestDoShaped(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/doshaped")
}
