package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// A back-off bound read through backoff.WithContext.
func TestContextWrappedBound(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/ctxbound")
}
