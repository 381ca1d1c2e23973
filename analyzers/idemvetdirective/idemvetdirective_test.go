package idemvetdirective_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/idemvetdirective"
	"github.com/idemvet/idemvet/internal/idemtest"
)

func TestDirectives(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), idemvetdirective.Analyzer, "idemvetdirective/ignores")
}
