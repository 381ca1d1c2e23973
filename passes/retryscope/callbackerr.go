package retryscope

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryloops"
)

// CallbackErr returns the variable of the retry loop s that a function
// literal passed to call stores the error it is given in, when call is
// the call s retries; nil otherwise.
func (r *Result) CallbackErr(s *Scope, call *ast.CallExpr) *types.Var {
	if s.Kind != Loop || s.Retried != call {
		return nil
	}
	for _, a := range call.Args {
		if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok {
			if vs := retryloops.StoredErrs(r.pass.TypesInfo, lit); len(vs) == 1 {
				return vs[0]
			}
		}
	}
	return nil
}

// CallsItself reports whether call is a call of the function that the
// recursive retry s retries by calling: its calls to itself are the
// scope's rounds, not a layer inside it.
func (r *Result) CallsItself(s *Scope, call *ast.CallExpr) bool {
	fn := r.recursive(s)
	callee := analysisutil.Callee(r.pass.TypesInfo, call)
	return fn != nil && callee != nil && callee.Origin() == fn
}
