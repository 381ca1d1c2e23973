package callretries

import (
	"go/ast"
	"go/types"
)

// optionArgs returns the options a call passes: its arguments, with a
// spread slice (opts...) replaced by the elements it is built from in this
// package (slice literals and appends, through variables and struct
// fields). opaque is true when part of a spread slice cannot be followed: a
// parameter, a field no code of this package assigns, the result of a call
// elsewhere; its options are unknown, and the SDK's default stays assumed.
func (r *Result) optionArgs(call *ast.CallExpr) (args []ast.Expr, opaque bool) {
	if !call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return call.Args, false
	}
	last := len(call.Args) - 1
	elems, opaque := r.sliceElems(call.Args[last], map[ast.Expr]bool{}, 0)
	return append(call.Args[:last:last], elems...), opaque
}

// sliceElems returns the element expressions a slice value may hold, and
// whether some of its origins could not be followed.
func (r *Result) sliceElems(e ast.Expr, seen map[ast.Expr]bool, depth int) ([]ast.Expr, bool) {
	if depth > 6 {
		return nil, true
	}
	var elems []ast.Expr
	opaque := false
	for _, o := range r.flow.Origins(e) {
		if seen[o] {
			continue
		}
		seen[o] = true
		switch o := ast.Unparen(o).(type) {
		case *ast.CompositeLit:
			elems = append(elems, o.Elts...)
		case *ast.CallExpr:
			if !r.isBuiltin(o, "append") || len(o.Args) == 0 {
				opaque = true
				continue
			}
			base, op := r.sliceElems(o.Args[0], seen, depth+1)
			elems, opaque = append(elems, base...), opaque || op
			rest := o.Args[1:]
			if o.Ellipsis.IsValid() && len(rest) > 0 {
				more, op := r.sliceElems(rest[len(rest)-1], seen, depth+1)
				elems, opaque = append(elems, more...), opaque || op
				rest = rest[:len(rest)-1]
			}
			elems = append(elems, rest...)
		case *ast.Ident:
			if o.Name == "nil" {
				continue // an empty slice
			}
			opaque = true
		default:
			opaque = true
		}
	}
	return elems, opaque
}

func (r *Result) isBuiltin(call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := r.pass.TypesInfo.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}
