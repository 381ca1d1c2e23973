// Package keystate evaluates the value in a write's key slot: whether it
// is empty (missing, nil, ""), set, or passed on from a parameter of the
// function around the call, and which parameter that is. The writes pass
// finds the slot; this package reads what the code puts in it.
package keystate

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A State says whether a key slot holds a key (writes.KeyState).
type State int

const (
	// Unknown: the key slot's value cannot be seen (params built elsewhere).
	Unknown State = iota
	// Empty: no key: the slot is missing, nil, "" or a nil header.
	Empty
	// Set: the slot holds a key, fresh or stable.
	Set
	// FromParam: the slot holds a parameter (or a field of one) of the
	// enclosing function.
	FromParam
)

// An Evaluator evaluates the key slots of the calls of one package. It is
// not safe for concurrent use.
type Evaluator struct {
	info  *types.Info
	in    *inspector.Inspector
	flow  *valueflow.Result
	keys  *keys.Result
	decls map[*ast.CallExpr]*ast.FuncDecl
}

// New returns an Evaluator of the package whose syntax in walks, with the
// value flow and key sinks that the valueflow and keys passes found in it.
// decls caches the enclosing declaration of each call: EnclosingDecl fills
// it, and its owner may fill it beforehand.
func New(info *types.Info, in *inspector.Inspector, flow *valueflow.Result, keys *keys.Result, decls map[*ast.CallExpr]*ast.FuncDecl) *Evaluator {
	return &Evaluator{info: info, in: in, flow: flow, keys: keys, decls: decls}
}

// FieldKey evaluates field of the struct value e (a composite literal, a
// pointer to one, or a variable bound to one) that call sends: its state
// and, when there is one, the value in it.
func (r *Evaluator) FieldKey(e ast.Expr, field string, call *ast.CallExpr) (State, ast.Expr) {
	return r.fieldKey(e, field, call, 0)
}

func (r *Evaluator) fieldKey(e ast.Expr, field string, call *ast.CallExpr, depth int) (State, ast.Expr) {
	info := r.info
	if depth > 6 {
		return Unknown, nil
	}
	if tv, ok := info.Types[e]; ok && tv.IsNil() {
		return Empty, nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.fieldKey(x.X, field, call, depth+1)
		}
	case *ast.CompositeLit:
		// The key field anywhere in the literal: Params: stripe.Params{IdempotencyKey: k}.
		if val, ok := valueflow.NestedField(x, field); ok {
			return r.ValueState(val, call), val
		}
		return Empty, nil
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() || v.Parent() == v.Pkg().Scope() {
			return Unknown, nil
		}
		// Sinks on the variable: p.SetIdempotencyKey(k), p.ClientToken = k,
		// req.Key = k.
		for _, val := range r.fieldAssigns(v, field) {
			st := r.ValueState(val, call)
			if st != Empty {
				return st, val
			}
		}
		if idx := r.ParamIndex(v, call); idx >= 0 {
			return FromParam, x
		}
		defs := r.flow.Defs(v)
		if len(defs) == 0 {
			if v.Pos().IsValid() && r.IsVarDecl(v) {
				return Empty, nil // var p stripe.XParams
			}
			return Unknown, nil
		}
		state := Empty
		var val ast.Expr
		for _, def := range defs {
			st, ve := r.fieldKey(def, field, call, depth+1)
			switch st {
			case Unknown, Set, FromParam:
				return st, ve
			}
			val = ve
		}
		return state, val
	}
	return Unknown, nil
}

// DryRun reports whether input, the input argument of call, sets DryRun to
// true: the request only checks permissions (aws-sdk-go-v2 ec2 inputs).
func (r *Evaluator) DryRun(input ast.Expr, call *ast.CallExpr) bool {
	if input == nil || analysisutil.FieldOf(r.info.TypeOf(input), catalog.DryRunField) == nil {
		return false
	}
	_, val := r.fieldKey(input, catalog.DryRunField, call, 0)
	for range 3 {
		if val == nil {
			return false
		}
		tv := r.info.Types[val]
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

// IsVarDecl reports whether v is declared by a var statement without a value.
func (r *Evaluator) IsVarDecl(v *types.Var) bool {
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
func (r *Evaluator) fieldAssigns(v *types.Var, field string) []ast.Expr {
	var vals []ast.Expr
	for _, s := range r.keys.SinksOf(v) {
		if s.Kind == keys.Setter {
			vals = append(vals, s.Value)
		}
	}
	return append(vals, r.flow.FieldAssigns(v, field)...)
}

// ValueState says whether the value put in a key slot is a key.
func (r *Evaluator) ValueState(e ast.Expr, call *ast.CallExpr) State {
	if IsEmpty(r.info, e) {
		return Empty
	}
	if idx, _ := r.ParamRef(e, call); idx >= 0 {
		return FromParam
	}
	return Set
}

// IsEmpty reports whether e is no key: nil, "", stripe.String(""),
// []string(nil), []string{""}.
func IsEmpty(info *types.Info, e ast.Expr) bool {
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

// EnclosingDecl returns the function declaration that contains call.
func (r *Evaluator) EnclosingDecl(call *ast.CallExpr) *ast.FuncDecl {
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

// ParamIndex returns the index of v among the parameters of the function
// declaration that contains call, or -1.
func (r *Evaluator) ParamIndex(v *types.Var, call *ast.CallExpr) int {
	d := r.EnclosingDecl(call)
	if d == nil {
		return -1
	}
	fn, ok := r.info.Defs[d.Name].(*types.Func)
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

// ParamRef returns the parameter of the enclosing declaration (and the
// field of it) that e passes on unchanged: key, req.IdempotencyKey,
// stripe.String(key), &key. -1 if none.
func (r *Evaluator) ParamRef(e ast.Expr, call *ast.CallExpr) (int, string) {
	info := r.info
	field := ""
	for range 6 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok {
				return -1, ""
			}
			return r.ParamIndex(v, call), field
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
