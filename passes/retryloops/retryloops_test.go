package retryloops_test

import (
	"fmt"
	"go/ast"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryloops"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// reporter reports every retry loop and recursive retry the Finder finds,
// so that a change in what it finds shows up here, at the package that
// made it, and not only in the analyzers' findings.
var reporter = &analysis.Analyzer{
	Name:     "retryloopsreport",
	Doc:      "report the retry loops and recursive retries retryloops finds (tests only)",
	Requires: []*analysis.Analyzer{inspect.Analyzer, valueflow.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		f := retryloops.New(pass, pass.ResultOf[valueflow.Analyzer].(*valueflow.Result), nil)
		var found []*retryloops.Found
		for cur := range in.Root().Preorder((*ast.ForStmt)(nil), (*ast.RangeStmt)(nil)) {
			switch n := cur.Node().(type) {
			case *ast.ForStmt:
				found = append(found, f.Loop(cur, n, n.Body))
			case *ast.RangeStmt:
				found = append(found, f.Loop(cur, n, n.Body))
			}
		}
		found = append(found, f.Recursions()...)
		for _, x := range found {
			if x != nil {
				pass.Reportf(x.Start, "%s", describe(pass, x))
			}
		}
		return nil, nil
	},
}

func describe(pass *analysis.Pass, x *retryloops.Found) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: retries %s, ", x.Desc, strings.ReplaceAll(analysisutil.CalleeName(pass.TypesInfo, x.Retried), pass.Pkg.Path()+".", ""))
	switch {
	case x.Failover:
		b.WriteString("failover")
	case x.Attempts == catalog.Unbounded:
		b.WriteString("no attempt limit")
	case x.Attempts == 0:
		b.WriteString("unknown attempts")
	default:
		fmt.Fprintf(&b, "%d attempts", x.Attempts)
	}
	return b.String()
}

func TestFinder(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), reporter, "retryloops")
}
