package sdkargs

import (
	"go/ast"
	"go/constant"
	"go/types"
)

// LiteralSets reports whether e is a struct literal, or its address, or a
// variable only ever given one, that sets one of fields to a value that is
// not an empty constant.
func (r *Reader) LiteralSets(e ast.Expr, fields []string) bool {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		v, ok := r.info.ObjectOf(id).(*types.Var)
		if !ok {
			return false
		}
		defs := r.flow.Defs(v)
		for _, f := range fields {
			if r.flow.Assigned(v, f) {
				return true
			}
		}
		if len(defs) != 1 {
			return false
		}
		if _, ok := ast.Unparen(defs[0]).(*ast.Ident); ok {
			return false // one step only: x := y is not followed
		}
		return r.LiteralSets(defs[0], fields)
	}
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok {
		e = u.X
	}
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok || r.EmptyString(kv.Value) {
			continue
		}
		for _, f := range fields {
			if k.Name == f {
				return true
			}
		}
	}
	return false
}

// EmptyString reports whether e is the constant "".
func (r *Reader) EmptyString(e ast.Expr) bool {
	tv, ok := r.info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}
