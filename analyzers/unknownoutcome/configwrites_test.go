package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/config"
)

// TestConfiguredWrites: the writes key of the .idemvet.yml beside a
// package classifies a project's own clients, so that their writes
// retried with no unknown-outcome branch are reported; without the file they are not.
func TestConfiguredWrites(t *testing.T) {
	config.Reset()
	defer config.Reset()
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/configured", "unknownoutcome/unconfigured")
}
