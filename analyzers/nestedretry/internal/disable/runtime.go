package disable

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// runtimeRetriesOff turns the retries of a call that retries as its
// runtime options say (tea-rpc, darabonba-openapi v0/v2.0) off, where the
// options serve that call alone: made in the call, or in a local variable
// that nothing but this call and the setters of its fields uses. Each
// constant true that turns Autoretry on, in the literal
// (Autoretry: tea.Bool(true)), an assignment or a setter
// (SetAutoretry(true)), becomes false. Options shared with other calls
// are left alone: the outer layer is stopped instead.
func (c *Fixer) runtimeRetriesOff(n Nesting) (analysis.SuggestedFix, bool) {
	sdk := catalog.SDKFor(n.Layer.SDK)
	if sdk == nil || sdk.RuntimeRetries == nil {
		return analysis.SuggestedFix{}, false
	}
	rr := sdk.RuntimeRetries
	var arg ast.Expr
	for _, a := range n.Call.Args {
		if slices.Contains(rr.Options, analysisutil.TypeName(c.pass.TypesInfo.TypeOf(a))) {
			arg = a
			break
		}
	}
	if arg == nil {
		return analysis.SuggestedFix{}, false
	}
	e := ast.Unparen(arg)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	var values []ast.Expr // what Autoretry is set to, as bools
	switch x := e.(type) {
	case *ast.CompositeLit:
		if v, ok := valueflow.Field(x, rr.Field); ok {
			values = append(values, v)
		}
	case *ast.Ident:
		vs, ok := c.ownRuntime(n, x, rr)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		values = vs
	default:
		return analysis.SuggestedFix{}, false
	}
	var edits []analysis.TextEdit
	for _, v := range values {
		b := v
		if call, ok := ast.Unparen(v).(*ast.CallExpr); ok && len(call.Args) == 1 {
			if _, isPtr := c.pass.TypesInfo.TypeOf(call).(*types.Pointer); isPtr {
				b = call.Args[0] // tea.Bool(true)
			}
		}
		tv, ok := c.pass.TypesInfo.Types[b]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.Bool {
			return analysis.SuggestedFix{}, false
		}
		if constant.BoolVal(tv.Value) {
			edits = append(edits, analysisutil.Replace(b, "false"))
		}
	}
	if len(edits) == 0 {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn " + rr.Field + " off in the runtime options of this call: the outer layer retries it",
		TextEdits: edits,
	}, true
}

// ownRuntime returns the values that turn Autoretry on or off in the
// runtime options held by the local variable id, when they serve the call
// of n alone: the variable is declared in the function's body with a
// literal, and its every other use is the receiver of a setter call
// statement or of a field assignment. false when they may be shared.
func (c *Fixer) ownRuntime(n Nesting, id *ast.Ident, rr *catalog.RuntimeRetries) ([]ast.Expr, bool) {
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return nil, false
	}
	cur, ok := c.in.Root().FindNode(n.Call)
	if !ok {
		return nil, false
	}
	var fn inspector.Cursor
	found := false
	for f := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		fn, found = f, true
		break
	}
	if !found {
		return nil, false
	}
	decl := fn.Node().(*ast.FuncDecl)
	if decl.Body == nil || v.Pos() < decl.Body.Pos() || v.Pos() >= decl.Body.End() {
		return nil, false
	}
	var values []ast.Expr
	declared := false
	for d := range fn.Preorder((*ast.Ident)(nil)) {
		u := d.Node().(*ast.Ident)
		if c.pass.TypesInfo.Defs[u] == v {
			// runtime := &util.RuntimeOptions{...}
			as, ok := d.Parent().Node().(*ast.AssignStmt)
			if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
				return nil, false
			}
			rhs := ast.Unparen(as.Rhs[0])
			if x, ok := rhs.(*ast.UnaryExpr); ok && x.Op == token.AND {
				rhs = ast.Unparen(x.X)
			}
			lit, ok := rhs.(*ast.CompositeLit)
			if !ok {
				return nil, false
			}
			if val, ok := valueflow.Field(lit, rr.Field); ok {
				values = append(values, val)
			}
			declared = true
			continue
		}
		if c.pass.TypesInfo.Uses[u] != v {
			continue
		}
		p := d.Parent().Node()
		if x, ok := p.(*ast.UnaryExpr); ok && x.Op == token.AND {
			p = d.Parent().Parent().Node()
			if p == n.Call {
				continue // &runtime, this call's argument
			}
			return nil, false
		}
		if p == n.Call {
			continue
		}
		sel, ok := p.(*ast.SelectorExpr)
		if !ok || sel.X != u {
			return nil, false
		}
		switch q := d.Parent().Parent().Node().(type) {
		case *ast.CallExpr:
			// runtime.SetAutoretry(true), as a statement.
			if _, ok := d.Parent().Parent().Parent().Node().(*ast.ExprStmt); !ok || q.Fun != sel {
				return nil, false
			}
			if sel.Sel.Name == rr.Setter {
				if len(q.Args) != 1 {
					return nil, false
				}
				values = append(values, q.Args[0])
			}
		case *ast.AssignStmt:
			// runtime.Autoretry = tea.Bool(true).
			if len(q.Lhs) != 1 || len(q.Rhs) != 1 || q.Lhs[0] != sel {
				return nil, false
			}
			if sel.Sel.Name == rr.Field {
				values = append(values, q.Rhs[0])
			}
		default:
			return nil, false
		}
	}
	return values, declared
}
