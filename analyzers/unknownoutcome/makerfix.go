package unknownoutcome

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

// makerFix sets the check (rc.CheckField) of the retrying client the call
// sends with where that client is made, when it reaches the call from
// another place: a struct field that a constructor fills, the *http.Client
// of the client's StandardClient. The client must be made in one place (the
// layer's Source, or its Literal), its check set nowhere but to the
// library's own default, and the field or variable the call sends through
// must send no read elsewhere, nor go anywhere but to calls: other calls
// would rely on the retries the fix takes away.
func (c *checker) makerFix(call *ast.CallExpr, l *retryscope.Layer, rc catalog.RetryingClient) (analysis.SuggestedFix, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	holder, ok := analysisutil.ObjectOf(c.pass.TypesInfo, sel.X).(*types.Var)
	if !ok || holder.Parent() == c.pass.Pkg.Scope() || !c.sendsOnly(holder, true) {
		return analysis.SuggestedFix{}, false
	}
	_, objs := c.flow.OriginsVia(sel.X)
	for _, o := range objs {
		if len(c.flow.FieldSets(o, rc.CheckField)) > 0 {
			return analysis.SuggestedFix{}, false
		}
	}
	switch {
	case l.Source != nil && l.Literal == nil:
		return c.sourceCheck(l.Source, rc)
	case l.Literal != nil && l.Source == nil:
		return c.literalCheck(l.Literal, rc)
	}
	return analysis.SuggestedFix{}, false
}

// sendsOnly reports whether every use of v, a variable or a struct field
// that holds a client, sets it or one of its fields, or sends with it
// (client.Do, client.Post) something other than a read; with strict,
// nothing else may be done with it, as passing it on or returning it.
func (c *checker) sendsOnly(v *types.Var, strict bool) bool {
	for _, id := range analysisutil.UsesOf(c.pass.TypesInfo, v) {
		cur, ok := c.in.Root().FindNode(id)
		if !ok {
			return false
		}
		if v.IsField() {
			switch p := cur.Parent().Node().(type) {
			case *ast.KeyValueExpr: // hook{client: c}
				if p.Key == id {
					continue
				}
			case *ast.SelectorExpr: // h.client
				if p.Sel == id {
					cur = cur.Parent()
				}
			}
		}
		if !c.sendOrSet(cur, strict) {
			return false
		}
	}
	return true
}

// sendOrSet reports whether the expression at cur, a client, is assigned,
// has a field of it assigned, or sends something other than a read; with
// strict, whether it is used in no other way.
func (c *checker) sendOrSet(cur inspector.Cursor, strict bool) bool {
	e := cur.Node().(ast.Expr)
	switch p := cur.Parent().Node().(type) {
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == e {
				return true
			}
		}
	case *ast.SelectorExpr:
		if p.X != e {
			break
		}
		pp := cur.Parent().Parent()
		if call, ok := pp.Node().(*ast.CallExpr); ok && call.Fun == p {
			if !catalog.HTTPClientMethods[p.Sel.Name] {
				return !strict
			}
			return c.writes.Classify(call).Class != writes.Read
		}
		// c.RetryMax = 3, c.HTTPClient.Timeout = t.
		for ; pp.Valid(); pp = pp.Parent() {
			switch n := pp.Node().(type) {
			case *ast.SelectorExpr:
				continue
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					if analysisutil.Contains(lhs, e.Pos()) {
						return true
					}
				}
			}
			break
		}
	}
	return !strict
}

// sourceCheck sets the check after the statement v := pkg.NewClient() that
// made the client, src: v.CheckRetry = func(...) {...}. v must be a local
// variable that nothing else assigns, nor sets the check of, and that sends
// no read.
func (c *checker) sourceCheck(src *ast.CallExpr, rc catalog.RetryingClient) (analysis.SuggestedFix, bool) {
	cur, ok := c.in.Root().FindNode(src)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != src {
		return analysis.SuggestedFix{}, false
	}
	if _, ok := cur.Parent().Parent().Node().(*ast.BlockStmt); !ok {
		return analysis.SuggestedFix{}, false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() || len(c.flow.Defs(v)) != 1 ||
		len(c.flow.FieldSets(v, rc.CheckField)) > 0 || !c.sendsOnly(v, false) {
		return analysis.SuggestedFix{}, false
	}
	indent := analysisutil.Indent(c.pass.Fset, as.Pos())
	im, ok := c.checkImports(as.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	text := "\n" + indent + id.Name + "." + rc.CheckField + " = " + checkFunc(im, indent)
	return analysis.SuggestedFix{
		Message:   checkFixMessage,
		TextEdits: append(im.edits(), c.afterLine(as, text)),
	}, true
}

// literalCheck replaces the library's default check in the literal that
// made the client, lit: &retryablehttp.Client{CheckRetry:
// retryablehttp.DefaultRetryPolicy}. A literal assigned to a variable whose
// check is set later is left alone.
func (c *checker) literalCheck(lit *ast.CompositeLit, rc catalog.RetryingClient) (analysis.SuggestedFix, bool) {
	if made, ok := catalog.RetryingClients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(lit))]; !ok || made.CheckField != rc.CheckField {
		return analysis.SuggestedFix{}, false
	}
	v, ok := valueflow.Field(lit, rc.CheckField)
	if !ok || !c.defaultCheck(v) {
		return analysis.SuggestedFix{}, false
	}
	cur, ok := c.in.Root().FindNode(lit)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
		cur = cur.Parent()
	}
	var holder *ast.Ident
	switch p := cur.Parent().Node().(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) {
			for i, r := range p.Rhs {
				if r == cur.Node() {
					holder, _ = p.Lhs[i].(*ast.Ident)
				}
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			for i, r := range p.Values {
				if r == cur.Node() {
					holder = p.Names[i]
				}
			}
		}
	}
	if holder != nil {
		if obj := c.pass.TypesInfo.ObjectOf(holder); obj == nil || len(c.flow.FieldSets(obj, rc.CheckField)) > 0 {
			return analysis.SuggestedFix{}, false
		}
	}
	im, ok := c.checkImports(v.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	text := checkFunc(im, analysisutil.Indent(c.pass.Fset, elementPos(lit, v)))
	return analysis.SuggestedFix{
		Message:   checkFixMessage,
		TextEdits: append(im.edits(), analysisutil.Replace(v, text)),
	}, true
}

// elementPos is the position of the element of lit whose value is v.
func elementPos(lit *ast.CompositeLit, v ast.Expr) token.Pos {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok && kv.Value == v {
			return kv.Pos()
		}
	}
	return v.Pos()
}

// checkFixMessage is the message of the fixes that set a client's check.
const checkFixMessage = "Let the client resend only a request the server refused (429), since any other failure may have been applied"

// checkImports resolves, at pos, the packages a check function names:
// context and net/http.
func (c *checker) checkImports(pos token.Pos) (*imports, bool) {
	file := analysisutil.FileOf(c.pass.Files, pos)
	if file == nil {
		return nil, false
	}
	im := &imports{c: c, file: file, pos: pos}
	im.pkg("context")
	im.pkg(catalog.NetHTTPPackage)
	return im, im.ok
}

// checkFunc is a go-retryablehttp CheckRetry that resends only a 429, as
// written at indent with the names im resolved.
func checkFunc(im *imports, indent string) string {
	ctx, nethttp := im.pkg("context"), im.pkg(catalog.NetHTTPPackage)
	return "func(ctx " + ctx + ".Context, resp *" + nethttp + ".Response, err error) (bool, error) {\n" +
		indent + "\t// Resend only what the server refused: after any other failure the request may have been applied.\n" +
		indent + "\treturn err == nil && resp.StatusCode == " + nethttp + ".StatusTooManyRequests && ctx.Err() == nil, nil\n" +
		indent + "}"
}

// afterLine inserts text at the end of the line where n ends.
func (c *checker) afterLine(n ast.Node, text string) analysis.TextEdit {
	tf := c.pass.Fset.File(n.End())
	line := tf.Line(n.End())
	pos := token.Pos(tf.Base() + tf.Size())
	if line < tf.LineCount() {
		pos = tf.LineStart(line+1) - 1
	}
	return analysis.TextEdit{Pos: pos, End: pos, NewText: []byte(text)}
}
