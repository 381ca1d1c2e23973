package nestedretry

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// errStmt finds the statement after which the call of n has failed when
// its error variable is not nil, other than an assignment of its error:
// an if statement that leaves on its success (ifInitAssign), or the call
// as a statement of its own that hands its error to a callback
// (client.Send(msg, func(e error) { err = e })).
func (c *checker) errStmt(n *nesting, s *retryscope.Scope) (ast.Stmt, inspector.Cursor, *types.Var, bool) {
	// The if form (ifInitAssign) is kept off until the end-to-end
	// modules' findings it brings are reviewed.
	if ifs, cur, v, ok := c.ifInitAssign(n); ok && ifInitFix {
		return ifs, cur, v, true
	}
	p := n.cur.Parent()
	es, ok := p.Node().(*ast.ExprStmt)
	if !ok {
		return nil, p, nil, false
	}
	if _, ok := p.Parent().Node().(*ast.BlockStmt); !ok {
		return nil, p, nil, false
	}
	v := c.scopes.CallbackErr(s, n.call)
	return es, p, v, v != nil
}

// ifInitAssign finds the call in the init of an if statement that leaves
// on success, "if _, err = call(); err == nil { return nil }", with the
// error variable declared before it: after that if statement the call
// has failed, and a break there leaves the loop on its error. It returns
// the if statement, its cursor and the error variable.
func (c *checker) ifInitAssign(n *nesting) (*ast.IfStmt, inspector.Cursor, *types.Var, bool) {
	info := c.pass.TypesInfo
	p := n.cur.Parent()
	as, ok := p.Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != n.call {
		return nil, p, nil, false
	}
	icur := p.Parent()
	ifs, ok := icur.Node().(*ast.IfStmt)
	if !ok || ifs.Init != as || ifs.Else != nil || !leaves(ifs.Body.List) {
		return nil, p, nil, false
	}
	if _, ok := icur.Parent().Node().(*ast.BlockStmt); !ok {
		return nil, p, nil, false
	}
	id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return nil, p, nil, false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || !analysisutil.IsErrorType(v.Type()) {
		return nil, p, nil, false
	}
	// The condition is err == nil.
	b, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return nil, p, nil, false
	}
	x, y := ast.Unparen(b.X), ast.Unparen(b.Y)
	if analysisutil.IsNil(info, x) {
		x, y = y, x
	}
	if xid, ok := x.(*ast.Ident); !ok || info.Uses[xid] != v || !analysisutil.IsNil(info, y) {
		return nil, p, nil, false
	}
	return ifs, icur, v, true
}

// ifInitFix turns on the break after "if err = call(); err == nil {
// return }".
const ifInitFix = false

// leaves reports whether stmts end with a return.
func leaves(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	_, ok := stmts[len(stmts)-1].(*ast.ReturnStmt)
	return ok
}

// breaksAfter reports whether the statement errStmt finds for the call of
// n is followed by "if err != nil { break }", as the fix leaves it: the
// loop no longer retries the call.
func (c *checker) breaksAfter(n *nesting, s *retryscope.Scope) bool {
	st, cur, v, ok := c.errStmt(n, s)
	if !ok {
		return false
	}
	block, ok := cur.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return false
	}
	i := slices.Index(block.List, st)
	if i < 0 || i+1 >= len(block.List) {
		return false
	}
	ifs, ok := block.List[i+1].(*ast.IfStmt)
	if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) == 0 {
		return false
	}
	br, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.BranchStmt)
	if !ok || br.Tok != token.BREAK {
		return false
	}
	b, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	info := c.pass.TypesInfo
	x, y := ast.Unparen(b.X), ast.Unparen(b.Y)
	if analysisutil.IsNil(info, x) {
		x, y = y, x
	}
	id, ok := x.(*ast.Ident)
	return ok && info.Uses[id] == v && analysisutil.IsNil(info, y)
}
