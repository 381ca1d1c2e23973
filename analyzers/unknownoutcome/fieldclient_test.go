package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// Unkeyed POSTs through go-retryablehttp clients that reach the send from
// another function: a struct field filled where the client is made, and
// the *http.Client of a client's StandardClient, in a field or a local
// variable.
func TestFieldClients(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer,
		"unknownoutcome/fieldclient",
		"unknownoutcome/stdclient",
	)
}
