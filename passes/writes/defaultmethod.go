package writes

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/passes/valueflow"
)

// A request object whose method field its users may change, with a
// default: a webhook library whose constructors all set httpMethod:
// MethodPost and whose UseHttpVerb(method) lets a caller send with another
// method. A send inside the type's own methods is Class Unknown (its
// callers decide), and carries the default in Write.DefaultMethod, which
// unknownoutcome judges the type's own retrying client by.

// defaultMethod returns the method that field, of the receiver of the
// method around call, holds unless its user changes it: every struct
// literal of the type in this package sets the field to one constant
// (NewWebhook's httpMethod: MethodPost), and every other value stored in
// it is a parameter of the function that stores it (a setter,
// UseHttpVerb(method)). "" when there is no such default.
func (r *Result) defaultMethod(call *ast.CallExpr, field string) string {
	info := r.pass.TypesInfo
	d := r.eval.EnclosingDecl(call)
	if d == nil || d.Recv == nil || len(d.Recv.List) != 1 {
		return ""
	}
	recv := info.TypeOf(d.Recv.List[0].Type)
	obj, _, _ := types.LookupFieldOrMethod(recv, true, r.pass.Pkg, field)
	v, ok := obj.(*types.Var)
	if !ok || !v.IsField() {
		return ""
	}
	st, ok := structType(recv)
	if !ok {
		return ""
	}
	method := ""
	lits := 0
	for cur := range r.in.Root().Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		if t, ok := structType(info.TypeOf(lit)); !ok || t != st {
			continue
		}
		lits++
		val, ok := valueflow.Field(lit, field)
		if !ok {
			return "" // the zero value, "": a GET
		}
		m, ok := r.constMethod(val)
		if !ok || method != "" && m != method {
			return ""
		}
		method = m
	}
	if lits == 0 {
		return ""
	}
	defs, all := r.flow.FieldDefs(v)
	if !all {
		return ""
	}
	for _, def := range defs {
		if m, ok := r.constMethod(def); ok {
			if m != method {
				return "" // a setter of another method: AsGet()
			}
			continue
		}
		if !r.isParam(def) {
			return ""
		}
	}
	return method
}

// isParam reports whether e is a parameter of the function declared
// around it.
func (r *Result) isParam(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	cur, ok := r.in.Root().FindByPos(id.Pos(), id.End())
	if !ok {
		return false
	}
	for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		fn, ok := r.pass.TypesInfo.Defs[c.Node().(*ast.FuncDecl).Name].(*types.Func)
		if !ok {
			return false
		}
		ps := fn.Signature().Params()
		for i := range ps.Len() {
			if ps.At(i) == v {
				return true
			}
		}
		return false
	}
	return false
}
