package retryscope_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryscope"
)

func TestFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), retryscope.Analyzer, "retryfacts/up", "retryfacts/mid")
}
