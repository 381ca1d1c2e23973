package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// Reconnect loops: a loop that reads a stream and, when the stream ends
// without the result it waits for, opens it again and reads on, giving up
// after a number of rounds in a row that brought nothing new (the MCP Go
// SDK's streamable client, handleSSE around connectSSE). No error sends
// it round: the reading call returns what it saw, and the loop leaves on
// the result. What it repeats is the call that opens the stream again,
// which is its retried call. Every part of the shape is required, in the
// loop's own statements (not in nested loops or function literals):
//
//   - for { ... } with no condition;
//   - the read: a call, no next-item read (Recv, ReadString), taking the
//     stream variable, declared outside the loop, as an argument, with a
//     result that an if statement right in the body leaves the loop on
//     (if done { return });
//   - the reopen: a statement right in the body, after the read,
//     "next, err := reopen(...)" with "if err != nil { ...; return }"
//     right after it, whose first result becomes the stream variable
//     (directly, or by "s = next" later in the body);
//   - the count of rounds without progress: "n++" followed right away by
//     "if n > max { ...; return }" (or >=), with n an integer variable
//     declared outside the loop that the body sets back to 0 elsewhere,
//     where a round brings something new. A count that never starts again
//     is a limit on the streams read (a page limit), not on retries.
//
// A loop that takes the next item of one stream each time round (a
// scanner, a Recv loop) reads no stream that it opened itself, and one
// without the count is not bounded by rounds without progress: neither
// is a reconnect loop. The bound is the number of reopens one run of
// rounds without progress makes: max with the check (n > max) before the
// reopen, max+1 after it, one fewer for n >= max.

// A reconnectLoop is what reconnect finds.
type reconnectLoop struct {
	read, reopen *ast.CallExpr
	attempts     int
	def          *Default
}

// reconnect returns the loop as a reconnect loop, or nil.
func (lv *loopView) reconnect(body *ast.BlockStmt) *reconnectLoop {
	f, ok := lv.loop.(*ast.ForStmt)
	if !ok || f.Cond != nil {
		return nil
	}
	info := lv.r.pass.TypesInfo
	outside := func(v *types.Var) bool {
		return v != nil && !v.IsField() && v.Pkg() == lv.r.pass.Pkg && !analysisutil.Contains(lv.loop, v.Pos())
	}
	for i, st := range body.List {
		reopen, next, ok := lv.reopenAt(body.List, i)
		if !ok {
			continue
		}
		stream := next
		if !outside(stream) {
			stream = streamSetFrom(info, body.List[i+1:], next, outside)
		}
		if stream == nil {
			continue
		}
		read := lv.streamRead(body.List[:i], stream)
		if read == nil {
			continue
		}
		n, check, ok := lv.stallCount(body, outside)
		if !ok {
			continue
		}
		rc := &reconnectLoop{read: read, reopen: reopen}
		rc.attempts, rc.def = lv.stallBound(check, check.Pos() < st.Pos(), n)
		return rc
	}
	return nil
}

// reopenAt reports whether stmts[i] is "next, err := reopen(...)" (or =)
// followed by "if err != nil { ...; leave }", and returns the call and
// the variable of its first result.
func (lv *loopView) reopenAt(stmts []ast.Stmt, i int) (*ast.CallExpr, *types.Var, bool) {
	info := lv.r.pass.TypesInfo
	as, ok := stmts[i].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 || i+1 >= len(stmts) {
		return nil, nil, false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, nil, false
	}
	next, errV := analysisutil.IdentVar(info, as.Lhs[0]), analysisutil.IdentVar(info, as.Lhs[1])
	if next == nil || errV == nil || !analysisutil.IsErrorType(errV.Type()) {
		return nil, nil, false
	}
	ifs, ok := stmts[i+1].(*ast.IfStmt)
	if !ok || ifs.Init != nil || ifs.Else != nil || !isPlainErrTest(info, ifs.Cond) || !mentionsVar(info, ifs.Cond, errV) || !lv.exits(ifs.Body.List) {
		return nil, nil, false
	}
	return call, next, true
}

// streamSetFrom returns the variable declared outside the loop that a
// plain assignment among stmts sets to next (resp = newResp), or nil.
func streamSetFrom(info *types.Info, stmts []ast.Stmt, next *types.Var, outside func(*types.Var) bool) *types.Var {
	for _, st := range stmts {
		as, ok := st.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || analysisutil.IdentVar(info, as.Rhs[0]) != next {
			continue
		}
		if v := analysisutil.IdentVar(info, as.Lhs[0]); outside(v) {
			return v
		}
	}
	return nil
}

// streamRead returns the call among stmts, statements of the loop's own
// body, that takes stream as an argument, assigns its results, and one
// of whose results an if statement that follows it in stmts leaves the
// loop on. A read of the next item is none: reading again moves on.
func (lv *loopView) streamRead(stmts []ast.Stmt, stream *types.Var) *ast.CallExpr {
	info := lv.r.pass.TypesInfo
	for i, st := range stmts {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			continue
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok || !takesVar(info, call, stream) {
			continue
		}
		if fn := analysisutil.Callee(info, call); fn != nil && (lexicon.IsStreamRead(fn.Name()) || lexicon.IsNextRead(fn)) {
			continue
		}
		results := map[*types.Var]bool{}
		for _, lhs := range as.Lhs {
			if v := analysisutil.IdentVar(info, lhs); v != nil {
				results[v] = true
			}
		}
		for _, later := range stmts[i+1:] {
			ifs, ok := later.(*ast.IfStmt)
			if ok && ifs.Init == nil && ifs.Else == nil && mentionsAny(info, ifs.Cond, results) && lv.exits(ifs.Body.List) {
				return call
			}
		}
	}
	return nil
}

// takesVar reports whether v is one of call's arguments.
func takesVar(info *types.Info, call *ast.CallExpr, v *types.Var) bool {
	for _, a := range call.Args {
		if analysisutil.IdentVar(info, a) == v {
			return true
		}
	}
	return false
}

// mentionsVar reports whether e refers to v.
func mentionsVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	return mentionsAny(info, e, map[*types.Var]bool{v: true})
}

// stallCount finds the count of rounds without progress in body: "n++"
// followed right away by an if statement that leaves the loop when n is
// over a bound, with n an integer variable declared outside the loop that
// the body also sets to 0. It returns n and the comparison.
func (lv *loopView) stallCount(body *ast.BlockStmt, outside func(*types.Var) bool) (*types.Var, *ast.IfStmt, bool) {
	info := lv.r.pass.TypesInfo
	var (
		n     *types.Var
		check *ast.IfStmt
		twice bool // two counts: neither is the one
	)
	var visit func(stmts []ast.Stmt)
	visit = func(stmts []ast.Stmt) {
		for i, st := range stmts {
			switch st := st.(type) {
			case *ast.IfStmt:
				visit(st.Body.List)
				if els, ok := st.Else.(*ast.BlockStmt); ok {
					visit(els.List)
				}
			case *ast.BlockStmt:
				visit(st.List)
			case *ast.IncDecStmt:
				v := analysisutil.IdentVar(info, st.X)
				if st.Tok != token.INC || !outside(v) || !isInt(v.Type()) || i+1 >= len(stmts) {
					continue
				}
				ifs, ok := stmts[i+1].(*ast.IfStmt)
				if !ok || ifs.Init != nil || ifs.Else != nil || !lv.exits(ifs.Body.List) || stallBoundExpr(info, ifs.Cond, v) == nil {
					continue
				}
				twice = twice || n != nil
				n, check = v, ifs
			}
		}
	}
	visit(body.List)
	if n == nil || twice || !resetsToZero(info, body, n) {
		return nil, nil, false
	}
	return n, check, true
}

// stallBoundExpr returns the bound of "n > max" or "n >= max" (or the
// mirror, max < n), or nil.
func stallBoundExpr(info *types.Info, cond ast.Expr, n *types.Var) *ast.BinaryExpr {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	switch {
	case analysisutil.IdentVar(info, b.X) == n && (b.Op == token.GTR || b.Op == token.GEQ):
		return b
	case analysisutil.IdentVar(info, b.Y) == n && (b.Op == token.LSS || b.Op == token.LEQ):
		return b
	}
	return nil
}

// resetsToZero reports whether the body, outside nested loops and
// function literals, assigns 0 to n.
func resetsToZero(info *types.Info, body *ast.BlockStmt, n *types.Var) bool {
	found := false
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.AssignStmt:
			if x.Tok == token.ASSIGN && len(x.Lhs) == 1 && len(x.Rhs) == 1 && analysisutil.IdentVar(info, x.Lhs[0]) == n {
				if z, ok := analysisutil.IntConst(info, x.Rhs[0]); ok && z == 0 {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func isInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// stallBound returns the reopens that one run of rounds without progress
// makes, given the check of the count n and whether it comes before the
// reopen: 0 when the bound is neither a constant nor a default.
func (lv *loopView) stallBound(check *ast.IfStmt, before bool, n *types.Var) (int, *Default) {
	info := lv.r.pass.TypesInfo
	b := stallBoundExpr(info, check.Cond, n)
	op, bound := b.Op, b.Y
	if analysisutil.IdentVar(info, b.Y) == n {
		op, bound = analysisutil.MirrorCompare(op), b.X
	}
	// n > max before the reopen: it runs for n = 1..max.
	offset := 0
	if op == token.GEQ {
		offset--
	}
	if !before {
		offset++
	}
	if to, ok := analysisutil.IntConst(info, bound); ok {
		return max(to+offset, 0), nil
	}
	to, ok := lv.r.defaultValue(bound, 0)
	if !ok {
		return 0, nil
	}
	def := &Default{Offset: offset}
	if sel, isSel := ast.Unparen(bound).(*ast.SelectorExpr); isSel {
		def.Field, _ = info.ObjectOf(sel.Sel).(*types.Var)
		if t := analysisutil.TypeName(info.TypeOf(sel.X)); t != "" && def.Field != nil {
			def.Name = t + "." + def.Field.Name()
		}
	}
	return max(to+offset, 0), def
}
