package unkeyedwrite

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/writes"
)

// checkObjectName reports a create whose object has only a name prefix
// for the server to complete (a Kubernetes GenerateName): each attempt
// makes another object. The fix names the object from the identity of
// what the code is doing (the reconciled object's name, a name or id
// parameter of the function), in place of the prefix, so that a retry gets
// AlreadyExists; where no such identity is in reach, nothing is reported.
func (c *checker) checkObjectName(call *ast.CallExpr, w writes.Write, ex exposure) {
	if w.Prefix == nil || w.PrefixAt == nil || ex.inner == nil && !ex.all {
		return
	}
	id, ok := c.objectIdentity(call, w, ex)
	if !ok {
		return
	}
	edits, ok := c.renameEdits(w, id)
	if !ok {
		return
	}
	fset := c.pass.Fset
	where := "(exposure all: every write is checked)"
	var related []analysis.RelatedInformation
	switch {
	case ex.inner != nil && ex.inner.Kind == retryscope.AtLeastOnce:
		where = fmt.Sprintf("in a %s (%s), %s", ex.inner.Desc, analysisutil.Where(fset, ex.inner.Start), ex.inner.Reruns())
	case ex.inner != nil:
		where = "inside the " + ex.inner.Where(fset)
	}
	if ex.inner != nil {
		related = append(related, analysis.RelatedInformation{Pos: ex.inner.Start, Message: "the " + ex.inner.Desc + " starts here"})
	}
	why := "each attempt makes another object, " + consequenceEnd
	if ex.all {
		why = "a caller that retries it makes another object"
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		End:      call.End(),
		Category: "generatedname",
		Message: fmt.Sprintf("%s creates its object with a name the server generates (%s at %s) %s: %s",
			w.Desc, prefixName(w), analysisutil.Where(fset, w.PrefixAt.Pos()), where, why),
		Related: related,
		SuggestedFixes: []analysis.SuggestedFix{{
			Message:   "Name the object from " + id + " in place of its " + prefixName(w) + ", so that a retry gets AlreadyExists instead of making a second object",
			TextEdits: edits,
		}},
	})
}

// prefixName names w's prefix as the code sets it: GenerateName, the
// metadata map's generateName, or SetGenerateName.
func prefixName(w writes.Write) string {
	rec := w.SDK.Record().Creates
	switch site := w.PrefixAt.(type) {
	case *ast.KeyValueExpr:
		if _, ok := site.Key.(*ast.BasicLit); ok {
			return rec.PrefixKey
		}
	case *ast.CallExpr:
		return rec.SetPrefix[strings.LastIndex(rec.SetPrefix, ".")+1:]
	}
	return rec.PrefixField
}

// objectIdentity returns an expression, visible where the prefix is set,
// that names what the create is for on every attempt: the name of the
// object an at-least-once context runs for (req.Name), or else a string
// parameter of the enclosing function named as a name or an id that the
// prefix does not use already (the namespace and a work item's
// "namespace/name" key are no names).
func (c *checker) objectIdentity(call *ast.CallExpr, w writes.Write, ex exposure) (string, bool) {
	for _, s := range c.scopes.Exposed(call.Pos()) {
		name, v := c.scopes.ContextName(s)
		if name == "" {
			continue
		}
		// The variable itself, not one that shadows it.
		if c.lookup(v.Name(), w.PrefixAt.Pos()) == v {
			return name, true
		}
	}
	fn := c.enclosingFunc(call)
	if fn == nil {
		return "", false
	}
	used := map[types.Object]bool{}
	ast.Inspect(w.Prefix, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			used[c.pass.TypesInfo.ObjectOf(id)] = true
		}
		return true
	})
	sig := fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		if !isIdentityParam(p) || used[p] || c.lookup(p.Name(), w.PrefixAt.Pos()) != p {
			continue
		}
		return p.Name(), true
	}
	return "", false
}

// isIdentityParam reports whether p is a string parameter named as the
// name or id of something (targetName, jobID), and not as a namespace.
func isIdentityParam(p *types.Var) bool {
	if b, ok := p.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	n := strings.ToLower(p.Name())
	if strings.Contains(n, "namespace") || n == "ns" || n == "_" {
		return false
	}
	return strings.HasSuffix(n, "name") || strings.HasSuffix(n, "id")
}

// lookup returns the object name resolves to at pos, or nil.
func (c *checker) lookup(name string, pos token.Pos) types.Object {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return nil
	}
	_, obj := scope.LookupParent(name, pos)
	return obj
}

// nameFromPrefix returns the edit that makes a name of prefix for the
// object id names: prefix + id; where the prefix is made from id already
// (req.Name + "-job-"), the prefix without its trailing dash.
func (c *checker) nameFromPrefix(prefix ast.Expr, id string) analysis.TextEdit {
	uses := false
	ast.Inspect(prefix, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Ident, *ast.SelectorExpr:
			uses = uses || analysisutil.Format(c.pass.Fset, n) == id
		}
		return !uses
	})
	if !uses {
		return analysis.TextEdit{Pos: prefix.End(), End: prefix.End(), NewText: []byte(" + " + id)}
	}
	last := prefix
	if b, ok := ast.Unparen(prefix).(*ast.BinaryExpr); ok {
		last = b.Y
	}
	lit, ok := ast.Unparen(last).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return analysis.TextEdit{Pos: prefix.End(), End: prefix.End()}
	}
	v, err := strconv.Unquote(lit.Value)
	if err != nil || !strings.HasSuffix(v, "-") || len(v) < 2 {
		return analysis.TextEdit{Pos: prefix.End(), End: prefix.End()}
	}
	return analysisutil.Replace(lit, strconv.Quote(strings.TrimSuffix(v, "-")))
}

// renameEdits turns the prefix into a name made of the prefix and id:
// GenerateName: p becomes Name: p + id, "generateName": p becomes
// "name": p + id, o.GenerateName = p becomes o.Name = p + id, and
// o.SetGenerateName(p) becomes o.SetName(p + id).
func (c *checker) renameEdits(w writes.Write, id string) ([]analysis.TextEdit, bool) {
	rec := w.SDK.Record().Creates
	appendID := c.nameFromPrefix(w.Prefix, id)
	switch site := w.PrefixAt.(type) {
	case *ast.KeyValueExpr:
		key := rec.NameField
		if _, ok := site.Key.(*ast.BasicLit); ok {
			key = strconv.Quote(rec.NameKey)
		}
		return []analysis.TextEdit{analysisutil.Replace(site.Key, key), appendID}, true
	case *ast.AssignStmt:
		for _, lhs := range site.Lhs {
			if sel, ok := lhs.(*ast.SelectorExpr); ok && sel.Sel.Name == rec.PrefixField {
				return []analysis.TextEdit{analysisutil.Replace(sel.Sel, rec.NameField), appendID}, true
			}
		}
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(site.Fun).(*ast.SelectorExpr); ok {
			setter := rec.SetName[strings.LastIndex(rec.SetName, ".")+1:]
			return []analysis.TextEdit{analysisutil.Replace(sel.Sel, setter), appendID}, true
		}
	}
	return nil, false
}
