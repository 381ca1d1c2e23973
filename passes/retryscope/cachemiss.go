package retryscope

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Lookups kept in a cache: code that runs only when a lookup in a map or a
// sync.Map misses, and that fills the same cache,
//
//	if v, ok := client.config.Endpoints.Load(product); !ok || v.(string) == "" {
//		if err := client.loadEndpoint(product); err != nil { ... } // Stores it
//	}
//
// or after "if ep, ok := c.endpoints[product]; ok { return ep }". A retry
// in that code runs once for the key, until it succeeds, not on each call
// of the function around it: it is no retry layer of that function, and no
// layer of a retry around a call of it (the Alibaba Cloud provider's
// loadApiEndpoint → loadEndpoint → describeEndpointForService).

// cacheMethods are the methods of a cache that fill it, by name.
var cacheMethods = map[string]bool{"Store": true, "LoadOrStore": true, "Swap": true, "Set": true, "Add": true, "Put": true}

// lookupMethods are the methods that look a key up, returning the value and
// whether it was there.
var lookupMethods = map[string]bool{"Load": true, "Get": true, "Lookup": true}

// OnCacheMiss reports whether the code at cur runs only when a lookup in a
// cache misses, in a branch that fills that cache.
func (r *Result) OnCacheMiss(cur inspector.Cursor) bool {
	child := cur
	for p := cur.Parent(); p.Valid(); child, p = p, p.Parent() {
		switch n := p.Node().(type) {
		case *ast.FuncDecl, *ast.FuncLit, *ast.File, nil:
			return false
		case *ast.IfStmt:
			var region ast.Node
			miss := false
			switch child.Node() {
			case n.Body:
				region, miss = n.Body, true
			case n.Else:
				region = n.Else
			default:
				continue
			}
			if cache := r.lookupTest(n.Init, prevStmt(p), n.Cond, miss); cache != nil && r.fills(region, cache, 0) {
				return true
			}
		case *ast.BlockStmt:
			// if v, ok := cache[k]; ok { return v }, then the code at cur.
			for i, st := range n.List {
				if st == child.Node() {
					break
				}
				ifs, ok := st.(*ast.IfStmt)
				if !ok || ifs.Else != nil || !analysisutil.EndsInReturn(ifs.Body.List) {
					continue
				}
				var prev ast.Stmt
				if i > 0 {
					prev = n.List[i-1]
				}
				cache := r.lookupTest(ifs.Init, prev, ifs.Cond, false)
				if cache == nil {
					continue
				}
				for _, rest := range n.List[i+1:] {
					if r.fills(rest, cache, 0) {
						return true
					}
				}
			}
		}
	}
	return false
}

// prevStmt returns the statement before the one at cur in its block, or
// nil.
func prevStmt(cur inspector.Cursor) ast.Stmt {
	b, ok := cur.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return nil
	}
	for i, st := range b.List {
		if st == cur.Node() && i > 0 {
			return b.List[i-1]
		}
	}
	return nil
}

// lookupTest returns the cache that cond tests a lookup of, when cond holds
// only on a miss (miss: "!ok", "!ok || v == """) or only on a hit ("ok",
// "ok && v != """), the lookup "v, ok := cache.Load(k)" or "v, ok :=
// m[k]" being init or the statement before; nil otherwise.
func (r *Result) lookupTest(init, prev ast.Stmt, cond ast.Expr, miss bool) types.Object {
	for _, st := range []ast.Stmt{init, prev} {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			continue
		}
		okVar := analysisutil.IdentVar(r.pass.TypesInfo, as.Lhs[1])
		val := analysisutil.IdentVar(r.pass.TypesInfo, as.Lhs[0])
		cache := r.lookupCache(as.Rhs[0])
		if okVar == nil || cache == nil {
			continue
		}
		if r.testsOK(cond, okVar, val, miss) {
			return cache
		}
	}
	return nil
}

// lookupCache returns the variable or field a lookup reads: cache of
// cache.Load(k), m of m[k].
func (r *Result) lookupCache(e ast.Expr) types.Object {
	var x ast.Expr
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		if _, ok := r.pass.TypesInfo.TypeOf(e.X).Underlying().(*types.Map); !ok {
			return nil
		}
		x = e.X
	case *ast.CallExpr:
		sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
		if !ok || !lookupMethods[sel.Sel.Name] || len(e.Args) != 1 {
			return nil
		}
		x = sel.X
	default:
		return nil
	}
	if v, ok := analysisutil.ObjectOf(r.pass.TypesInfo, x).(*types.Var); ok {
		return v
	}
	return nil
}

// testsOK reports whether cond is "!ok" (miss) or "ok" (hit), alone or
// joined (|| on a miss, && on a hit) with tests of the value val only.
func (r *Result) testsOK(cond ast.Expr, okVar, val *types.Var, miss bool) bool {
	info := r.pass.TypesInfo
	isOK := func(e ast.Expr) bool {
		if miss {
			u, ok := ast.Unparen(e).(*ast.UnaryExpr)
			return ok && u.Op == token.NOT && analysisutil.IdentVar(info, u.X) == okVar
		}
		return analysisutil.IdentVar(info, e) == okVar
	}
	join := token.LAND
	if miss {
		join = token.LOR
	}
	var operands func(e ast.Expr) []ast.Expr
	operands = func(e ast.Expr) []ast.Expr {
		if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == join {
			return append(operands(b.X), operands(b.Y)...)
		}
		return []ast.Expr{e}
	}
	found := false
	for _, op := range operands(cond) {
		if isOK(op) {
			found = true
			continue
		}
		if val == nil || !onlyMentions(info, op, val) {
			return false
		}
	}
	return found
}

// onlyMentions reports whether e reads variable v and no other variable.
func onlyMentions(info *types.Info, e ast.Expr, v *types.Var) bool {
	seen, other := false, false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if x, ok := info.Uses[id].(*types.Var); ok {
				if x == v {
					seen = true
				} else {
					other = true
				}
			}
		}
		return !other
	})
	return seen && !other
}

// fills reports whether n stores into cache, itself or in a function of
// this package it calls (three calls deep at most).
func (r *Result) fills(n ast.Node, cache types.Object, depth int) bool {
	info := r.pass.TypesInfo
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && analysisutil.ObjectOf(info, ix.X) == cache {
					found = true
				}
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && cacheMethods[sel.Sel.Name] && analysisutil.ObjectOf(info, sel.X) == cache {
				found = true
				return false
			}
			if depth < 3 {
				if fn := analysisutil.Callee(info, x); fn != nil && fn.Pkg() == r.pass.Pkg {
					if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil && r.fills(d.Body, cache, depth+1) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}
