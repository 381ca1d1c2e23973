package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"
)

// statusSet returns the call of the loop whose response's status x looks
// up in a set of the statuses to retry, named so
// (t.retryableErrors[resp.StatusCode], a map[int]bool): the loop goes
// round when the lookup holds.
func (lv *loopView) statusSet(x *ast.IndexExpr) *ast.CallExpr {
	m, ok := lv.r.pass.TypesInfo.TypeOf(x.X).Underlying().(*types.Map)
	if !ok || !types.Identical(m.Elem(), types.Typ[types.Bool]) || !isStatusField(x.Index) {
		return nil
	}
	var name string
	switch f := ast.Unparen(x.X).(type) {
	case *ast.Ident:
		name = f.Name
	case *ast.SelectorExpr:
		name = f.Sel.Name
	default:
		return nil
	}
	if !IsRetryPredicateName(name) {
		return nil
	}
	return lv.resultCall(x.Index)
}

// resultPresent reports whether e tests that the call c of the loop gave
// a response (resp != nil): in an exit test (resp != nil &&
// resp.StatusCode < 500), no response is a failure that goes round.
func (lv *loopView) resultPresent(e ast.Expr, c *ast.CallExpr) bool {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	x, y := b.X, b.Y
	if isNil(lv.r.pass.TypesInfo, x) {
		x, y = y, x
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && isNil(lv.r.pass.TypesInfo, y) && lv.resultCall(id) == c
}

func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}
