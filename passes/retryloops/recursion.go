package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Functions that retry by calling themselves: on a retryable error or
// status, the function calls itself again with an attempt parameter one
// higher, while that parameter is below a bound, as discordgo's request
// does:
//
//	case http.StatusBadGateway:
//		if sequence < cfg.MaxRestRetries {
//			response, err = s.RequestWithLockedBucket(method, urlStr, contentType, b, bucket, sequence+1, options...)
//		}
//
// or with the same arguments on an error, with no bound at all. The call
// may wait first in a select (case <-time.After(d): return f(ctx, s, req)
// beside case <-ctx.Done():), and the test may be a retry-named field of a
// decision made from the call's result (d := handleStatus(res.StatusCode);
// if !d.shouldRetry { return nil }), as terraform-provider-cloudamqp's
// callWithRetry does. The
// function is a retry scope whose attempts are the bound's: counted from
// an attempt parameter that callers start at 0, a constant bound N under
// "attempt < N" makes N+1 calls, and a field bound is read from its
// default in the catalog (catalog.RetryBound) or is unknown.
//
// A call to itself that changes the request (the next page, the next
// token) is not a retry, nor is one that no failure of a call of the
// function leads to.

// Recursions returns the functions of this package that retry by calling
// themselves, in the order of valueflow's Funcs.
func (r *Finder) Recursions() []*Found {
	// Only a function whose body names itself can call itself: found from
	// the identifiers' uses, not by walking every body.
	var out []*Found
	self := map[*types.Func]bool{}
	for id, obj := range r.pass.TypesInfo.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() != r.pass.Pkg {
			continue
		}
		fn = fn.Origin()
		if d := r.flow.Decl(fn); d != nil && d.Body != nil && d.Body.Pos() <= id.Pos() && id.Pos() < d.Body.End() {
			self[fn] = true
		}
	}
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		if d == nil || d.Body == nil || !self[fn] {
			continue
		}
		if s := r.recursionScope(fn, d); s != nil {
			out = append(out, s)
		}
	}
	return out
}

// A guard is a condition that holds (or, negated, does not) on the way to
// a statement, or the case clause of a switch on tag.
type guard struct {
	cond   ast.Expr
	holds  bool
	tag    ast.Expr
	clause *ast.CaseClause
}

func (r *Finder) recursionScope(fn *types.Func, d *ast.FuncDecl) *Found {
	info := r.pass.TypesInfo
	// The function body read as the body of a loop that goes round by the
	// call to itself.
	// The view's errors are collected at the first call to itself: most
	// functions make none.
	var lv *loopView
	var found *Found
	var visit func(stmts []ast.Stmt, guards []guard)
	visit = func(stmts []ast.Stmt, guards []guard) {
		for _, st := range stmts {
			if found != nil {
				return
			}
			switch st := st.(type) {
			case *ast.IfStmt:
				visit(st.Body.List, append(guards[:len(guards):len(guards)], guard{cond: st.Cond, holds: true}))
				if st.Else != nil {
					visit([]ast.Stmt{st.Else}, append(guards[:len(guards):len(guards)], guard{cond: st.Cond}))
				}
				// if err == nil { return res, nil }: the statements after
				// it run only when the condition does not hold.
				if analysisutil.EndsInReturn(st.Body.List) && st.Else == nil {
					guards = append(guards[:len(guards):len(guards)], guard{cond: st.Cond})
				}
			case *ast.SwitchStmt:
				for _, cc := range st.Body.List {
					cc := cc.(*ast.CaseClause)
					g := guard{tag: st.Tag, clause: cc}
					visit(cc.Body, append(guards[:len(guards):len(guards)], g))
				}
			case *ast.BlockStmt:
				visit(st.List, guards)
			case *ast.LabeledStmt:
				visit([]ast.Stmt{st.Stmt}, guards)
			case *ast.SelectStmt:
				// A wait before the next attempt (case <-time.After(d):),
				// beside a way out (case <-ctx.Done():). A call to itself
				// under another receive walks that channel's values.
				for _, cc := range st.Body.List {
					if cc := cc.(*ast.CommClause); r.waitClause(cc) {
						visit(cc.Body, guards)
					}
				}
			case *ast.ForStmt, *ast.RangeStmt, *ast.TypeSwitchStmt, *ast.GoStmt, *ast.DeferStmt:
				// A call to itself in a loop or a goroutine walks something
				// else than one request.
			default:
				ast.Inspect(st, func(n ast.Node) bool {
					if _, ok := n.(*ast.FuncLit); ok || found != nil {
						return false
					}
					if call, ok := n.(*ast.CallExpr); ok {
						if callee := analysisutil.Callee(info, call); callee != nil && callee.Origin() == fn {
							if lv == nil {
								lv = &loopView{r: r, loop: &ast.ForStmt{For: d.Body.Pos(), Body: d.Body}, errs: map[*types.Var]*ast.CallExpr{}, vals: map[*types.Var]*ast.CallExpr{}}
								lv.collectErrs(d.Body)
							}
							found = r.recursiveRetry(lv, fn, d, call, guards)
						}
					}
					return found == nil
				})
			}
		}
	}
	visit(d.Body.List, nil)
	return found
}

// waitClause reports whether cc receives from a timer: a wait of the
// time package (time.After, time.Tick, a Timer's or Ticker's C).
func (r *Finder) waitClause(cc *ast.CommClause) bool {
	var x ast.Expr
	switch c := cc.Comm.(type) {
	case *ast.ExprStmt:
		x = c.X
	case *ast.AssignStmt:
		if len(c.Rhs) == 1 {
			x = c.Rhs[0]
		}
	}
	u, ok := ast.Unparen(x).(*ast.UnaryExpr)
	if !ok || u.Op != token.ARROW {
		return false
	}
	switch ch := ast.Unparen(u.X).(type) {
	case *ast.CallExpr:
		return catalog.TimerWaits[analysisutil.CalleeName(r.pass.TypesInfo, ch)]
	case *ast.SelectorExpr:
		return ch.Sel.Name == "C" && catalog.TimerWaits[analysisutil.TypeName(r.pass.TypesInfo.TypeOf(ch.X))]
	}
	return false
}

// recursiveRetry returns the scope of the retry that call, a call of fn to
// itself under guards, makes, or nil when it is no retry.
func (r *Finder) recursiveRetry(lv *loopView, fn *types.Func, d *ast.FuncDecl, call *ast.CallExpr, guards []guard) *Found {
	info := r.pass.TypesInfo
	sig := fn.Type().(*types.Signature)
	params := sig.Params()
	if len(call.Args) != params.Len() {
		return nil
	}
	// Every argument is its parameter, but the attempt parameter, one
	// higher, and arguments that do not name a parameter at all (a bucket
	// locked again for the request).
	var attempt *types.Var
	same := 0
	for i, a := range call.Args {
		p := params.At(i)
		if analysisutil.IdentVar(info, a) == p {
			same++
			continue
		}
		if b, ok := ast.Unparen(a).(*ast.BinaryExpr); ok && b.Op == token.ADD && analysisutil.IdentVar(info, b.X) == p && isIntType(p.Type()) {
			if n, ok := analysisutil.IntConst(r.pass.TypesInfo, b.Y); ok && n == 1 {
				attempt = p
				continue
			}
		}
		if c, ok := ast.Unparen(a).(*ast.CallExpr); ok && len(c.Args) == 1 && analysisutil.IdentVar(info, c.Args[0]) == p {
			continue // the same value again: s.Ratelimiter.LockBucketObject(bucket)
		}
		if analysisutil.IsErrorType(p.Type()) {
			continue // the failure so far, carried to the next attempt
		}
		if mentionsParam(info, a, params) {
			return nil // the next page, a changed request
		}
	}
	if attempt == nil && same != params.Len() {
		return nil
	}
	retried := recursionCause(lv, guards)
	if retried == nil {
		return nil
	}
	attempts := catalog.Unbounded
	var def *Default
	if attempt != nil {
		if n, d, ok := r.recursionBound(guards, attempt, retried); ok {
			def = d
			attempts = n
		} else if slices.ContainsFunc(guards, func(g guard) bool { return g.cond != nil && analysisutil.MentionsVar(info, g.cond, attempt) }) {
			// A guard tests the count in a form not read (attempt+1 >=
			// max, a countdown): a limit of an unknown number, not none.
			attempts = 0
		}
	}
	s := &Found{Recursion: true, Start: call.Pos(), Desc: "recursive retry", Body: d.Body, Func: d, Retried: retried, Attempts: attempts, Default: def}
	if attempt != nil {
		s.Counters = []*types.Var{attempt}
	}
	return s
}

// recursionCause returns the call of the function whose failure one of
// guards tests on the way to the call to itself: an error (err != nil, or
// after if err == nil { return }), a retry predicate, a status that asks
// for another attempt (resp.StatusCode == 502, a case of a switch on the
// status whose every value does).
func recursionCause(lv *loopView, guards []guard) *ast.CallExpr {
	for _, g := range guards {
		if g.clause != nil {
			if c := lv.transientCase(g.tag, g.clause); c != nil {
				return c
			}
			continue
		}
		for _, op := range andOperands(g.cond, g.holds) {
			if v, pol := lv.errCond(op); v != nil && (pol == valueflow.Failure) == g.holds {
				return lv.errs[v]
			}
			if c, exit := lv.predicateTest(op); c != nil && exit != g.holds {
				return c
			}
		}
	}
	return nil
}

// andOperands returns the operands that hold when cond does (its && chain)
// or, when it does not hold, cond alone.
func andOperands(cond ast.Expr, holds bool) []ast.Expr {
	if b, ok := ast.Unparen(cond).(*ast.BinaryExpr); ok && b.Op == token.LAND && holds {
		return append(andOperands(b.X, true), andOperands(b.Y, true)...)
	}
	return []ast.Expr{cond}
}

// transientCase returns the call whose response's status tag is, when
// every value of the case clause is a status that asks for another
// attempt (408, 429, 5xx).
func (lv *loopView) transientCase(tag ast.Expr, cc *ast.CaseClause) *ast.CallExpr {
	if tag == nil || len(cc.List) == 0 || !isStatusField(tag) {
		return nil
	}
	for _, e := range cc.List {
		n, ok := statusConst(lv.r.pass.TypesInfo, e)
		if !ok || !(n == 408 || n == 429 || n >= 500) {
			return nil
		}
	}
	return lv.resultCall(tag)
}

// recursionBound reads the attempts from a guard that holds only while
// attempt is below a bound (attempt < N, N > attempt, attempt <= N), or
// from an early return once it reaches it (if attempt >= N { return }).
// Callers start the attempt at 0. A guard after the failed call (retried)
// bounds the calls to itself: N+1 calls under attempt < N; one before it
// bounds the calls it makes: N. A bound read from a default (a parameter
// that callers fill from a field's default) comes with its Default.
func (r *Finder) recursionBound(guards []guard, attempt *types.Var, retried *ast.CallExpr) (int, *Default, bool) {
	info := r.pass.TypesInfo
	for _, g := range guards {
		if g.clause != nil {
			continue
		}
		for _, op := range andOperands(g.cond, g.holds) {
			b, ok := ast.Unparen(op).(*ast.BinaryExpr)
			if !ok {
				continue
			}
			x, y, tok := b.X, b.Y, b.Op
			if analysisutil.IdentVar(info, y) == attempt {
				x, y, tok = y, x, analysisutil.MirrorCompare(tok)
			}
			if analysisutil.IdentVar(info, x) != attempt {
				continue
			}
			if !g.holds {
				tok = negate(tok)
			}
			var def *Default
			n, ok := r.boundValue(y)
			if !ok {
				if n, ok = r.defaultValue(y, 0); !ok {
					return 0, nil, true // bounded, by an unknown number
				}
				def = &Default{Name: r.overrideName(y, 0)}
			}
			// if attempt >= N { return } before the call: N calls.
			extra := 1
			if retried != nil && op.End() <= retried.Pos() {
				extra = 0
			}
			switch tok {
			case token.LSS:
				if def != nil {
					def.Offset = extra
				}
				return n + extra, def, true
			case token.LEQ:
				if def != nil {
					def.Offset = extra + 1
				}
				return n + extra + 1, def, true
			}
		}
	}
	return 0, nil, false
}

// boundValue evaluates a bound: a constant, or a field whose default the
// catalog knows (discordgo's MaxRestRetries).
func (r *Finder) boundValue(e ast.Expr) (int, bool) {
	if n, ok := analysisutil.IntConst(r.pass.TypesInfo, e); ok {
		return n, true
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return 0, false
	}
	v, ok := r.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var)
	if !ok || !v.IsField() {
		return 0, false
	}
	return catalog.RetryBound(analysisutil.TypeName(r.pass.TypesInfo.TypeOf(sel.X)) + "." + v.Name())
}

func negate(t token.Token) token.Token {
	switch t {
	case token.LSS:
		return token.GEQ
	case token.LEQ:
		return token.GTR
	case token.GTR:
		return token.LEQ
	case token.GEQ:
		return token.LSS
	}
	return token.ILLEGAL
}

func isIntType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// mentionsParam reports whether e reads a parameter of params.
func mentionsParam(info *types.Info, e ast.Expr, params *types.Tuple) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok {
				for i := range params.Len() {
					if params.At(i) == v {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}
