package callretries

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Clients that retry only when the config they are made with turns it on
// (catalog.ConfigRetries): tencentcloud-sdk-go's clients with a retry count
// in their ClientProfile, darabonba-openapi's with RetryOptions in their
// Config. With the defaults a call makes one attempt: the loops inside the
// SDK are no layer. A call is a layer when its client is made, in this
// package, by a constructor whose config sets the retries; a client whose
// making cannot be followed (a parameter, a field set elsewhere) is
// taken to make one attempt.

// configRetryCall classifies a method call of a client of such an SDK.
func (r *Result) configRetryCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature, recvExpr ast.Expr) *Layer {
	if sig.Recv() == nil || recvExpr == nil || !returnsError(fn) {
		return nil
	}
	path := fn.Pkg().Path()
	for i := range catalog.ConfigRetrySDKs {
		sdk := &catalog.ConfigRetrySDKs[i]
		if !catalog.InSDK(sdk, path) {
			continue
		}
		cr := sdk.ConfigRetries
		root := recvExpr
		// client.cvm.RunInstances: the fields of the SDK's own types lead
		// to the client.
		for {
			sel, ok := ast.Unparen(root).(*ast.SelectorExpr)
			if !ok {
				break
			}
			v, ok := r.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var)
			if !ok || !v.IsField() || v.Pkg() == nil || !catalog.InSDK(sdk, v.Pkg().Path()) {
				break
			}
			root = sel.X
		}
		for _, o := range r.flow.Origins(root) {
			c, ok := o.(*ast.CallExpr)
			if !ok {
				continue
			}
			ctor := analysisutil.Callee(r.pass.TypesInfo, c)
			if ctor == nil || ctor.Name() != cr.Constructor || ctor.Pkg() == nil || !catalog.InSDK(sdk, ctor.Pkg().Path()) {
				continue
			}
			for _, a := range c.Args {
				if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(a)) != cr.Config {
					continue
				}
				if n := r.configAttempts(cr, a); n != 1 {
					return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID, Source: c, Pos: c.Pos()}
				}
			}
		}
		return nil
	}
	return nil
}

// configAttempts returns the attempts a call makes with the config cfg:
// 1 when it turns no retries on, 0 when it turns them on by a count not
// known here.
func (r *Result) configAttempts(cr *catalog.ConfigRetries, cfg ast.Expr) int {
	if cr.Switch != "" && !anyTrue(r, r.pathValues(cr, cfg, strings.Split(cr.Switch, "."))) {
		return 1
	}
	attempts, on, unknown := 1, cr.Switch != "", false
	for _, p := range cr.Counts {
		most, seen := 0, false
		for _, v := range r.pathValues(cr, cfg, strings.Split(p, ".")) {
			n, ok := analysisutil.IntConst(r.pass.TypesInfo, v)
			if !ok {
				unknown = true
				continue
			}
			seen = true
			most = max(most, n)
		}
		if seen && most > 0 {
			attempts *= most + 1
			on = true
		}
	}
	switch {
	case unknown:
		return 0
	case !on:
		return 1
	case attempts == 1:
		return 0 // on, with no count read here
	}
	return attempts
}

func anyTrue(r *Result, vs []ast.Expr) bool {
	for _, v := range vs {
		if tv, ok := r.pass.TypesInfo.Types[v]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value) {
			return true
		}
	}
	return false
}

// pathValues returns the values that the field path of the value e is
// given in this package: in the literals e comes from, by assignments to
// the variables it went through, and by their Set<Field> setters; a path
// goes through struct fields and the elements of slice literals.
func (r *Result) pathValues(cr *catalog.ConfigRetries, e ast.Expr, path []string) []ast.Expr {
	if len(path) == 0 {
		return []ast.Expr{e}
	}
	var out []ast.Expr
	origins, objs := r.flow.OriginsVia(e)
	for _, o := range origins {
		if u, ok := ast.Unparen(o).(*ast.UnaryExpr); ok && u.Op == token.AND {
			o = u.X
		}
		lit, ok := ast.Unparen(o).(*ast.CompositeLit)
		if !ok {
			continue
		}
		switch r.pass.TypesInfo.TypeOf(lit).Underlying().(type) {
		case *types.Slice, *types.Array:
			for _, elt := range lit.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				if inner, ok := elt.(*ast.CompositeLit); ok && inner.Type == nil {
					// {MaxAttempts: 3} in []*RetryCondition{...}.
					out = append(out, r.litPathValues(cr, inner, path)...)
					continue
				}
				out = append(out, r.pathValues(cr, elt, path)...)
			}
		default:
			out = append(out, r.litPathValues(cr, lit, path)...)
		}
	}
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, path[0]) {
			out = append(out, r.pathValues(cr, v, path[1:])...)
		}
	}
	// config.SetRetryOptions(v): the generated setters.
	for _, c := range r.methodCalls() {
		sel := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if cr.SetterPrefix == "" || sel.Sel.Name != cr.SetterPrefix+path[0] || len(c.Args) != 1 {
			continue
		}
		if obj := analysisutil.ObjectOf(r.pass.TypesInfo, sel.X); obj != nil && containsObj(objs, obj) {
			out = append(out, r.pathValues(cr, c.Args[0], path[1:])...)
		}
	}
	return out
}

func (r *Result) litPathValues(cr *catalog.ConfigRetries, lit *ast.CompositeLit, path []string) []ast.Expr {
	if v, ok := valueflow.Field(lit, path[0]); ok {
		return r.pathValues(cr, v, path[1:])
	}
	return nil
}

func containsObj(objs []types.Object, obj types.Object) bool {
	for _, o := range objs {
		if o == obj {
			return true
		}
	}
	return false
}
