package keyinretry

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
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
		if fn := analysisutil.Callee(c.pass.TypesInfo, call); fn != nil && catalog.IsNoDuplicateOp(fn.Name()) {
			return true
		}
		for _, a := range call.Args {
			if op, ok := c.constString(a); ok && catalog.IsNoDuplicateOp(op) {
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

// constString returns the constant string e holds: a constant, or a local
// variable every assignment of which is the same constant.
func (c *checker) constString(e ast.Expr) (string, bool) {
	info := c.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), true
		}
		return "", false
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return "", false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return "", false
	}
	defs := c.flow.Defs(v)
	if len(defs) == 0 {
		return "", false
	}
	val := ""
	for i, d := range defs {
		tv, ok := info.Types[d]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		if s := constant.StringVal(tv.Value); i == 0 {
			val = s
		} else if s != val {
			return "", false
		}
	}
	return val, true
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
