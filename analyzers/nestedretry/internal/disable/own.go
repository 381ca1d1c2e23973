package disable

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/passes/retryscope"
)

// ownClient reports whether the client made by src serves only the calls
// of the finding's innermost outer layer, so that turning its retries off
// where it is made changes no other call: a local variable whose every use,
// other than setting one of its fields, calls it inside that layer, or a client
// (a call or a literal) made inside the layer and used in the same expression. A client kept in
// a struct field or a package variable, passed on, returned, or used by
// other calls of the function is shared, and must not be changed for one
// finding.
func (c *Fixer) ownClient(n Nesting, src ast.Expr) bool {
	s := n.Outer
	cur, ok := c.in.Root().FindNode(src)
	if !ok {
		return false
	}
	if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
		cur = cur.Parent() // &pkg.Client{...}
	}
	var id *ast.Ident
	switch p := cur.Parent().Node().(type) {
	case *ast.SelectorExpr:
		// retryablehttp.NewClient().Post(...) inside the layer.
		return s.Contains(src.Pos())
	case *ast.AssignStmt:
		if len(p.Lhs) != 1 || len(p.Rhs) != 1 {
			return false
		}
		id, _ = p.Lhs[0].(*ast.Ident)
	case *ast.ValueSpec:
		if len(p.Names) != 1 || len(p.Values) != 1 {
			return false
		}
		id = p.Names[0]
	}
	if id == nil {
		return false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return false
	}
	for fn := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		return c.usedOnlyIn(fn, v, s)
	}
	return false
}

// usedOnlyIn reports whether every use of v in the function fn, other than
// setting one of its fields, is a call or read through it inside the scope
// s.
func (c *Fixer) usedOnlyIn(fn inspector.Cursor, v *types.Var, s *retryscope.Scope) bool {
	for u := range fn.Preorder((*ast.Ident)(nil)) {
		if c.pass.TypesInfo.Uses[u.Node().(*ast.Ident)] != v || setsField(u) {
			continue
		}
		// A use must call or read the client inside the layer: passing it
		// on or returning it shares it, even from there.
		if sel, ok := u.Parent().Node().(*ast.SelectorExpr); !ok || sel.X != u.Node() || !s.Contains(u.Node().Pos()) {
			return false
		}
	}
	return true
}

// setsField reports whether the identifier at u is the client of a field
// assignment: client.RetryMax = 3.
func setsField(u inspector.Cursor) bool {
	sel, ok := u.Parent().Node().(*ast.SelectorExpr)
	if !ok || sel.X != u.Node() {
		return false
	}
	as, ok := u.Parent().Parent().Node().(*ast.AssignStmt)
	return ok && slices.Contains(as.Lhs, ast.Expr(sel))
}
