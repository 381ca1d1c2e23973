package errpath

// The tests of the write's error on its path: which outcome a condition
// selects, and which failures it takes out.

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryloops"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// ErrCond finds the error variable compared with nil in cond and the
// polarity of cond as a guard: failure when only a failure satisfies it
// (err != nil && retryable(err)), success when every success does
// (err == nil || attempt >= max).
func (c *Finder) ErrCond(cond ast.Expr) (*types.Var, valueflow.Polarity) {
	isErr := func(v *types.Var) bool { return analysisutil.IsErrorType(v.Type()) }
	return valueflow.ErrCond(c.pass.TypesInfo, cond, isErr, valueflow.Cond.Guard)
}

// isPlainIf reports whether is can only fall through: no else, and no
// statement in its body leaves it.
func isPlainIf(is *ast.IfStmt) bool {
	if is.Else != nil {
		return false
	}
	leaves := false
	ast.Inspect(is.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt, *ast.BranchStmt:
			leaves = true
		}
		return !leaves
	})
	return !leaves
}

// takesOutSome reports whether the if statement is tests the error v for
// some failures and handles those alone, without an else: its condition is
// errors.Is(v, X), errors.As(v, &t) or v == X, or several of them joined by
// || or &&, and is not negated. The failures it does not match go on past
// it. If one of the tests is an ambiguity check, handled sees it.
func (c *Finder) takesOutSome(is *ast.IfStmt, v *types.Var) bool {
	if is.Else != nil || is.Init != nil || v == nil {
		return false
	}
	return c.positiveTest(is.Cond, v)
}

// positiveTest reports whether e tests the error v for some failures:
// errors.Is(v, X), errors.As(v, &t), v == X, or several of them joined by
// || or &&.
func (c *Finder) positiveTest(e ast.Expr, v *types.Var) bool {
	info := c.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LOR, token.LAND:
			return c.positiveTest(e.X, v) && c.positiveTest(e.Y, v)
		case token.EQL:
			return isVar(info, e.X, v) && !analysisutil.IsNil(info, e.Y) || isVar(info, e.Y, v) && !analysisutil.IsNil(info, e.X)
		}
	case *ast.CallExpr:
		switch analysisutil.CalleeName(info, e) {
		case "errors.Is", "errors.As":
			return len(e.Args) == 2 && isVar(info, e.Args[0], v)
		}
	}
	return false
}

func isVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.Uses[id] == v
}

// predicateExit returns the loop that the if statement is, after the write
// at s, leaves on a retry predicate of the write's error: if
// !shouldRetry(res, err) || n >= max { break }, the loop body's last
// statement, with a predicate of this package that asks for another attempt
// on every error before it looks at anything else (its body starts with
// "if err != nil { return true }", or is a return of a || chain with err !=
// nil in it), so that no ambiguous error is told apart. The loop is the
// retry scope that retries the write.
func (c *Finder) predicateExit(s *Site, is *ast.IfStmt, list []ast.Stmt, idx int) (ast.Stmt, *ast.CallExpr) {
	if s.ErrVar == nil || is.Init != nil || is.Else != nil || len(is.Body.List) != 1 {
		return nil, nil
	}
	if br, ok := is.Body.List[0].(*ast.BranchStmt); !ok || br.Tok != token.BREAK || br.Label != nil {
		return nil, nil
	}
	if list[len(list)-1] != ast.Stmt(is) {
		return nil, nil
	}
	var loop ast.Stmt
	for _, sc := range c.scopes.Scopes {
		if sc.Kind == retryscope.Loop && sc.Retried == s.Call && sc.Body != nil && len(sc.Body.List) == len(list) && len(list) > idx && sc.Body.List[idx] == list[idx] {
			loop = sc.Stmt
		}
	}
	if loop == nil {
		return nil, nil
	}
	// The predicate call, negated, in the condition.
	var pred *ast.CallExpr
	ast.Inspect(is.Cond, func(n ast.Node) bool {
		u, ok := n.(*ast.UnaryExpr)
		if !ok || u.Op != token.NOT {
			return true
		}
		if call, ok := ast.Unparen(u.X).(*ast.CallExpr); ok {
			if fn := analysisutil.Callee(c.pass.TypesInfo, call); fn != nil && retryloops.IsRetryPredicateName(fn.Name()) {
				pred = call
			}
		}
		return pred == nil
	})
	if pred == nil {
		return nil, nil
	}
	arg := -1
	for i, a := range pred.Args {
		if isVar(c.pass.TypesInfo, a, s.ErrVar) {
			arg = i
		}
	}
	fn := analysisutil.Callee(c.pass.TypesInfo, pred)
	if arg < 0 || fn == nil || fn.Pkg() != c.pass.Pkg {
		return nil, nil
	}
	decl := c.flow.Decl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return nil, nil
	}
	sig := fn.Type().(*types.Signature)
	if arg >= sig.Params().Len() || sig.Variadic() {
		return nil, nil
	}
	if !retriesEveryError(c.pass.TypesInfo, decl.Body, sig.Params().At(arg)) {
		return nil, nil
	}
	return loop, pred
}

// retriesEveryError reports whether a predicate's body says true for every
// error in err: its first statement is "if err != nil { return true }", or
// it is one return of a || chain with err != nil in it.
func retriesEveryError(info *types.Info, body *ast.BlockStmt, err *types.Var) bool {
	if len(body.List) == 0 {
		return false
	}
	isErrTest := func(e ast.Expr) bool {
		b, ok := ast.Unparen(e).(*ast.BinaryExpr)
		return ok && b.Op == token.NEQ && (isVar(info, b.X, err) && analysisutil.IsNil(info, b.Y) || isVar(info, b.Y, err) && analysisutil.IsNil(info, b.X))
	}
	switch st := body.List[0].(type) {
	case *ast.IfStmt:
		if st.Init != nil || !isErrTest(st.Cond) || len(st.Body.List) != 1 {
			return false
		}
		ret, ok := st.Body.List[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) < 1 {
			return false
		}
		tv := info.Types[ret.Results[0]]
		return tv.Value != nil && tv.Value.String() == "true"
	case *ast.ReturnStmt:
		if len(body.List) != 1 || len(st.Results) != 1 {
			return false
		}
		var or func(e ast.Expr) bool
		or = func(e ast.Expr) bool {
			if isErrTest(e) {
				return true
			}
			b, ok := ast.Unparen(e).(*ast.BinaryExpr)
			return ok && b.Op == token.LOR && (or(b.X) || or(b.Y))
		}
		return or(st.Results[0])
	}
	return false
}
