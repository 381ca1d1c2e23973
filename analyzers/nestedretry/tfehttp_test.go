package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestTFEHTTPClient: go-tfe wraps the *http.Client of its config in
// retries of its own; with server retries on, a client there that retries
// by itself nests the two where go-tfe's client is made.
func TestTFEHTTPClient(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/tfehttp")
}
