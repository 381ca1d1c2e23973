package disable

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// HandoffClient turns off, where it is made, the retries of the client
// that the *http.Client of the handoff h sends through, when the SDK's
// retries, which stay, retry every transient failure (go-tfe with server
// retries on) and the client serves that SDK client alone: the statement
// rc := retryablehttp.NewClient() gets rc.RetryMax = 0 after it (or a
// later assignment of the field gets 0), a literal &retryablehttp.Client{
// RetryMax: 3} gets 0. Without such a fix, why says what stands in the way.
func (c *Fixer) HandoffClient(h retryscope.Handoff) (fix analysis.SuggestedFix, why string, ok bool) {
	rc := h.Retrier
	pkg, _, _ := strings.Cut(rc.Short, ".")
	name := "the " + pkg + " client"
	if rc.RetriesField == "" || h.Src == nil && h.Lit == nil {
		return analysis.SuggestedFix{}, name + " the http.Client sends through is not made by one call or literal of this package", false
	}
	var maker ast.Expr = h.Src
	if h.Src == nil {
		maker = h.Lit
	}
	if !c.servesOnly(maker, h.Ctor, 0) {
		return analysis.SuggestedFix{}, name + " serves other calls too, which would lose their retries", false
	}
	if c.ownCheck(maker, rc.CheckField) {
		return analysis.SuggestedFix{}, name + "'s " + rc.CheckField + " is the program's own, and may retry failures that " + h.SDK.String() + " does not", false
	}
	reason := h.SDK.String() + " retries each transient failure of its calls itself"
	if h.Src != nil {
		if fix, ok := c.retriesOffAfter(h.Src, func(ast.Expr) bool { return true }, reason); ok {
			return fix, "", true
		}
		return analysis.SuggestedFix{}, name + " is not made by a statement of its own, after which its " + rc.RetriesField + " could be set to 0", false
	}
	v, ok := valueflow.Field(h.Lit, rc.RetriesField)
	if !ok || c.setsFieldIn(h.Lit, rc.RetriesField) {
		return analysis.SuggestedFix{}, name + "'s " + rc.RetriesField + " is set after the literal that makes it", false
	}
	return analysis.SuggestedFix{
		Message:   clientOffMessage(rc, reason),
		TextEdits: []analysis.TextEdit{analysisutil.Replace(v, "0")},
	}, "", true
}

// servesOnly reports whether the value of e reaches nothing but the call
// region: e is inside it, or is read, called or held in a literal by an
// expression inside it, or is assigned to a local variable (or a field of
// one) whose every use, other than setting one of its fields, serves only
// region too. Passing the value to another call, returning it or keeping
// it in a struct field or a package variable shares it.
func (c *Fixer) servesOnly(e ast.Node, region *ast.CallExpr, depth int) bool {
	if depth > 4 {
		return false
	}
	cur, ok := c.in.Root().FindNode(e)
	if !ok {
		return false
	}
	for {
		n := cur.Node()
		if region.Pos() <= n.Pos() && n.End() <= region.End() {
			return true
		}
		p := cur.Parent()
		switch pn := p.Node().(type) {
		case *ast.SelectorExpr, *ast.UnaryExpr, *ast.ParenExpr, *ast.CompositeLit, *ast.KeyValueExpr:
			cur = p
			continue
		case *ast.CallExpr:
			if pn.Fun != n { // passed on
				return false
			}
			cur = p
			continue
		case *ast.AssignStmt:
			if len(pn.Lhs) != 1 || len(pn.Rhs) != 1 || pn.Rhs[0] != n {
				return false
			}
			// v := e, or x.F = e: what serves region is v, or x.
			lhs := pn.Lhs[0]
			if sel, ok := lhs.(*ast.SelectorExpr); ok {
				lhs = sel.X
			}
			id, ok := lhs.(*ast.Ident)
			if !ok {
				return false
			}
			return c.usesServeOnly(cur, c.pass.TypesInfo.ObjectOf(id), region, depth)
		case *ast.ValueSpec:
			if len(pn.Names) != 1 || len(pn.Values) != 1 {
				return false
			}
			return c.usesServeOnly(cur, c.pass.TypesInfo.ObjectOf(pn.Names[0]), region, depth)
		}
		return false
	}
}

// usesServeOnly reports whether obj is a local variable of the function
// around at whose every use, other than setting one of its fields, serves
// only region.
func (c *Fixer) usesServeOnly(at inspector.Cursor, obj types.Object, region *ast.CallExpr, depth int) bool {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return false
	}
	for fn := range at.Enclosing((*ast.FuncDecl)(nil)) {
		for u := range fn.Preorder((*ast.Ident)(nil)) {
			if c.pass.TypesInfo.Uses[u.Node().(*ast.Ident)] != v || setsField(u) {
				continue
			}
			if !c.servesOnly(u.Node(), region, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// setsFieldIn reports whether an assignment in the function around lit
// sets a field named field of anything: a later one may set the
// literal's.
func (c *Fixer) setsFieldIn(lit *ast.CompositeLit, field string) bool {
	cur, ok := c.in.Root().FindNode(lit)
	if !ok {
		return true
	}
	for fn := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		for a := range fn.Preorder((*ast.AssignStmt)(nil)) {
			for _, l := range a.Node().(*ast.AssignStmt).Lhs {
				if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Name == field {
					return true
				}
			}
		}
		return false
	}
	return true
}

// ownCheck reports whether the client that maker makes is given a retry
// check (its field field) other than the library's own: in its literal, or
// by an assignment to the variable it is made into.
func (c *Fixer) ownCheck(maker ast.Expr, field string) bool {
	if field == "" {
		return false
	}
	var vals []ast.Expr
	if lit, ok := maker.(*ast.CompositeLit); ok {
		if v, ok := valueflow.Field(lit, field); ok {
			vals = append(vals, v)
		}
	}
	if cur, ok := c.in.Root().FindNode(maker); ok {
		if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
			cur = cur.Parent()
		}
		var id *ast.Ident
		switch p := cur.Parent().Node().(type) {
		case *ast.AssignStmt:
			if len(p.Lhs) == 1 {
				id, _ = p.Lhs[0].(*ast.Ident)
			}
		case *ast.ValueSpec:
			if len(p.Names) == 1 {
				id = p.Names[0]
			}
		}
		if id != nil {
			if obj := c.pass.TypesInfo.ObjectOf(id); obj != nil {
				vals = append(vals, c.flow.FieldSets(obj, field)...)
			}
		}
	}
	for _, v := range vals {
		fn, ok := analysisutil.ObjectOf(c.pass.TypesInfo, v).(*types.Func)
		if !ok || !catalog.DefaultRetryChecks[analysisutil.FuncName(fn)] {
			return true
		}
	}
	return false
}
