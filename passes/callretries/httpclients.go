package callretries

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// retryableClient returns the attempts of the go-retryablehttp client e
// (1 when its retries are off, 0 when unknown) and the call that made it,
// following variables, struct fields and constructors of this package.
func (r *Result) retryableClient(e ast.Expr) (int, *ast.CallExpr) {
	return r.retryableClientDepth(e, 0)
}

func (r *Result) retryableClientDepth(e ast.Expr, depth int) (int, *ast.CallExpr) {
	origins, objs := r.flow.OriginsVia(e)
	inner := 1
	rc := catalog.RetryingClients[catalog.RetryableHTTPClient]
	attempts := 0
	var src *ast.CallExpr
	for _, o := range origins {
		switch o := o.(type) {
		case *ast.CallExpr:
			switch name := r.calleeName(o); {
			case name == catalog.RetryableHTTPNewClient:
				attempts, src = catalog.RetryingClients[catalog.RetryableHTTPClient].Attempts, o
			default:
				if fn := analysisutil.Callee(r.pass.TypesInfo, o); fn != nil && fn.Pkg() != r.pass.Pkg {
					var f clientFact
					if r.pass.ImportObjectFact(fn.Origin(), &f) {
						attempts = f.Attempts
					}
				}
			}
		case *ast.CompositeLit:
			attempts = 1 // RetryMax defaults to 0 in a literal
			if v, ok := valueflow.Field(o, "RetryMax"); ok {
				attempts = r.retriesToAttempts(v)
			}
			if v, ok := valueflow.Field(o, rc.CheckField); ok && r.neverRetries(v) {
				return 1, src
			}
			if v, ok := valueflow.Field(o, rc.TransportField); ok {
				inner = r.stackedClient(v, depth)
			}
		}
	}
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, rc.TransportField) {
			inner = r.stackedClient(v, depth)
		}
	}
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, rc.CheckField) {
			if r.neverRetries(v) {
				return 1, src
			}
		}
	}
	// Assignments to RetryMax of any variable or field the client went
	// through: c.RetryMax = 0, s.client.RetryMax = 3.
	field := rc.RetriesField
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, field) {
			attempts = r.retriesToAttempts(v)
		}
	}
	if inner > 1 && attempts != 1 {
		// A client that sends through another retrying client: every
		// attempt of this one is retried by that one.
		attempts = catalog.Product([]int{attempts, inner})
	}
	return attempts, src
}

// stackedClient returns the attempts of the retrying client behind the
// *http.Client v that a go-retryablehttp client sends through (its
// StandardClient), or 1 when v does not retry.
func (r *Result) stackedClient(v ast.Expr, depth int) int {
	if depth > 2 {
		return 1
	}
	if n, _, ok := r.retryingHTTPClientDepth(v, depth+1); ok && n != 1 {
		return n
	}
	return 1
}

// retriesToAttempts turns a constant retry count into attempts: 0 (unknown)
// when it is not constant.
func (r *Result) retriesToAttempts(v ast.Expr) int {
	if n, ok := analysisutil.IntConst(r.pass.TypesInfo, v); ok && n >= 0 {
		return n + 1
	}
	return 0
}

// retryingHTTPClient reports whether the *http.Client e sends through a
// go-retryablehttp transport: made by StandardClient, or a literal with a
// retryablehttp.RoundTripper.
func (r *Result) retryingHTTPClient(e ast.Expr) (int, *ast.CallExpr, bool) {
	return r.retryingHTTPClientDepth(e, 0)
}

func (r *Result) retryingHTTPClientDepth(e ast.Expr, depth int) (int, *ast.CallExpr, bool) {
	origins, _ := r.flow.OriginsVia(e)
	for _, o := range origins {
		switch o := o.(type) {
		case *ast.CallExpr:
			if r.calleeName(o) == catalog.StandardClient {
				if sel, ok := ast.Unparen(o.Fun).(*ast.SelectorExpr); ok {
					n, src := r.retryableClientDepth(sel.X, depth)
					return n, src, true
				}
			}
			if fn := analysisutil.Callee(r.pass.TypesInfo, o); fn != nil && fn.Pkg() != r.pass.Pkg {
				var f clientFact
				if r.pass.ImportObjectFact(fn.Origin(), &f) {
					return f.Attempts, nil, true
				}
			}
		case *ast.CompositeLit:
			if t, ok := valueflow.Field(o, "Transport"); ok {
				for _, to := range r.flow.Origins(t) {
					lit, ok := to.(*ast.CompositeLit)
					if !ok || analysisutil.TypeName(r.pass.TypesInfo.TypeOf(lit)) != catalog.RetryableHTTPRoundTripper {
						continue
					}
					c, ok := valueflow.Field(lit, "Client")
					if !ok {
						return catalog.RetryingClients[catalog.RetryableHTTPClient].Attempts, nil, true
					}
					n, src := r.retryableClientDepth(c, depth)
					return n, src, true
				}
			}
		}
	}
	return 0, nil, false
}

// exportClients exports the client fact for functions of this package that
// return a retrying client, so that callers in other packages see it.
func (r *Result) exportClients() {
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		res := fn.Type().(*types.Signature).Results()
		if d.Body == nil || res.Len() == 0 || !fn.Exported() {
			continue
		}
		if sdk, ok := r.serverRetrySDK(res.At(0).Type()); ok {
			for _, ret := range valueflow.Returns(d) {
				if on, src := r.serverRetriesOn(sdk, ret); on && src != nil {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: sdk.Attempts})
					break
				}
			}
			continue
		}
		switch analysisutil.TypeName(res.At(0).Type()) {
		case catalog.RetryableHTTPClient:
			for _, ret := range valueflow.Returns(d) {
				if n, src := r.retryableClient(ret); src != nil && n != 1 {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: n})
					break
				}
			}
		case catalog.HTTPClient:
			for _, ret := range valueflow.Returns(d) {
				if n, _, ok := r.retryingHTTPClient(ret); ok && n != 1 {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: n})
					break
				}
			}
		}
	}
}

// clientFact marks a function that returns a retrying client
// (*retryablehttp.Client, or *http.Client with a retrying transport).
type clientFact struct{ Attempts int }

func (*clientFact) AFact() {}

func (f *clientFact) String() string {
	if f.Attempts > 0 {
		return "returns retrying client (" + strconv.Itoa(f.Attempts) + " attempts)"
	}
	return "returns retrying client"
}

// neverRetries reports whether the retry check f (a function literal, or a
// function of this package) never asks for a retry: every return gives the
// constant false first.
func (r *Result) neverRetries(f ast.Expr) bool {
	var body *ast.BlockStmt
	for _, o := range r.flow.Origins(f) {
		switch o := o.(type) {
		case *ast.FuncLit:
			body = o.Body
		case *ast.Ident, *ast.SelectorExpr:
			if fn, ok := analysisutil.ObjectOf(r.pass.TypesInfo, o).(*types.Func); ok {
				if d := r.flow.Decl(fn.Origin()); d != nil {
					body = d.Body
				}
			}
		}
	}
	if body == nil {
		return false
	}
	never, returns := true, 0
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			if len(n.Results) != 2 {
				never = false
				return false
			}
			tv, ok := r.pass.TypesInfo.Types[n.Results[0]]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.Bool || constant.BoolVal(tv.Value) {
				never = false
			}
		}
		return never
	})
	return never && returns > 0
}
