package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestTFEHTTPClientCrossPackage: a retrying *http.Client made in another
// package and handed to go-tfe with server retries on is reported (no fix:
// its maker is elsewhere); one whose maker gives it a retry check of its
// own is not, since that check may not retry what go-tfe retries.
func TestTFEHTTPClientCrossPackage(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/tfehttpx/app")
}
