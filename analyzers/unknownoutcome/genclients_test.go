package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// Writes of generated clients with no record (a Stainless-shaped and an
// OpenAPI Generator-shaped SDK) and of a request built in a helper: the
// method each call sends is followed from the code that builds the
// request to the code that sends it.
func TestGeneratedClients(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/genclients", "unknownoutcome/genclients2")
}
