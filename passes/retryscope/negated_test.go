package retryscope_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// A loop that leaves on !(err != nil) is a retry loop like one that leaves
// on err == nil.
func TestNegatedErrorTest(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), retryscope.Analyzer, "retryfacts/negated")
}
