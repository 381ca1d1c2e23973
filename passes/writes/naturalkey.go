package writes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// byNaturalKey classifies an unkeyed create of a user's function (fn) as
// idempotent when the call gives it a natural key: fn is named as a create
// of a resource whose name the API keeps unique (lexicon.NaturalKeyFields:
// CreateRepository, CreateUser), and the call passes that name, to the
// parameter so named (repositoryName) or in a field of a request literal
// (&CreateUserRequest{UserName: name}), not empty. The API refuses a
// second create of the same name as already existing: a retry after a
// timeout cannot make a second one.
func (r *Result) byNaturalKey(w Write, fn *types.Func) Write {
	if w.Class != Unkeyed {
		return w
	}
	fields := lexicon.NaturalKeyFields(fn.Name())
	if len(fields) == 0 {
		return w
	}
	params := fn.Signature().Params()
	named := false
	for i := range min(params.Len(), len(w.Call.Args)) {
		for _, f := range fields {
			if strings.EqualFold(params.At(i).Name(), f) && !r.emptyString(w.Call.Args[i]) {
				named = true
			}
		}
		named = named || r.literalSets(w.Call.Args[i], fields)
	}
	if !named {
		return w
	}
	w.Class, w.Slot, w.Key, w.KeyValue, w.Target, w.NoKeyEvidence = Idempotent, Slot{}, KeyUnknown, nil, nil, false
	return w
}

// literalSets reports whether e is a struct literal, or its address, or a
// variable only ever given one, that sets one of fields to a value that is
// not an empty constant.
func (r *Result) literalSets(e ast.Expr, fields []string) bool {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
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
		return r.literalSets(defs[0], fields)
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
		if !ok || r.emptyString(kv.Value) {
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

// emptyString reports whether e is the constant "".
func (r *Result) emptyString(e ast.Expr) bool {
	tv, ok := r.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}
