package keys

import (
	"go/ast"
	"go/types"
)

// Target returns the variable whose request, params or input sink s keys:
// p in p.SetIdempotencyKey(k), p.IdempotencyKey = k, p.Params.IdempotencyKey
// = k, req.Header.Set("Idempotency-Key", k) and req.Header["..."] = v; nil
// for sinks inside composite literals and parameter sinks, whose place is
// their position.
func (r *Result) Target(s *Sink) *types.Var {
	info := r.pass.TypesInfo
	var x ast.Expr
	switch n := s.Node.(type) {
	case *ast.CallExpr:
		if s.Kind == Param {
			return nil
		}
		sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		x = sel.X
	case *ast.AssignStmt:
		for i, rhs := range n.Rhs {
			if rhs == s.Value && i < len(n.Lhs) {
				x = n.Lhs[i]
			}
		}
	}
	// Strip to the root variable: req.Header["K"], p.Params.IdempotencyKey.
	for x != nil {
		switch e := ast.Unparen(x).(type) {
		case *ast.Ident:
			v, _ := info.ObjectOf(e).(*types.Var)
			if v != nil && v.IsField() {
				return nil
			}
			return v
		case *ast.SelectorExpr:
			if sel, ok := info.Selections[e]; !ok || sel.Kind() != types.FieldVal {
				return nil
			}
			x = e.X
		case *ast.IndexExpr:
			x = e.X
		case *ast.StarExpr:
			x = e.X
		default:
			return nil
		}
	}
	return nil
}

// SinksOf returns the sinks that key the value of variable v.
func (r *Result) SinksOf(v *types.Var) []*Sink {
	var out []*Sink
	for _, s := range r.Sinks {
		if r.Target(s) == v {
			out = append(out, s)
		}
	}
	return out
}
