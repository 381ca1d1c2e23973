package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// A helper of the package sends the sling chain its caller builds and calls
// itself again when the status asks for another attempt: a POST whose
// response names what it made is reported at each call, and the fix, in the
// helper, sends a POST again only when the server refused it. A POST that
// reads nothing back, a GET, a PUT and a helper that sends once are not
// reported.
func TestHelperRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/helperretry")
}

// The fixed twin: the helper as the fix leaves it reports nothing.
func TestHelperRetryFixed(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/helperretry_fixed")
}
