package retryloops

// Loops that go round on a call's error but do not send the same request
// again: they consume items, page on, negotiate, or read more.

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// consumesItems reports whether the call the loop goes round on works on
// an item the loop reads afresh from a stream each time (out, err :=
// sr.Recv(); ...; t, err := convert(out)): the loop skips to the next item,
// it does not send the same one again. Its receiver or an argument is a
// variable the body assigns from a method call of a stream read
// (lexicon.IsStreamRead) other than the call itself; or the call is such a
// read itself; or the loop moves a cursor the call takes (pagesOn).
func (lv *loopView) consumesItems(body *ast.BlockStmt, retried *ast.CallExpr) bool {
	info := lv.r.pass.TypesInfo
	isRead := func(c *ast.CallExpr) bool {
		fn := analysisutil.Callee(info, c)
		return fn != nil && fn.Type().(*types.Signature).Recv() != nil && (lexicon.IsStreamRead(fn.Name()) || lexicon.IsNextRead(fn))
	}
	if isRead(retried) {
		return true // reading again reads the next item
	}
	if lexicon.InputReadBuffer(analysisutil.CalleeName(info, retried), analysisutil.Callee(info, retried)) >= 0 {
		return true // reading again reads the next bytes
	}
	if lv.pagesOn(body, retried) {
		return true
	}
	reads := map[*types.Var]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) != 1 {
				return true
			}
			c, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
			if !ok || c == retried {
				return true
			}
			if !isRead(c) {
				return true
			}
			for _, lhs := range n.Lhs {
				if v := analysisutil.IdentVar(info, lhs); v != nil && !analysisutil.IsErrorType(v.Type()) {
					reads[v] = true
				}
			}
		}
		return true
	})
	if len(reads) == 0 {
		return false
	}
	found := false
	check := func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && reads[v] {
					found = true
				}
			}
			return !found
		})
	}
	for _, a := range retried.Args {
		check(a)
	}
	if sel, ok := ast.Unparen(retried.Fun).(*ast.SelectorExpr); ok {
		check(sel.X)
	}
	return found
}

// countsRounds reports whether going round the loop runs the same step
// again: a for statement, or a range over an integer (for i := range n).
// Going round a range over a collection moves on to the next element.
func (lv *loopView) countsRounds() bool {
	switch l := lv.loop.(type) {
	case *ast.ForStmt:
		return true
	case *ast.RangeStmt:
		t, ok := lv.r.pass.TypesInfo.TypeOf(l.X).Underlying().(*types.Basic)
		return ok && t.Info()&types.IsInteger != 0
	}
	return false
}

// continuesIn reports whether n holds a continue of this loop, outside
// nested loops (unless labeled with this loop's label) and function
// literals.
func (lv *loopView) continuesIn(n ast.Node) bool {
	found := false
	var walk func(n ast.Node, nested bool)
	walk = func(n ast.Node, nested bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ForStmt:
				walk(x.Body, true)
				return false
			case *ast.RangeStmt:
				walk(x.Body, true)
				return false
			case *ast.BranchStmt:
				if x.Tok == token.CONTINUE && (x.Label == nil && !nested || x.Label != nil && lv.label != nil && x.Label.Name == lv.label.Name) {
					found = true
				}
			}
			return true
		})
	}
	walk(n, false)
	return found
}

// leaves reports whether stmts can leave the loop: a return, a goto, or a
// break of this loop, outside function literals and nested loops.
func (lv *loopView) leaves(stmts []ast.Stmt) bool {
	found := false
	for _, st := range stmts {
		ast.Inspect(st, func(x ast.Node) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
				return false
			case *ast.ReturnStmt:
				found = true
			case *ast.BranchStmt:
				if x.Tok == token.GOTO || x.Tok == token.BREAK && x.Label != nil && lv.label != nil && x.Label.Name == lv.label.Name {
					found = true
				}
			}
			return true
		})
	}
	return found
}

// pagesOn reports whether the loop moves a cursor that the call takes: it
// assigns a variable that the call's arguments use from the call's own
// result (iterator = out.NextShardIterator, token = resp.NextPageToken).
// Each round reads the next page or batch: a poll or a paging loop, not a
// retry of one intent.
func (lv *loopView) pagesOn(body *ast.BlockStmt, call *ast.CallExpr) bool {
	info := lv.r.pass.TypesInfo
	results := map[*types.Var]bool{}
	for v, c := range lv.vals {
		if c == call && !analysisutil.IsErrorType(v.Type()) {
			results[v] = true
		}
	}
	if len(results) == 0 {
		return false
	}
	inArgs := map[*types.Var]bool{}
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() {
					inArgs[v] = true
				}
			}
			return true
		})
	}
	mentionsResult := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && results[v] {
					found = true
				}
			}
			return !found
		})
		return found
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, lhs := range n.Lhs {
				if v := analysisutil.IdentVar(info, lhs); v != nil && inArgs[v] && !results[v] && mentionsResult(n.Rhs[i]) {
					found = true
				}
			}
		}
		return true
	})
	return found
}

// negotiates reports whether the loop changes what the call is sent with
// to a value made from the call's error: a server that rejects the
// protocol version and names those it supports, asked again with one of
// them (errors.As(err, &werr); json.Unmarshal(werr.Data, &data); ctx =
// withVersion(ctx, pick(data.Supported))). Each round is a new request the
// server asked for, not the same one sent again: a negotiation, not a
// retry.
func (lv *loopView) negotiates(body *ast.BlockStmt, call *ast.CallExpr) bool {
	seeds := map[string]bool{}
	for v, c := range lv.errs {
		if c == call {
			seeds[objKey(v)] = true
		}
	}
	return len(seeds) > 0 && lv.reassignsFrom(body, call, seeds)
}

// readsMore reports whether the loop reads more input (a Read method,
// io.ReadFull, io.ReadAtLeast) and hands what it read to the call: a
// decoder that reads until the value parses, not a retry of the call.
func (lv *loopView) readsMore(body *ast.BlockStmt, call *ast.CallExpr) bool {
	info := lv.r.pass.TypesInfo
	seeds := map[string]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if n == call {
				return true
			}
			if i := lexicon.InputReadBuffer(analysisutil.CalleeName(info, n), analysisutil.Callee(info, n)); i >= 0 && i < len(n.Args) {
				if k := pathKey(info, n.Args[i]); k != "" {
					seeds[k] = true
				}
			}
		}
		return true
	})
	return len(seeds) > 0 && lv.reassignsFrom(body, call, seeds)
}

// reassignsFrom reports whether the loop assigns an input of call (a
// variable or a field path that its arguments name) from a value made
// from seeds (variable and field paths, pathKey), following assignments and
// calls that fill a pointer argument (&werr, &data) from a seeded value.
func (lv *loopView) reassignsFrom(body *ast.BlockStmt, call *ast.CallExpr, tainted map[string]bool) bool {
	info := lv.r.pass.TypesInfo
	inArgs := map[string]bool{}
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if k := pathKey(info, e); k != "" {
					inArgs[k] = true
				}
			}
			return true
		})
	}
	mentions := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok && tainted[pathKey(info, e)] {
				found = true
			}
			return !found
		})
		return found
	}
	reassigns := false
	for changed := true; changed && !reassigns; {
		changed = false
		taint := func(e ast.Expr) {
			if k := pathKey(info, e); k != "" && !tainted[k] {
				tainted[k], changed = true, true
			}
		}
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					from := slices.ContainsFunc(n.Rhs, mentions)
					if len(n.Lhs) == len(n.Rhs) {
						from = mentions(n.Rhs[i])
					}
					if !from {
						continue
					}
					if n.Tok == token.ASSIGN && inArgs[pathKey(info, lhs)] {
						reassigns = true
					}
					taint(lhs)
				}
			case *ast.CallExpr:
				if !slices.ContainsFunc(n.Args, mentions) {
					return true
				}
				for _, a := range n.Args {
					if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
						taint(u.X)
					}
				}
			}
			return true
		})
	}
	return reassigns
}

// pathKey names the variable or field path e denotes (v, v.f, v.f.g, the
// base of a slice or index of one), "" for any other expression.
func pathKey(info *types.Info, e ast.Expr) string {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := info.Uses[e].(*types.Var); ok {
			return objKey(v)
		}
		if v, ok := info.Defs[e].(*types.Var); ok {
			return objKey(v)
		}
	case *ast.SelectorExpr:
		if base := pathKey(info, e.X); base != "" {
			return base + "." + e.Sel.Name
		}
	case *ast.SliceExpr:
		return pathKey(info, e.X)
	}
	return ""
}

func objKey(v *types.Var) string { return fmt.Sprintf("%p", v) }
