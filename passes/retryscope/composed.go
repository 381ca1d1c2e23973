package retryscope

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

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
	params := analysisutil.TupleVars(sig.Params())
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
