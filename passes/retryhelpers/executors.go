package retryhelpers

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// ExecutorPolicies returns, for a call of a failsafe executor's method, the
// With call that made the executor and the indices of its arguments that
// are retry policies. It returns nil when the executor cannot be traced to
// a With call that serves this call alone: the receiver itself (through
// executor methods such as WithContext), or a local variable defined once
// and used once. An edit of that With call changes this call and no other.
func (r *Result) ExecutorPolicies(call *ast.CallExpr) (with *ast.CallExpr, policies []int) {
	if h, ok := catalog.RetryHelpers[r.calleeName(call)]; !ok || !h.Executor {
		return nil, nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	x := ast.Unparen(sel.X)
	if id, ok := x.(*ast.Ident); ok {
		v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == v.Pkg().Scope() || len(r.flow.Defs(v)) != 1 || len(analysisutil.UsesOf(r.pass.TypesInfo, v)) != 1 {
			return nil, nil
		}
		x = ast.Unparen(r.flow.Defs(v)[0])
	}
	with = r.executorWith(x)
	if with == nil {
		return nil, nil
	}
	for i, arg := range with.Args {
		if hasPolicyFrom(r.pass.TypesInfo.TypeOf(arg), catalog.FailsafePolicyPackage) {
			policies = append(policies, i)
		}
	}
	if with.Ellipsis.IsValid() || len(policies) == 0 {
		return nil, nil
	}
	return with, policies
}

// executorWith follows e through calls of an executor's own methods
// (failsafe.With(p).WithContext(ctx)) to the With call that made it.
func (r *Result) executorWith(e ast.Expr) *ast.CallExpr {
	for range 6 {
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return nil
		}
		if r.calleeName(c) == catalog.FailsafeWith {
			return c
		}
		fn, _ := r.calleeInfo(c)
		sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if fn == nil || !ok || fn.Pkg() == nil || fn.Pkg().Path() != catalog.FailsafePackage || fn.Type().(*types.Signature).Recv() == nil {
			return nil
		}
		e = sel.X
	}
	return nil
}

// executorAttempts is the attempt bound of a failsafe executor method
// call: that of the retry policy passed to the With call that made the
// executor, where it can be read (0 when it cannot).
func (r *Result) executorAttempts(call *ast.CallExpr) int {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return 0
	}
	x := sel.X
	if c := r.traceCall(x); c != nil {
		x = c
	}
	with := r.executorWith(x)
	if with == nil {
		return 0
	}
	var bounds []int
	for _, arg := range with.Args {
		if hasPolicyFrom(r.pass.TypesInfo.TypeOf(arg), catalog.FailsafePolicyPackage) {
			bounds = append(bounds, r.policyAttempts(arg))
		}
	}
	if len(bounds) == 0 {
		return 0
	}
	return catalog.Product(bounds)
}

// policyAttempts reads the bound of a retry policy from the builder chain
// that made it: retrypolicy.NewBuilder[R]().WithMaxRetries(n).Build(), or
// retrypolicy.NewWithDefaults[R](); 0 when it cannot be read.
func (r *Result) policyAttempts(e ast.Expr) int {
	c := r.traceCall(e)
	for range 12 {
		if c == nil {
			return 0
		}
		fn, _ := r.calleeInfo(c)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != catalog.FailsafePolicyPackage {
			return 0
		}
		b := &catalog.FailsafePolicies
		switch name := fn.Name(); {
		case slices.Contains(b.Defaults, name):
			return b.DefaultAttempts
		case name == b.MaxRetries || name == b.MaxAttempts:
			if len(c.Args) != 1 {
				return 0
			}
			n, ok := analysisutil.IntConst(r.pass.TypesInfo, c.Args[0])
			switch {
			case !ok:
				return 0
			case n == b.Unlimited:
				return catalog.Unbounded
			case n < 0:
				return 0
			case name == b.MaxRetries:
				return n + 1
			default:
				return max(n, 1)
			}
		}
		sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if !ok {
			return 0
		}
		c = r.traceCall(sel.X)
	}
	return 0
}
