package writes

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// evalFieldKey evaluates the key field of the params or input argument.
func (r *Result) evalFieldKey(w *Write) {
	if w.Slot.Arg < 0 || w.Slot.Arg >= len(w.Call.Args) {
		w.Key = KeyEmpty // params omitted: none
		return
	}
	arg := w.Call.Args[w.Slot.Arg]
	w.Target = arg
	w.Key, w.KeyValue = r.fieldKey(arg, w.Slot.Field, w.Call, 0)
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.paramRef(w.KeyValue, w.Call)
	}
}

// fieldKey evaluates field of the struct value e (a composite literal, a
// pointer to one, or a variable bound to one).
func (r *Result) fieldKey(e ast.Expr, field string, call *ast.CallExpr, depth int) (KeyState, ast.Expr) {
	info := r.pass.TypesInfo
	if depth > 6 {
		return KeyUnknown, nil
	}
	if tv, ok := info.Types[e]; ok && tv.IsNil() {
		return KeyEmpty, nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.fieldKey(x.X, field, call, depth+1)
		}
	case *ast.CompositeLit:
		// The key field anywhere in the literal: Params: stripe.Params{IdempotencyKey: k}.
		if val, ok := valueflow.NestedField(x, field); ok {
			return r.valueState(val, call), val
		}
		return KeyEmpty, nil
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() || v.Parent() == v.Pkg().Scope() {
			return KeyUnknown, nil
		}
		// Sinks on the variable: p.SetIdempotencyKey(k), p.ClientToken = k,
		// req.Key = k.
		for _, val := range r.fieldAssigns(v, field) {
			st := r.valueState(val, call)
			if st != KeyEmpty {
				return st, val
			}
		}
		if idx := r.paramIndex(v, call); idx >= 0 {
			return KeyFromParam, x
		}
		defs := r.flow.Defs(v)
		if len(defs) == 0 {
			if v.Pos().IsValid() && isVarDecl(r, v) {
				return KeyEmpty, nil // var p stripe.XParams
			}
			return KeyUnknown, nil
		}
		state := KeyEmpty
		var val ast.Expr
		for _, def := range defs {
			st, ve := r.fieldKey(def, field, call, depth+1)
			switch st {
			case KeyUnknown, KeySet, KeyFromParam:
				return st, ve
			}
			val = ve
		}
		return state, val
	}
	return KeyUnknown, nil
}

// dryRun reports whether the input of w sets DryRun to true: the request
// only checks permissions (aws-sdk-go-v2 ec2 inputs).
func (r *Result) dryRun(w Write) bool {
	if w.Target == nil || analysisutil.FieldOf(r.pass.TypesInfo.TypeOf(w.Target), catalog.DryRunField) == nil {
		return false
	}
	_, val := r.fieldKey(w.Target, catalog.DryRunField, w.Call, 0)
	for range 3 {
		if val == nil {
			return false
		}
		tv := r.pass.TypesInfo.Types[val]
		if tv.Value != nil && tv.Value.Kind() == constant.Bool {
			return constant.BoolVal(tv.Value)
		}
		call, ok := ast.Unparen(val).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 { // aws.Bool(true)
			return false
		}
		val = call.Args[0]
	}
	return false
}

// isVarDecl reports whether v is declared by a var statement without a value.
func isVarDecl(r *Result, v *types.Var) bool {
	cur, ok := r.in.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !ok {
		return false
	}
	vs, ok := cur.Parent().Node().(*ast.ValueSpec)
	return ok && len(vs.Values) == 0
}

// fieldAssigns returns the values assigned to field of variable v
// (v.Field = x, v.Params.Field = x) and, for key fields, passed to key
// setters on v (v.SetIdempotencyKey(x)).
func (r *Result) fieldAssigns(v *types.Var, field string) []ast.Expr {
	var vals []ast.Expr
	for _, s := range r.keys.SinksOf(v) {
		if s.Kind == keys.Setter {
			vals = append(vals, s.Value)
		}
	}
	return append(vals, r.flow.FieldAssigns(v, field)...)
}

// evalParamKey evaluates a key argument.
func (r *Result) evalParamKey(w *Write) {
	if w.Slot.Arg >= len(w.Call.Args) {
		w.Key = KeyUnknown
		return
	}
	arg := w.Call.Args[w.Slot.Arg]
	w.Target = arg
	w.Key, w.KeyValue = r.valueState(arg, w.Call), arg
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.paramRef(arg, w.Call)
	}
}

// valueState says whether the value put in a key slot is a key.
func (r *Result) valueState(e ast.Expr, call *ast.CallExpr) KeyState {
	if isEmpty(r.pass.TypesInfo, e) {
		return KeyEmpty
	}
	if idx, _ := r.paramRef(e, call); idx >= 0 {
		return KeyFromParam
	}
	return KeySet
}

// isEmpty reports whether e is no key: nil, "", stripe.String(""),
// []string(nil), []string{""}.
func isEmpty(info *types.Info, e ast.Expr) bool {
	for range 4 {
		e = ast.Unparen(e)
		tv, ok := info.Types[e]
		if ok && tv.IsNil() {
			return true
		}
		if ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value) == ""
		}
		switch x := e.(type) {
		case *ast.CallExpr:
			if len(x.Args) != 1 {
				return false
			}
			if tv, ok := info.Types[x.Fun]; !(ok && tv.IsType()) && !catalog.IsPassthrough(analysisutil.CalleeName(info, x)) {
				return false
			}
			e = x.Args[0]
		case *ast.CompositeLit:
			if len(x.Elts) != 1 {
				return false
			}
			e = x.Elts[0]
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = x.X
		default:
			return false
		}
	}
	return false
}

// enclosingDecl returns the function declaration that contains call.
func (r *Result) enclosingDecl(call *ast.CallExpr) *ast.FuncDecl {
	if d, ok := r.decls[call]; ok {
		return d
	}
	var d *ast.FuncDecl
	if cur, ok := r.in.Root().FindNode(call); ok {
		for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			d = c.Node().(*ast.FuncDecl)
			break
		}
	}
	r.decls[call] = d
	return d
}

// paramIndex returns the index of v among the parameters of the function
// declaration that contains call, or -1.
func (r *Result) paramIndex(v *types.Var, call *ast.CallExpr) int {
	d := r.enclosingDecl(call)
	if d == nil {
		return -1
	}
	fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
	if !ok {
		return -1
	}
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}

// paramRef returns the parameter of the enclosing declaration (and the
// field of it) that e passes on unchanged: key, req.IdempotencyKey,
// stripe.String(key), &key. -1 if none.
func (r *Result) paramRef(e ast.Expr, call *ast.CallExpr) (int, string) {
	info := r.pass.TypesInfo
	field := ""
	for range 6 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok {
				return -1, ""
			}
			return r.paramIndex(v, call), field
		case *ast.SelectorExpr:
			sel, ok := info.Selections[x]
			if !ok || sel.Kind() != types.FieldVal || field != "" {
				return -1, ""
			}
			if _, isID := ast.Unparen(x.X).(*ast.Ident); !isID {
				return -1, ""
			}
			field = x.Sel.Name
			e = x.X
		case *ast.CallExpr:
			if len(x.Args) != 1 {
				return -1, ""
			}
			if tv, ok := info.Types[x.Fun]; !(ok && tv.IsType()) && !catalog.IsPassthrough(analysisutil.CalleeName(info, x)) {
				return -1, ""
			}
			e = x.Args[0]
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return -1, ""
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.CompositeLit:
			if len(x.Elts) != 1 {
				return -1, ""
			}
			e = x.Elts[0]
		default:
			return -1, ""
		}
	}
	return -1, ""
}
