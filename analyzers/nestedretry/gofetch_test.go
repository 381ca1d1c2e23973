package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestGoFetch: a fetch run in a goroutine whose error comes back on a
// channel and is retried by the loop that started it (consul-template's
// watch.View) is a retry layer around what the fetch calls.
func TestGoFetch(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/gofetch")
}
