package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestGeneratedSDKs checks SDKs with no catalog record whose calls retry
// by themselves, as generated clients do (Stainless, Fern): the bound of
// the SDK's retry is read from the default its config is made with, and
// the fix passes the SDK's own option that sets it; a bound the user
// gives the constructor stays unknown.
func TestGeneratedSDKs(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/gensdk")
}
