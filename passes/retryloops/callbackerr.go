package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Errors delivered to a callback: the loop's call takes a function
// literal that stores the error it is given in a variable of the loop,
//
//	var err error
//	client.Send(msg, func(e error) { err = e })
//	if err == nil {
//		break
//	}
//
// and the loop goes round on that variable as on the call's own error.
// Only a call made as a statement of the loop (or the right-hand side of
// one) counts, with the literal as its own argument: a literal handed to
// an option constructor nested in the call's arguments
// (retry.OnRetry(func(n uint, err error) { last = err }),
// WithOnError(func(e error) { err = e })) is called on another's terms,
// and a retry helper's notify function (backoff.RetryNotify's) reports
// the helper's attempts, not an operation of the loop. A deferred or
// started call (defer Recover(func(e error) { err = e })) is no
// statement here either.

// callbackErrs records the error variables that the function literals
// passed to the call e store the error they are given in.
func (lv *loopView) callbackErrs(e ast.Expr) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return
	}
	if lv.r.isHelper != nil && lv.r.isHelper(call) {
		return
	}
	for _, a := range call.Args {
		lit, ok := ast.Unparen(a).(*ast.FuncLit)
		if !ok {
			continue
		}
		for _, v := range StoredErrs(lv.r.pass.TypesInfo, lit) {
			lv.errs[v], lv.vals[v] = call, call
		}
	}
}

// StoredErrs returns the error variables declared outside lit to which
// lit's body assigns an error parameter of lit: err = e.
func StoredErrs(info *types.Info, lit *ast.FuncLit) []*types.Var {
	params := map[*types.Var]bool{}
	for _, f := range lit.Type.Params.List {
		for _, name := range f.Names {
			if v, ok := info.Defs[name].(*types.Var); ok && analysisutil.IsErrorType(v.Type()) {
				params[v] = true
			}
		}
	}
	if len(params) == 0 {
		return nil
	}
	var out []*types.Var
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, lhs := range as.Lhs {
			v := analysisutil.IdentVar(info, lhs)
			if v == nil || !analysisutil.IsErrorType(v.Type()) || analysisutil.Contains(lit, v.Pos()) {
				continue
			}
			if params[analysisutil.IdentVar(info, as.Rhs[i])] {
				out = append(out, v)
			}
		}
		return true
	})
	return out
}
