package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestSlack: slack-go posts have no key slot (the SDK record added as the
// worked example of docs/extending.md).
func TestSlack(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/slack")
}
