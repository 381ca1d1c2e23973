package retrycontexts

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Workers that requeue a failed item only while the queue has requeued it
// fewer than a bound, as client-go's workqueue example does:
//
//	if q.NumRequeues(key) < 5 {
//		q.AddRateLimited(key)
//		return
//	}
//	q.Forget(key)
//
// NumRequeues counts the requeues since the last Forget, so the handler
// runs up to 6 times for one item. The bound is read in the worker or in a
// function of this package the worker calls (handleErr(err, key)); the
// giving-up form (if q.NumRequeues(key) >= 3 { q.Forget(key); return })
// bounds the requeues after it.

// A requeueBound is the bound a worker puts on its requeues.
type requeueBound struct {
	attempts int    // the handler's runs for one item: 0 when the bound is not a constant
	desc     string // for messages: "NumRequeues < 5 at worker.go:30"
}

// workerRequeues reports whether the worker body, or a function of this
// package that it calls, requeues items, with the bound when every requeue
// is under one.
func (r *Result) workerRequeues(body *ast.BlockStmt) (bool, *requeueBound) {
	if r.requeues(body) {
		return true, r.boundIn(body)
	}
	var bound *requeueBound
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		fn := analysisutil.Callee(r.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() != r.pass.Pkg {
			return true
		}
		if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil && r.requeues(d.Body) {
			found, bound = true, r.boundIn(d.Body)
		}
		return !found
	})
	return found, bound
}

// requeues reports whether body calls a requeue method of the workqueue.
func (r *Result) requeues(body *ast.BlockStmt) bool {
	q := &catalog.ClientGoWorkQueue
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && slices.ContainsFunc(q.Requeue, func(m string) bool { return r.queueMethod(call, m) }) {
			found = true
		}
		return !found
	})
	return found
}

// boundIn returns the bound under which body requeues, when every requeue
// of body is inside an if statement that requeues while the count is
// below the bound, or after one that gives up at the bound; nil otherwise.
func (r *Result) boundIn(body *ast.BlockStmt) *requeueBound {
	q := &catalog.ClientGoWorkQueue
	var bound *requeueBound
	allUnder := true
	var visit func(stmts []ast.Stmt, under bool)
	visit = func(stmts []ast.Stmt, under bool) {
		for _, st := range stmts {
			switch st := st.(type) {
			case *ast.IfStmt:
				b, below := r.numRequeuesTest(st.Cond)
				switch {
				case b != nil && below:
					bound = b
					visit(st.Body.List, true)
					if els, ok := st.Else.(*ast.BlockStmt); ok {
						visit(els.List, under)
					}
					continue
				case b != nil && !below && analysisutil.EndsInReturn(st.Body.List) && !r.requeues(st.Body):
					// if q.NumRequeues(key) >= 3 { q.Forget(key); return }
					bound, under = b, true
					continue
				}
				visit(st.Body.List, under)
				if els, ok := st.Else.(*ast.BlockStmt); ok {
					visit(els.List, under)
				}
			case *ast.BlockStmt:
				visit(st.List, under)
			default:
				ast.Inspect(st, func(n ast.Node) bool {
					if call, ok := n.(*ast.CallExpr); ok && !under && slices.ContainsFunc(q.Requeue, func(m string) bool { return r.queueMethod(call, m) }) {
						allUnder = false
					}
					return true
				})
			}
		}
	}
	visit(body.List, false)
	if !allUnder {
		return nil
	}
	return bound
}

// numRequeuesTest finds, in cond or an operand of its && chain, a
// comparison of q.NumRequeues(item) with a bound, and says whether it holds
// below the bound (NumRequeues(key) < 5, 5 > NumRequeues(key)).
func (r *Result) numRequeuesTest(cond ast.Expr) (*requeueBound, bool) {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return nil, false
	}
	if b.Op == token.LAND {
		if rb, below := r.numRequeuesTest(b.X); rb != nil && below {
			return rb, true
		}
		if rb, below := r.numRequeuesTest(b.Y); rb != nil && below {
			return rb, true
		}
		return nil, false
	}
	x, y, op := b.X, b.Y, b.Op
	if c, ok := ast.Unparen(y).(*ast.CallExpr); ok && r.queueMethod(c, catalog.ClientGoWorkQueue.Count) {
		x, y, op = y, x, analysisutil.MirrorCompare(op)
	}
	c, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || !r.queueMethod(c, catalog.ClientGoWorkQueue.Count) {
		return nil, false
	}
	n, isConst := analysisutil.IntConst(r.pass.TypesInfo, y)
	var below bool
	switch op {
	case token.LSS, token.GEQ:
		// requeued while count < n: n requeues after the first run
		below = op == token.LSS
		n++
	case token.LEQ, token.GTR:
		below = op == token.LEQ
		n += 2
	default:
		return nil, false
	}
	shown := types.ExprString(y)
	if isConst {
		shown = strconv.Itoa(n - 1)
		if op == token.LEQ || op == token.GTR {
			shown = strconv.Itoa(n - 2)
		}
	} else {
		n = 0
	}
	at := analysisutil.Where(r.pass.Fset, b.Pos())
	return &requeueBound{attempts: n, desc: catalog.ClientGoWorkQueue.Count + " " + op.String() + " " + shown + " at " + at}, below
}
