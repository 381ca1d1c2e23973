package unknownoutcome

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes"
)

// An innerSite is a write inside a function of the package that the
// reported call reaches, whose error that function does not return: it
// turns it into another result (an MCP error result with a nil error, as
// github-mcp-server's CreateIssue does).
type innerSite struct {
	site  *errpath.Site
	path  *errpath.Path
	write writes.Write
	ret   *ast.ReturnStmt // the one return on the write's error path
}

// innerSites looks into the function that the reported call s calls, when
// it is one of this package: whether its error result carries the error of
// the write inside. It returns nil and true when it does, or when the call
// is not such a function (the test of the call's error is right); the
// writes inside whose error is turned into another result, with true, when
// none of them is returned as an error; and false when some are and some
// are not, or when their error cannot be followed: no test of the call's
// error tells a timeout of all of them apart then.
func (c *checker) innerSites(s *errpath.Site, w writes.Write, depth int) ([]innerSite, bool) {
	if len(w.Via) < 2 || w.Impl != "" || w.Callee == nil || w.Callee.Pkg() != c.pass.Pkg {
		return nil, true
	}
	if depth > 4 {
		return nil, false
	}
	decl := c.flow.Decl(w.Callee.Origin())
	if decl == nil || decl.Body == nil {
		return nil, true
	}
	dc, ok := c.in.Root().FindNode(decl)
	if !ok {
		return nil, false
	}
	var inner []innerSite
	carried, turned := 0, 0
	for cur := range dc.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if inLit(decl, call) {
			continue // a function literal runs when it is called, maybe never
		}
		iw := c.writes.Classify(call)
		if iw.Class != writes.Unkeyed {
			continue
		}
		if len(iw.Via) == 0 && iw.Callee != nil && catalog.OpensWrite(analysisutil.FuncName(iw.Callee)) {
			continue
		}
		is := c.paths.Site(cur, call)
		var ip *errpath.Path
		n := 0
		switch {
		case is == nil && forwards(cur, call):
			// return W(...): its error is the function's; is nil.
			n, ip = 1, &errpath.Path{Returns: []*ast.ReturnStmt{cur.Parent().Node().(*ast.ReturnStmt)}}
		case is == nil:
			if _, discarded := cur.Parent().Node().(*ast.ExprStmt); discarded {
				return nil, false // nothing tells its failure
			}
			carried++ // a shape not followed: the call's error, as before
			continue
		case c.checksError(is):
			return nil, false // told apart inside already: nothing to fix
		default:
			if ip = c.paths.Path(is); ip == nil {
				carried++
				continue
			}
			if len(ip.Rounds) > 0 || len(ip.Returns) == 0 {
				return nil, false
			}
			for _, ret := range ip.Returns {
				if c.returnsError(ret) {
					n++
				}
			}
		}
		switch n {
		case len(ip.Returns):
			// Returned as the error: the call's error carries it, unless
			// the write is itself a call of such a function.
			deeper, ok := c.innerSites(is, iw, depth+1)
			if !ok {
				return nil, false
			}
			if deeper != nil {
				turned++
				inner = append(inner, deeper...)
			} else {
				carried++
			}
		case 0:
			if len(ip.Returns) != 1 {
				return nil, false
			}
			turned++
			inner = append(inner, innerSite{site: is, path: ip, write: iw, ret: ip.Returns[0]})
		default:
			return nil, false
		}
	}
	switch {
	case turned == 0:
		return nil, true
	case carried > 0:
		return nil, false
	}
	return inner, true
}

// checksError reports whether an ambiguity check in the function of s
// tests the write's error: the function tells a timeout apart itself.
func (c *checker) checksError(s *errpath.Site) bool {
	if s.ErrVar == nil {
		return false
	}
	vars := map[*types.Var]bool{s.ErrVar: true}
	for _, ch := range c.amb.ChecksIn(s.FnBody) {
		if mentions(c.pass.TypesInfo, ch.Node, vars) {
			return true
		}
	}
	return false
}

// forwards reports whether call is the only result of a return statement.
func forwards(cur inspector.Cursor, call *ast.CallExpr) bool {
	ret, ok := cur.Parent().Node().(*ast.ReturnStmt)
	return ok && len(ret.Results) == 1 && ret.Results[0] == call
}

// returnsError reports whether ret returns a non-nil error as its last
// result.
func (c *checker) returnsError(ret *ast.ReturnStmt) bool {
	if len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	return analysisutil.IsErrorType(c.lastType(last)) && !analysisutil.IsNil(c.pass.TypesInfo, last)
}

// inLit reports whether n is inside a function literal of decl.
func inLit(decl *ast.FuncDecl, n ast.Node) bool {
	found := false
	ast.Inspect(decl.Body, func(m ast.Node) bool {
		if lit, ok := m.(*ast.FuncLit); ok && analysisutil.Contains(lit, n.Pos()) {
			found = true
		}
		return !found
	})
	return found
}

// innerFix builds the fix for a call of a function that turns the error of
// the writes inside into another result: the branch goes right after each
// write, where its own error is in hand, and reports the outcome as unknown
// in the form the function reports the failure in: its failure return, the
// write's error wrapped. Only for an MCP tool handler, where the result
// goes to the model.
func (c *checker) innerFix(inner []innerSite, exp *exposure) (analysis.SuggestedFix, bool) {
	if exp.kind != atLeastOnce || exp.scope.Context != catalog.MCPToolHandler {
		return analysis.SuggestedFix{}, false
	}
	fset := c.pass.Fset
	var edits []analysis.TextEdit
	byFile := map[*ast.File]*imports{}
	var files []*ast.File
	errType := types.Universe.Lookup("error").Type()
	for _, in := range inner {
		s := in.site
		if s.Kind != errpath.AssignSite && s.Kind != errpath.IfInitSite || s.ErrVar == nil || !types.Identical(s.ErrVar.Type(), errType) {
			return analysis.SuggestedFix{}, false
		}
		if c.handled(s, in.path, &exposure{kind: atLeastOnce}) {
			return analysis.SuggestedFix{}, false // told apart inside already
		}
		file := analysisutil.FileOf(c.pass.Files, s.Call.Pos())
		if file == nil {
			return analysis.SuggestedFix{}, false
		}
		im := byFile[file]
		if im == nil {
			im = &imports{c: c, file: file, pos: s.Stmt.End()}
			byFile[file] = im
			files = append(files, file)
		}
		noun, past, _ := effect(in.write)
		what := "outcome unknown (" + noun + " may have been " + past + ")"
		if past == "carried out" {
			what = "outcome unknown (the write may have been carried out)"
		}
		errName := s.ErrVar.Name()
		unknown := im.ref("fmt") + ".Errorf(" + strconv.Quote(what+"; check before calling the tool again: %w") + ", " + errName + ")"
		ret, ok := c.substitute(in.ret, s.ErrVar, unknown)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		netErr := "netErr"
		if errName == netErr {
			netErr = "netErr2"
		}
		cond := "if " + netErr + " := " + im.ref("net") + ".Error(nil); " +
			im.ref("errors") + ".Is(" + errName + ", " + im.ref("context") + ".DeadlineExceeded) || " +
			im.ref("errors") + ".As(" + errName + ", &" + netErr + ") && " + netErr + ".Timeout() {"
		if !im.ok {
			return analysis.SuggestedFix{}, false
		}
		switch s.Kind {
		case errpath.AssignSite:
			indent := analysisutil.Indent(fset, s.Stmt.Pos())
			edits = append(edits, insertAfterLine(fset, s.Stmt.End(), indent, cond+"\n"+indent+"\t"+ret+"\n"+indent+"}"))
		case errpath.IfInitSite:
			// if _, err := W(); err != nil { return R(err), nil }: first in
			// the failure branch.
			is := s.Stmt.(*ast.IfStmt)
			if is.Body == nil || !analysisutil.Contains(is.Body, in.ret.Pos()) {
				return analysis.SuggestedFix{}, false
			}
			indent := analysisutil.Indent(fset, is.Pos()) + "\t"
			ret = strings.ReplaceAll(ret, "\n", "\n\t") // one level deeper than it was
			edits = append(edits, insertAfterLine(fset, is.Body.Lbrace, indent, cond+"\n"+indent+"\t"+ret+"\n"+indent+"}"))
		}
	}
	for _, f := range files {
		edits = append(edits, byFile[f].edits()...)
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Pos < edits[j].Pos })
	name := "the function it calls"
	if fd, ok := inner[0].site.Fn.(*ast.FuncDecl); ok {
		name = fd.Name.Name
	}
	return analysis.SuggestedFix{
		Message:   "Report the outcome as unknown on a timeout in " + name + ", where the write's error is turned into the tool's result",
		TextEdits: edits,
	}, true
}

// substitute returns the source text of ret with each use of v replaced
// by repl: the failure return, reporting the error repl instead.
func (c *checker) substitute(ret *ast.ReturnStmt, v *types.Var, repl string) (string, bool) {
	info := c.pass.TypesInfo
	var uses []*ast.Ident
	ok := true
	ast.Inspect(ret, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			ok = false // a closure that may keep err
		case *ast.UnaryExpr:
			if id, isID := ast.Unparen(n.X).(*ast.Ident); isID && info.Uses[id] == v {
				ok = false // &err
			}
		case *ast.Ident:
			if info.Uses[n] == v {
				uses = append(uses, n)
			}
		}
		return ok
	})
	if !ok || len(uses) == 0 {
		return "", false
	}
	// The statement is printed and parsed again, so that the text comes
	// from the syntax tree alone (nogo gives no ReadFile): the two trees
	// have the same shape, so the i-th identifier of one is the i-th of the
	// other.
	const head = "package p\nfunc _() {\n"
	src := head + analysisutil.Format(c.pass.Fset, ret) + "\n}\n"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.SkipObjectResolution)
	if err != nil || len(f.Decls) != 1 {
		return "", false
	}
	body := f.Decls[0].(*ast.FuncDecl).Body
	if len(body.List) != 1 {
		return "", false
	}
	idents := func(n ast.Node) []*ast.Ident {
		var out []*ast.Ident
		ast.Inspect(n, func(m ast.Node) bool {
			if id, ok := m.(*ast.Ident); ok {
				out = append(out, id)
			}
			return true
		})
		return out
	}
	before, after := idents(ret), idents(body.List[0])
	if len(before) != len(after) {
		return "", false
	}
	text := []byte(src)
	for i := len(before) - 1; i >= 0; i-- {
		if info.Uses[before[i]] != v {
			continue
		}
		if after[i].Name != before[i].Name {
			return "", false
		}
		off, end := fset.Position(after[i].Pos()).Offset, fset.Position(after[i].End()).Offset
		text = slices.Concat(text[:off], []byte(repl), text[end:])
	}
	out := strings.TrimSuffix(string(text[len(head):]), "\n}\n")
	return out, true
}
