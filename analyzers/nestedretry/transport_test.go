package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestTransportRetry: an *http.Client whose Transport is a RoundTripper
// of the module that retries in RoundTrip retries every request it sends,
// and so does an SDK client made with it (go-github's NewClient).
func TestTransportRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/transport",
		// The clients made by constructors of another package.
		"nestedretry/transportcross/app")
}
