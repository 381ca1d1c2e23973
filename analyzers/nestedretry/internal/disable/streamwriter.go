package disable

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// writerRetriesOff turns off the retries of a stream writer where it is
// made (managedwriter's EnableWriteRetries(true) becomes false), when the
// writer serves this layer alone: its retries are set per writer, and a
// shared writer would lose them for every append.
func (c *Fixer) writerRetriesOff(n Nesting) (analysis.SuggestedFix, bool) {
	sdk := catalog.SDKFor(n.Layer.SDK)
	src := n.Layer.Source
	if src == nil || sdk == nil || sdk.Stream == nil {
		return analysis.SuggestedFix{}, false
	}
	rec := sdk.Stream
	if !c.ownClient(n, src) && !c.ownWriter(n, src, rec) {
		return analysis.SuggestedFix{}, false
	}
	var arg ast.Expr
	for _, a := range src.Args {
		if oc, ok := ast.Unparen(a).(*ast.CallExpr); ok && len(oc.Args) == 1 && analysisutil.CalleeName(c.pass.TypesInfo, oc) == rec.Retries {
			arg = oc.Args[0]
		}
	}
	if arg == nil || c.pass.TypesInfo.Types[arg].Value == nil {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off the stream writer's own retries: the outer layer retries its appends",
		TextEdits: []analysis.TextEdit{analysisutil.Replace(arg, "false")},
	}, true
}

// ownWriter reports whether the writer made by src, assigned with its
// error to a local variable (ms, err := c.NewManagedStream(...)), serves
// the outer layer alone: every use of the variable in the function calls
// a method on it inside the layer, or closes it (rec.Close).
func (c *Fixer) ownWriter(n Nesting, src *ast.CallExpr, rec *catalog.StreamAppend) bool {
	cur, ok := c.in.Root().FindNode(src)
	if !ok {
		return false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return false
	}
	s := n.Outer
	for fn := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		for u := range fn.Preorder((*ast.Ident)(nil)) {
			if c.pass.TypesInfo.Uses[u.Node().(*ast.Ident)] != v {
				continue
			}
			sel, ok := u.Parent().Node().(*ast.SelectorExpr)
			if !ok || sel.X != u.Node() {
				return false // passed on, returned or stored: shared
			}
			if _, ok := u.Parent().Parent().Node().(*ast.CallExpr); !ok {
				return false
			}
			if !s.Contains(u.Node().Pos()) && sel.Sel.Name != rec.Close {
				return false
			}
		}
		return true
	}
	return false
}
