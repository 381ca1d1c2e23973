package ambiguity

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// Refusals: the other side of an ambiguity check. A guard that holds only
// for errors that say the server did not accept the request (a conflict,
// throttling, a resource not ready: catalog rejections.go) lets through no
// unknown outcome.

// Rejection reports whether cond holds only for refusals: a call of a
// catalog rejection test (apierrors.IsConflict) or of a function named as
// one (IsThrottling); an error-code matcher given only refusal codes
// (IsExpectedErrors(err, []string{"OperationConflict", "Throttling"}));
// strings.Contains or a comparison with a refusal code; a status compared
// equal to 409 or 429; an || of such tests, or an && with one of them.
func (r *Result) Rejection(cond ast.Expr) bool {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LOR:
			return r.Rejection(x.X) && r.Rejection(x.Y)
		case token.LAND:
			return r.Rejection(x.X) || r.Rejection(x.Y)
		case token.EQL:
			for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				if c, ok := intConst(info, pair[1]); ok && isStatus(info, pair[0]) && lexicon.RejectionStatus(c) {
					return true
				}
				if s, ok := stringConst(info, pair[1]); ok && !isConst(info, pair[0]) && lexicon.IsRejectionCode(s) {
					return true
				}
			}
		}
	case *ast.CallExpr:
		fn := analysisutil.Callee(info, x)
		if fn == nil || !returnsBool(fn) {
			return false
		}
		switch name := analysisutil.FuncName(fn); {
		case lexicon.RejectionFuncs[name], lexicon.IsRejectionTestName(fn.Name()) && takesError(fn):
			return true
		case name == "strings.Contains" || name == "strings.HasPrefix":
			s, ok := stringConst(info, x.Args[1])
			return ok && lexicon.IsRejectionCode(s)
		}
		return r.codeMatcher(x)
	}
	return false
}

// codeMatcher reports whether call tests an error against error codes all
// of which are refusals: its other arguments are string constants or
// literal slices of them (Alibaba Cloud provider's IsExpectedErrors(err,
// []string{"Throttling"}), IsExpectedError(err, TaskConflict)).
func (r *Result) codeMatcher(call *ast.CallExpr) bool {
	info := r.pass.TypesInfo
	hasErr, codes := false, 0
	for _, a := range call.Args {
		if t := info.TypeOf(a); t != nil && analysisutil.IsErrorType(t) {
			hasErr = true
			continue
		}
		elts := []ast.Expr{a}
		if lit, ok := ast.Unparen(a).(*ast.CompositeLit); ok {
			if _, ok := info.TypeOf(lit).Underlying().(*types.Slice); !ok {
				return false
			}
			elts = lit.Elts
		}
		for _, e := range elts {
			s, ok := stringConst(info, e)
			if !ok || !lexicon.IsRejectionCode(s) {
				return false
			}
			codes++
		}
	}
	return hasErr && codes > 0
}

// RejectionPred reports whether the function value e, given to a retry
// helper to choose the errors it retries (retry.OnError's retriable),
// picks only refusals: a rejection test (apierrors.IsConflict, a function
// named IsConflict) or a function literal that returns one.
func (r *Result) RejectionPred(e ast.Expr) bool {
	info := r.pass.TypesInfo
	if lit, ok := ast.Unparen(e).(*ast.FuncLit); ok {
		if len(lit.Body.List) != 1 {
			return false
		}
		ret, ok := lit.Body.List[0].(*ast.ReturnStmt)
		return ok && len(ret.Results) == 1 && r.Rejection(ret.Results[0])
	}
	fn, ok := analysisutil.ObjectOf(info, e).(*types.Func)
	if !ok || !returnsBool(fn) || !takesError(fn) {
		return false
	}
	return lexicon.RejectionFuncs[analysisutil.FuncName(fn)] || lexicon.IsRejectionTestName(fn.Name())
}

func returnsBool(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

func stringConst(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func isConst(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil
}
