package unknownoutcome

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/writes"
)

// catClient: a client that retries by itself resends the write.
const catClient = "client"

// checkedPackages are the packages of the retrying clients whose retries a
// check function decides (RetryingClient.CheckField): a package that
// reaches none has no client checkClient reports.
var checkedPackages = func() map[string]bool {
	pkgs := map[string]bool{}
	for name, rc := range catalog.RetryingClients {
		if rc.CheckField != "" {
			pkgs[name[:strings.LastIndex(name, ".")]] = true
		}
	}
	return pkgs
}()

// checkClient reports an unkeyed write sent, outside any retry scope of the
// code, through a go-retryablehttp client that resends it by itself: its
// default policy (v0.7.8 DefaultRetryPolicy) retries a POST as it retries a
// GET, on a connection error, a timeout and a 5xx, after which the receiver
// may have acted on the request already. The code around the call cannot
// tell an unknown outcome apart: the client has resent before it returns.
// The fix, for a client held in a local variable that only this call
// sends with, sets the client's CheckRetry before the call so that it
// resends only what the server refused (429). A client whose CheckRetry
// the package sets, or may set where it is made, is left alone: that check
// may already do so.
func (c *checker) checkClient(cur inspector.Cursor, call *ast.CallExpr, w writes.Write) {
	l := c.scopes.CallRetries(call)
	if l == nil || l.Kind != retryscope.ClientLayer || l.Stacked {
		return
	}
	attempts := l.Attempts()
	if attempts == 1 {
		return
	}
	rc, ok := c.receiverClient(call, l)
	if !ok {
		return
	}
	fix, ok := c.clientFix(cur, call, rc)
	if !ok {
		fix, ok = c.makerFix(call, l, rc)
	}
	if !ok {
		return // no fix we can offer: precision first
	}
	fset := c.pass.Fset
	noun, past, present := effect(w)
	desc := c.writeName(call, w)
	client := "the " + rc.Short
	var related []analysis.RelatedInformation
	made := l.Pos
	if !made.IsValid() && l.Literal != nil {
		made = l.Literal.Pos()
	}
	if made.IsValid() {
		client += " made at " + analysisutil.Where(fset, made)
		related = append(related, analysis.RelatedInformation{Pos: made, Message: "the retrying client is made here"})
	}
	bound := ""
	switch {
	case attempts == catalog.Unbounded:
		bound = ", with no limit on the attempts"
	case attempts > 1:
		bound = fmt.Sprintf(", up to %d attempts", attempts)
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		End:      call.End(),
		Category: catClient,
		Message: fmt.Sprintf("unkeyed write %s is resent by %s on a connection error, a timeout or a 5xx%s: a timeout here may have %s %s, and the client %s it again",
			desc, client, bound, past, noun, present),
		Related:        related,
		SuggestedFixes: []analysis.SuggestedFix{fix},
	})
}

// receiverClient returns the record of the retrying client of the layer l
// that the call sends with, when a check function decides what the client
// resends (RetryingClient.CheckField: go-retryablehttp's CheckRetry): the
// call's receiver, or the client behind the transport of the *http.Client
// it is a method of (StandardClient), by the place that made it.
func (c *checker) receiverClient(call *ast.CallExpr, l *retryscope.Layer) (catalog.RetryingClient, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return catalog.RetryingClient{}, false
	}
	sdk := l.SDK.Record()
	rc, ok := sdk.Clients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(sel.X))]
	if !ok && analysisutil.TypeName(c.pass.TypesInfo.TypeOf(sel.X)) == catalog.HTTPClient {
		var maker ast.Expr = l.Literal
		if l.Source != nil {
			maker = l.Source
		}
		if maker != nil {
			rc, ok = sdk.Clients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(maker))]
		}
	}
	return rc, ok && rc.CheckField != ""
}

// clientFix sets the check (rc.CheckField) on the client the call sends
// with, before the call's statement, when the client is a local variable
// of the function that nothing else sends with: its other uses only set
// its fields. The check's signature is go-retryablehttp's CheckRetry.
func (c *checker) clientFix(cur inspector.Cursor, call *ast.CallExpr, rc catalog.RetryingClient) (analysis.SuggestedFix, bool) {
	info := c.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() || len(c.flow.Defs(v)) != 1 {
		return analysis.SuggestedFix{}, false
	}
	f := analysisutil.FieldOf(v.Type(), rc.CheckField)
	if _, isPtr := v.Type().(*types.Pointer); !isPtr || f == nil {
		return analysis.SuggestedFix{}, false
	}
	chk := check{field: rc.CheckField, typ: analysisutil.TypeName(f.Type())}
	if c.setsCheckRetry(v, chk) {
		return analysis.SuggestedFix{}, false
	}
	stmt := analysisutil.EnclosingStmt(cur)
	if stmt == nil || !c.onlySendsHere(v, id, stmt) {
		return analysis.SuggestedFix{}, false
	}
	if _, inBlock := stmtParent(cur, stmt).(*ast.BlockStmt); !inBlock {
		return analysis.SuggestedFix{}, false
	}
	file := analysisutil.FileOf(c.pass.Files, call.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	im := &imports{c: c, file: file, pos: stmt.Pos()}
	ctx, nethttp := im.pkg("context"), im.pkg(catalog.NetHTTPPackage)
	if !im.ok {
		return analysis.SuggestedFix{}, false
	}
	ind := analysisutil.Indent(c.pass.Fset, stmt.Pos())
	text := id.Name + "." + chk.field + " = func(ctx " + ctx + ".Context, resp *" + nethttp + ".Response, err error) (bool, error) {\n" +
		ind + "\t// Resend only what the server refused: after any other failure the request may have been applied.\n" +
		ind + "\treturn err == nil && resp.StatusCode == " + nethttp + ".StatusTooManyRequests && ctx.Err() == nil, nil\n" +
		ind + "}"
	edits := append(im.edits(), analysisutil.InsertBefore(c.pass.Fset, stmt, text))
	return analysis.SuggestedFix{
		Message:   "Let the client resend only a request the server refused (429), since any other failure may have been applied",
		TextEdits: edits,
	}, true
}

func stmtParent(cur inspector.Cursor, stmt ast.Stmt) ast.Node {
	for p := cur; p.Valid(); p = p.Parent() {
		if p.Node() == stmt {
			return p.Parent().Node()
		}
	}
	return nil
}

// onlySendsHere reports whether every use of the client v, but the one at
// id in stmt, sets one of its fields (v.RetryMax = 4) before stmt.
func (c *checker) onlySendsHere(v *types.Var, id *ast.Ident, stmt ast.Stmt) bool {
	setters := map[*ast.Ident]bool{}
	for _, f := range c.pass.Files {
		if f.Pos() > v.Pos() || v.Pos() > f.End() {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || as.End() > stmt.Pos() {
				return true
			}
			for _, lhs := range as.Lhs {
				if s, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
					if x, ok := ast.Unparen(s.X).(*ast.Ident); ok {
						setters[x] = true
					}
				}
			}
			return true
		})
	}
	for _, use := range analysisutil.UsesOf(c.pass.TypesInfo, v) {
		if use != id && !setters[use] {
			return false
		}
	}
	return true
}

// A check is the field of a retrying client that holds its check
// function (go-retryablehttp's CheckRetry), and the full name of the
// function's type.
type check struct{ field, typ string }

// checkRetrySets is where the package sets a client's check (a
// go-retryablehttp client's CheckRetry): the variables assigned one
// (v.CheckRetry = f), and the functions that set one in any way (an
// assignment, a composite literal).
type checkRetrySets struct {
	vars  map[*types.Var]bool
	funcs map[ast.Node]bool
}

// setsCheckRetry reports whether the package sets the check chk of the
// client v, or may have in the function that made it: such a check may
// already keep an unknown outcome from being resent.
func (c *checker) setsCheckRetry(v *types.Var, chk check) bool {
	sets, ok := c.checkRetry[chk]
	if !ok {
		sets = c.findCheckRetrySets(chk)
		if c.checkRetry == nil {
			c.checkRetry = map[check]*checkRetrySets{}
		}
		c.checkRetry[chk] = sets
	}
	if sets.vars[v] {
		return true
	}
	for _, def := range c.flow.Defs(v) {
		inDef := false
		ast.Inspect(def, func(n ast.Node) bool {
			if kv, ok := n.(*ast.KeyValueExpr); ok && c.isCheckRetry(kv.Value, chk) && !c.defaultCheck(kv.Value) {
				inDef = true
			}
			return !inDef
		})
		if inDef {
			return true
		}
		if call, ok := ast.Unparen(def).(*ast.CallExpr); ok {
			if fn := analysisutil.Callee(c.pass.TypesInfo, call); fn != nil {
				if d := c.flow.Decl(fn); d != nil && sets.funcs[d] {
					return true
				}
			}
		}
	}
	return false
}

// defaultCheck reports whether e names a client library's own retry check
// (go-retryablehttp's DefaultRetryPolicy), which resends what a client
// with no check of its own resends.
func (c *checker) defaultCheck(e ast.Expr) bool {
	fn, ok := analysisutil.ObjectOf(c.pass.TypesInfo, e).(*types.Func)
	return ok && catalog.DefaultRetryChecks[analysisutil.FuncName(fn)]
}

func (c *checker) isCheckRetry(e ast.Expr, chk check) bool {
	t := c.pass.TypesInfo.TypeOf(e)
	return t != nil && analysisutil.TypeName(t) == chk.typ
}

func (c *checker) findCheckRetrySets(chk check) *checkRetrySets {
	sets := &checkRetrySets{vars: map[*types.Var]bool{}, funcs: map[ast.Node]bool{}}
	for cur := range c.in.Root().Preorder((*ast.AssignStmt)(nil), (*ast.KeyValueExpr)(nil)) {
		set := false
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if len(n.Lhs) == len(n.Rhs) && c.defaultCheck(n.Rhs[i]) {
					continue
				}
				if s, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && c.isCheckRetry(lhs, chk) {
					set = true
					if v := analysisutil.IdentVar(c.pass.TypesInfo, s.X); v != nil {
						sets.vars[v] = true
					}
				}
			}
		case *ast.KeyValueExpr:
			if k, ok := n.Key.(*ast.Ident); ok && k.Name == chk.field && c.isCheckRetry(n.Value, chk) && !c.defaultCheck(n.Value) {
				set = true
			}
		}
		if !set {
			continue
		}
		for p := cur.Parent(); p.Valid(); p = p.Parent() {
			if d, ok := p.Node().(*ast.FuncDecl); ok {
				sets.funcs[d] = true
				break
			}
		}
	}
	return sets
}
