package analysisutil

import (
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Indent returns the indentation of a gofmt-formatted line whose first code
// is at pos: one tab per column before it.
func Indent(fset *token.FileSet, pos token.Pos) string {
	col := fset.Position(pos).Column
	if col <= 1 {
		return ""
	}
	return strings.Repeat("\t", col-1)
}

// InsertBefore returns an edit that inserts text as a new statement line
// before stmt, at stmt's indentation.
func InsertBefore(fset *token.FileSet, stmt ast.Node, text string) analysis.TextEdit {
	return analysis.TextEdit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(text + "\n" + Indent(fset, stmt.Pos()))}
}

// Replace returns an edit that replaces n with text.
func Replace(n ast.Node, text string) analysis.TextEdit {
	return analysis.TextEdit{Pos: n.Pos(), End: n.End(), NewText: []byte(text)}
}

// FreeName returns name, or name2, name3... whichever is not visible at pos.
func FreeName(pkg *types.Package, pos token.Pos, name string) string {
	scope := pkg.Scope().Innermost(pos)
	if scope == nil {
		scope = pkg.Scope()
	}
	for i := 1; ; i++ {
		n := name
		if i > 1 {
			n = name + strconv.Itoa(i)
		}
		if _, obj := scope.LookupParent(n, pos); obj == nil {
			return n
		}
	}
}

// LocalName returns name, or name2, name3..., the first that the block at
// pos does not declare itself, so that "name := ..." there declares a new
// variable (which may shadow one of an outer block); "" outside a function.
func LocalName(pkg *types.Package, pos token.Pos, name string) string {
	scope := pkg.Scope().Innermost(pos)
	if scope == nil || scope == pkg.Scope() {
		return ""
	}
	for i := 1; i < 10; i++ {
		n := name
		if i > 1 {
			n = name + strconv.Itoa(i)
		}
		if scope.Lookup(n) == nil {
			return n
		}
	}
	return ""
}

// FileOf returns the file of pass that contains pos.
func FileOf(files []*ast.File, pos token.Pos) *ast.File {
	for _, f := range files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// Format prints n as gofmt would.
func Format(fset *token.FileSet, n ast.Node) string {
	var b strings.Builder
	if err := format.Node(&b, fset, n); err != nil {
		return types.ExprString(n.(ast.Expr))
	}
	return b.String()
}

// DeleteLine returns an edit that removes stmt together with its line,
// when stmt fills its lines; otherwise just stmt.
func DeleteLine(fset *token.FileSet, files []*ast.File, stmt ast.Node) analysis.TextEdit {
	tf := fset.File(stmt.Pos())
	start, end := fset.Position(stmt.Pos()), fset.Position(stmt.End())
	if tf == nil || end.Line >= tf.LineCount() {
		return analysis.TextEdit{Pos: stmt.Pos(), End: stmt.End()}
	}
	return analysis.TextEdit{Pos: tf.LineStart(start.Line), End: tf.LineStart(end.Line + 1)}
}
