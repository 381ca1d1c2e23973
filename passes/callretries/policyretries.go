package callretries

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Service clients that retry by the policy their config holds
// (catalog.PolicyRetries, bce-sdk-go): a call retries with the SDK's
// default policy unless the policy is set, after the client is made
// (cli.Config.Retry = bce.NewNoRetryPolicy()) or in the config its
// constructor takes (WithRetryPolicy). A policy set to a value not read
// here leaves the call unclassified, so that no count is made up.

// policyRetryCall classifies an exported method call of such a client.
func (r *Result) policyRetryCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature, recvExpr ast.Expr) *Layer {
	if sig.Recv() == nil || recvExpr == nil || !fn.Exported() || !returnsError(fn) {
		return nil
	}
	for _, sdk := range catalog.MechanismSDKs[catalog.ConfigPolicy] {
		pr := sdk.Policies
		if !strings.HasPrefix(fn.Pkg().Path(), pr.ServicePrefix) || !embedsBase(sig.Recv().Type(), pr.BaseClient) {
			continue
		}
		n, src, ok := r.policyClientAttempts(pr, recvExpr)
		if !ok || n == 1 {
			return nil
		}
		if n == 0 {
			n = pr.Attempts
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{n}, SDK: sdk.ID, Source: src, Pos: posOf(src)}
	}
	return nil
}

// embedsBase reports whether the type t (or what it points to) is a
// struct that embeds *base.
func embedsBase(t types.Type, base string) bool {
	named, ok := types.Unalias(derefType(t)).(*types.Named)
	if !ok {
		return false
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Embedded() && analysisutil.TypeName(f.Type()) == base {
			return true
		}
	}
	return false
}

// policyClientAttempts reads the policy of the client recv: the attempts
// the policies set after it is made, or in the config its constructor
// takes, set (0 when none is), and the constructor call that made it
// when there is one; false when a policy is set that is not read here.
// Of several, one attempt wins.
func (r *Result) policyClientAttempts(pr *catalog.PolicyRetries, recv ast.Expr) (int, *ast.CallExpr, bool) {
	var found []int
	ok := true
	add := func(v ast.Expr) {
		n, known := r.policyAttempts(pr, v)
		found, ok = append(found, n), ok && known
	}
	origins, objs := r.flow.OriginsVia(recv)
	var src *ast.CallExpr
	for _, obj := range objs {
		// cli.Config.Retry = bce.NewNoRetryPolicy().
		if v, isVar := obj.(*types.Var); isVar {
			for _, x := range r.flow.FieldAssigns(v, pr.PolicyField) {
				add(x)
			}
		}
	}
	for _, o := range origins {
		c, isCall := o.(*ast.CallExpr)
		if !isCall {
			continue
		}
		if fn := analysisutil.Callee(r.pass.TypesInfo, c); fn != nil && fn.Pkg() != nil && strings.HasPrefix(fn.Pkg().Path(), pr.ServicePrefix) {
			src = c
		}
		// bos.NewClientWithConfig(cfg.WithRetryPolicy(p)), and the config
		// by a variable.
		for _, a := range c.Args {
			for _, ao := range r.flow.Origins(a) {
				ast.Inspect(ao, func(x ast.Node) bool {
					if sc, isCall := x.(*ast.CallExpr); isCall && len(sc.Args) == 1 {
						if sel, isSel := ast.Unparen(sc.Fun).(*ast.SelectorExpr); isSel && slices.Contains(pr.ConfigSetters, sel.Sel.Name) {
							add(sc.Args[0])
						}
					}
					return true
				})
			}
			if id, isID := ast.Unparen(a).(*ast.Ident); isID {
				for _, c2 := range r.methodCalls() {
					sel := ast.Unparen(c2.Fun).(*ast.SelectorExpr)
					if x, isX := ast.Unparen(sel.X).(*ast.Ident); isX && slices.Contains(pr.ConfigSetters, sel.Sel.Name) &&
						r.pass.TypesInfo.ObjectOf(x) == r.pass.TypesInfo.ObjectOf(id) {
						add(c2.Args[0])
					}
				}
			}
		}
	}
	if !ok {
		return 0, src, false
	}
	n := 0
	for _, m := range found {
		if m == 1 {
			return 1, src, true
		}
		n = max(n, m)
	}
	return n, src, true
}

// policyAttempts reads a policy: 1 for the one that never retries,
// retries + 1 for one made by a Counted function with a constant count;
// false for another.
func (r *Result) policyAttempts(pr *catalog.PolicyRetries, v ast.Expr) (int, bool) {
	if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(v)) == pr.NoRetryType {
		return 1, true
	}
	for _, o := range r.flow.Origins(v) {
		c, ok := o.(*ast.CallExpr)
		if !ok {
			continue
		}
		switch name := r.calleeName(c); {
		case name == pr.NoRetry:
			return 1, true
		case slices.Contains(pr.Counted, name) && len(c.Args) > 0:
			if n := r.retriesToAttempts(c.Args[0]); n != 0 {
				return n, true
			}
		}
	}
	return 0, false
}
