package retryscope

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// retryWrapperScopes finds the functions of this package that retry a
// function they are given: a retry loop, in the function or in a function
// literal it returns, whose retried call calls one of its func-typed
// parameters (func withRetry(f func() error) func() error { return
// func() error { for ... { if err = f(); err == nil ...}}}). Such a
// function is a retry helper like backoff.Retry, composed at run time: the
// operations handed to it become retry scopes, bounded by the loop, and
// other packages learn it from the helper fact. It runs after the loop
// scopes are known, and adds the scopes of the calls to the helpers it
// finds.
func (r *Result) retryWrapperScopes(root inspector.Cursor) {
	found := false
	for _, s := range r.Scopes {
		// A failover loop tries the function at each target once: the
		// function that runs it is no retry helper.
		if s.Kind != Loop || s.Retried == nil || s.Failover {
			continue
		}
		id, ok := ast.Unparen(s.Retried.Fun).(*ast.Ident)
		if !ok {
			continue
		}
		param, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			continue
		}
		if _, isFunc := param.Type().Underlying().(*types.Signature); !isFunc {
			continue
		}
		fn := r.declaringFunc(param)
		if fn == nil || r.helpers[fn] != nil {
			continue
		}
		sig := fn.Type().(*types.Signature)
		i := slices.IndexFunc(tupleVars(sig.Params()), func(v *types.Var) bool { return v == param })
		if i < 0 {
			continue
		}
		r.helpers[fn] = []int{i}
		r.helperBounds[fn] = s.Attempts
		r.pass.ExportObjectFact(fn, &helperFact{Ops: []int{i}, Attempts: s.Attempts})
		found = true
	}
	if !found {
		return
	}
	for cur := range root.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if fn := analysisutil.Callee(r.pass.TypesInfo, call); fn != nil {
			if _, ok := r.helperBounds[fn.Origin()]; ok {
				r.helperScopes(cur, call)
			}
		}
	}
}

// declaringFunc returns the function of this package whose parameter v is.
func (r *Result) declaringFunc(v *types.Var) *types.Func {
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		if d.Type.Params == nil || v.Pos() < d.Type.Params.Pos() || v.Pos() >= d.Type.Params.End() {
			continue
		}
		return fn
	}
	return nil
}

func tupleVars(t *types.Tuple) []*types.Var {
	vs := make([]*types.Var, t.Len())
	for i := range vs {
		vs[i] = t.At(i)
	}
	return vs
}

// passedThrough returns the argument of call that the function it returns
// calls: call is withFailover(f), withLogging(f), withRetry(f) of a
// function of this package whose body returns a function literal that calls
// its func-typed parameter (func withFailover(f func(string) error)
// func() error { return func() error { ... f(target) ... } }). A retry
// helper given such a call retries f; nil when call is no such wrapper.
func (r *Result) passedThrough(call *ast.CallExpr) ast.Expr {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != r.pass.Pkg || call.Ellipsis.IsValid() {
		return nil
	}
	d := r.flow.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	if sig.Results().Len() != 1 {
		return nil
	}
	if _, ok := sig.Results().At(0).Type().Underlying().(*types.Signature); !ok {
		return nil
	}
	params := tupleVars(sig.Params())
	found := -1
	ast.Inspect(d.Body, func(n ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || found >= 0 || len(ret.Results) != 1 {
			return found < 0
		}
		lit, ok := ast.Unparen(ret.Results[0]).(*ast.FuncLit)
		if !ok {
			return true
		}
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			c, ok := m.(*ast.CallExpr)
			if !ok || found >= 0 {
				return found < 0
			}
			if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok {
				if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok {
					if i := slices.Index(params, v); i >= 0 && i < len(call.Args) {
						if _, isFunc := v.Type().Underlying().(*types.Signature); isFunc {
							found = i
						}
					}
				}
			}
			return true
		})
		return found < 0
	})
	if found < 0 {
		return nil
	}
	return call.Args[found]
}
