package retryloops

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Loops that leave on a predicate rather than on err == nil: an SDK's
// request loop that breaks on !shouldRetry(req, res, err) || retryCount >=
// max, or a loop that leaves unless the response's status asks for another
// attempt (resp.StatusCode < 500, res.StatusCode != 429). The predicate
// takes the error or the response of a call made in the loop, and that
// call is the one the loop retries.

// predicateTest finds, in cond, a retry predicate or a status check on the
// result of a call of the loop body, and says whether cond holds when the
// loop should leave (exit) or when it should go round. A condition that
// mixes both readings, or neither, gives nil.
func (lv *loopView) predicateTest(cond ast.Expr) (call *ast.CallExpr, exit bool) {
	switch x := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			if c, e := lv.predicateTest(x.X); c != nil {
				return c, !e
			}
		}
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LOR, token.LAND:
			// !shouldRetry(res) || attempt >= max: the bound is another
			// way out, which does not change what the predicate says. In
			// a && chain (shouldRetry(err) && attempt < max) likewise.
			a, ea := lv.predicateTest(x.X)
			b, eb := lv.predicateTest(x.Y)
			switch {
			case a != nil && b != nil:
				if ea == eb && a == b {
					return a, ea
				}
				return nil, false
			case a != nil && lv.otherOperand(x.Y, x.Op, ea):
				return a, ea
			case b != nil && lv.otherOperand(x.X, x.Op, eb):
				return b, eb
			case b != nil && x.Op == token.LAND && eb && lv.resultPresent(x.X, b):
				return b, eb
			}
			return nil, false
		}
		if c := lv.statusCall(x); c != nil {
			if exit, ok := statusReading(lv.r.pass.TypesInfo, x); ok {
				return c, exit
			}
		}
	case *ast.CallExpr:
		if c := lv.retryPredicate(x); c != nil {
			return c, false
		}
	case *ast.Ident:
		if v, ok := lv.r.pass.TypesInfo.Uses[x].(*types.Var); ok {
			if c := lv.predicateVar(v, v); c != nil {
				return c, false
			}
		}
	case *ast.SelectorExpr:
		// d.shouldRetry, a field of a decision made from the call's
		// result: d := handleStatus(res.StatusCode).
		if f, ok := lv.r.pass.TypesInfo.Uses[x.Sel].(*types.Var); ok && f.IsField() {
			if v := analysisutil.IdentVar(lv.r.pass.TypesInfo, x.X); v != nil {
				if c := lv.predicateVar(v, f); c != nil {
					return c, false
				}
			}
		}
	case *ast.IndexExpr:
		if c := lv.statusSet(x); c != nil {
			return c, false
		}
	}
	return nil, false
}

// predicateVar returns the call of the loop whose result decides the
// variable v, when the boolean test (v itself, or a field of it) is named
// for a retry: needsRetry := err != nil, shouldRetry, checkErr =
// c.CheckRetry(ctx, resp, doErr), d.shouldRetry.
func (lv *loopView) predicateVar(v, test *types.Var) *ast.CallExpr {
	info := lv.r.pass.TypesInfo
	if !IsRetryPredicateName(test.Name()) {
		return nil
	}
	if b, ok := test.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return nil
	}
	var found *ast.CallExpr
	ast.Inspect(analysisutil.LoopBody(lv.loop), func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || found != nil {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, lhs := range as.Lhs {
			if analysisutil.IdentVar(info, lhs) != v {
				continue
			}
			rhs := as.Rhs[0]
			if len(as.Rhs) == len(as.Lhs) {
				rhs = as.Rhs[i]
			}
			var last *ast.CallExpr
			ast.Inspect(rhs, func(n ast.Node) bool {
				if x, ok := n.(*ast.Ident); ok && found == nil {
					if w, ok := info.Uses[x].(*types.Var); ok && w != v {
						if c := lv.vals[w]; c != nil && c != ast.Unparen(rhs) {
							if lv.setsErr(c) {
								found = c
							}
							last = c
						}
					}
				}
				return found == nil
			})
			if found == nil {
				found = last
			}
		}
		return found == nil
	})
	return found
}

// otherOperand reports whether e, combined by op with a test whose exit
// reading is exit, keeps that reading: an attempt bound, a context check,
// or another test of no call of the loop. In exit || e, e must be another
// way out; in go-round && e, a further condition to go round.
func (lv *loopView) otherOperand(e ast.Expr, op token.Token, exit bool) bool {
	if exit != (op == token.LOR) {
		return false
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := lv.r.pass.TypesInfo.Uses[id].(*types.Var); ok {
				if _, ok := lv.vals[v]; ok {
					found = true
				}
			}
		}
		return !found
	})
	return !found
}

// retryPredicate returns the call of the loop whose result the call x
// tests, when x is a retry predicate: a function whose name says retry
// (shouldRetry, isRetryable, retryable, needRetry, canRetry) and which
// takes a result of that call (its error, its response).
func (lv *loopView) retryPredicate(x *ast.CallExpr) *ast.CallExpr {
	var name string
	switch f := ast.Unparen(x.Fun).(type) {
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
	// shouldRetry(req, res, err): the call whose error it takes, else the
	// last call whose result it takes.
	var found *ast.CallExpr
	for _, a := range x.Args {
		c := lv.resultCall(a)
		if c == nil {
			continue
		}
		if lv.setsErr(c) {
			return c
		}
		found = c
	}
	return found
}

// setsErr reports whether c's results include an error variable of the loop.
func (lv *loopView) setsErr(c *ast.CallExpr) bool {
	for _, ec := range lv.errs {
		if ec == c {
			return true
		}
	}
	return false
}

// IsRetryPredicateName reports whether a function's name says that it
// decides whether to retry: shouldRetry, isRetryable, IsRetriable,
// NeedRetry, canRetry.
func IsRetryPredicateName(name string) bool {
	n := strings.ToLower(name)
	if !strings.Contains(n, "retr") {
		return false
	}
	for _, p := range []string{"should", "is", "need", "can", "retryable", "retriable", "must"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}

// resultCall returns the call of the loop body whose result e is, or is
// read from (res, err, resp.StatusCode, e.Code()).
func (lv *loopView) resultCall(e ast.Expr) *ast.CallExpr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := lv.r.pass.TypesInfo.Uses[x].(*types.Var); ok {
				return lv.vals[v]
			}
			return nil
		case *ast.SelectorExpr:
			e = x.X
		case *ast.CallExpr:
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok || len(x.Args) > 0 {
				return nil
			}
			e = sel.X
		case *ast.StarExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// statusCall returns the call of the loop whose response's status b
// compares with a constant: resp.StatusCode < 500, res.StatusCode() != 429.
func (lv *loopView) statusCall(b *ast.BinaryExpr) *ast.CallExpr {
	switch b.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.EQL, token.NEQ:
	default:
		return nil
	}
	x, y := b.X, b.Y
	if _, ok := statusConst(lv.r.pass.TypesInfo, x); ok {
		x, y = y, x
	}
	if _, ok := statusConst(lv.r.pass.TypesInfo, y); !ok || !isStatusField(x) {
		return nil
	}
	return lv.resultCall(x)
}

func isStatusField(e ast.Expr) bool {
	e = ast.Unparen(e)
	if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 0 {
		e = ast.Unparen(c.Fun)
	}
	sel, ok := e.(*ast.SelectorExpr)
	return ok && catalog.ResponseStatusFields[sel.Sel.Name]
}

// statusConst returns the HTTP status e stands for, when it is a constant
// between 100 and 599.
func statusConst(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	n, ok := constant.Int64Val(tv.Value)
	return n, ok && n >= 100 && n < 600
}

// statusReading says what a status check tells the loop: exit when it
// holds only for statuses that need no other attempt (== 200, < 300,
// < 500, != 429, != 503), go round when it holds for the statuses that ask
// for one (== 429, == 503, >= 500). A check that holds for failures
// without naming the transient ones (!= 200, >= 400) says neither.
func statusReading(info *types.Info, b *ast.BinaryExpr) (exit, ok bool) {
	op, y := b.Op, b.Y
	if _, isConst := statusConst(info, b.X); isConst {
		y, op = b.X, analysisutil.MirrorCompare(op) // 500 <= code is code >= 500
	}
	n, _ := statusConst(info, y)
	transient := n == 408 || n == 429 || n >= 500
	switch op {
	case token.EQL:
		if transient {
			return false, true
		}
		return true, n >= 200 && n < 300
	case token.NEQ:
		return true, transient
	case token.GEQ:
		return false, n == 429 || n == 500
	case token.GTR:
		return false, n == 428 || n == 499
	case token.LSS:
		return true, n >= 201 && n <= 500
	case token.LEQ:
		return true, n >= 200 && n <= 499
	}
	return false, false
}

// predicateRound returns the call that the if statement st, followed by
// rest in the loop body, sends round again on a predicate: "if
// !shouldRetry(res, err) || n >= max { break }" with the body going on to
// the next round, or "if res.StatusCode == 429 { continue }" followed by an
// exit.
func (lv *loopView) predicateRound(st *ast.IfStmt, rest []ast.Stmt) *ast.CallExpr {
	c, exit := lv.predicateTest(st.Cond)
	if c == nil {
		return nil
	}
	if exit {
		if lv.exits(st.Body.List) && !lv.exits(rest) {
			return c
		}
		return nil
	}
	if lv.exits(st.Body.List) {
		return nil
	}
	if els, ok := st.Else.(*ast.BlockStmt); ok && lv.exits(els.List) {
		return c
	}
	if st.Else == nil && lv.continues(st.Body.List) && lv.exits(rest) {
		return c
	}
	return nil
}

// exitBound reads the attempt bound of a loop that counts its rounds in
// its for statement and leaves on the count in its body: for n := 0; ;
// n++ { call(); if !shouldRetry(res, err) || n >= 2 { break } } makes up
// to 3 calls, with the check after the call, as the exit of a request
// loop does; a check before the call allows one call fewer. The bound
// must be a constant.
func (lv *loopView) exitBound(body *ast.BlockStmt, retried *ast.CallExpr) (int, bool) {
	f, ok := lv.loop.(*ast.ForStmt)
	if !ok || f.Init == nil || f.Post == nil {
		return 0, false
	}
	as, ok := f.Init.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return 0, false
	}
	counter := analysisutil.IdentVar(lv.r.pass.TypesInfo, as.Lhs[0])
	from, ok := analysisutil.IntConst(lv.r.pass.TypesInfo, as.Rhs[0])
	if counter == nil || !ok || !incrementsByOne(lv.r.pass.TypesInfo, f.Post, counter) {
		return 0, false
	}
	best, found := 0, false
	for _, st := range body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok || !lv.exits(ifs.Body.List) {
			continue
		}
		for _, op := range orOperands(ifs.Cond) {
			b, ok := ast.Unparen(op).(*ast.BinaryExpr)
			if !ok || analysisutil.IdentVar(lv.r.pass.TypesInfo, b.X) != counter {
				continue
			}
			to, ok := analysisutil.IntConst(lv.r.pass.TypesInfo, b.Y)
			if !ok {
				continue
			}
			n := 0
			switch b.Op {
			case token.GEQ, token.EQL:
				n = to - from + 1
			case token.GTR:
				n = to - from + 2
			}
			if ifs.End() < retried.Pos() {
				n-- // checked before the call
			}
			if n > 0 && (!found || n < best) {
				best, found = n, true
			}
		}
	}
	return best, found
}

// orOperands returns the operands of a || chain, or cond alone.
func orOperands(cond ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(cond).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(orOperands(b.X), orOperands(b.Y)...)
	}
	return []ast.Expr{cond}
}

// incrementsByOne reports whether post is v++ or v += 1.
func incrementsByOne(info *types.Info, post ast.Stmt, v *types.Var) bool {
	switch p := post.(type) {
	case *ast.IncDecStmt:
		return p.Tok == token.INC && analysisutil.IdentVar(info, p.X) == v
	case *ast.AssignStmt:
		if p.Tok != token.ADD_ASSIGN || len(p.Lhs) != 1 || analysisutil.IdentVar(info, p.Lhs[0]) != v {
			return false
		}
		tv := info.Types[p.Rhs[0]]
		if tv.Value == nil || tv.Value.Kind() != constant.Int {
			return false
		}
		n, ok := constant.Int64Val(tv.Value)
		return ok && n == 1
	}
	return false
}
