package nestedretry

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// reportRegistered reports a Temporal activity registered here whose body
// is a function of another package that retries by itself: the worker
// registers a method value of an interface
// (w.RegisterActivityWithOptions(a.stripe.CreateACHCharge, ...)) whose
// implementation calls charge.New, which stripe-go retries. The body was
// analyzed before this package, which alone sees the registration, so the
// nesting is reported here, at the registered value, with the path to the
// inner retry. Its fix belongs in the body (return the inner call's
// failure as a non-retryable application error), in the other package: the
// finding says so and carries none. A function of this package is a scope
// of its own, and its calls are reported where they are. Executions
// (workflow.ExecuteActivity) are left out: the options they run with may
// set a retry policy that the message's count would have to read.
func (c *checker) reportRegistered() {
	sys := catalog.SystemFor(catalog.TemporalActivity)
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		name := analysisutil.CalleeName(c.pass.TypesInfo, call)
		reg, ok := catalog.AtLeastOnceRegistrations[name]
		if !ok || reg.Kind != catalog.TemporalActivity || reg.Handler < 0 || reg.Handler >= len(call.Args) {
			continue
		}
		if fn := analysisutil.Callee(c.pass.TypesInfo, call); fn == nil || !strings.HasPrefix(fn.Name(), "Register") {
			// An execution (workflow.ExecuteActivity) may set a retry
			// policy of its own, which this count does not read.
			continue
		}
		arg := call.Args[reg.Handler]
		fn := funcValue(c.pass.TypesInfo, arg)
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == c.pass.Pkg {
			continue
		}
		l := c.scopes.FuncRetries(fn)
		if l == nil || oneCall(l) {
			continue
		}
		activity := &retryscope.Scope{Kind: retryscope.AtLeastOnce, Start: arg.Pos(), Desc: sys.Short, Context: catalog.TemporalActivity, Attempts: catalog.Unbounded}
		factors := append([]int{activity.Attempts}, l.Factors...)
		inner := innerDesc(l)
		msg := "activity " + fn.Name() + ", registered here: " + inner + " inside the " + activity.Desc + " with no shared budget: " +
			consequence(factors, []*retryscope.Scope{activity}) + "; " + NoFix + "the activity's body is in package " + fn.Pkg().Name() +
			": end the activity there when the inner call fails after its own retries (a non-retryable application error)"
		c.pass.Report(analysis.Diagnostic{
			Pos:      arg.Pos(),
			End:      arg.End(),
			Category: "registered",
			Message:  msg,
			Related:  []analysis.RelatedInformation{{Pos: call.Pos(), End: call.End(), Message: "the activity is registered here"}},
		})
	}
}

// funcValue returns the function that e, a function value, names: a
// function, or a method value (x.M, of a concrete type or an interface).
func funcValue(info *types.Info, e ast.Expr) *types.Func {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[x].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok {
			if sel.Kind() != types.MethodVal {
				return nil
			}
			fn, _ := sel.Obj().(*types.Func)
			return fn
		}
		fn, _ := info.Uses[x.Sel].(*types.Func) // pkg.F
		return fn
	}
	return nil
}
