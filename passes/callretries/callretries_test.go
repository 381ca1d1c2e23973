package callretries_test

import (
	"go/ast"
	"os"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/callretries"
)

func TestMain(m *testing.M) {
	idemtest.RegisterMailSDK()
	os.Exit(m.Run())
}

// TestFacts checks the facts on functions that return retrying clients and
// on packages that turn an SDK's server retries on.
func TestFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), callretries.Analyzer, "callfacts")
}

// TestRecordOnlyClientLayer checks that the layer of a call on a client
// known from its record alone (idemtest.MailSDK) is labelled with that
// record, with the attempts its constructor and field assignments give.
func TestRecordOnlyClientLayer(t *testing.T) {
	res := analysistest.Run(t, idemtest.TestData(), callretries.Analyzer, "callfacts")
	r := res[0].Result.(*callretries.Result)
	found := false
	for _, f := range res[0].Pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Send" {
				return true
			}
			l, _ := r.Classify(call)
			if l == nil {
				t.Fatalf("the mail client's Send is no layer")
			}
			found = true
			if l.Kind != callretries.ClientLayer || l.SDK != idemtest.MailSDK.ID || l.SDK.String() != idemtest.MailSDK.Name || l.What != "mailsdk.Client" || l.Attempts() != 6 {
				t.Errorf("layer of %s: kind %v, SDK %q, What %q, %d attempts; want a client layer of %s (mailsdk.Client), 6 attempts",
					l.Desc, l.Kind, l.SDK.String(), l.What, l.Attempts(), idemtest.MailSDK.Name)
			}
			return true
		})
	}
	if !found {
		t.Fatal("no call of Send in callfacts")
	}
}
