package unkeyedwrite_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// A create of a Stainless-shaped SDK with no record whose params have a
// uniqueness key: the key field is found from the SDK's request type.
func TestGeneratedClientKeys(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/genclients")
}
