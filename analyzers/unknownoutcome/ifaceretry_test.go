package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestIfaceRetry: a retry scope in one package calls an interface method
// whose implementations, in a package that imports it, make unkeyed writes.
func TestIfaceRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "ifaceretry/notifiers")
}
