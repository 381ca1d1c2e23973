package retryscope

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// registrationScopes records handlers registered in at-least-once contexts.
func (r *Result) registrationScopes(call *ast.CallExpr) {
	name := analysisutil.CalleeName(r.pass.TypesInfo, call)
	reg, ok := catalog.AtLeastOnceRegistrations[name]
	if !ok || len(call.Args) == 0 {
		return
	}
	idx := reg.Handler
	if idx < 0 || idx >= len(call.Args) {
		idx = len(call.Args) - 1
	}
	arg := ast.Unparen(call.Args[idx])
	// A pointer to a struct registers its exported methods.
	if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
		arg = u.X
	}
	if cl, ok := arg.(*ast.CompositeLit); ok {
		t := r.pass.TypesInfo.TypeOf(cl)
		mset := types.NewMethodSet(types.NewPointer(t))
		for i := range mset.Len() {
			if fn, ok := mset.At(i).Obj().(*types.Func); ok && fn.Exported() {
				if d := r.flow.Decl(fn); d != nil && d.Body != nil {
					r.addAtLeastOnce(d, d.Body, call, reg.Kind)
				}
			}
		}
		return
	}
	switch a := arg.(type) {
	case *ast.FuncLit:
		r.addAtLeastOnce(a, a.Body, call, reg.Kind)
	case *ast.Ident, *ast.SelectorExpr:
		if fn, ok := analysisutil.ObjectOf(r.pass.TypesInfo, a).(*types.Func); ok {
			if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
				r.addAtLeastOnce(d, d.Body, call, reg.Kind)
			}
		}
	}
}

// addAtLeastOnce records fn as a scope of the at-least-once context kind,
// named and bounded as the system's record says.
func (r *Result) addAtLeastOnce(fn ast.Node, body *ast.BlockStmt, call *ast.CallExpr, kind catalog.ContextKind) {
	sys := catalog.SystemFor(kind)
	r.Scopes = append(r.Scopes, &Scope{Kind: AtLeastOnce, Start: fn.Pos(), Desc: sys.Short, Context: kind, Body: body, Func: fn, Call: call, Attempts: sys.Attempts})
}

// activityScopes records functions that call the Temporal activity package:
// only an activity can.
func (r *Result) activityScopes() {
	if !analysisutil.Imports(r.pass.Pkg, catalog.TemporalActivityPackage) {
		return
	}
	for _, f := range r.pass.Files {
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil {
				continue
			}
			found := false
			ast.Inspect(d.Body, func(n ast.Node) bool {
				if found {
					return false
				}
				if call, ok := n.(*ast.CallExpr); ok {
					if fn := analysisutil.Callee(r.pass.TypesInfo, call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == catalog.TemporalActivityPackage {
						found = true
					}
				}
				return true
			})
			if found {
				r.addAtLeastOnce(d, d.Body, nil, catalog.TemporalActivity)
			}
		}
	}
}
