package callretries

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// defaultRetryCall classifies a call of an API object that a client which
// retries every request by itself hands out (vault/api:
// client.Logical().Write): a layer of the client's attempts, unless the
// client it is made on has its retries off.
func (r *Result) defaultRetryCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature, recvExpr ast.Expr) *Layer {
	path := fn.Pkg().Path()
	for _, sdk := range catalog.DefaultRetrySDKs {
		if path != sdk.Module && !strings.HasPrefix(path, sdk.Module+"/") || sig.Recv() == nil || !returnsError(fn) || recvExpr == nil {
			continue
		}
		dr := sdk.DefaultRetries
		acc, ok := ast.Unparen(recvExpr).(*ast.CallExpr)
		if !ok || !slices.Contains(dr.Accessors, r.calleeName(acc)) {
			return nil
		}
		client := ast.Unparen(acc.Fun).(*ast.SelectorExpr).X
		if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(client)) != dr.Client {
			return nil
		}
		n, src := r.defaultRetries(sdk, client)
		if n <= 1 {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID, Source: src, Pos: posOf(src)}
	}
	return nil
}

// defaultRetries returns the attempts of client e, and the call that made
// it when it is in this package. A client made here is decided by the
// retries of its config and by the setter calls on the variables and
// fields it went through; one whose origin cannot be followed (a
// parameter, a getter of another package) has the SDK's default, unless
// some package of the program, this one or one it depends on, turns the
// retries off for a client: then it may be that one, and it has none.
func (r *Result) defaultRetries(sdk catalog.SDK, e ast.Expr) (int, *ast.CallExpr) {
	dr := sdk.DefaultRetries
	origins, objs := r.flow.OriginsVia(e)
	n, traced := sdk.Attempts, false
	var src *ast.CallExpr
	for _, o := range origins {
		c, ok := o.(*ast.CallExpr)
		if !ok || r.calleeName(c) != dr.Constructor || len(c.Args) == 0 {
			continue
		}
		traced, src = true, c
		if m, ok := r.configRetries(dr, c.Args[0]); ok {
			n = m
		}
	}
	for _, call := range r.callsOf(dr.Setter, 1) {
		recv := ast.Unparen(call.Fun).(*ast.SelectorExpr).X
		if obj := analysisutil.ObjectOf(r.pass.TypesInfo, recv); obj != nil && slices.Contains(objs, obj) {
			traced = true
			if m := r.retriesToAttempts(call.Args[0]); m > 0 {
				n = m
			} else {
				n = 1 // a count that cannot be read: it may be 0
			}
		}
	}
	if !traced && r.programTurnsOff(sdk) {
		return 1, nil
	}
	return n, src
}

// configRetries returns the attempts that the config a constructor is
// given sets: in its literal or by an assignment; ok is false when it sets
// none. A count that cannot be read may be 0: one attempt.
func (r *Result) configRetries(dr *catalog.DefaultRetries, cfg ast.Expr) (int, bool) {
	origins, objs := r.flow.OriginsVia(cfg)
	var vals []ast.Expr
	for _, o := range origins {
		if lit, ok := o.(*ast.CompositeLit); ok {
			if v, ok := valueflow.Field(lit, dr.ConfigField); ok {
				vals = append(vals, v)
			}
		}
	}
	for _, obj := range objs {
		vals = append(vals, r.flow.FieldSets(obj, dr.ConfigField)...)
	}
	if len(vals) == 0 {
		return 0, false
	}
	n := r.retriesToAttempts(vals[len(vals)-1])
	return max(n, 1), true
}

// callsOf returns the calls in this package of the method named name (a
// full name) with nargs arguments, by a selector.
func (r *Result) callsOf(name string, nargs int) []*ast.CallExpr {
	var out []*ast.CallExpr
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if ok && len(c.Args) == nargs && r.calleeName(c) == name {
				if _, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
					out = append(out, c)
				}
			}
			return true
		})
	}
	return out
}

// turnsOff reports whether this package, outside the SDK, turns an SDK's
// default retries off, or may: a setter call or a config field set to
// anything but a constant above 0.
func (r *Result) turnsOff(sdk catalog.SDK) bool {
	if p := r.pass.Pkg.Path(); p == sdk.Module || strings.HasPrefix(p, sdk.Module+"/") {
		return false // the SDK's own setter and defaults
	}
	dr := sdk.DefaultRetries
	off := func(v ast.Expr) bool { return r.retriesToAttempts(v) <= 1 }
	for _, c := range r.callsOf(dr.Setter, 1) {
		if off(c.Args[0]) {
			return true
		}
	}
	return slices.ContainsFunc(r.configFieldValues(sdk.Module, dr.ConfigField), off)
}

// configFieldValues returns the values that this package gives a field
// called field of a type of module: in composite literals and by
// assignments.
func (r *Result) configFieldValues(module, field string) []ast.Expr {
	var vals []ast.Expr
	add := func(key *ast.Ident, val ast.Expr) {
		if key == nil || key.Name != field {
			return
		}
		if v, ok := r.pass.TypesInfo.ObjectOf(key).(*types.Var); ok && v.IsField() && v.Pkg() != nil && v.Pkg().Path() == module {
			vals = append(vals, val)
		}
	}
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				key, _ := n.Key.(*ast.Ident)
				add(key, n.Value)
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, l := range n.Lhs {
						if sel, ok := l.(*ast.SelectorExpr); ok {
							add(sel.Sel, n.Rhs[i])
						}
					}
				}
			}
			return true
		})
	}
	return vals
}

// programTurnsOff reports whether this package or one it depends on turns
// the SDK's default retries off.
func (r *Result) programTurnsOff(sdk catalog.SDK) bool {
	return r.programDoes(sdk, r.turnsOff, func(f analysis.Fact) []string {
		if f, ok := f.(*retriesOffFact); ok {
			return f.SDKs
		}
		return nil
	})
}

// exportRetriesOff exports the package fact for the SDKs whose default
// retries this package turns off.
func (r *Result) exportRetriesOff() {
	if names := r.sdksDoing(catalog.DefaultRetrySDKs, r.turnsOff); len(names) > 0 {
		r.pass.ExportPackageFact(&retriesOffFact{SDKs: names})
	}
}

// retriesOffFact marks a package that turns off (or may) the default
// retries of the clients of these SDKs (by record name).
type retriesOffFact struct{ SDKs []string }

func (*retriesOffFact) AFact() {}

func (f *retriesOffFact) String() string {
	return "turns off default retries: " + strings.Join(f.SDKs, ", ")
}
