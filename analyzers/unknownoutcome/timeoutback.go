package unknownoutcome

// Timeout tests that send the timeout back into the retry: the branch
// taken on a timeout goes round the loop (if errors.Is(err,
// context.DeadlineExceeded) { lastErr = err; continue }) or hands the error
// back to the helper that retries it. Such a test tells the timeout apart
// only to retry it, and is no handling.

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/passes/ambiguity"
	"github.com/idemvet/idemvet/passes/writes"
)

// timeoutBranch returns the statements that run when the check ch holds,
// and the cursor of the statement that holds them: the body of the if
// whose condition has ch alone or joined by && or || (not negated), or the
// body of the case clause that lists it.
func (c *checker) timeoutBranch(ch *ambiguity.Check) ([]ast.Stmt, inspector.Cursor) {
	cur, ok := c.in.Root().FindNode(ch.Node)
	if !ok {
		return nil, inspector.Cursor{}
	}
	for {
		p := cur.Parent()
		switch n := p.Node().(type) {
		case *ast.ParenExpr:
			cur = p
			continue
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				cur = p
				continue
			}
		case *ast.IfStmt:
			if n.Cond == cur.Node() {
				return n.Body.List, p
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if e == cur.Node() {
					return n.Body, p
				}
			}
		}
		return nil, inspector.Cursor{}
	}
}

// continueLoop returns the loop that the continue statement br, in a
// statement list of the statement at cur, goes round.
func continueLoop(cur inspector.Cursor, br *ast.BranchStmt) ast.Stmt {
	for ; cur.Node() != nil; cur = cur.Parent() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil
		case *ast.ForStmt, *ast.RangeStmt:
			if br.Label == nil {
				return n.(ast.Stmt)
			}
			if l, ok := cur.Parent().Node().(*ast.LabeledStmt); ok && l.Label.Name == br.Label.Name {
				return n.(ast.Stmt)
			}
		}
	}
	return nil
}

// sendsBack returns the statement by which the branch taken when the check
// ch holds sends the error back into the retry of exp, or nil: a continue
// of the retry loop, a return of an error the helper retries, or a return
// of the write's error itself from an activity, tool handler or
// implementation. A branch that reads before it goes round decides from
// the read, and is not counted.
func (c *checker) sendsBack(ch *ambiguity.Check, s *errpath.Site, exp *exposure) ast.Node {
	if exp == nil || exp.scope == nil {
		return nil
	}
	stmts, cur := c.timeoutBranch(ch)
	if len(stmts) == 0 || c.reads(stmts) {
		return nil
	}
	switch st := stmts[len(stmts)-1].(type) {
	case *ast.BranchStmt:
		if st.Tok == token.CONTINUE && exp.kind == loopRetry && continueLoop(cur, st) == exp.scope.Stmt {
			return st
		}
	case *ast.ReturnStmt:
		switch exp.kind {
		case helperRetry:
			if c.retried(st, exp.policy) {
				return st
			}
		case atLeastOnce, implRetry:
			// Only the error itself, handed on: a new error may say
			// that the outcome is unknown.
			if len(st.Results) > 0 && s.ErrVar != nil && isVar(c.pass.TypesInfo, st.Results[len(st.Results)-1], s.ErrVar) {
				if exp.kind == atLeastOnce && c.fails(st, s) || exp.kind == implRetry && c.implRetried(st, exp.scope) {
					return st
				}
			}
		}
	}
	return nil
}

// reads reports whether stmts call a read.
func (c *checker) reads(stmts []ast.Stmt) bool {
	found := false
	for _, st := range stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CallExpr:
				if c.writes.Classify(n).Class == writes.Read {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

func isVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.Uses[id] == v
}
