package retryscope

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// HelperOp returns the indices of the operation arguments of call if it
// calls a retry helper (catalog, annotation, configuration or fact), and how
// messages name the helper.
func (r *Result) HelperOp(call *ast.CallExpr) (ops []int, desc string, ok bool) {
	return r.helpers.HelperOp(call)
}

// IsBudget reports whether values of t are a retry budget shared by the
// layers that draw on them (retryhelpers).
func (r *Result) IsBudget(t types.Type) bool { return r.helpers.IsBudget(t) }

// ExecutorPolicies returns, for a call of a failsafe executor's method, the
// With call that made the executor and the indices of its arguments that
// are retry policies (retryhelpers).
func (r *Result) ExecutorPolicies(call *ast.CallExpr) (with *ast.CallExpr, policies []int) {
	return r.helpers.ExecutorPolicies(call)
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
		s := &Scope{Kind: Helper, Start: call.Pos(), Desc: desc, Call: call, Attempts: r.helpers.HelperAttempts(call)}
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
