package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestUnknownOutcome checks every test package's want comments and .golden
// files in one analysistest call: each call loads and analyzes the
// standard library and the SDK stubs from source again, which costs more
// than the packages under test, and no package's expectations depend on
// which others are loaded with it.
func TestUnknownOutcome(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer,
		"unknownoutcome/loops",
		"unknownoutcome/helpers",
		"unknownoutcome/handlers",
		"unknownoutcome/activities",
		"unknownoutcome/cross/app",
		"unknownoutcome/regress_reconnect",
	)
}
