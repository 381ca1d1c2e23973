package keyinretry

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// mapNoDuplicate reports whether the map body that sink keys is sent, in
// scope s, by a call that names a read or a removal: the callee, or a
// constant string argument, as RPC helpers take the action by name
// (client.RpcPost("Vpc", "2016-04-28", action, nil, request, false) with
// action := "DeleteHaVip").
func (c *checker) mapNoDuplicate(sink *keys.Sink, s *retryscope.Scope) bool {
	for _, call := range c.mapSenders(sink, s) {
		if fn := analysisutil.Callee(c.pass.TypesInfo, call); fn != nil && lexicon.IsNoDuplicateOp(fn.Name()) {
			return true
		}
		for _, a := range call.Args {
			if ops, ok := c.reachingStrings(a, call); ok && allNoDuplicate(ops) {
				return true
			}
		}
	}
	return false
}

// mapSenders returns the calls in scope s that take the map sink keys: the
// call the literal is an argument of, or the calls that pass the map's
// variable.
func (c *checker) mapSenders(sink *keys.Sink, s *retryscope.Scope) []*ast.CallExpr {
	info := c.pass.TypesInfo
	var v *types.Var
	switch n := sink.Node.(type) {
	case *ast.KeyValueExpr:
		cur, ok := c.in.Root().FindByPos(n.Pos(), n.End())
		if !ok {
			return nil
		}
		cur = cur.Parent() // the literal
		var m ast.Expr = cur.Node().(ast.Expr)
		for p := cur.Parent(); p.Valid(); p = p.Parent() {
			switch pn := p.Node().(type) {
			case *ast.UnaryExpr, *ast.ParenExpr:
				m = pn.(ast.Expr)
				continue
			case *ast.CallExpr:
				for _, a := range pn.Args {
					if a == m {
						return []*ast.CallExpr{pn}
					}
				}
			case *ast.AssignStmt:
				for i, r := range pn.Rhs {
					if r == m && i < len(pn.Lhs) {
						if id, ok := pn.Lhs[i].(*ast.Ident); ok {
							v, _ = info.ObjectOf(id).(*types.Var)
						}
					}
				}
			}
			break
		}
	case *ast.AssignStmt:
		v = c.keys.Target(sink)
	}
	if v == nil {
		return nil
	}
	var calls []*ast.CallExpr
	for cur := range analysisutil.FileCursor(c.in.Root(), s.Body).Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if !s.Contains(call.Pos()) {
			continue
		}
		for _, a := range call.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); ok && info.ObjectOf(id) == v {
				calls = append(calls, call)
				break
			}
		}
	}
	return calls
}

// allNoDuplicate reports whether every operation named in ops repeats
// harmlessly.
func allNoDuplicate(ops []string) bool {
	for _, op := range ops {
		if !lexicon.IsNoDuplicateOp(op) {
			return false
		}
	}
	return len(ops) > 0
}

// reachingStrings returns the constant strings that e may hold at call: a
// constant, or a variable whose assignments that can reach the call are
// all constants. Those are the last assignment that dominates the call
// (action := "CreateHaVip" in the function's body, before the retry whose
// closure sends it), the assignments between it and the call (on a branch:
// if fresh { action = "CreateHaVip" }), and the assignments after the call
// in a loop or function literal around it, which the next attempt sees.
// Without a dominating assignment (a package-level variable, one assigned
// on every branch of a switch), every assignment may reach the call. An
// assignment among them that is no constant gives false.
func (c *checker) reachingStrings(e ast.Expr, call *ast.CallExpr) ([]string, bool) {
	info := c.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return []string{constant.StringVal(tv.Value)}, true
		}
		return nil, false
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return nil, false
	}
	defs := c.flow.Defs(v)
	if len(defs) == 0 {
		return nil, false
	}
	var last ast.Expr // the last definition that dominates the call
	if v.Parent() != v.Pkg().Scope() {
		for _, d := range defs {
			if d.Pos() < call.Pos() && c.dominates(d, call) && (last == nil || d.Pos() > last.Pos()) {
				last = d
			}
		}
	}
	var vals []string
	for _, d := range defs {
		switch {
		case last == nil, d == last, d.Pos() > last.Pos() && d.Pos() < call.Pos(), d.Pos() > call.End() && c.repeats(d, call):
		default:
			continue // overwritten before the call, or never run before it
		}
		tv, ok := info.Types[d]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil, false
		}
		vals = append(vals, constant.StringVal(tv.Value))
	}
	return vals, true
}

// dominates reports whether the statement that assigns def runs before
// call on every path to it: it is a statement of a block that holds the
// call, in the same function or in a function literal around the call.
func (c *checker) dominates(def ast.Expr, call *ast.CallExpr) bool {
	cur, ok := c.in.Root().FindByPos(def.Pos(), def.End())
	if !ok {
		return false
	}
	for ; cur.Valid(); cur = cur.Parent() {
		switch cur.Node().(type) {
		case *ast.AssignStmt, *ast.DeclStmt:
			switch b := cur.Parent().Node().(type) {
			case *ast.BlockStmt:
				return analysisutil.Contains(b, call.Pos())
			case *ast.CaseClause, *ast.CommClause:
				return analysisutil.Contains(b, call.Pos())
			}
			return false
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		}
	}
	return false
}

// repeats reports whether def, after call, can run before call runs (or
// runs again): a loop or a function literal (a retry's operation) holds
// both, or call is in a function literal that is kept to be run later
// (op := func() ...; action = "CreateHaVip"; resource.Retry(t, op)) rather
// than passed to the call that runs it.
func (c *checker) repeats(def ast.Expr, call *ast.CallExpr) bool {
	cur, ok := c.in.Root().FindByPos(call.Pos(), call.End())
	if !ok {
		return true
	}
	for ; cur.Valid(); cur = cur.Parent() {
		switch n := cur.Node().(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			if analysisutil.Contains(n, def.Pos()) {
				return true
			}
		case *ast.FuncLit:
			if analysisutil.Contains(n, def.Pos()) {
				return true
			}
			if _, arg := cur.Parent().Node().(*ast.CallExpr); !arg {
				return true
			}
		case *ast.FuncDecl:
			return false
		}
	}
	return false
}

// keepEarlierKey removes a key minted again inside the scope, after the
// same map key of the same map was set before it, in a block around the
// scope: request["ClientToken"] = buildClientToken(action) before the
// resource.Retry and again in its closure, after the call. The key set
// before the scope is then sent on every attempt.
func (c *checker) keepEarlierKey(sink *keys.Sink, s *retryscope.Scope) ([]analysis.TextEdit, bool) {
	as, ok := sink.Node.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || s.Hoist == nil {
		return nil, false
	}
	v := c.keys.Target(sink)
	if v == nil || s.Contains(v.Pos()) {
		return nil, false
	}
	cur, ok := c.in.Root().FindByPos(as.Pos(), as.End())
	if !ok {
		return nil, false
	}
	if _, inBlock := cur.Parent().Node().(*ast.BlockStmt); !inBlock {
		return nil, false
	}
	earlier := false
	if c.mapKeysOf == nil {
		// The map-key sinks by the variable they write, found once.
		c.mapKeysOf = map[*types.Var][]*keys.Sink{}
		for _, o := range c.keys.Sinks {
			if o.Kind == keys.MapKey {
				if t := c.keys.Target(o); t != nil {
					c.mapKeysOf[t] = append(c.mapKeysOf[t], o)
				}
			}
		}
	}
	for _, o := range c.mapKeysOf[v] {
		if o == sink || o.Slot != sink.Slot || o.Node.Pos() >= s.Start {
			continue
		}
		oc, ok := c.in.Root().FindByPos(o.Node.Pos(), o.Node.End())
		if !ok {
			continue
		}
		if b, ok := oc.Parent().Node().(*ast.BlockStmt); ok && analysisutil.Contains(b, s.Hoist.Pos()) {
			earlier = true
		}
	}
	if !earlier {
		return nil, false
	}
	file := analysisutil.FileOf(c.pass.Files, as.Pos())
	return append([]analysis.TextEdit{analysisutil.DeleteLine(c.pass.Fset, c.pass.Files, as)},
		analysisutil.DropImports(c.pass.Fset, c.pass.TypesInfo, file, as.Rhs[0])...), true
}
