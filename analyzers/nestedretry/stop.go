package nestedretry

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// stopOuter stops the innermost outer layer from retrying the call: a
// retry loop breaks on its error, a backoff or retry-go operation returns
// it as permanent, a Temporal activity runs once.
//
// When stopping the outer layer could leave a failure with no retry, it
// returns no fix but why: the finding is reported without a fix.
func (c *checker) stopOuter(n *nesting) (fix analysis.SuggestedFix, why string, ok bool) {
	s := n.outers[0]
	switch s.Kind {
	case retryscope.Loop:
		fix, ok = c.breakLoop(n, s)
	case retryscope.Helper:
		if pkg, tf := catalog.TerraformRetryHelpers[analysisutil.CalleeName(c.pass.TypesInfo, s.Call)]; tf {
			return c.nonRetryable(n, s, pkg)
		}
		fix, ok = c.permanent(n, s)
	case retryscope.AtLeastOnce:
		if fix, ok = c.activityOnce(n, s); !ok {
			fix, ok = c.activityNonRetryable(n, s)
		}
	}
	return fix, "", ok
}

// errAssign finds the statement err := call / x, err = call in a block,
// and the error variable.
func (c *checker) errAssign(n *nesting) (*ast.AssignStmt, inspector.Cursor, *types.Var, bool) {
	p := n.cur.Parent()
	as, ok := p.Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != n.call {
		return nil, p, nil, false
	}
	if _, ok := p.Parent().Node().(*ast.BlockStmt); !ok {
		return nil, p, nil, false
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return nil, p, nil, false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || !analysisutil.IsErrorType(v.Type()) {
		return nil, p, nil, false
	}
	return as, p, v, true
}

// breakLoop inserts "if err != nil { break }" after the call, when the
// error variable outlives the loop and the code after the loop reads it;
// when the error variable is the loop's own and a later statement of the
// block carries it out (lastErr = err), "if err != nil { lastErr = err;
// break }".
func (c *checker) breakLoop(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	as, cur, v, ok := c.errAssign(n)
	var anchor ast.Node = as
	out, carry := v, ""
	if !ok {
		// if err = call(); err == nil { return }, or a call that hands
		// its error to a callback: break after the statement.
		st, scur, sv, ok := c.errStmt(n, s)
		if !ok || analysisutil.Contains(s.Stmt, sv.Pos()) {
			return c.handUp(n, s)
		}
		anchor, cur, v, out = st, scur, sv, sv
	} else if analysisutil.Contains(s.Stmt, v.Pos()) {
		if out = c.carrier(cur.Parent().Node().(*ast.BlockStmt), as, v, s); out == nil {
			return analysis.SuggestedFix{}, false
		}
		carry = out.Name() + " = " + v.Name()
	}
	label := ""
	for p := cur.Parent(); p.Valid() && p.Node() != s.Stmt; p = p.Parent() {
		switch p.Node().(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return analysis.SuggestedFix{}, false
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			label = "?"
		}
	}
	loopCur, ok := c.in.Root().FindNode(s.Stmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	stmtCur := loopCur
	if l, ok := loopCur.Parent().Node().(*ast.LabeledStmt); ok {
		if label == "?" {
			label = " " + l.Label.Name
		}
		stmtCur = loopCur.Parent()
	}
	if label == "?" {
		return analysis.SuggestedFix{}, false
	}
	// The code after the loop must read the error, so that leaving the loop
	// on failure is reported, not taken for success.
	block, ok := stmtCur.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	reads, after := false, false
	for _, st := range block.List {
		if st == stmtCur.Node() {
			after = true
			continue
		}
		if after && mentions(c.pass.TypesInfo, st, out) {
			reads = true
		}
	}
	if !reads {
		return analysis.SuggestedFix{}, false
	}
	ind := analysisutil.Indent(c.pass.Fset, anchor.Pos())
	text := "\n" + ind + "if " + v.Name() + " != nil {\n"
	if carry != "" {
		text += ind + "\t" + carry + "\n"
	}
	text += ind + "\tbreak" + label + "\n" + ind + "}"
	msg := "Leave the " + s.Desc + " when " + analysisutil.CallName(c.pass.TypesInfo, n.call) + " fails: it already retries"
	if s.Failover {
		// The failover stops too: after the inner layer's attempts, a
		// write that may have committed at one target is not sent to the
		// next.
		msg += "; this gives up trying the other targets, since a write that may have committed at one is not sent to the next"
	}
	return analysis.SuggestedFix{
		Message:   msg,
		TextEdits: []analysis.TextEdit{c.off.AfterLine(anchor, text)},
	}, true
}

// carrier returns the variable declared outside the loop s that a
// statement of block after as sets to the loop's error v: lastErr = err.
func (c *checker) carrier(block *ast.BlockStmt, as *ast.AssignStmt, v *types.Var, s *retryscope.Scope) *types.Var {
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 {
		return nil
	}
	for _, st := range block.List[i+1:] {
		set, ok := st.(*ast.AssignStmt)
		if !ok || set.Tok != token.ASSIGN || len(set.Lhs) != 1 || len(set.Rhs) != 1 {
			continue
		}
		rhs, ok := ast.Unparen(set.Rhs[0]).(*ast.Ident)
		if !ok || c.pass.TypesInfo.Uses[rhs] != v {
			continue
		}
		lhs, ok := set.Lhs[0].(*ast.Ident)
		if !ok {
			return nil
		}
		x, ok := c.pass.TypesInfo.Uses[lhs].(*types.Var)
		if !ok || x.IsField() || analysisutil.Contains(s.Stmt, x.Pos()) || !analysisutil.IsErrorType(x.Type()) {
			return nil
		}
		return x
	}
	return nil
}

func mentions(info *types.Info, n ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// A mark is how a fix hands a call's error back to the outer layer as
// one that the layer does not retry: wrap(x) is the marked error x, pkg the
// name the file uses for the marker's package, and nilSafe whether a nil x
// stays nil (then the mark may wrap an error result that can be nil).
type mark struct {
	pkg     string
	nilSafe bool
	wrap    func(x string) string
}

// permanent returns the call's error as permanent from a backoff or
// retry-go operation: return backoff.Permanent(call()), after err := call()
// "return ..., backoff.Permanent(err)" when the marker passes nil through,
// or "return ..., retry.Unrecoverable(err)" in its error branch.
func (c *checker) permanent(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	p, ok := catalog.PermanentMarkers[analysisutil.CalleeName(c.pass.TypesInfo, s.Call)]
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if _, ok := s.Func.(*ast.FuncLit); !ok || !c.inOwnBody(n, s.Func) {
		return analysis.SuggestedFix{}, false
	}
	name, edits, ok := c.off.ImportAs(n.call.Pos(), p.Imported)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	m := mark{pkg: name, nilSafe: p.NilSafe, wrap: func(x string) string { return name + "." + p.Func + "(" + x + ")" }}
	msg := "Return " + analysisutil.CallName(c.pass.TypesInfo, n.call) + "'s error as permanent to the " + s.Desc + ": it already retries"
	return c.markError(n, m, msg, edits)
}

// activityNonRetryable returns the call's error from a Temporal activity
// as one its retry policy does not retry, whatever the policy and wherever
// it is set: return temporal.NewNonRetryableApplicationError(msg, type,
// err) in the call's error branch. The activity still runs again when its
// worker is lost or it times out; only this call's failure, which the call
// already retried, ends it.
func (c *checker) activityNonRetryable(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	if s.Context != catalog.TemporalActivity || !c.inOwnBody(n, s.Func) {
		return analysis.SuggestedFix{}, false
	}
	pol := catalog.TemporalPolicy
	name, edits, ok := c.off.ImportAs(n.call.Pos(), pol.PolicyPackage)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	call := analysisutil.CallName(c.pass.TypesInfo, n.call)
	what := n.layer.Desc
	if what == "" {
		what = analysisutil.Format(c.pass.Fset, n.call.Fun)
	}
	text := strconv.Quote(what + " failed after its own retries")
	m := mark{pkg: name, wrap: func(x string) string {
		return name + "." + pol.NonRetryable + "(" + text + ", " + strconv.Quote(innerRetriesType) + ", " + x + ")"
	}}
	msg := "Return " + call + "'s error to the " + s.Desc + " as non-retryable: it already retries"
	return c.markError(n, m, msg, edits)
}

// innerRetriesType is the error type of the non-retryable error that the
// activity fix returns, for the workflow to tell it apart.
const innerRetriesType = "InnerRetriesExhausted"

// inOwnBody reports whether the call of n is in the body of fn itself, not
// in a function literal nested in it.
func (c *checker) inOwnBody(n *nesting, fn ast.Node) bool {
	for q := n.cur.Parent(); q.Valid() && q.Node() != fn; q = q.Parent() {
		if _, ok := q.Node().(*ast.FuncLit); ok {
			return false
		}
	}
	return true
}

// markError marks the error of the call of n with m where the code hands
// it back: return call(), return v, call(); if err := call(); err != nil
// { return ..., err }; err := call() followed by return ..., err (when m
// is nil-safe) or by the "if err != nil" branch.
func (c *checker) markError(n *nesting, m mark, msg string, edits []analysis.TextEdit) (analysis.SuggestedFix, bool) {
	// return call(), return v, call()
	if ret, ok := n.cur.Parent().Node().(*ast.ReturnStmt); ok {
		e, ok := c.permanentReturn(ret, n.call, m)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, e...)}, true
	}
	// if err := call(); err != nil { return ..., err }
	if ifs, v, ok := c.initCheck(n); ok {
		return c.markBranch(ifs, v, msg, m, edits)
	}
	as, cur, v, ok := c.errAssign(n)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	block := cur.Parent().Node().(*ast.BlockStmt)
	for i, st := range block.List {
		if st != as || i+1 >= len(block.List) {
			continue
		}
		// err := call(); return ..., err
		if ret, ok := block.List[i+1].(*ast.ReturnStmt); ok && m.nilSafe && len(ret.Results) > 0 {
			last, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident)
			if !ok || c.pass.TypesInfo.Uses[last] != v {
				return analysis.SuggestedFix{}, false
			}
			return analysis.SuggestedFix{Message: msg, TextEdits: append(edits,
				analysisutil.Replace(last, m.wrap(last.Name)))}, true
		}
		ifs, ok := block.List[i+1].(*ast.IfStmt)
		if !ok || ifs.Init != nil {
			return analysis.SuggestedFix{}, false
		}
		return c.markBranch(ifs, v, msg, m, edits)
	}
	return analysis.SuggestedFix{}, false
}

// markBranch marks the error that the "if err != nil" branch ifs returns
// last as permanent.
func (c *checker) markBranch(ifs *ast.IfStmt, v *types.Var, msg string, m mark, edits []analysis.TextEdit) (analysis.SuggestedFix, bool) {
	if !isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) || len(ifs.Body.List) == 0 {
		return analysis.SuggestedFix{}, false
	}
	ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return analysis.SuggestedFix{}, false
	}
	last := ret.Results[len(ret.Results)-1]
	if tv, ok := c.pass.TypesInfo.Types[last]; !ok || tv.IsNil() || !analysisutil.IsErrorType(tv.Type) {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: append(edits,
		analysisutil.Replace(last, m.wrap(analysisutil.Format(c.pass.Fset, last))))}, true
}

// initCheck finds "if err := call(); err != nil" (or "_, err := call()")
// around the call, and the error variable.
func (c *checker) initCheck(n *nesting) (*ast.IfStmt, *types.Var, bool) {
	p := n.cur.Parent()
	as, ok := p.Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != n.call {
		return nil, nil, false
	}
	ifs, ok := p.Parent().Node().(*ast.IfStmt)
	if !ok || ifs.Init != as {
		return nil, nil, false
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return nil, nil, false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || !analysisutil.IsErrorType(v.Type()) || !isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) {
		return nil, nil, false
	}
	return ifs, v, true
}

// stopped reports whether the operation of the helper scope s hands the
// call's error back marked permanent, so that the helper does not retry
// it: backoff.Permanent(call()), "return ..., backoff.Permanent(err)"
// right after err := call(), or "return ..., retry.Unrecoverable(...)" in
// the "if err != nil" right after it (the shapes of the permanent fix).
func (c *checker) stopped(call *ast.CallExpr, cur inspector.Cursor, s *retryscope.Scope) bool {
	if s.Kind == retryscope.Loop {
		// A reconnect loop leaves on the error of the call that reopens
		// its stream, and goes round on the stream's end: each round runs
		// that call's retries again.
		if s.Stream != nil && s.Retried == call {
			return false
		}
		return c.breaksAfter(&nesting{call: call, cur: cur}, s) || c.leavesOnError(&nesting{call: call, cur: cur}, s)
	}
	var p catalog.Permanent
	switch {
	case s.Kind == retryscope.AtLeastOnce && s.Context == catalog.TemporalActivity:
		// return ..., temporal.NewNonRetryableApplicationError(..., err)
		p = catalog.Permanent{Func: catalog.TemporalPolicy.NonRetryable, Imported: catalog.TemporalPolicy.PolicyPackage}
	case s.Kind != retryscope.Helper || s.Call == nil:
		return false
	default:
		// if tea.BoolValue(tea.Retryable(err)) { return retry.NonRetryableError(err) }; return retry.RetryableError(err)
		if pkg, ok := catalog.TerraformRetryHelpers[analysisutil.CalleeName(c.pass.TypesInfo, s.Call)]; ok {
			b, ok := c.retryBranchOf(call, cur, s, pkg)
			return ok && c.narrowed(b)
		}
		var ok bool
		if p, ok = catalog.PermanentMarkers[analysisutil.CalleeName(c.pass.TypesInfo, s.Call)]; !ok {
			return false
		}
	}
	isMarker := func(e ast.Expr) bool {
		m, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := analysisutil.Callee(c.pass.TypesInfo, m)
		return fn != nil && fn.Name() == p.Func && fn.Pkg() != nil && fn.Pkg().Path() == p.Imported
	}
	if m, ok := cur.Parent().Node().(*ast.CallExpr); ok && isMarker(m) {
		return true
	}
	endsMarked := func(ifs *ast.IfStmt) bool {
		if len(ifs.Body.List) == 0 {
			return false
		}
		ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
		return ok && len(ret.Results) > 0 && isMarker(ret.Results[len(ret.Results)-1])
	}
	// if err := call(); err != nil { return ..., retry.Unrecoverable(err) }
	if ifs, _, ok := c.initCheck(&nesting{call: call, cur: cur}); ok {
		return endsMarked(ifs)
	}
	as, acur, v, ok := c.errAssign(&nesting{call: call, cur: cur})
	if !ok {
		return false
	}
	block := acur.Parent().Node().(*ast.BlockStmt)
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 || i+1 >= len(block.List) {
		return false
	}
	// err := call(); return ..., backoff.Permanent(err)
	if ret, ok := block.List[i+1].(*ast.ReturnStmt); ok {
		return len(ret.Results) > 0 && isMarker(ret.Results[len(ret.Results)-1])
	}
	ifs, ok := block.List[i+1].(*ast.IfStmt)
	return ok && ifs.Init == nil && isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) && endsMarked(ifs)
}

func isErrNotNil(info *types.Info, cond ast.Expr, v *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	id, ok := ast.Unparen(b.X).(*ast.Ident)
	return ok && info.Uses[id] == v && analysisutil.IsNil(info, b.Y)
}

// A retryBranch is the branch of a Terraform retry operation that returns
// pkg.RetryableError for a call's failures: stmts end with that return,
// sel is pkg.RetryableError, err the call's error variable (nil for
// "return pkg.RetryableError(call())").
type retryBranch struct {
	stmts []ast.Stmt
	sel   *ast.SelectorExpr
	err   *types.Var
}

// leavesOnError reports whether the loop s leaves when the call of n fails:
// "x, err := call(); if err != nil { ...; return }" (or break), the if
// statement next in the same block, in the loop's own function and not in
// a loop, switch or select inside it. The loop may still go round on
// another failure (a reply that does not parse, asked again), but not on
// this call's: its own retries are the only ones it gets. Only for an SDK
// or a retry helper, which return an error when their attempts run out; a
// retrying HTTP client may hand back the last 5xx response without one,
// for the loop to go round on.
func (c *checker) leavesOnError(n *nesting, s *retryscope.Scope) bool {
	if l := c.scopes.CallRetries(n.call); l == nil || l.Kind != retryscope.SDKLayer && l.Kind != retryscope.HelperLayer {
		return false
	}
	as, cur, v, ok := c.errAssign(n)
	if !ok {
		return false
	}
	block := cur.Parent().Node().(*ast.BlockStmt)
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 || i+1 >= len(block.List) {
		return false
	}
	ifs, ok := block.List[i+1].(*ast.IfStmt)
	if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) == 0 || !isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) {
		return false
	}
	switch last := ifs.Body.List[len(ifs.Body.List)-1].(type) {
	case *ast.ReturnStmt:
	case *ast.BranchStmt:
		if last.Tok != token.BREAK || last.Label != nil {
			return false
		}
	default:
		return false
	}
	// if err != nil { if attempts < max { continue }; return err }: the
	// loop goes round on this call's error until its own bound.
	if goesRound(ifs.Body) {
		if c.someErrors == nil {
			c.someErrors = map[*ast.CallExpr]bool{}
		}
		c.someErrors[n.call] = true
		return false
	}
	for p := cur.Parent(); p.Valid() && p.Node() != s.Stmt; p = p.Parent() {
		switch p.Node().(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			return false
		}
	}
	return true
}

// goesRound reports whether body, in a loop, can go round that loop: a
// continue or goto outside the loops and function literals nested in it.
func goesRound(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.BranchStmt:
			if n.Tok == token.CONTINUE || n.Tok == token.GOTO {
				found = true
			}
		}
		return !found
	})
	return found
}

// handUp stops a loop that runs the call in a goroutine and receives its
// failures in a select clause (go v.fetch(doneCh, errCh); case err :=
// <-errCh), as consul-template's View.poll does: the clause goes round
// by one continue and otherwise hands the error up. The fix removes the
// continue, so that every failure takes the clause's way out.
func (c *checker) handUp(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	info := c.pass.TypesInfo
	if g, ok := n.cur.Parent().Node().(*ast.GoStmt); !ok || g.Call != n.call || s.Retried != n.call {
		return analysis.SuggestedFix{}, false
	}
	body := analysisutil.LoopBody(s.Stmt)
	if body == nil {
		return analysis.SuggestedFix{}, false
	}
	chans := map[*types.Var]bool{}
	for _, a := range n.call.Args {
		if v := analysisutil.IdentVar(info, a); v != nil {
			chans[v] = true
		}
	}
	var clause *ast.CommClause
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.CommClause:
			as, ok := x.Comm.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
				return true
			}
			u, ok := ast.Unparen(as.Rhs[0]).(*ast.UnaryExpr)
			if ok && u.Op == token.ARROW && chans[analysisutil.IdentVar(info, u.X)] {
				if t := info.TypeOf(as.Lhs[0]); t != nil && analysisutil.IsErrorType(t) {
					clause = x
				}
			}
		}
		return clause == nil
	})
	if clause == nil || !handsUp(clause.Body) {
		return analysis.SuggestedFix{}, false
	}
	// The clause's one continue of the loop: without it, every path of
	// the clause falls through to its last statement, which leaves.
	var conts []*ast.BranchStmt
	for _, st := range clause.Body {
		ast.Inspect(st, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
				return false
			case *ast.BranchStmt:
				switch x.Tok {
				case token.CONTINUE:
					conts = append(conts, x)
				case token.GOTO, token.FALLTHROUGH:
					conts = append(conts, nil)
				}
			}
			return true
		})
	}
	if len(conts) != 1 || conts[0] == nil || conts[0].Label != nil {
		return analysis.SuggestedFix{}, false
	}
	cont := conts[0]
	return analysis.SuggestedFix{
		Message: "Hand every failure of " + analysisutil.CallName(info, n.call) + " up: it already retries",
		TextEdits: []analysis.TextEdit{{
			Pos:     cont.Pos(),
			End:     cont.End(),
			NewText: []byte("// " + analysisutil.CallName(info, n.call) + " retried already: the failure is handed up below"),
		}},
	}, true
}

// handsUp reports whether stmts end by leaving the function: a return,
// or a select whose every clause returns.
func handsUp(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch st := stmts[len(stmts)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.SelectStmt:
		for _, cc := range st.Body.List {
			if !handsUp(cc.(*ast.CommClause).Body) {
				return false
			}
		}
		return len(st.Body.List) > 0
	}
	return false
}
