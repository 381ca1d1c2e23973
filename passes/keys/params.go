package keys

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// computeKeyParams finds the functions of this package that pass one of
// their parameters on to a key sink, and exports the fact.
func (r *Result) computeKeyParams(in *inspector.Inspector, sites []sinkSite) {
	info := r.pass.TypesInfo
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := info.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Params().Len() == 0 {
			continue // no parameter to carry a key
		}
		params := map[*types.Var]int{}
		for i := range sig.Params().Len() {
			params[sig.Params().At(i)] = i
		}
		var m map[int]string
		for _, s := range r.findSinks(sitesIn(sites, d)) {
			if s.Kind == Offset {
				continue // an offset parameter is the caller's bookkeeping, no key
			}
			if v := r.paramOf(info, s.Value, params); v >= 0 {
				if m == nil {
					m = map[int]string{}
				}
				if _, dup := m[v]; !dup {
					m[v] = s.Base
				}
			}
		}
		if m == nil {
			continue
		}
		// Merge with what the parameter's name already says.
		r.params[fn] = m
		f := &keyParamFact{}
		for i := range sig.Params().Len() {
			if slot, ok := m[i]; ok {
				f.Params = append(f.Params, i)
				f.Slots = append(f.Slots, slot)
			}
		}
		r.pass.ExportObjectFact(fn, f)
	}
}

// paramOf returns the index of the parameter that e passes through
// unchanged (through pointer helpers and conversions), or -1.
func (r *Result) paramOf(info *types.Info, e ast.Expr, params map[*types.Var]int) int {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := info.ObjectOf(x).(*types.Var); ok {
				if i, ok := params[v]; ok {
					return i
				}
			}
			return -1
		case *ast.CallExpr:
			if len(x.Args) != 1 {
				return -1
			}
			if tv, ok := info.Types[x.Fun]; !(ok && tv.IsType()) && !catalog.IsPassthrough(analysisutil.CalleeName(info, x)) &&
				(r == nil || r.passthrough(analysisutil.Callee(info, x)) != 0) {
				return -1
			}
			e = x.Args[0]
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return -1
			}
			e = x.X
		case *ast.CompositeLit: // []string{key}
			if len(x.Elts) != 1 {
				return -1
			}
			e = x.Elts[0]
		default:
			return -1
		}
	}
	return -1
}
