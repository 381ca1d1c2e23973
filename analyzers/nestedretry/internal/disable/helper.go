package disable

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Retry helpers made to try once.

// HelperOnce limits an inner retry helper call to one attempt.
func (c *Fixer) HelperOnce(n Nesting) (analysis.SuggestedFix, bool) {
	if with, policies := c.scopes.ExecutorPolicies(n.Call); with != nil {
		return c.executorOnce(n, with, policies)
	}
	d, ok := catalog.HelperDisablers[n.Layer.Helper]
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	i := strings.LastIndex(d.Option, ".")
	name, edits, ok := c.ImportAs(n.Call.Pos(), d.Option[:i])
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	opt := name + d.Option[i:]
	msg := "Make the inner " + n.Layer.Desc + " try once: the outer layer retries it"
	if d.Wrap < 0 {
		if n.Call.Ellipsis.IsValid() {
			return analysis.SuggestedFix{}, false
		}
		e, ok := c.appendArg(n.Call, opt+"("+d.Value+")")
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, e...)}, true
	}
	if d.Wrap >= len(n.Call.Args) {
		return analysis.SuggestedFix{}, false
	}
	arg := n.Call.Args[d.Wrap]
	text := analysisutil.Format(c.pass.Fset, arg)
	if d.First {
		text = opt + "(" + d.Value + ", " + text + ")"
	} else {
		text = opt + "(" + text + ", " + d.Value + ")"
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, analysisutil.Replace(arg, text))}, true
}

// executorOnce makes a failsafe executor run its function once by building
// it without its retry policies: failsafe.With[R](policy) becomes
// failsafe.With[R](), which calls the function once (failsafe-go@v0.9.8
// executor.go:102,253: With composes exactly the policies it is given).
// The executor's other policies (timeouts, circuit breakers) stay. With no
// policy left, the call needs its type argument written out to compile. A
// policy variable used only there is deleted with it.
func (c *Fixer) executorOnce(n Nesting, with *ast.CallExpr, policies []int) (analysis.SuggestedFix, bool) {
	var keep []string
	var edits []analysis.TextEdit
	for i, arg := range with.Args {
		if !slices.Contains(policies, i) {
			keep = append(keep, analysisutil.Format(c.pass.Fset, arg))
			continue
		}
		e, ok := c.dropPolicy(arg)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, e...)
	}
	if _, explicit := ast.Unparen(with.Fun).(*ast.IndexExpr); len(keep) == 0 && !explicit {
		return analysis.SuggestedFix{}, false
	}
	edits = append(edits, analysis.TextEdit{Pos: with.Lparen + 1, End: with.Rparen, NewText: []byte(strings.Join(keep, ", "))})
	return analysis.SuggestedFix{
		Message:   "Build the inner " + n.Layer.Desc + "'s executor without its retry policy, so that it runs once: the outer layer retries it",
		TextEdits: edits,
	}, true
}

// dropPolicy returns the edits that go with taking the policy argument arg
// out of a With call: none for an expression, the declaration of a local
// variable that nothing else uses (policy := retrypolicy.NewBuilder...),
// and false when such a variable is declared another way.
func (c *Fixer) dropPolicy(arg ast.Expr) ([]analysis.TextEdit, bool) {
	id, ok := ast.Unparen(arg).(*ast.Ident)
	if !ok {
		return nil, true
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == c.pass.Pkg.Scope() {
		return nil, ok
	}
	for _, use := range analysisutil.UsesOf(c.pass.TypesInfo, v) {
		if use != id {
			return nil, true // still used
		}
	}
	cur, ok := c.in.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !ok {
		return nil, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil, false
	}
	if _, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); !ok {
		return nil, false
	}
	if _, inBlock := cur.Parent().Parent().Node().(*ast.BlockStmt); !inBlock {
		return nil, false
	}
	return []analysis.TextEdit{analysisutil.DeleteLine(c.pass.Fset, c.pass.Files, as)}, true
}
