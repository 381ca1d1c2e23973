package writes_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes"
)

// report reports the classification of every call that is not Unknown, so
// that the test data can pin each one with a want comment.
var report = &analysis.Analyzer{
	Name:     "writesreport",
	Doc:      "report the writes pass's classification of each call (test only)",
	Requires: []*analysis.Analyzer{inspect.Analyzer, writes.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		res := pass.ResultOf[writes.Analyzer].(*writes.Result)
		for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
			call := cur.Node().(*ast.CallExpr)
			w := res.Classify(call)
			if w.Class == writes.Unknown {
				continue
			}
			msg := w.Class.String()
			if w.Class == writes.Keyed {
				msg += ", key " + map[writes.KeyState]string{
					writes.KeyUnknown:   "unknown",
					writes.KeyEmpty:     "empty",
					writes.KeySet:       "set",
					writes.KeyFromParam: "from parameter",
				}[w.Key]
			}
			pass.Reportf(call.Pos(), "%s", msg)
		}
		return nil, nil
	},
}

func TestClassify(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), report, "writes/classify", "writes/rawpost")
}

func TestFieldMethod(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), report, "writes/fieldmethod/calls", "writes/sling")
}

// TestFieldMethodFacts checks the facts of a request object whose method
// is a field its constructor fills: the constructor's, and the senders'.
func TestFieldMethodFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), writes.Analyzer, "writes/fieldmethod/client")
}

// TestChainFacts checks the facts of a request builder whose methods set
// the method and return the builder (sling): the chain methods', and the
// senders' of a request made with the method field.
func TestChainFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), writes.Analyzer, "github.com/dghubble/sling")
}
