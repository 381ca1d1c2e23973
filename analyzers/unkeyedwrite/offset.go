package unkeyedwrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/writes"
)

// checkOffset reports an append without an offset to a stream that takes
// one (a BigQuery committed, pending or buffered stream) inside a retry
// scope: each attempt appends the rows again at the end of the stream. The
// key of such an append is its position in the stream, which only the
// code's own bookkeeping knows; the fix passes the offset variable the code
// keeps, and where there is none (or more than one) in reach, nothing is
// reported. The stream must be made before the retry: a stream made again
// on each attempt takes the rows again at any offset.
func (c *checker) checkOffset(call *ast.CallExpr, w writes.Write, ex exposure) {
	if ex.inner == nil || len(w.StreamMade) == 0 || call.Ellipsis.IsValid() {
		return
	}
	for _, m := range w.StreamMade {
		if ex.outer.Contains(m.Pos()) {
			return
		}
	}
	v := c.trackedOffset(call, ex.outer)
	if v == nil {
		return
	}
	file := analysisutil.FileOf(c.pass.Files, call.Pos())
	if file == nil {
		return
	}
	rec := w.SDK.Record().Stream
	if rec == nil {
		return
	}
	path, opt := rec.OffsetOptionPackage()
	pkg, edits, ok := analysisutil.ImportAt(c.pass.Pkg, c.pass.TypesInfo, file, call.Pos(), path)
	if !ok {
		return
	}
	arg := v.Name()
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Int64 {
		if c.lookup("int64", call.Rparen) != types.Universe.Lookup("int64") {
			return
		}
		arg = "int64(" + arg + ")"
	}
	sep := ", "
	if len(call.Args) > 0 && c.pass.Fset.Position(call.Rparen).Line != c.pass.Fset.Position(call.Args[len(call.Args)-1].End()).Line {
		return // arguments on lines of their own: leave the layout alone
	}
	option := pkg + "." + opt + "(" + arg + ")"
	edits = append(edits, analysis.TextEdit{Pos: call.Rparen, End: call.Rparen, NewText: []byte(sep + option)})

	fset := c.pass.Fset
	var where string
	switch {
	case ex.inner.Kind == retryscope.AtLeastOnce:
		where = fmt.Sprintf("in a %s (%s), which runs again on retry", ex.inner.Desc, analysisutil.Where(fset, ex.inner.Start))
	default:
		where = "inside the " + ex.inner.Where(fset)
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		End:      call.End(),
		Category: "nooffset",
		Message: fmt.Sprintf("%s appends to a %s (made at %s) without an offset %s: each attempt appends the rows again at the end of the stream, so rows written before a timeout are written twice; the stream's offset is tracked in %s (%s)",
			w.Desc, w.StreamKind, analysisutil.Where(fset, w.StreamMade[0].Pos()), where, v.Name(), analysisutil.Where(fset, v.Pos())),
		Related: []analysis.RelatedInformation{
			{Pos: ex.inner.Start, Message: "the " + ex.inner.Desc + " starts here"},
			{Pos: w.StreamMade[0].Pos(), End: w.StreamMade[0].End(), Message: "the stream is made here"},
		},
		SuggestedFixes: []analysis.SuggestedFix{{
			Message:   "Pass the tracked offset with " + option + ", so that a retry of rows already written gets ALREADY_EXISTS instead of writing them again",
			TextEdits: edits,
		}},
	})
}

// trackedOffset returns the one variable in reach at call that holds the
// stream's offset: a local variable of integer type named as an offset, declared before the retry scope outer and not changed inside
// it (so that every attempt sends the same offset); nil when there is none
// or more than one.
func (c *checker) trackedOffset(call *ast.CallExpr, outer *retryscope.Scope) *types.Var {
	inner := c.pass.Pkg.Scope().Innermost(call.Pos())
	var found *types.Var
	for s := inner; s != nil && s != c.pass.Pkg.Scope() && s != types.Universe; s = s.Parent() {
		for _, name := range s.Names() {
			v, ok := s.Lookup(name).(*types.Var)
			// A local variable: a parameter named as an offset says what the
			// caller meant, not where this function's stream is.
			if !ok || v.Kind() != types.LocalVar || v.Pos() >= call.Pos() || outer.Contains(v.Pos()) || !strings.Contains(strings.ToLower(name), "offset") {
				continue
			}
			if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
				continue
			}
			if c.lookup(name, call.Pos()) != v || c.changedIn(v, outer) || !c.advanced(v, call, outer) {
				continue
			}
			if found != nil && found != v {
				return nil // two candidates: which one is the stream's cannot be told
			}
			found = v
		}
	}
	return found
}

// changedIn reports whether v is assigned, incremented or has its address
// taken inside the scope s (a loop's header included).
func (c *checker) changedIn(v *types.Var, s *retryscope.Scope) bool {
	info := c.pass.TypesInfo
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) == v
	}
	changed := false
	var node ast.Node = s.Body
	if s.Stmt != nil {
		node = s.Stmt // the loop's own post statement runs on each round too
	}
	ast.Inspect(node, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				changed = changed || is(l)
			}
		case *ast.IncDecStmt:
			changed = changed || is(n.X)
		case *ast.UnaryExpr:
			changed = changed || n.Op == token.AND && is(n.X)
		}
		return !changed
	})
	return changed
}

// advanced reports whether v is assigned or incremented, other than where
// it is declared, in the file of call outside the scope s.
func (c *checker) advanced(v *types.Var, call *ast.CallExpr, s *retryscope.Scope) bool {
	file := analysisutil.FileOf(c.pass.Files, call.Pos())
	if file == nil {
		return false
	}
	info := c.pass.TypesInfo
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && id.Pos() != v.Pos() && info.ObjectOf(id) == v
	}
	found := false
	ast.Inspect(file, func(n ast.Node) bool {
		if found || n == nil {
			return false
		}
		if s.Contains(n.Pos()) {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				found = found || is(l)
			}
		case *ast.IncDecStmt:
			found = found || is(n.X)
		}
		return true
	})
	return found
}
