package retryscope

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// A funcInfo is what the pass looks up about a called function by its full
// name, its module and its facts, none of which changes while the pass
// runs: looked up once per function rather than once for each of the
// several classifications of each call (the scopes, the retriers, the
// layers that analyzers ask for).
type funcInfo struct {
	name     string // analysisutil.FuncName
	inClient bool   // inClientModule
}

// funcInfoOf returns the funcInfo of fn, a callee. Safe for concurrent use:
// analyzers classify calls after the pass has run.
func (r *Result) funcInfoOf(fn *types.Func) *funcInfo {
	fn = fn.Origin()
	return r.funcInfos.Get(fn, func() *funcInfo {
		return &funcInfo{name: r.flow.FuncName(fn), inClient: r.calls.InClient(fn)}
	})
}

// calleeInfo returns the function call calls, as analysisutil.Callee does,
// and its funcInfo; nil, nil when it calls no function.
func (r *Result) calleeInfo(call *ast.CallExpr) (*types.Func, *funcInfo) {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil {
		return nil, nil
	}
	return fn, r.funcInfoOf(fn)
}

// calleeName is analysisutil.CalleeName, by the funcInfo of the callee.
func (r *Result) calleeName(call *ast.CallExpr) string {
	if _, fi := r.calleeInfo(call); fi != nil {
		return fi.name
	}
	return ""
}
