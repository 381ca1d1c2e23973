package retryscope

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

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

// helperScopes records the scope of a retry helper call's operation.
func (r *Result) helperScopes(cur inspector.Cursor, call *ast.CallExpr) {
	ops, desc, ok := r.HelperOp(call)
	if !ok {
		return
	}
	for _, op := range ops {
		if op >= len(call.Args) {
			continue
		}
		s := &Scope{Kind: Helper, Start: call.Pos(), Desc: desc, Call: call, Attempts: r.helperAttempts(call)}
		switch fn, hoist := r.operation(cur, call.Args[op]); fn := fn.(type) {
		case *ast.FuncLit:
			s.Func, s.Body, s.Hoist = fn, fn.Body, hoist
		case *ast.FuncDecl:
			if fn.Body == nil {
				continue
			}
			s.Func, s.Body = fn, fn.Body
		default:
			continue
		}
		s.Counters = r.helperCounters(s.Func)
		r.Scopes = append(r.Scopes, s)
	}
}

// operation resolves an operation argument to the function literal or
// declaration it runs, and the statement before which per-intent values can
// be hoisted.
func (r *Result) operation(cur inspector.Cursor, arg ast.Expr) (ast.Node, ast.Stmt) {
	return r.operationAt(cur, arg, 0)
}

func (r *Result) operationAt(cur inspector.Cursor, arg ast.Expr, depth int) (ast.Node, ast.Stmt) {
	info := r.pass.TypesInfo
	if depth > 4 {
		return nil, nil
	}
	switch a := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		return a, analysisutil.EnclosingStmt(cur)
	case *ast.CallExpr:
		// withRetry(withFailover(f)): the operation is the f that the
		// function withFailover returns calls.
		if inner := r.passedThrough(a); inner != nil {
			return r.operationAt(cur, inner, depth+1)
		}
	case *ast.Ident, *ast.SelectorExpr:
		switch obj := analysisutil.ObjectOf(info, a).(type) {
		case *types.Func:
			if d := r.flow.Decl(obj.Origin()); d != nil {
				return d, nil
			}
		case *types.Var:
			defs := r.flow.Defs(obj)
			if len(defs) != 1 {
				return nil, nil
			}
			if c, ok := ast.Unparen(defs[0]).(*ast.CallExpr); ok {
				// op := withFailover(f); withRetry(op)
				if inner := r.passedThrough(c); inner != nil {
					if cc, ok := cur.Inspector().Root().FindByPos(c.Pos(), c.End()); ok {
						return r.operationAt(cc, inner, depth+1)
					}
				}
				return nil, nil
			}
			lit, ok := ast.Unparen(defs[0]).(*ast.FuncLit)
			if !ok {
				return nil, nil
			}
			if c, ok := cur.Inspector().Root().FindByPos(lit.Pos(), lit.End()); ok {
				return lit, analysisutil.EnclosingStmt(c)
			}
		}
	}
	return nil, nil
}

// helperCounters returns the variables that count the operation's attempts:
// those declared outside the operation and incremented inside it
// (attempt++). Counters the helper itself passes, such as failsafe's
// Execution.Attempts(), are found through catalog.AttemptCounters.
func (r *Result) helperCounters(fn ast.Node) []*types.Var {
	info := r.pass.TypesInfo
	var vars []*types.Var
	ast.Inspect(fn, func(n ast.Node) bool {
		var target ast.Expr
		switch n := n.(type) {
		case *ast.IncDecStmt:
			if n.Tok == token.INC {
				target = n.X
			}
		case *ast.AssignStmt:
			if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 {
				target = n.Lhs[0]
			}
		}
		if id, ok := ast.Unparen(target).(*ast.Ident); ok {
			if v, ok := info.ObjectOf(id).(*types.Var); ok && !analysisutil.Contains(fn, v.Pos()) {
				vars = append(vars, v)
			}
		}
		return true
	})
	return analysisutil.DedupVars(vars)
}

// helperAttempts evaluates the attempt bound of a helper call where the
// options make it plain.
func (r *Result) helperAttempts(call *ast.CallExpr) int {
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
	opt, ok := catalog.AttemptOptions[name]
	if !ok || opt.Arg >= len(c.Args) {
		return 0, false
	}
	n, ok := r.intConst(c.Args[opt.Arg])
	if !ok {
		return 0, false
	}
	if n == 0 && opt.ZeroUnbounded {
		return catalog.Unbounded, true
	}
	return n + opt.Add, true
}

func (r *Result) intConst(e ast.Expr) (int, bool) {
	tv, ok := r.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	n, ok := constant.Int64Val(constant.ToInt(tv.Value))
	return int(n), ok
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
	if n, ok := r.helperBounds[fn]; ok {
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
