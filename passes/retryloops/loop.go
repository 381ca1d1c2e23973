package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Loop returns loop as a retry loop if it is one: its body makes a call
// and, on that call's error, goes round again, while success leaves the
// loop. nil when it is none.
func (r *Finder) Loop(cur inspector.Cursor, loop ast.Stmt, body *ast.BlockStmt) *Found {
	if body == nil {
		return nil
	}
	lv := &loopView{r: r, loop: loop, label: loopLabel(cur), errs: map[*types.Var]*ast.CallExpr{}, vals: map[*types.Var]*ast.CallExpr{}}
	lv.collectErrs(body)
	if len(lv.errs) == 0 {
		return nil
	}
	retried := lv.retried(body)
	if retried == nil {
		if f, ok := loop.(*ast.ForStmt); ok && f.Cond != nil {
			if v, pol := lv.errCond(f.Cond); v != nil && pol == valueflow.Failure {
				retried = lv.errs[v]
			}
		}
	}
	hoist := ast.Stmt(loop)
	if l, ok := cur.Parent().Node().(*ast.LabeledStmt); ok {
		hoist = l
	}
	if retried == nil {
		// No error sends it round: a loop that opens a stream again when
		// it ends without a result (reconnect.go).
		rc := lv.reconnect(body)
		if rc == nil || lv.consumesItems(body, rc.reopen) || lv.readsMore(body, rc.reopen) {
			return nil
		}
		s := &Found{Start: loop.Pos(), Desc: "reconnect loop", Body: body, Hoist: hoist, Stmt: loop, Retried: rc.reopen, Stream: rc.read}
		s.Counters, _, _ = r.loopCounters(loop, body)
		s.Attempts, s.Default = rc.attempts, rc.def
		return s
	}
	if lv.consumesItems(body, retried) || lv.negotiates(body, retried) || lv.readsMore(body, retried) || lv.walks(body, retried) {
		return nil
	}
	s := &Found{Start: loop.Pos(), Desc: "retry loop", Body: body, Hoist: hoist, Stmt: loop, Retried: retried}
	if lv.failover(body, retried) {
		s.Desc, s.Failover = "failover loop", true
	}
	s.Counters, s.Attempts, s.Default = r.loopCounters(loop, body)
	if s.Attempts == 0 || s.Attempts == catalog.Unbounded {
		if n, ok := lv.exitBound(body, retried); ok {
			s.Attempts = n
		}
	}
	return s
}

func loopLabel(cur inspector.Cursor) *ast.Ident {
	if l, ok := cur.Parent().Node().(*ast.LabeledStmt); ok {
		return l.Label
	}
	return nil
}

type loopView struct {
	r     *Finder
	loop  ast.Stmt
	label *ast.Ident
	errs  map[*types.Var]*ast.CallExpr // error variables assigned from calls in the body
	vals  map[*types.Var]*ast.CallExpr // every variable assigned from a call in the body

	inSelect int // depth of select statements around the statements looked at
}

// collectErrs finds error variables assigned from calls in the loop body,
// outside nested loops and function literals.
func (lv *loopView) collectErrs(body *ast.BlockStmt) {
	info := lv.r.pass.TypesInfo
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.RangeStmt:
			lv.rangeErr(n)
			lv.itemErrs(n)
			return false
		case *ast.FuncLit, *ast.ForStmt:
			return false
		case *ast.ExprStmt:
			lv.callbackErrs(n.X)
		case *ast.AssignStmt:
			if len(n.Rhs) != 1 {
				return true
			}
			lv.callbackErrs(n.Rhs[0])
			call := lv.sourceCall(body, n.Rhs[0])
			if call == nil {
				return true
			}
			for _, lhs := range n.Lhs {
				if id, ok := lhs.(*ast.Ident); ok {
					v, ok := info.ObjectOf(id).(*types.Var)
					if !ok {
						continue
					}
					lv.vals[v] = call
					if analysisutil.IsErrorType(v.Type()) {
						lv.errs[v] = call
					}
				}
			}
		}
		return true
	})
}

// errCond finds an error variable of the loop compared with nil in cond
// and the polarity of the test: err == nil is success, err != nil is
// failure, and in a && or || chain (err == nil || attempts > 3,
// err != nil && retryable(err)) the error test gives the polarity.
func (lv *loopView) errCond(cond ast.Expr) (*types.Var, valueflow.Polarity) {
	isLoopErr := func(v *types.Var) bool { _, ok := lv.errs[v]; return ok }
	return valueflow.ErrCond(lv.r.pass.TypesInfo, cond, isLoopErr, valueflow.Cond.Test)
}

func (lv *loopView) errVar(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := lv.r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if _, ok := lv.errs[v]; ok {
		return v
	}
	return nil
}

// retried returns the call whose error sends the loop round again, looking
// at the if statements of the body (outside nested loops and literals).
func (lv *loopView) retried(block *ast.BlockStmt) *ast.CallExpr {
	var found *ast.CallExpr
	// settled holds the error variables whose every failure has already
	// left the loop (if err != nil { break }) on the way to a statement: a
	// later test of their success does not make a retry. A nested block
	// sees the marks of its parents but does not pass its own out.
	//
	// from holds, for an error variable that several calls of the body
	// assign (kname, err := parse(line); ...; key, err := store(kname)),
	// the call that assigned it last on the way to a statement: the test
	// that follows is of that call's error.
	var visit func(stmts []ast.Stmt, settled map[*types.Var]bool, from map[*types.Var]*ast.CallExpr)
	assigned := func(as *ast.AssignStmt, settled map[*types.Var]bool, from map[*types.Var]*ast.CallExpr) {
		var c *ast.CallExpr
		if len(as.Rhs) == 1 {
			c = lv.sourceCall(block, as.Rhs[0])
		}
		for _, lhs := range as.Lhs {
			if v := lv.errVar(lhs); v != nil {
				delete(settled, v)
				from[v] = c
			}
		}
	}
	callOf := func(v *types.Var, from map[*types.Var]*ast.CallExpr) *ast.CallExpr {
		if c := from[v]; c != nil {
			return c
		}
		return lv.errs[v]
	}
	visit = func(stmts []ast.Stmt, settled map[*types.Var]bool, from map[*types.Var]*ast.CallExpr) {
		settled = maps.Clone(settled)
		from = maps.Clone(from)
		for i, st := range stmts {
			if found != nil {
				return
			}
			switch st := st.(type) {
			case *ast.AssignStmt:
				assigned(st, settled, from)
			case *ast.IfStmt:
				// if resp, err = c.Do(req); err == nil: the init assigns
				// the error afresh, whatever an earlier test settled.
				if as, ok := st.Init.(*ast.AssignStmt); ok {
					assigned(as, settled, from)
				}
				v, pol := lv.errCond(st.Cond)
				if v != nil {
					switch pol {
					case valueflow.Success:
						// if err == nil { return / break }: success leaves,
						// unless it leaves with an error (a check that a
						// deleted resource is gone), or failure has left
						// already.
						// Failure must go round: a loop whose every
						// failure leaves after the test (a switch on the
						// error mode that returns, exits or panics in each
						// case, as flag.Parse's) goes round only on
						// success.
						if lv.exits(st.Body.List) && !returnsErr(lv.r.pass.TypesInfo, st.Body.List) && !settled[v] && !lv.alwaysLeaves(stmts[i+1:]) {
							found = callOf(v, from)
							return
						}
					case valueflow.Failure:
						// A failure branch that goes round on some failures
						// (if temporary(err) { continue }; return err).
						goesRound := lv.countsRounds() && lv.continuesIn(st.Body)
						// if err != nil { break }: every failure leaves. A
						// compound test (err != nil && !retryable(err))
						// leaves only on some failures.
						if lv.exits(st.Body.List) && st.Init == nil && isPlainErrTest(lv.r.pass.TypesInfo, st.Cond) && !goesRound {
							settled[v] = true
						}
						if goesRound && !settled[v] && lv.leaves(stmts[i+1:]) {
							found = callOf(v, from)
							return
						}
						// if err != nil { ...; continue } followed by an exit,
						// or else { exit }.
						if !lv.exits(st.Body.List) {
							if els, ok := st.Else.(*ast.BlockStmt); ok && lv.exits(els.List) {
								found = callOf(v, from)
								return
							}
							// The failure branch must go round: without a
							// continue it falls through to the exit.
							if st.Else == nil && lv.continues(st.Body.List) && lv.exits(stmts[i+1:]) {
								found = callOf(v, from)
								return
							}
						}
					}
				}
				if v == nil {
					if c := lv.predicateRound(st, stmts[i+1:]); c != nil {
						found = c
						return
					}
				}
				visit(st.Body.List, settled, from)
				switch els := st.Else.(type) {
				case *ast.BlockStmt:
					visit(els.List, settled, from)
				case *ast.IfStmt:
					// else if: tested as if it stood where the chain does.
					visit(append([]ast.Stmt{els}, stmts[i+1:]...), settled, from)
				}
			case *ast.BlockStmt:
				visit(st.List, settled, from)
			case *ast.SelectStmt:
				// case err := <-errCh: an unlabeled break in a clause
				// leaves the select, not the loop.
				lv.inSelect++
				for _, cc := range st.Body.List {
					cc := cc.(*ast.CommClause)
					// case err := <-fetchErrCh, the failures of a fetch run
					// in a goroutine: a clause that goes round on some of
					// them and otherwise leaves retries the fetch.
					if v := lv.failureReceive(st, cc); v != nil && !settled[v] &&
						lv.countsRounds() && lv.continuesIn(&ast.BlockStmt{List: cc.Body}) && lv.exits(cc.Body) {
						found = callOf(v, from)
						lv.inSelect--
						return
					}
					visit(cc.Body, settled, from)
				}
				lv.inSelect--
			}
		}
	}
	visit(block.List, map[*types.Var]bool{}, map[*types.Var]*ast.CallExpr{})
	return found
}

// isPlainErrTest reports whether cond is just err != nil (or nil != err).
func isPlainErrTest(info *types.Info, cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	return ok && b.Op == token.NEQ && (analysisutil.IsNil(info, b.X) || analysisutil.IsNil(info, b.Y))
}

// exits reports whether the statement list ends by leaving the loop: a
// return, a break of this loop, a goto, or a panic.
func (lv *loopView) exits(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch st := stmts[len(stmts)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		switch st.Tok {
		case token.BREAK:
			return (st.Label == nil && lv.inSelect == 0) || (lv.label != nil && st.Label != nil && st.Label.Name == lv.label.Name)
		case token.GOTO:
			return true
		}
	case *ast.ExprStmt:
		if call, ok := st.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
			return processExits[analysisutil.CalleeName(lv.r.pass.TypesInfo, call)]
		}
	case *ast.BlockStmt:
		return lv.exits(st.List)
	case *ast.IfStmt:
		els, ok := st.Else.(*ast.BlockStmt)
		return ok && lv.exits(st.Body.List) && lv.exits(els.List)
	case *ast.SelectStmt:
		// select { case <-stop: return; case errCh <- err: return }
		lv.inSelect++
		defer func() { lv.inSelect-- }()
		for _, cc := range st.Body.List {
			if !lv.exits(cc.(*ast.CommClause).Body) {
				return false
			}
		}
		return len(st.Body.List) > 0
	}
	return false
}

// processExits are the functions that end the program.
var processExits = map[string]bool{
	"os.Exit": true, "log.Fatal": true, "log.Fatalf": true, "log.Fatalln": true,
	"log.Panic": true, "log.Panicf": true, "log.Panicln": true,
}

// alwaysLeaves reports whether stmts, run after a test that left on
// success, leave the loop on every path: they hold no continue of the
// loop and end with an exit, or with a
// switch whose every clause exits and that picks no failures apart (it
// has a default clause, or tests no error of the loop: a switch on an
// error-handling mode).
func (lv *loopView) alwaysLeaves(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	// if unsupported(err) { continue }; break: some failures go round.
	for _, st := range stmts {
		if lv.continuesIn(st) {
			return false
		}
	}
	if lv.exits(stmts) {
		return true
	}
	sw, ok := stmts[len(stmts)-1].(*ast.SwitchStmt)
	if !ok || sw.Init != nil || len(sw.Body.List) == 0 {
		return false
	}
	info := lv.r.pass.TypesInfo
	errVars := map[*types.Var]bool{}
	for v := range lv.errs {
		errVars[v] = true
	}
	hasDefault := false
	testsErr := sw.Tag != nil && mentionsAny(info, sw.Tag, errVars)
	for _, c := range sw.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			hasDefault = true
		}
		// An unlabeled break in a clause leaves the switch, not the loop.
		if n := len(cc.Body); n == 0 || !lv.exits(cc.Body) {
			return false
		} else if br, ok := cc.Body[n-1].(*ast.BranchStmt); ok && br.Tok == token.BREAK && br.Label == nil {
			return false
		}
		for _, e := range cc.List {
			testsErr = testsErr || mentionsAny(info, e, errVars)
		}
	}
	return hasDefault || !testsErr
}

// loopCounters returns the variables that change on every iteration (loop
// variables, counters incremented in the body or post statement) and the
// attempt bound when the loop counts to a constant, or to a default
// (defaults.go).
func (r *Finder) loopCounters(loop ast.Stmt, body *ast.BlockStmt) ([]*types.Var, int, *Default) {
	info := r.pass.TypesInfo
	var vars []*types.Var
	addVar := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if v, ok := info.ObjectOf(id).(*types.Var); ok {
				vars = append(vars, v)
			}
		}
	}
	attempts := 0
	var def *Default
	switch l := loop.(type) {
	case *ast.ForStmt:
		if as, ok := l.Init.(*ast.AssignStmt); ok {
			for _, lhs := range as.Lhs {
				addVar(lhs)
			}
		}
		attempts, def = r.countedBound(l)
		if l.Cond == nil && attempts == 0 {
			attempts = catalog.Unbounded
			if hasIntCompare(info, body) {
				attempts = 0
			}
		}
	case *ast.RangeStmt:
		t := info.TypeOf(l.X)
		if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
			if n, ok := analysisutil.IntConst(r.pass.TypesInfo, l.X); ok {
				attempts = n
			}
		}
		// The index of a range loop counts attempts; its value (an endpoint,
		// a payment method) is part of the intent.
		if l.Key != nil {
			addVar(l.Key)
		}
	}
	// Counters incremented in the body or post statement.
	inc := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.IncDecStmt:
				addVar(n.X)
			case *ast.AssignStmt:
				if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 {
					addVar(n.Lhs[0])
				}
			}
			return true
		})
	}
	inc(body)
	if f, ok := loop.(*ast.ForStmt); ok && f.Post != nil {
		inc(f.Post)
	}
	return analysisutil.DedupVars(vars), attempts, def
}

// countedBound evaluates for i := a; i < b; i++ (or <=) with constant
// bounds, or with b a field or variable whose default this package sets
// (retryCount <= cfg.MaxRetries): then the Default says so.
func (r *Finder) countedBound(l *ast.ForStmt) (int, *Default) {
	as, ok := l.Init.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return 0, nil
	}
	from, ok := analysisutil.IntConst(r.pass.TypesInfo, as.Rhs[0])
	if !ok {
		return 0, nil
	}
	cond, ok := l.Cond.(*ast.BinaryExpr)
	if !ok {
		return 0, nil
	}
	lhs, ok := cond.X.(*ast.Ident)
	if !ok || lhs.Name != as.Lhs[0].(*ast.Ident).Name {
		return 0, nil
	}
	var def *Default
	to, ok := analysisutil.IntConst(r.pass.TypesInfo, cond.Y)
	if !ok {
		if to, ok = r.defaultValue(cond.Y, 0); !ok {
			return 0, nil
		}
		def = &Default{}
		if sel, isSel := ast.Unparen(cond.Y).(*ast.SelectorExpr); isSel {
			def.Field, _ = r.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var)
			if t := analysisutil.TypeName(r.pass.TypesInfo.TypeOf(sel.X)); t != "" && def.Field != nil {
				def.Name = t + "." + def.Field.Name()
			}
		}
	}
	switch cond.Op {
	case token.LSS:
		if def != nil {
			def.Offset = -from
		}
		return max(to-from, 0), def
	case token.LEQ:
		if def != nil {
			def.Offset = 1 - from
		}
		return max(to-from+1, 0), def
	}
	return 0, nil
}

// hasIntCompare reports whether body compares an integer with < <= > >=,
// as a loop does that counts its attempts by hand.
func hasIntCompare(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok {
			switch b.Op {
			case token.LSS, token.LEQ, token.GTR, token.GEQ:
				if t, ok := info.TypeOf(b.X).Underlying().(*types.Basic); ok && t.Info()&types.IsInteger != 0 {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// continues reports whether the statement list ends by going round this
// loop again.
func (lv *loopView) continues(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	br, ok := stmts[len(stmts)-1].(*ast.BranchStmt)
	return ok && br.Tok == token.CONTINUE && (br.Label == nil || (lv.label != nil && br.Label.Name == lv.label.Name))
}

// returnsErr reports whether the statement list ends with a return whose
// last result is an error made there (fmt.Errorf, errors.New): not nil and
// not an error variable, which is nil on success.
func returnsErr(info *types.Info, stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	ret, ok := stmts[len(stmts)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return false
	}
	last := ast.Unparen(ret.Results[len(ret.Results)-1])
	if u, ok := last.(*ast.UnaryExpr); ok && u.Op == token.AND {
		last = ast.Unparen(u.X)
	}
	switch x := last.(type) {
	case *ast.CompositeLit: // &NotDeletedError{...}
		return true
	case *ast.CallExpr:
		// An error constructor: fmt.Errorf, errors.New, a New... or
		// ...Errorf function. Not a call such as resp.Body.Close(), whose
		// error is nil when all went well.
		fn := analysisutil.Callee(info, x)
		if fn == nil || !analysisutil.IsErrorType(fn.Type().(*types.Signature).Results().At(0).Type()) {
			return false
		}
		if fn.Pkg() != nil && (fn.Pkg().Path() == "errors" || fn.Pkg().Path() == "fmt") {
			return true
		}
		return strings.HasPrefix(fn.Name(), "New") || strings.HasSuffix(fn.Name(), "Errorf") || strings.HasSuffix(fn.Name(), "Error")
	}
	return false
}
