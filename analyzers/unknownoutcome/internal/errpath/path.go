// Package errpath finds where the error of a write is bound (a Site: err
// := W(...), if err := W(...); ..., return W(...)) and follows it to where
// it leaves once the write has failed (a Path): the returns it reaches, the
// loops it goes round, and the tests on the way that take some definite
// failures off it. unknownoutcome asks, of that path, whether it goes back
// into a retry without telling an unknown outcome apart.
package errpath

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A Finder finds the sites and paths of one pass, with the results of the
// retryscope and valueflow passes on its package.
type Finder struct {
	pass   *analysis.Pass
	scopes *retryscope.Result
	flow   *valueflow.Result
}

// New returns the Finder of pass.
func New(pass *analysis.Pass, scopes *retryscope.Result, flow *valueflow.Result) *Finder {
	return &Finder{pass, scopes, flow}
}

// Shapes of the statement that holds a write.
const (
	AssignSite = iota // err := W(...) in a statement list
	IfInitSite        // if err := W(...); err != nil { ... }
	ReturnSite        // return W(...)
)

// A Site is where a write's error is bound.
type Site struct {
	Kind   int // AssignSite, IfInitSite or ReturnSite
	Call   *ast.CallExpr
	ErrVar *types.Var // nil for ReturnSite
	Stmt   ast.Stmt
	Cur    inspector.Cursor // the cursor of Stmt
	Fn     ast.Node         // the enclosing *ast.FuncLit or *ast.FuncDecl
	FnType *ast.FuncType
	FnBody *ast.BlockStmt
}

// Site finds the statement that binds the error of call, at cur.
func (c *Finder) Site(cur inspector.Cursor, call *ast.CallExpr) *Site {
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
	s := &Site{Call: call, Cur: p}
	for f := p; f.Valid(); f = f.Parent() {
		switch fn := f.Node().(type) {
		case *ast.FuncLit:
			s.Fn, s.FnType, s.FnBody = fn, fn.Type, fn.Body
		case *ast.FuncDecl:
			s.Fn, s.FnType, s.FnBody = fn, fn.Type, fn.Body
		default:
			continue
		}
		break
	}
	if s.Fn == nil {
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
		s.ErrVar, s.Stmt = v, st
		switch parent := p.Parent().Node().(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			s.Kind = AssignSite
		case *ast.IfStmt:
			if parent.Init != st {
				return nil
			}
			s.Kind, s.Stmt, s.Cur = IfInitSite, parent, p.Parent()
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
		if sc := c.FuncScope(s.Fn); sig.Results().Len() == 2 && (sc == nil || sc.Kind != retryscope.Helper) {
			return nil
		}
		if _, ok := p.Parent().Node().(*ast.BlockStmt); !ok {
			return nil
		}
		s.Kind, s.Stmt = ReturnSite, st
	default:
		return nil
	}
	return s
}

// A Round is a place where the error path goes round a loop.
type Round struct {
	Loop ast.Stmt // the *ast.ForStmt or *ast.RangeStmt
	At   ast.Node // the continue statement, or the statement the path falls off
}

// A Path is what runs after the write fails.
type Path struct {
	IfStmt  *ast.IfStmt    // the if that tests the error, or nil
	Body    *ast.BlockStmt // the block that runs on failure, when it is one
	Stmts   []ast.Stmt     // the statements on the path
	Returns []*ast.ReturnStmt
	Rounds  []Round
	// except are the tests that take some definite failures off the path
	// before it leaves (errors.Is(err, errAuth)).
	Except []ast.Expr
	// pred is the retry predicate the loop leaves on, which retries every
	// error (predicateExit).
	Pred *ast.CallExpr
}

// Path follows the error of site s to where it leaves: the returns and
// loop rounds it reaches.
func (c *Finder) Path(s *Site) *Path {
	switch s.Kind {
	case ReturnSite:
		r := s.Stmt.(*ast.ReturnStmt)
		return &Path{Stmts: []ast.Stmt{r}, Returns: []*ast.ReturnStmt{r}}
	case IfInitSite:
		is := s.Stmt.(*ast.IfStmt)
		v, pol := c.ErrCond(is.Cond)
		if v != s.ErrVar {
			return nil
		}
		return c.fromIf(s, is, pol, s.Cur)
	}
	list, idx, ok := stmtList(s.Cur)
	if !ok {
		return nil
	}
	var except []ast.Expr
	for j := idx + 1; j < len(list); j++ {
		st := list[j]
		if is, ok := st.(*ast.IfStmt); ok && is.Init == nil {
			v, pol := c.ErrCond(is.Cond)
			// if err == nil && resp.StatusCode < 300 { return }: only a
			// success leaves, so every failure goes on past the if.
			if v == nil && s.ErrVar != nil && is.Else == nil && Terminates(is.Body.List) && valueflow.CondOn(c.pass.TypesInfo, is.Cond, s.ErrVar).OnlyOnSuccess {
				v, pol = s.ErrVar, valueflow.Success
			}
			if v == s.ErrVar {
				stCur, ok := s.Cur.Parent().FindNode(is)
				if !ok {
					return nil
				}
				p := c.fromIf(s, is, pol, stCur)
				if p != nil {
					p.Except = except
				}
				return p
			}
		}
		if _, isIf := st.(*ast.IfStmt); !isIf && assigns(c.pass.TypesInfo, st, s.ErrVar) {
			return nil
		}
		switch st := st.(type) {
		case *ast.ReturnStmt:
			// err := W(); return err: failure and success share the return.
			p := &Path{Except: except}
			c.collect(p, list[idx+1:j+1], s)
			return p
		case *ast.BranchStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.ForStmt, *ast.RangeStmt:
			return nil // control flow we do not follow
		case *ast.IfStmt:
			// if !shouldRetry(res, err) || n >= max { break }: the loop
			// goes round on the errors the predicate retries.
			if loop, pred := c.predicateExit(s, st, list, idx); loop != nil {
				p := &Path{Except: except, Stmts: list[idx+1 : j+1], Pred: pred}
				p.Rounds = append(p.Rounds, Round{Loop: loop, At: st})
				return p
			}
			// An if that only falls through (log the error, reconnect and
			// send again) is part of both paths; one that takes out some
			// definite failures (if errors.Is(err, errAuth) { return
			// backoff.Permanent(err) }) leaves the others, timeouts among
			// them, on the path.
			switch {
			case isPlainIf(st):
			case c.takesOutSome(st, s.ErrVar):
				except = append(except, st.Cond)
			default:
				return nil // a test of the error we do not follow
			}
		}
	}
	// No test: for err != nil { err = W() } goes round on failure.
	if loop, ok := s.Cur.Parent().Parent().Node().(*ast.ForStmt); ok && loop.Body == s.Cur.Parent().Node() && loop.Cond != nil {
		if v, pol := c.ErrCond(loop.Cond); v == s.ErrVar && pol == valueflow.Failure {
			p := &Path{Stmts: list[idx+1:]}
			c.collect(p, list[idx+1:], s)
			if !Terminates(list[idx+1:]) {
				p.Rounds = append(p.Rounds, Round{Loop: loop, At: loop.Cond})
			}
			return p
		}
	}
	return nil
}

// fromIf builds the error path from the if statement is that tests the
// error with polarity pol; isCur is its cursor.
func (c *Finder) fromIf(s *Site, is *ast.IfStmt, pol valueflow.Polarity, isCur inspector.Cursor) *Path {
	p := &Path{IfStmt: is}
	var failStmts []ast.Stmt
	switch pol {
	case valueflow.Failure:
		p.Body = is.Body
		failStmts = is.Body.List
	case valueflow.Success:
		if !Terminates(is.Body.List) {
			return nil
		}
		switch els := is.Else.(type) {
		case *ast.BlockStmt:
			p.Body = els
			failStmts = els.List
		case nil:
			if s.Kind == IfInitSite && analysisutil.Contains(is, s.ErrVar.Pos()) {
				return nil // the error is out of scope after the if
			}
			// The path is what follows the if.
			p.Stmts = nil
			return c.continueAfter(p, s, isCur)
		default:
			return nil
		}
	default:
		return nil
	}
	p.Stmts = append(p.Stmts, failStmts...)
	c.collect(p, failStmts, s)
	if Terminates(failStmts) {
		return p
	}
	return c.continueAfter(p, s, isCur)
}

// continueAfter follows the path past the statement at cur, which it
// falls out of: the statements after it, then out of enclosing blocks up to
// a loop body (a round) or the function body.
func (c *Finder) continueAfter(p *Path, s *Site, cur inspector.Cursor) *Path {
	for range 8 {
		list, idx, ok := stmtList(cur)
		if !ok {
			return nil
		}
		rest := c.skipSuccessTests(list[idx+1:], s)
		p.Stmts = append(p.Stmts, rest...)
		c.collect(p, rest, s)
		if Terminates(rest) {
			return p
		}
		block := cur.Parent()
		switch owner := block.Parent().Node().(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			p.Rounds = append(p.Rounds, Round{Loop: owner.(ast.Stmt), At: lastOr(list, owner)})
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
func (c *Finder) skipSuccessTests(stmts []ast.Stmt, s *Site) []ast.Stmt {
	var out []ast.Stmt
	for _, st := range stmts {
		if is, ok := st.(*ast.IfStmt); ok && is.Init == nil && is.Else == nil {
			if v, pol := c.ErrCond(is.Cond); v == s.ErrVar && v != nil && pol == valueflow.Success {
				continue
			}
		}
		out = append(out, st)
	}
	return out
}

// collect records the returns and the loop continues in stmts, outside
// function literals; a continue inside a nested loop goes round that loop.
func (c *Finder) collect(p *Path, stmts []ast.Stmt, s *Site) {
	for _, st := range stmts {
		c.collectIn(p, st, s, 0)
	}
}

func (c *Finder) collectIn(p *Path, n ast.Node, s *Site, depth int) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			p.Returns = append(p.Returns, n)
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
				p.Rounds = append(p.Rounds, Round{Loop: loop, At: n})
			}
		}
		return true
	})
}

// continueTarget returns the loop that the continue statement br, found
// at loop depth depth below the site, goes round: for an unlabeled continue
// at depth 0, the innermost loop around the site.
func (c *Finder) continueTarget(s *Site, br *ast.BranchStmt, depth int) ast.Stmt {
	for cur := s.Cur.Parent(); cur.Valid(); cur = cur.Parent() {
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

// Terminates reports whether control never falls off the end of stmts.
func Terminates(stmts []ast.Stmt) bool {
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
		return Terminates(st.List)
	case *ast.IfStmt:
		switch els := st.Else.(type) {
		case *ast.BlockStmt:
			return Terminates(st.Body.List) && Terminates(els.List)
		case *ast.IfStmt:
			return Terminates(st.Body.List) && Terminates([]ast.Stmt{els})
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

// FuncScope returns the helper or at-least-once scope whose function is fn.
// A message loop inside fn (a sarama claim loop) is not fn's scope: what
// fn returns ends the loop, and changes nothing of how the message comes
// again.
func (c *Finder) FuncScope(fn ast.Node) *retryscope.Scope {
	var found *retryscope.Scope
	for _, sc := range c.scopes.Scopes {
		if sc.Kind == retryscope.AtLeastOnce && sc.Body != funcBody(fn) {
			continue
		}
		if sc.Func == fn && (sc.Kind == retryscope.Helper || sc.Kind == retryscope.AtLeastOnce || sc.Kind == retryscope.Implementation) {
			if found == nil || sc.Kind == retryscope.Helper {
				found = sc
			}
		}
	}
	return found
}

// funcBody returns the body of a function declaration or literal.
func funcBody(fn ast.Node) *ast.BlockStmt {
	switch f := fn.(type) {
	case *ast.FuncDecl:
		return f.Body
	case *ast.FuncLit:
		return f.Body
	}
	return nil
}
