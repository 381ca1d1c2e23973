package unkeyedwrite_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// A local variable called rand where the key is made: the fix imports
// crypto/rand under another name.
func TestRegressLocalRand(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/regress_localrand")
}
