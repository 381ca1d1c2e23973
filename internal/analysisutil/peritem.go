package analysisutil

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// ItemLoop returns the innermost for or range statement inside body that
// encloses pos, or nil: a loop over items within a retry scope, whose
// every item is a write of its own. A key hoisted before the scope must
// then be one key per item, not one for all.
func ItemLoop(body ast.Node, pos token.Pos) ast.Stmt {
	var loop ast.Stmt
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		switch n := n.(type) {
		case *ast.ForStmt:
			loop = n
		case *ast.RangeStmt:
			loop = n
		}
		return true
	})
	return loop
}

// PerItemKeys returns the edits that make one key per item of the range
// statement loop before the statement hoist, and the expression that names
// the current item's key inside loop:
//
//	name := make([]T, len(X))
//	for i := range name {
//		name[i] = gen
//	}
//
// used as name[i], where i is loop's index (named by an edit when it is
// blank). It works for a range over a slice or an array X that is a
// variable, or a field of one, declared before hoist, so that len(X) there
// counts the items the loop sees; ok is false for any other loop. at is
// where the key is used, inside loop.
func PerItemKeys(pass *analysis.Pass, hoist ast.Stmt, loop ast.Stmt, at token.Pos, name, gen, elemType string) (edits []analysis.TextEdit, use string, ok bool) {
	rs, isRange := loop.(*ast.RangeStmt)
	if !isRange || rs.Tok == token.ASSIGN {
		return nil, "", false
	}
	switch t := pass.TypesInfo.TypeOf(rs.X); u := t.Underlying().(type) {
	case *types.Slice, *types.Array:
	case *types.Pointer:
		if _, ok := u.Elem().Underlying().(*types.Array); !ok {
			return nil, "", false
		}
	default:
		return nil, "", false
	}
	root := ast.Unparen(rs.X)
	for {
		sel, ok := root.(*ast.SelectorExpr)
		if !ok {
			break
		}
		root = ast.Unparen(sel.X)
	}
	id, ok := root.(*ast.Ident)
	if !ok {
		return nil, "", false
	}
	if v, ok := pass.TypesInfo.Uses[id].(*types.Var); !ok || v.Pos() >= hoist.Pos() {
		return nil, "", false
	}
	fset := pass.Fset
	index := ""
	switch k := rs.Key.(type) {
	case nil:
		index = FreeName(pass.Pkg, at, "i")
		edits = append(edits, analysis.TextEdit{Pos: rs.Range, End: rs.Range, NewText: []byte(index + " := ")})
	case *ast.Ident:
		index = k.Name
		if index == "_" {
			index = FreeName(pass.Pkg, at, "i")
			edits = append(edits, Replace(k, index))
		}
	default:
		return nil, "", false
	}
	// The loop that fills the keys declares its own index, named so that it
	// hides nothing the generator may use.
	n := FreeName(pass.Pkg, hoist.Pos(), "i")
	ind := Indent(fset, hoist.Pos())
	text := name + " := make([]" + elemType + ", len(" + Format(fset, rs.X) + "))\n" +
		ind + "for " + n + " := range " + name + " {\n" +
		ind + "\t" + name + "[" + n + "] = " + gen + "\n" +
		ind + "}"
	edits = append(edits, InsertBefore(fset, hoist, text))
	return edits, name + "[" + index + "]", true
}
