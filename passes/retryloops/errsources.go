package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Errors that reach a retry loop another way than as a call's result:
//
//   - from a channel: the loop starts the call with go, the goroutine sends
//     its error (or the call's result) on a channel, and the loop receives
//     it, in a select or alone (err := <-errCh, case err := <-errCh:);
//   - from an iterator: a range over a function iterator of the body
//     assigns the error to a variable of the loop (for ev, err = range
//     stream(ctx, req)), and the loop goes round on it.
//
// The call the loop retries is the call made in the goroutine, or the call
// that makes the iterator.

// sourceCall returns the call whose error the right-hand side e of an
// assignment in the loop body carries: e itself when it is a call, or the
// call whose result a goroutine started in the body sends on the channel e
// receives from.
func (lv *loopView) sourceCall(body *ast.BlockStmt, e ast.Expr) *ast.CallExpr {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return x
	case *ast.UnaryExpr:
		if x.Op == token.ARROW {
			return lv.sentCall(body, x.X)
		}
	}
	return nil
}

// sentCall finds, in a go statement of the loop body, the call whose error
// is sent on the channel ch: errCh <- send(ctx), or err := send(ctx);
// errCh <- err.
func (lv *loopView) sentCall(body *ast.BlockStmt, ch ast.Expr) *ast.CallExpr {
	info := lv.r.pass.TypesInfo
	chv := analysisutil.IdentVar(info, ch)
	if chv == nil {
		return nil
	}
	var found *ast.CallExpr
	ast.Inspect(body, func(n ast.Node) bool {
		g, ok := n.(*ast.GoStmt)
		if !ok || found != nil {
			return found == nil
		}
		lit, ok := ast.Unparen(g.Call.Fun).(*ast.FuncLit)
		if !ok {
			// go v.fetch(doneCh, errCh): the function run reports its
			// error on the channel it is given.
			if slices.ContainsFunc(g.Call.Args, func(a ast.Expr) bool { return analysisutil.IdentVar(info, a) == chv }) {
				found = g.Call
			}
			return false
		}
		assigned := map[*types.Var]*ast.CallExpr{}
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Rhs) == 1 {
					if c, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok {
						for _, lhs := range n.Lhs {
							if v := analysisutil.IdentVar(info, lhs); v != nil {
								assigned[v] = c
							}
						}
					}
				}
			case *ast.SendStmt:
				if analysisutil.IdentVar(info, n.Chan) != chv || found != nil {
					return true
				}
				found = sentValue(info, n.Value, assigned)
			}
			return found == nil
		})
		return false
	})
	return found
}

// sentValue returns the call whose result v is: the call itself, a
// variable assigned from it, or a composite literal that carries one
// (result{resp, err}).
func sentValue(info *types.Info, v ast.Expr, assigned map[*types.Var]*ast.CallExpr) *ast.CallExpr {
	switch x := ast.Unparen(v).(type) {
	case *ast.CallExpr:
		return x
	case *ast.Ident:
		return assigned[analysisutil.IdentVar(info, x)]
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if t := info.TypeOf(elt); t != nil && analysisutil.IsErrorType(t) {
				return sentValue(info, elt, assigned)
			}
		}
	}
	return nil
}

// rangeErr records the error a range over a function iterator of the body
// assigns to a variable declared outside that range (for ev, err = range
// stream(ctx)), with the call that makes the iterator.
func (lv *loopView) rangeErr(rs *ast.RangeStmt) {
	if rs.Tok != token.ASSIGN {
		return
	}
	call, ok := ast.Unparen(rs.X).(*ast.CallExpr)
	if !ok {
		return
	}
	if _, ok := lv.r.pass.TypesInfo.TypeOf(rs.X).Underlying().(*types.Signature); !ok {
		return
	}
	for _, e := range []ast.Expr{rs.Key, rs.Value} {
		if v := analysisutil.IdentVar(lv.r.pass.TypesInfo, e); v != nil && analysisutil.IsErrorType(v.Type()) {
			lv.errs[v], lv.vals[v] = call, call
		}
	}
}

// itemErrs records the errors that a loop over items in the body carries
// out of it: a call's error, made once per item, assigned to a variable
// declared outside that loop (for _, it := range items { if err = send(it);
// err != nil { break } }), directly or through a variable of the item loop
// (if e := send(it); e != nil { err = e; break }). When the retry loop goes
// round on that variable, it sends the whole batch again, and with it each
// item's call: the call is the one it retries.
func (lv *loopView) itemErrs(rs *ast.RangeStmt) {
	info := lv.r.pass.TypesInfo
	if _, iter := info.TypeOf(rs.X).Underlying().(*types.Signature); iter {
		return // rangeErr
	}
	inner := map[*types.Var]*ast.CallExpr{} // the item loop's own variables
	ast.Inspect(rs.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) != 1 {
				return true
			}
			call := lv.sourceCall(rs.Body, n.Rhs[0])
			if call == nil {
				if v := analysisutil.IdentVar(info, n.Rhs[0]); v != nil && len(n.Lhs) == 1 {
					call = inner[v]
				}
			}
			if call == nil {
				return true
			}
			for _, lhs := range n.Lhs {
				v := analysisutil.IdentVar(info, lhs)
				switch {
				case v == nil:
				case rs.Pos() <= v.Pos() && v.Pos() < rs.End():
					inner[v] = call
				case analysisutil.IsErrorType(v.Type()):
					lv.errs[v], lv.vals[v] = call, call
				}
			}
		}
		return true
	})
}

// failureReceive returns the error variable that the select clause cc
// receives from a function run in a goroutine, when the channel carries
// only failures: the function is given another channel for its result
// (go v.fetch(doneCh, errCh)), which another clause of the select
// receives, as consul-template's View.poll does. The clause is then the
// failure branch of that call.
func (lv *loopView) failureReceive(sel *ast.SelectStmt, cc *ast.CommClause) *types.Var {
	info := lv.r.pass.TypesInfo
	as, ok := cc.Comm.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil
	}
	recv, ok := ast.Unparen(as.Rhs[0]).(*ast.UnaryExpr)
	if !ok || recv.Op != token.ARROW {
		return nil
	}
	v := lv.errVar(as.Lhs[0])
	chv := analysisutil.IdentVar(info, recv.X)
	if v == nil || chv == nil {
		return nil
	}
	call := lv.errs[v]
	if call == nil || analysisutil.Callee(info, call) == nil {
		return nil
	}
	if _, lit := ast.Unparen(call.Fun).(*ast.FuncLit); lit {
		return nil
	}
	// Another channel given to the same call is received by another
	// clause: the call's success arrives there.
	for _, a := range call.Args {
		other := analysisutil.IdentVar(info, a)
		if other == nil || other == chv {
			continue
		}
		if _, ok := other.Type().Underlying().(*types.Chan); !ok {
			continue
		}
		for _, c := range sel.Body.List {
			c := c.(*ast.CommClause)
			if c == cc || c.Comm == nil {
				continue
			}
			var e ast.Expr
			switch comm := c.Comm.(type) {
			case *ast.ExprStmt:
				e = comm.X
			case *ast.AssignStmt:
				if len(comm.Rhs) == 1 {
					e = comm.Rhs[0]
				}
			}
			if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.ARROW && analysisutil.IdentVar(info, u.X) == other {
				return v
			}
		}
	}
	return nil
}
