package callretries

import (
	"go/ast"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// wrappedCall classifies a call of a function value that a retry wrapper
// made (go-kit's lb.Retry endpoint, kept in a variable or a field): every
// call through it is retried. nil when call is no such call, or the
// wrapper makes one attempt.
func (r *Result) wrappedCall(call *ast.CallExpr) *Layer {
	if analysisutil.Callee(r.pass.TypesInfo, call) != nil {
		return nil
	}
	for _, o := range r.flow.Origins(call.Fun) {
		mk, ok := o.(*ast.CallExpr)
		if !ok {
			continue
		}
		w, ok := catalog.RetryWrappers[analysisutil.CalleeName(r.pass.TypesInfo, mk)]
		if !ok {
			continue
		}
		n := w.Attempts
		if w.Arg >= 0 && w.Arg < len(mk.Args) {
			m, ok := r.constFlow(mk.Args[w.Arg])
			switch {
			case !ok:
				n = 0
			case w.MinOne && m < 1:
				n = 1
			default:
				n = m
			}
		}
		if n == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: w.Short + " endpoint", Factors: []int{n}, Source: mk, Pos: mk.Pos()}
	}
	return nil
}

// constFlow returns the integer constant e holds: e itself, or the one
// value every assignment in this package gives the variable e names
// (retryMax := 3); false when it is not known.
func (r *Result) constFlow(e ast.Expr) (int, bool) {
	n, known := 0, false
	for _, o := range r.flow.Origins(e) {
		m, ok := analysisutil.IntConst(r.pass.TypesInfo, o)
		if !ok || (known && m != n) {
			return 0, false
		}
		n, known = m, true
	}
	return n, known
}
