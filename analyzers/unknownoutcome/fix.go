package unknownoutcome

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

// fix builds the suggested fix: right after the write, a branch that
// returns an outcome-unknown error wrapping the cause when the error is a
// timeout, in the form that stops the retry.
func (c *checker) fix(s *errpath.Site, exp *exposure, w writes.Write) (analysis.SuggestedFix, bool) {
	// A call of a function of this package that turns the write's error
	// into another result: a test of the call's error never sees it.
	inner, ok := c.innerSites(s, w, 0)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if inner != nil {
		return c.innerFix(inner, exp)
	}
	fset := c.pass.Fset
	file := analysisutil.FileOf(c.pass.Files, s.Call.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	var at token.Pos // where the branch goes, for name resolution
	switch s.Kind {
	case errpath.AssignSite:
		at = s.Stmt.End()
	case errpath.IfInitSite:
		at = s.Stmt.(*ast.IfStmt).Body.Lbrace + 1
		if _, pol := c.paths.ErrCond(s.Stmt.(*ast.IfStmt).Cond); pol == valueflow.Success {
			at = s.Stmt.End()
		}
	case errpath.ReturnSite:
		at = s.Stmt.Pos()
	}
	im := &imports{c: c, file: file, pos: at}

	errName := ""
	if s.ErrVar != nil {
		errName = s.ErrVar.Name()
	} else {
		errName = analysisutil.FreeName(c.pass.Pkg, s.Stmt.Pos(), "err")
	}
	ret, ok := c.returnText(s, exp, w, errName, im)
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
	branch := func(indent string) string {
		return cond + "\n" + indent + "\t" + ret + "\n" + indent + "}"
	}

	var edits []analysis.TextEdit
	switch s.Kind {
	case errpath.AssignSite:
		indent := analysisutil.Indent(fset, s.Stmt.Pos())
		edits = append(edits, insertAfterLine(fset, s.Stmt.End(), indent, branch(indent)))
	case errpath.IfInitSite:
		is := s.Stmt.(*ast.IfStmt)
		body := is.Body
		if _, pol := c.paths.ErrCond(is.Cond); pol == valueflow.Success {
			els, ok := is.Else.(*ast.BlockStmt)
			if !ok {
				if is.Else != nil {
					return analysis.SuggestedFix{}, false
				}
				// if err = W(); err == nil { return }: the error path follows.
				indent := analysisutil.Indent(fset, is.Pos())
				edits = append(edits, insertAfterLine(fset, is.End(), indent, branch(indent)))
				break
			}
			body = els
		}
		indent := analysisutil.Indent(fset, is.Pos()) + "\t"
		edits = append(edits, insertAfterLine(fset, body.Lbrace, indent, branch(indent)))
	case errpath.ReturnSite:
		indent := analysisutil.Indent(fset, s.Stmt.Pos())
		vars := errName
		if tuple, ok := c.pass.TypesInfo.TypeOf(s.Call).(*types.Tuple); ok && tuple.Len() == 2 {
			// return W(...) with W's value and error: v, err := W(...).
			v := analysisutil.FreeName(c.pass.Pkg, s.Stmt.Pos(), "v")
			if v == errName {
				return analysis.SuggestedFix{}, false
			}
			vars = v + ", " + errName
		}
		text := vars + " := " + analysisutil.Format(fset, s.Call) + "\n" + indent + branch(indent) + "\n" + indent + "return " + vars
		edits = append(edits, analysisutil.Replace(s.Stmt, text))
	}
	edits = append(edits, im.edits()...)
	return analysis.SuggestedFix{
		Message:   "Return an outcome-unknown error on a timeout instead of " + fixVerb(exp),
		TextEdits: edits,
	}, true
}

func fixVerb(exp *exposure) string {
	if exp.kind == atLeastOnce {
		return "a plain failure"
	}
	return "retrying"
}

// returnText is the return statement of the branch: zero values for the
// results but the last, and an outcome-unknown error that stops the retry of
// the function's scope.
func (c *checker) returnText(s *errpath.Site, exp *exposure, w writes.Write, errName string, im *imports) (string, bool) {
	info := c.pass.TypesInfo
	noun, past, _ := effect(w)
	what := "outcome unknown (" + noun + " may have been " + past + ")"
	if past == "carried out" {
		what = "outcome unknown (the write may have been carried out)"
	}
	var results []types.Type
	if s.FnType.Results != nil {
		for _, f := range s.FnType.Results.List {
			t := info.TypeOf(f.Type)
			n := max(len(f.Names), 1)
			for range n {
				results = append(results, t)
			}
		}
	}
	sc := c.paths.FuncScope(s.Fn)
	if len(results) == 0 {
		// A function that returns nothing: leaving it stops the loop.
		if sc != nil || exp.kind != loopRetry {
			return "", false
		}
		return "return", true
	}
	plain := im.ref("fmt") + ".Errorf(" + strconv.Quote(what+", not retried: %w") + ", " + errName + ")"
	last := plain
	var lastBool bool
	switch {
	case sc != nil && sc.Kind == retryscope.Helper:
		pol, ok := c.policy(sc)
		if !ok {
			return "", false
		}
		if pol.Stop != "" {
			last = im.pkg(pol.Package) + "." + pol.Stop + "(" + plain + ")"
		}
		lastBool = pol.BoolDone
	case sc != nil && sc.Kind == retryscope.Implementation:
		// Only the retry scope's own way to stop stops it: the helper's
		// stop wrapper, or a false first result that its loop leaves on.
		switch site := sc.Iface.Site; {
		case site.StopFunc != "":
			last = im.pkg(site.StopPkg) + "." + site.StopFunc + "(" + plain + ")"
		case site.StopFalse && len(results) == 2 && types.Identical(results[0], types.Typ[types.Bool]):
		default:
			return "", false
		}
	case sc != nil && sc.Kind == retryscope.AtLeastOnce && sc.Context == catalog.TemporalActivity:
		last = im.pkg(catalog.TemporalPackage) + ".NewNonRetryableApplicationError(" + im.ref("fmt") + ".Sprintf(" + strconv.Quote(what+", not retried: %v") + ", " + errName + "), \"OutcomeUnknown\", " + errName + ")"
	case sc != nil && sc.Kind == retryscope.AtLeastOnce:
		last = im.ref("fmt") + ".Errorf(" + strconv.Quote(what+"; check before calling the tool again: %w") + ", " + errName + ")"
	}
	if lastBool && len(results) != 2 {
		return "", false
	}
	if !lastBool && !analysisutil.IsErrorType(results[len(results)-1]) {
		// Terraform's operations return *RetryError: only the wrapper fits.
		if sc == nil || sc.Kind != retryscope.Helper || !strings.HasSuffix(last, ")") || last == plain {
			return "", false
		}
	}
	var parts []string
	for _, t := range results[:len(results)-1] {
		z, ok := im.zero(t)
		if !ok {
			return "", false
		}
		parts = append(parts, z)
	}
	parts = append(parts, last)
	return "return " + strings.Join(parts, ", "), im.ok
}

// imports resolves package names at a position of a file and collects the
// imports a fix must add.
type imports struct {
	c    *checker
	file *ast.File
	pos  token.Pos
	add  []string
	ok   bool
	init bool
}

// ref returns the name of standard package path at the position.
func (im *imports) ref(path string) string { return im.pkg(path) }

// pkg returns the name under which path can be used at the position,
// adding the import when the file lacks it; it clears ok when the name is
// taken by something else.
func (im *imports) pkg(path string) string {
	if !im.init {
		im.ok, im.init = true, true
	}
	c := im.c
	name, imported, ok := analysisutil.NameAt(c.pass.Pkg, c.pass.TypesInfo, im.file, im.pos, path)
	if !ok {
		im.ok = false
		return name
	}
	if !imported && !slices.Contains(im.add, path) {
		im.add = append(im.add, path)
	}
	return name
}

// zero returns the zero value of t as it can be written at the position.
func (im *imports) zero(t types.Type) (string, bool) {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		case u.Info()&types.IsString != 0:
			return `""`, true
		}
		return "nil", true
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		if _, ok := t.(*types.TypeParam); ok {
			return "", false
		}
		return "nil", true
	case *types.Struct, *types.Array:
		ok := true
		s := types.TypeString(t, func(p *types.Package) string {
			if p == im.c.pass.Pkg {
				return ""
			}
			name, imported := im.importName(p.Path())
			if !imported {
				ok = false
			}
			return name
		})
		return s + "{}", ok
	}
	return "", false
}

// edits returns the edits that import the missing paths.
func (im *imports) edits() []analysis.TextEdit {
	if len(im.add) == 0 {
		return nil
	}
	var imps []analysisutil.Import
	for _, p := range im.add {
		imps = append(imps, analysisutil.Import{Path: p})
	}
	return analysisutil.AddImports(im.file, imps...)
}

// insertAfterLine returns an edit that inserts text, indented, as a new
// line after the line holding pos, so that a comment at the end of that line
// stays where it is.
func insertAfterLine(fset *token.FileSet, pos token.Pos, indent, text string) analysis.TextEdit {
	tf := fset.File(pos)
	line := tf.Line(pos)
	if line >= tf.LineCount() {
		return analysis.TextEdit{Pos: pos + 1, End: pos + 1, NewText: []byte("\n" + indent + text)}
	}
	at := tf.LineStart(line + 1)
	return analysis.TextEdit{Pos: at, End: at, NewText: []byte(indent + text + "\n")}
}

// importName returns the name under which the file imports path, and
// whether it does: the package's own name unless the import renames it
// (github.com/cenkalti/backoff/v4 is backoff).
func (im *imports) importName(path string) (string, bool) {
	for _, spec := range im.file.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == path {
			if pn := im.c.pass.TypesInfo.PkgNameOf(spec); pn != nil {
				return pn.Name(), true
			}
			return analysisutil.ImportName(im.file, path)
		}
	}
	return "", false
}
