package unknownoutcome

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/http"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/writes"
)

// catHelper: a helper of the package that sends the request its caller
// builds resends it by itself.
const catHelper = "helper"

// checkHelperRetry reports a raw POST that a function of this package
// sends for its caller, and sends again in a retry of its own, whatever
// the method: terraform-provider-cloudamqp's callWithRetry(ctx,
// api.sling.New().Post(path).BodyJSON(params), ...) calls itself again
// when the response's status asks for another attempt (a 503, a
// backend timeout), after which the create may have been applied. The
// caller cannot tell: the helper has resent before it returns.
//
// A raw POST says nothing of what it makes, and such a helper sends
// every request of its package (reads, settings, creates), so the finding
// needs evidence that this POST makes something new: the caller reads an
// identifier from the response (data.ID, data["id"]) after the call.
//
// The fix goes into the helper, before the call that sends again: a POST
// is sent again only when the server refused it (429), as the fix for a
// go-retryablehttp client's CheckRetry does; on any other failure the
// helper returns an outcome-unknown error. Its request's method is read
// with the request object's own builder method (sling's Request()).
func (c *checker) checkHelperRetry(cur inspector.Cursor, call *ast.CallExpr, w writes.Write) {
	if w.RetriedIn == "" || !w.NoKeyEvidence || w.Method != "POST" || w.Callee == nil || w.Callee.Pkg() != c.pass.Pkg {
		return
	}
	id, how := c.createdID(cur, call)
	if id == nil {
		return
	}
	helper := c.flow.Decl(w.Callee.Origin())
	if helper == nil || helper.Body == nil {
		return
	}
	var sc *retryscope.Scope
	for _, s := range c.scopes.Scopes {
		if (s.Kind == retryscope.Recursion || s.Kind == retryscope.Loop) && s.Retried != nil && helper.Body.Pos() <= s.Start && s.Start < helper.Body.End() {
			sc = s
			break
		}
	}
	if sc == nil || c.methodGuarded(helper) {
		return
	}
	fix, ok := c.helperFix(helper, sc)
	if !ok {
		return // no fix we can offer: precision first
	}
	fset := c.pass.Fset
	noun, past, present := effect(w)
	if fn := enclosingFuncName(cur); fn != "" {
		if n, p, pr, ok := creatingName(fn); ok {
			noun, past, present = n, p, pr
		}
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		End:      call.End(),
		Category: catHelper,
		Message: fmt.Sprintf("unkeyed write %s is sent again by the %s at %s, inside %s, on a failure that may hide a success: a timeout or 5xx here may have %s %s (the response's identifier is %s at %s), and %s %s it again",
			c.writeName(call, w), sc.Desc, analysisutil.Where(fset, sc.Start), w.Callee.Name(), past, noun, how, analysisutil.Where(fset, id.Pos()), w.Callee.Name(), present),
		Related: []analysis.RelatedInformation{
			{Pos: sc.Start, Message: "the " + sc.Desc + " sends it again here"},
			{Pos: id.Pos(), End: id.End(), Message: "the identifier of what the POST made is " + how + " here"},
		},
		SuggestedFixes: []analysis.SuggestedFix{fix},
	})
}

// createdID returns where the function around call reads an identifier
// from a response that call decodes into: a variable whose address is
// among call's arguments (directly or in a literal), read after the call
// as v.ID, v.Id or v["id"], or returned to the caller when its type is a
// resource with an id (a struct field the JSON "id" decodes into: not a
// job_id).
func (c *checker) createdID(cur inspector.Cursor, call *ast.CallExpr) (ast.Node, string) {
	info := c.pass.TypesInfo
	outs := map[*types.Var]bool{}
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			if u, ok := n.(*ast.UnaryExpr); ok && u.Op == token.AND {
				if v := analysisutil.IdentVar(info, u.X); v != nil {
					outs[v] = true
				}
			}
			return true
		})
	}
	if len(outs) == 0 {
		return nil, ""
	}
	var body *ast.BlockStmt
	for p := cur.Parent(); p.Node() != nil; p = p.Parent() {
		if d, ok := p.Node().(*ast.FuncDecl); ok {
			body = d.Body
			break
		}
	}
	if body == nil {
		return nil, ""
	}
	var found ast.Node
	how := "read"
	ast.Inspect(body, func(n ast.Node) bool {
		if found != nil || n == nil {
			return false
		}
		if n.Pos() < call.End() && n.End() <= call.End() {
			return n.End() > call.End() // before the call: nothing to see
		}
		switch x := n.(type) {
		case *ast.SelectorExpr:
			if (x.Sel.Name == "ID" || x.Sel.Name == "Id") && outs[analysisutil.IdentVar(info, x.X)] {
				found = x
			}
		case *ast.IndexExpr:
			if tv := info.Types[x.Index]; tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "id" && outs[analysisutil.IdentVar(info, x.X)] {
				found = x
			}
		case *ast.ReturnStmt:
			for _, r := range x.Results {
				if u, ok := ast.Unparen(r).(*ast.UnaryExpr); ok && u.Op == token.AND {
					r = u.X
				}
				if v := analysisutil.IdentVar(info, r); outs[v] && hasIDField(v.Type()) {
					found, how = x, "returned"
				}
			}
		}
		return found == nil
	})
	return found, how
}

// hasIDField reports whether t is, or points to, a struct with a field
// that JSON's "id" decodes into.
func hasIDField(t types.Type) bool {
	for range 2 {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "id" || name == "" && strings.EqualFold(st.Field(i).Name(), "id") {
			return true
		}
	}
	return false
}

// helperFix inserts, before the statement of the helper that sends again,
// a return of an outcome-unknown error for a POST that the server did not
// refuse. The request object the helper sends is the receiver of its
// retried call, a parameter; its method is read with the object's method
// that builds the *http.Request (sling's Request()).
func (c *checker) helperFix(helper *ast.FuncDecl, sc *retryscope.Scope) (analysis.SuggestedFix, bool) {
	info := c.pass.TypesInfo
	sel, ok := ast.Unparen(sc.Retried.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	obj, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || !isParamOf(info, helper, obj) {
		return analysis.SuggestedFix{}, false
	}
	build := requestBuilder(info.TypeOf(obj))
	if build == "" {
		return analysis.SuggestedFix{}, false
	}
	sig, _ := info.Defs[helper.Name].(*types.Func)
	if sig == nil {
		return analysis.SuggestedFix{}, false
	}
	res := sig.Signature().Results()
	if res.Len() == 0 || !analysisutil.IsErrorType(res.At(res.Len()-1).Type()) {
		return analysis.SuggestedFix{}, false
	}
	// The statement that sends again: the one around the scope's start.
	stmt := enclosingStmtAt(helper.Body, sc.Start)
	if stmt == nil {
		return analysis.SuggestedFix{}, false
	}
	file := analysisutil.FileOf(c.pass.Files, stmt.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	im := &imports{c: c, file: file, pos: stmt.Pos()}
	nethttp, fmtPkg := im.pkg(catalog.NetHTTPPackage), im.pkg("fmt")
	var zeros []string
	for i := range res.Len() - 1 {
		z, ok := im.zero(res.At(i).Type())
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		zeros = append(zeros, z)
	}
	if !im.ok {
		return analysis.SuggestedFix{}, false
	}
	req := analysisutil.FreeName(c.pass.Pkg, stmt.Pos(), "req")
	rerr := analysisutil.FreeName(c.pass.Pkg, stmt.Pos(), "reqErr")
	refused := ""
	if resp := c.responseOf(helper, sc.Retried); resp != "" {
		refused = " && (" + resp + " == nil || " + resp + ".StatusCode != " + nethttp + ".StatusTooManyRequests)"
	}
	indent := analysisutil.Indent(c.pass.Fset, stmt.Pos())
	ret := fmtPkg + `.Errorf("outcome unknown, not sent again: %s %s may have been applied", ` + req + ".Method, " + req + ".URL)"
	if len(zeros) > 0 {
		ret = strings.Join(zeros, ", ") + ", " + ret
	}
	text := "if " + req + ", " + rerr + " := " + obj.Name + "." + build + "(); " + rerr + " == nil && " + req + ".Method == " + nethttp + ".MethodPost" + refused + " {\n" +
		indent + "\t// A POST sent again after a failure that may hide a success can be applied twice: send it again only when the server refused it.\n" +
		indent + "\treturn " + ret + "\n" +
		indent + "}\n" + indent
	edits := append([]analysis.TextEdit{{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(text)}}, im.edits()...)
	return analysis.SuggestedFix{
		Message:   "Send a POST again only when the server refused it (429); return an outcome-unknown error on any other failure",
		TextEdits: edits,
	}, true
}

// methodGuarded reports whether helper leaves before sending a POST again:
// an if statement that tests a request's Method against POST and returns
// (the fix's guard, or the code's own).
func (c *checker) methodGuarded(helper *ast.FuncDecl) bool {
	info := c.pass.TypesInfo
	found := false
	ast.Inspect(helper.Body, func(n ast.Node) bool {
		is, ok := n.(*ast.IfStmt)
		if !ok || found || !analysisutil.EndsInReturn(is.Body.List) {
			return !found
		}
		ast.Inspect(is.Cond, func(n ast.Node) bool {
			b, ok := n.(*ast.BinaryExpr)
			if !ok || b.Op != token.EQL {
				return !found
			}
			for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				sel, ok := ast.Unparen(pair[0]).(*ast.SelectorExpr)
				tv := info.Types[pair[1]]
				if ok && sel.Sel.Name == "Method" && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == http.MethodPost {
					found = true
				}
			}
			return !found
		})
		return !found
	})
	return found
}

// responseOf returns the name of the variable that holds the
// *http.Response the retried call returns in helper, or "".
func (c *checker) responseOf(helper *ast.FuncDecl, retried *ast.CallExpr) string {
	info := c.pass.TypesInfo
	name := ""
	ast.Inspect(helper.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || name != "" || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != retried || len(as.Lhs) == 0 {
			return name == ""
		}
		v := analysisutil.IdentVar(info, as.Lhs[0])
		if v != nil && analysisutil.TypeName(v.Type()) == catalog.NetHTTPPackage+".Response" {
			if _, ptr := v.Type().(*types.Pointer); ptr {
				name = v.Name()
			}
		}
		return false
	})
	return name
}

// requestBuilder returns the name of the method of t, the request object,
// that builds the *http.Request it sends: func() (*http.Request, error).
func requestBuilder(t types.Type) string {
	ms := types.NewMethodSet(t)
	for i := range ms.Len() {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if !ok || !fn.Exported() {
			continue
		}
		sig := fn.Signature()
		if sig.Params().Len() != 0 || sig.Results().Len() != 2 || !analysisutil.IsErrorType(sig.Results().At(1).Type()) {
			continue
		}
		if _, ptr := sig.Results().At(0).Type().(*types.Pointer); ptr && analysisutil.TypeName(sig.Results().At(0).Type()) == catalog.NetHTTPPackage+".Request" {
			return fn.Name()
		}
	}
	return ""
}

func isParamOf(info *types.Info, d *ast.FuncDecl, id *ast.Ident) bool {
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	for _, f := range d.Type.Params.List {
		for _, n := range f.Names {
			if info.Defs[n] == v {
				return true
			}
		}
	}
	return false
}

// enclosingStmtAt returns the innermost statement of body's statement
// lists that holds pos.
func enclosingStmtAt(body *ast.BlockStmt, pos token.Pos) ast.Stmt {
	var found ast.Stmt
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		var list []ast.Stmt
		switch x := n.(type) {
		case *ast.BlockStmt:
			list = x.List
		case *ast.CaseClause:
			list = x.Body
		case *ast.CommClause:
			list = x.Body
		case *ast.FuncLit:
			return false
		}
		for _, s := range list {
			if s.Pos() <= pos && pos < s.End() {
				found = s
			}
		}
		return true
	})
	return found
}

// enclosingFuncName returns the name of the function declaration around
// cur, or "".
func enclosingFuncName(cur inspector.Cursor) string {
	for p := cur.Parent(); p.Node() != nil; p = p.Parent() {
		if d, ok := p.Node().(*ast.FuncDecl); ok {
			return d.Name.Name
		}
	}
	return ""
}

// creatingName names the effect of a function named for a creation
// (CreateAlarm: "the alarm", "created", "creates").
func creatingName(name string) (noun, past, present string, ok bool) {
	noun, past, present = effect(writes.Write{Desc: name})
	return noun, past, present, noun != "the write"
}
