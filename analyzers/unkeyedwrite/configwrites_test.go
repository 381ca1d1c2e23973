package unkeyedwrite_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/config"
)

// TestConfiguredWrites: the writes key of the .idemvet.yml beside a
// package classifies a project's own clients, so that their creates
// retried without a key are reported; without the file they are not.
func TestConfiguredWrites(t *testing.T) {
	config.Reset()
	defer config.Reset()
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/configured", "unkeyedwrite/unconfigured")
}
