package retrycontexts_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/retrycontexts"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// reporter reports every at-least-once context that Find finds, with its
// bound and whether the bound was read from the code, so that a change in
// what it finds shows up here, at the package that made it.
var reporter = &analysis.Analyzer{
	Name:     "retrycontextsreport",
	Doc:      "report the at-least-once contexts retrycontexts finds (tests only)",
	Requires: []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, valueflow.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := retrycontexts.Find(pass, pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
			pass.ResultOf[config.Analyzer].(*config.Config), pass.ResultOf[inspect.Analyzer].(*inspector.Inspector))
		for _, c := range res.Found {
			bound := fmt.Sprintf("%d attempts", c.Attempts)
			if c.Attempts == catalog.Unbounded {
				bound = "no attempt limit"
			}
			from := "the default"
			if c.PolicyRead() {
				from = "read from the code"
			}
			pass.Reportf(c.Start, "%s, %s, %s", c.Desc, bound, from)
		}
		return nil, nil
	},
}

func TestFind(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), reporter, "retrycontexts")
}
