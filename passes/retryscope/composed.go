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
		if s.Kind != Loop || s.Retried == nil {
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
