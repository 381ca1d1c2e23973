package retryloops

import (
	"go/ast"
	"go/types"
)

// A failover loop tries one call at a different target on each round (an
// address, a server, an alternative name) and stops at the first success.
// It repeats the intent only where the call can commit a write: a failover
// of reads or connects makes one call per target, not retries of one. The
// loop is a Scope with Failover set; rules that need a write (every rule
// but nestedretry) see it as any retry loop, and nestedretry counts it as
// an outer layer only around a write. A failover does not make a function
// a retrier for its callers.

// failover reports whether the loop's retried call takes its target from
// the loop: a range over a collection whose element reaches the call, or a
// counted loop that indexes a collection for it (servers[j]).
func (lv *loopView) failover(body *ast.BlockStmt, call *ast.CallExpr) bool {
	info := lv.r.pass.TypesInfo
	targets := map[*types.Var]bool{}
	index := map[*types.Var]bool{} // variables that index a collection of targets
	varOf := func(e ast.Expr) *types.Var {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			v, _ := info.ObjectOf(id).(*types.Var)
			return v
		}
		return nil
	}
	switch l := lv.loop.(type) {
	case *ast.RangeStmt:
		if !isCollection(info.TypeOf(l.X)) {
			return false
		}
		if l.Value != nil {
			if v := varOf(l.Value); v != nil {
				targets[v] = true
			}
		}
		if l.Key != nil {
			if v := varOf(l.Key); v != nil {
				index[v] = true
			}
		}
	case *ast.ForStmt:
		if as, ok := l.Init.(*ast.AssignStmt); ok {
			for _, lhs := range as.Lhs {
				if v := varOf(lhs); v != nil {
					index[v] = true
				}
			}
		}
	}
	// holders are variables with a field set to a target (nc.current =
	// nc.srvPool[i]): a method called on them works on the target.
	holders := map[*types.Var]bool{}
	// reaches reports whether e mentions a target, or an element of a
	// collection indexed by the loop.
	reaches := func(e ast.Node) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.Ident:
				if v, ok := info.Uses[n].(*types.Var); ok && targets[v] {
					found = true
				}
			case *ast.IndexExpr:
				if isCollection(info.TypeOf(n.X)) && mentionsAny(info, n.Index, index) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	// Values derived from a target in the body are targets: server :=
	// servers[j], url := ep + "/events".
	for changed := true; changed; {
		changed = false
		ast.Inspect(body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if _, lit := n.(*ast.FuncLit); lit {
				return false
			}
			if !ok || (len(as.Rhs) != 1 && len(as.Lhs) != len(as.Rhs)) {
				return true
			}
			for i, lhs := range as.Lhs {
				rhs := as.Rhs[0]
				if len(as.Rhs) > 1 {
					rhs = as.Rhs[i]
				}
				if !reaches(rhs) {
					continue
				}
				if v := varOf(lhs); v != nil && !targets[v] {
					targets[v], changed = true, true
				}
				if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
					if v := varOf(sel.X); v != nil && !holders[v] {
						holders[v], changed = true, true
					}
				}
			}
			return true
		})
	}
	if reaches(call.Fun) {
		return true
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if v := varOf(sel.X); v != nil && holders[v] {
			return true
		}
	}
	for _, a := range call.Args {
		if reaches(a) {
			return true
		}
	}
	return false
}

// isCollection reports whether t holds alternatives: a slice, an array, a
// pointer to an array, or a map.
func isCollection(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map:
		return true
	case *types.Pointer:
		_, ok := u.Elem().Underlying().(*types.Array)
		return ok
	}
	return false
}

func mentionsAny(info *types.Info, n ast.Node, vars map[*types.Var]bool) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && vars[v] {
				found = true
			}
		}
		return !found
	})
	return found
}
