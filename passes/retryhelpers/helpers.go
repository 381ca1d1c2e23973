package retryhelpers

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// HelperOp returns the indices of the operation arguments of call if it
// calls a retry helper (catalog, annotation, configuration or fact), and how
// messages name the helper.
func (r *Result) HelperOp(call *ast.CallExpr) (ops []int, desc string, ok bool) {
	fn, fi := r.calleeInfo(call)
	if fn == nil {
		return nil, "", false
	}
	name := fi.name
	if h, ok := catalog.RetryHelpers[name]; ok {
		if h.Executor && !r.failsafeRetries(call) {
			return nil, "", false
		}
		return []int{h.Op}, h.Short, true
	}
	fn = fn.Origin()
	if ops, ok := r.helpers[fn]; ok {
		return ops, analysisutil.ShortName(fn), true
	}
	if fi.helper != nil {
		return fi.helper.Ops, analysisutil.ShortName(fn), true
	}
	if r.cfg.IsRetryHelper(name) {
		return funcParams(fn), analysisutil.ShortName(fn), true
	}
	return nil, "", false
}

// failsafeRetries reports whether the executor that call's method is called
// on was built with a retry policy. When the executor cannot be traced, it
// is assumed to retry.
func (r *Result) failsafeRetries(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return true
	}
	recv := r.traceCall(sel.X)
	if recv == nil || r.calleeName(recv) != catalog.FailsafeWith {
		return true
	}
	for _, arg := range recv.Args {
		if hasPolicyFrom(r.pass.TypesInfo.TypeOf(arg), catalog.FailsafePolicyPackage) {
			return true
		}
	}
	return false
}

func hasPolicyFrom(t types.Type, pkg string) bool {
	name := analysisutil.TypeName(t)
	return strings.HasPrefix(name, pkg+".")
}

// traceCall follows a variable with a single definition to the call that
// made it.
func (r *Result) traceCall(e ast.Expr) *ast.CallExpr {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			return x
		case *ast.Ident:
			v, ok := r.pass.TypesInfo.ObjectOf(x).(*types.Var)
			defs := r.flow.Defs(v)
			if !ok || len(defs) != 1 {
				return nil
			}
			e = defs[0]
		default:
			return nil
		}
	}
	return nil
}

// funcParams returns the indices of fn's func-typed parameters.
func funcParams(fn *types.Func) []int {
	sig := fn.Type().(*types.Signature)
	var ops []int
	for i := range sig.Params().Len() {
		if _, ok := sig.Params().At(i).Type().Underlying().(*types.Signature); ok {
			ops = append(ops, i)
		}
	}
	return ops
}

// helperAttempts evaluates the attempt bound of a helper call where the
// options make it plain.
func (r *Result) HelperAttempts(call *ast.CallExpr) int {
	name := r.calleeName(call)
	h, known := catalog.RetryHelpers[name]
	attempts := h.Attempts
	switch {
	case !known:
		attempts = r.composedBound(call)
	case h.Executor:
		attempts = r.executorAttempts(call)
	}
	for _, arg := range call.Args {
		if c := r.traceCall(arg); c != nil {
			if n, ok := r.attemptOption(c); ok {
				attempts = n
			}
		}
	}
	return attempts
}

// attemptOption evaluates a retry option or back-off constructor that bounds
// attempts.
func (r *Result) attemptOption(c *ast.CallExpr) (int, bool) {
	name := r.calleeName(c)
	if i, ok := catalog.BackOffWrappers[name]; ok && i < len(c.Args) {
		// backoff.WithContext(b, ctx): b's bound.
		if inner := r.traceCall(c.Args[i]); inner != nil {
			return r.attemptOption(inner)
		}
		return 0, false
	}
	opt, ok := catalog.AttemptOptions[name]
	if !ok || opt.Arg >= len(c.Args) {
		return 0, false
	}
	n, ok := analysisutil.IntConst(r.pass.TypesInfo, c.Args[opt.Arg])
	if !ok {
		return 0, false
	}
	if n == 0 && opt.ZeroUnbounded {
		return catalog.Unbounded, true
	}
	return n + opt.Add, true
}

// composedBound is the attempt bound of a call to a function that retries
// a function it is given (composed.go), from this package or a fact: 0
// when unknown.
func (r *Result) composedBound(call *ast.CallExpr) int {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil {
		return 0
	}
	fn = fn.Origin()
	if n, ok := r.bounds[fn]; ok {
		return n
	}
	var hf helperFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &hf) {
		return hf.Attempts
	}
	return 0
}

// helperFact marks a function that retries the functions it is given: one
// annotated //idemvet:retry, or one whose retry loop calls its parameter.
// Its func-typed parameters at Ops are operations it retries, up to
// Attempts times (0 unknown, catalog.Unbounded no limit).
type helperFact struct {
	Ops      []int
	Attempts int
}

func (*helperFact) AFact() {}

func (f *helperFact) String() string {
	if f.Attempts != 0 {
		return fmt.Sprintf("retry helper: ops %v, %d attempts", f.Ops, f.Attempts)
	}
	return fmt.Sprintf("retry helper: ops %v", f.Ops)
}
