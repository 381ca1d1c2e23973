package ambiguity_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/ambiguity"
)

// reporter reports every ambiguity check the pass finds, so that the tests
// can pin them with want comments.
var reporter = &analysis.Analyzer{
	Name:     "ambiguityreporter",
	Doc:      "report the ambiguity checks found by the ambiguity pass",
	Requires: []*analysis.Analyzer{ambiguity.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, c := range pass.ResultOf[ambiguity.Analyzer].(*ambiguity.Result).Checks {
			pass.Reportf(c.Node.Pos(), "check: %s", c.Desc)
		}
		return nil, nil
	},
}

func TestChecks(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), reporter, "unknownoutcome/checks", "unknownoutcome/classify/downstream")
}

func TestClassifierFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), ambiguity.Analyzer, "unknownoutcome/classify/upstream")
}
