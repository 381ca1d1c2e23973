package unknownoutcome

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Shapes of the statement that holds a write.
const (
	assignSite = iota // err := W(...) in a statement list
	ifInitSite        // if err := W(...); err != nil { ... }
	returnSite        // return W(...)
)

// A site is where a write's error is bound.
type site struct {
	kind   int
	call   *ast.CallExpr
	errVar *types.Var // nil for returnSite
	stmt   ast.Stmt
	cur    inspector.Cursor // the cursor of stmt
	fn     ast.Node         // the enclosing *ast.FuncLit or *ast.FuncDecl
	fnType *ast.FuncType
	fnBody *ast.BlockStmt
}

// errorSite finds the statement that binds call's error.
func (c *checker) errorSite(cur inspector.Cursor, call *ast.CallExpr) *site {
	info := c.pass.TypesInfo
	sig, ok := info.TypeOf(call.Fun).Underlying().(*types.Signature)
	if !ok || sig.Results().Len() == 0 || !analysisutil.IsErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return nil
	}
	p := cur.Parent()
	for {
		if _, ok := p.Node().(*ast.ParenExpr); !ok {
			break
		}
		p = p.Parent()
	}
	s := &site{call: call, cur: p}
	for f := p; f.Valid(); f = f.Parent() {
		switch fn := f.Node().(type) {
		case *ast.FuncLit:
			s.fn, s.fnType, s.fnBody = fn, fn.Type, fn.Body
		case *ast.FuncDecl:
			s.fn, s.fnType, s.fnBody = fn, fn.Type, fn.Body
		default:
			continue
		}
		break
	}
	if s.fn == nil {
		return nil
	}
	switch st := p.Node().(type) {
	case *ast.AssignStmt:
		if len(st.Rhs) != 1 || ast.Unparen(st.Rhs[0]) != call || len(st.Lhs) != sig.Results().Len() {
			return nil
		}
		id, ok := st.Lhs[len(st.Lhs)-1].(*ast.Ident)
		if !ok || id.Name == "_" {
			return nil
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		if !ok {
			return nil
		}
		s.errVar, s.stmt = v, st
		switch parent := p.Parent().Node().(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			s.kind = assignSite
		case *ast.IfStmt:
			if parent.Init != st {
				return nil
			}
			s.kind, s.stmt, s.cur = ifInitSite, parent, p.Parent()
		default:
			return nil
		}
	case *ast.ReturnStmt:
		// return W(...), with W's error, or with its value and error
		// in a retry helper's operation (retry.DoWithData): a tool
		// handler that returns what a function of its package returns
		// forwards to it, and that function is checked in the
		// handler's context itself.
		if len(st.Results) != 1 || sig.Results().Len() > 2 {
			return nil
		}
		if sc := c.funcScope(s.fn); sig.Results().Len() == 2 && (sc == nil || sc.Kind != retryscope.Helper) {
			return nil
		}
		if _, ok := p.Parent().Node().(*ast.BlockStmt); !ok {
			return nil
		}
		s.kind, s.stmt = returnSite, st
	default:
		return nil
	}
	return s
}

// A round is a place where the error path goes round a loop.
type round struct {
	loop ast.Stmt // the *ast.ForStmt or *ast.RangeStmt
	at   ast.Node // the continue statement, or the statement the path falls off
}

// A path is what runs after the write fails.
type path struct {
	ifStmt  *ast.IfStmt    // the if that tests the error, or nil
	body    *ast.BlockStmt // the block that runs on failure, when it is one
	stmts   []ast.Stmt     // the statements on the path
	returns []*ast.ReturnStmt
	rounds  []round
	// except are the tests that take some definite failures off the path
	// before it leaves (errors.Is(err, errAuth)).
	except []ast.Expr
	// pred is the retry predicate the loop leaves on, which retries every
	// error (predicateExit).
	pred *ast.CallExpr
}

// errorPath follows the error of site s to where it leaves: the returns and
// loop rounds it reaches.
func (c *checker) errorPath(s *site) *path {
	switch s.kind {
	case returnSite:
		r := s.stmt.(*ast.ReturnStmt)
		return &path{stmts: []ast.Stmt{r}, returns: []*ast.ReturnStmt{r}}
	case ifInitSite:
		is := s.stmt.(*ast.IfStmt)
		v, pol := c.errCond(is.Cond)
		if v != s.errVar {
			return nil
		}
		return c.fromIf(s, is, pol, s.cur)
	}
	list, idx, ok := stmtList(s.cur)
	if !ok {
		return nil
	}
	var except []ast.Expr
	for j := idx + 1; j < len(list); j++ {
		st := list[j]
		if is, ok := st.(*ast.IfStmt); ok && is.Init == nil {
			v, pol := c.errCond(is.Cond)
			// if err == nil && resp.StatusCode < 300 { return }: only a
			// success leaves, so every failure goes on past the if.
			if v == nil && s.errVar != nil && is.Else == nil && terminates(is.Body.List) && valueflow.CondOn(c.pass.TypesInfo, is.Cond, s.errVar).OnlyOnSuccess {
				v, pol = s.errVar, valueflow.Success
			}
			if v == s.errVar {
				stCur, ok := s.cur.Parent().FindNode(is)
				if !ok {
					return nil
				}
				p := c.fromIf(s, is, pol, stCur)
				if p != nil {
					p.except = except
				}
				return p
			}
		}
		if _, isIf := st.(*ast.IfStmt); !isIf && assigns(c.pass.TypesInfo, st, s.errVar) {
			return nil
		}
		switch st := st.(type) {
		case *ast.ReturnStmt:
			// err := W(); return err: failure and success share the return.
			p := &path{except: except}
			c.collect(p, list[idx+1:j+1], s)
			return p
		case *ast.BranchStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.ForStmt, *ast.RangeStmt:
			return nil // control flow we do not follow
		case *ast.IfStmt:
			// if !shouldRetry(res, err) || n >= max { break }: the loop
			// goes round on the errors the predicate retries.
			if loop, pred := c.predicateExit(s, st, list, idx); loop != nil {
				p := &path{except: except, stmts: list[idx+1 : j+1], pred: pred}
				p.rounds = append(p.rounds, round{loop: loop, at: st})
				return p
			}
			// An if that only falls through (log the error, reconnect and
			// send again) is part of both paths; one that takes out some
			// definite failures (if errors.Is(err, errAuth) { return
			// backoff.Permanent(err) }) leaves the others, timeouts among
			// them, on the path.
			switch {
			case isPlainIf(st):
			case c.takesOutSome(st, s.errVar):
				except = append(except, st.Cond)
			default:
				return nil // a test of the error we do not follow
			}
		}
	}
	// No test: for err != nil { err = W() } goes round on failure.
	if loop, ok := s.cur.Parent().Parent().Node().(*ast.ForStmt); ok && loop.Body == s.cur.Parent().Node() && loop.Cond != nil {
		if v, pol := c.errCond(loop.Cond); v == s.errVar && pol == valueflow.Failure {
			p := &path{stmts: list[idx+1:]}
			c.collect(p, list[idx+1:], s)
			if !terminates(list[idx+1:]) {
				p.rounds = append(p.rounds, round{loop: loop, at: loop.Cond})
			}
			return p
		}
	}
	return nil
}

// fromIf builds the error path from the if statement is that tests the
// error with polarity pol; isCur is its cursor.
func (c *checker) fromIf(s *site, is *ast.IfStmt, pol valueflow.Polarity, isCur inspector.Cursor) *path {
	p := &path{ifStmt: is}
	var failStmts []ast.Stmt
	switch pol {
	case valueflow.Failure:
		p.body = is.Body
		failStmts = is.Body.List
	case valueflow.Success:
		if !terminates(is.Body.List) {
			return nil
		}
		switch els := is.Else.(type) {
		case *ast.BlockStmt:
			p.body = els
			failStmts = els.List
		case nil:
			if s.kind == ifInitSite && analysisutil.Contains(is, s.errVar.Pos()) {
				return nil // the error is out of scope after the if
			}
			// The path is what follows the if.
			p.stmts = nil
			return c.continueAfter(p, s, isCur)
		default:
			return nil
		}
	default:
		return nil
	}
	p.stmts = append(p.stmts, failStmts...)
	c.collect(p, failStmts, s)
	if terminates(failStmts) {
		return p
	}
	return c.continueAfter(p, s, isCur)
}

// continueAfter follows the path past the statement at cur, which it
// falls out of: the statements after it, then out of enclosing blocks up to
// a loop body (a round) or the function body.
func (c *checker) continueAfter(p *path, s *site, cur inspector.Cursor) *path {
	for range 8 {
		list, idx, ok := stmtList(cur)
		if !ok {
			return nil
		}
		rest := c.skipSuccessTests(list[idx+1:], s)
		p.stmts = append(p.stmts, rest...)
		c.collect(p, rest, s)
		if terminates(rest) {
			return p
		}
		block := cur.Parent()
		switch owner := block.Parent().Node().(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			p.rounds = append(p.rounds, round{loop: owner.(ast.Stmt), at: lastOr(list, owner)})
			return p
		case *ast.FuncLit, *ast.FuncDecl:
			return p // falls off the end of the function
		case *ast.IfStmt:
			cur = block.Parent()
		case *ast.BlockStmt, *ast.LabeledStmt:
			cur = block
		default:
			return nil
		}
	}
	return nil
}

func lastOr(list []ast.Stmt, n ast.Node) ast.Node {
	if len(list) > 0 {
		return list[len(list)-1]
	}
	return n
}

// skipSuccessTests drops, from the statements after the failure branch,
// the ifs that only run on success (if err == nil { ... }).
func (c *checker) skipSuccessTests(stmts []ast.Stmt, s *site) []ast.Stmt {
	var out []ast.Stmt
	for _, st := range stmts {
		if is, ok := st.(*ast.IfStmt); ok && is.Init == nil && is.Else == nil {
			if v, pol := c.errCond(is.Cond); v == s.errVar && v != nil && pol == valueflow.Success {
				continue
			}
		}
		out = append(out, st)
	}
	return out
}

// collect records the returns and the loop continues in stmts, outside
// function literals; a continue inside a nested loop goes round that loop.
func (c *checker) collect(p *path, stmts []ast.Stmt, s *site) {
	for _, st := range stmts {
		c.collectIn(p, st, s, 0)
	}
}

func (c *checker) collectIn(p *path, n ast.Node, s *site, depth int) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			p.returns = append(p.returns, n)
		case *ast.ForStmt:
			if n.Body != nil {
				c.collectIn(p, n.Body, s, depth+1)
			}
			return false
		case *ast.RangeStmt:
			c.collectIn(p, n.Body, s, depth+1)
			return false
		case *ast.BranchStmt:
			if n.Tok != token.CONTINUE {
				return true
			}
			if loop := c.continueTarget(s, n, depth); loop != nil {
				p.rounds = append(p.rounds, round{loop: loop, at: n})
			}
		}
		return true
	})
}

// continueTarget returns the loop that the continue statement br, found
// at loop depth depth below the site, goes round: for an unlabeled continue
// at depth 0, the innermost loop around the site.
func (c *checker) continueTarget(s *site, br *ast.BranchStmt, depth int) ast.Stmt {
	for cur := s.cur.Parent(); cur.Valid(); cur = cur.Parent() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil
		case *ast.ForStmt, *ast.RangeStmt:
			if br.Label == nil {
				if depth == 0 {
					return n.(ast.Stmt)
				}
				return nil
			}
			if l, ok := cur.Parent().Node().(*ast.LabeledStmt); ok && l.Label.Name == br.Label.Name {
				return n.(ast.Stmt)
			}
		}
	}
	return nil
}

// stmtList returns the statement list that holds the statement at cur and
// its index there.
func stmtList(cur inspector.Cursor) ([]ast.Stmt, int, bool) {
	var list []ast.Stmt
	switch p := cur.Parent().Node().(type) {
	case *ast.BlockStmt:
		list = p.List
	case *ast.CaseClause:
		list = p.Body
	case *ast.CommClause:
		list = p.Body
	default:
		return nil, 0, false
	}
	for i, st := range list {
		if st == cur.Node() {
			return list, i, true
		}
	}
	return nil, 0, false
}

// terminates reports whether control never falls off the end of stmts.
func terminates(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch st := stmts[len(stmts)-1].(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := st.X.(*ast.CallExpr); ok {
			switch fun := ast.Unparen(call.Fun).(type) {
			case *ast.Ident:
				return fun.Name == "panic"
			case *ast.SelectorExpr:
				if x, ok := fun.X.(*ast.Ident); ok {
					switch x.Name + "." + fun.Sel.Name {
					case "os.Exit", "log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf":
						return true
					}
				}
			}
		}
	case *ast.BlockStmt:
		return terminates(st.List)
	case *ast.IfStmt:
		switch els := st.Else.(type) {
		case *ast.BlockStmt:
			return terminates(st.Body.List) && terminates(els.List)
		case *ast.IfStmt:
			return terminates(st.Body.List) && terminates([]ast.Stmt{els})
		}
	}
	return false
}

// assigns reports whether st assigns v.
func assigns(info *types.Info, st ast.Stmt, v *types.Var) bool {
	found := false
	ast.Inspect(st, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func loopBody(loop ast.Stmt) *ast.BlockStmt {
	switch l := loop.(type) {
	case *ast.ForStmt:
		return l.Body
	case *ast.RangeStmt:
		return l.Body
	}
	return nil
}
