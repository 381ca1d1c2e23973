package callretries

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strconv"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// recordClient returns the attempts of the client e, a retrying client
// of a catalog record rc (1 when its retries are off, 0 when unknown), the
// call that made it and the literal that made it, following variables,
// struct fields and constructors of this package: rc.Constructor makes
// one with rc.Attempts, a literal one with the retries its RetriesField
// is given (none when it is not set), and assignments to RetriesField
// count last. A client that more than one place makes (a field that two
// constructors fill) has no one call or literal that made it: its
// attempts are theirs when they agree, 1 when one of them does not retry,
// and unknown otherwise.
func (r *Result) recordClient(e ast.Expr, rc catalog.RetryingClient) (int, *ast.CallExpr, *ast.CompositeLit) {
	return r.recordClientDepth(e, rc, 0)
}

func (r *Result) recordClientDepth(e ast.Expr, rc catalog.RetryingClient, depth int) (int, *ast.CallExpr, *ast.CompositeLit) {
	origins, objs := r.flow.OriginsVia(e)
	inner := 1
	var makers []int // the attempts of each place that makes the client
	never := false   // a literal's check never asks for a retry
	var src *ast.CallExpr
	var lit *ast.CompositeLit
	for _, o := range origins {
		switch o := o.(type) {
		case *ast.CallExpr:
			switch name := r.calleeName(o); {
			case rc.Constructor != "" && name == rc.Constructor:
				makers, src = append(makers, rc.Attempts), o
			default:
				if fn := analysisutil.Callee(r.pass.TypesInfo, o); fn != nil && fn.Pkg() != r.pass.Pkg {
					var f clientFact
					if r.pass.ImportObjectFact(fn.Origin(), &f) {
						makers = append(makers, f.Attempts)
					}
				}
			}
		case *ast.CompositeLit:
			lit = o
			attempts := 1 // the retries field defaults to 0 in a literal
			if v, ok := valueflow.Field(o, rc.RetriesField); ok {
				attempts = r.retriesToAttempts(v)
			}
			if v, ok := valueflow.Field(o, rc.CheckField); ok && r.neverRetries(v) {
				attempts, never = 1, true
			}
			makers = append(makers, attempts)
			if v, ok := valueflow.Field(o, rc.TransportField); ok {
				inner = r.stackedClient(v, depth)
			}
		}
	}
	attempts := 0
	if len(makers) > 0 {
		attempts = makers[0]
	}
	if len(makers) > 1 {
		src, lit = nil, nil
		for _, n := range makers[1:] {
			if n != attempts {
				attempts = 0
				if slices.Contains(makers, 1) {
					attempts = 1
				}
				break
			}
		}
	}
	if never && attempts == 1 {
		return 1, src, lit
	}
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, rc.TransportField) {
			inner = r.stackedClient(v, depth)
		}
	}
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, rc.CheckField) {
			if r.neverRetries(v) {
				return 1, src, lit
			}
		}
	}
	// Assignments to the retries field of any variable or field the client
	// went through: c.RetryMax = 0, s.client.RetryMax = 3.
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, rc.RetriesField) {
			attempts = r.retriesToAttempts(v)
		}
	}
	if inner > 1 && attempts != 1 {
		// A client that sends through another retrying client: every
		// attempt of this one is retried by that one.
		attempts = catalog.Product([]int{attempts, inner})
	}
	return attempts, src, lit
}

// stackedClient returns the attempts of the retrying client behind the
// *http.Client v that a retrying client sends through (its
// TransportField), or 1 when v does not retry.
func (r *Result) stackedClient(v ast.Expr, depth int) int {
	if depth > 2 {
		return 1
	}
	if h, ok := r.retryingHTTPClientDepth(v, depth+1); ok && h.attempts != 1 {
		return h.attempts
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

// An httpRetrier is what an *http.Client that retries by itself sends
// through: the attempts of the retrying client behind its transport (0
// when unknown), the call and the literal that made that client, and the
// client's record.
type httpRetrier struct {
	attempts int
	src      *ast.CallExpr
	lit      *ast.CompositeLit
	client   catalog.RetryingClient
	// ownCheck: the client's maker, in another package, gives it a retry
	// check of its own (its fact says so), which may retry other failures
	// than the record's default policy.
	ownCheck bool
}

// retryingHTTPClient reports whether the *http.Client e sends through a
// retrying client of a record: made by the client's StandardClient, or a
// literal whose transport is the client's RoundTripper. Every place that
// makes the *http.Client e may hold must make such a client: a field that
// one constructor fills with a standard client and another with a plain
// one, or that a parameter fills, is not one that retries. Of several
// retrying ones, none is the client's one maker (src and lit are nil).
func (r *Result) retryingHTTPClient(e ast.Expr) (httpRetrier, bool) {
	return r.retryingHTTPClientDepth(e, 0)
}

func (r *Result) retryingHTTPClientDepth(e ast.Expr, depth int) (httpRetrier, bool) {
	origins, _ := r.flow.OriginsVia(e)
	var found []httpRetrier
	for _, o := range origins {
		h, ok, through := r.httpOrigin(o, depth)
		switch {
		case through:
		case !ok:
			return httpRetrier{}, false
		default:
			found = append(found, h)
		}
	}
	if len(found) == 0 {
		return httpRetrier{}, false
	}
	h := found[0]
	for _, o := range found[1:] {
		h.src, h.lit = nil, nil
		if o.attempts != h.attempts {
			h.attempts = 0
		}
	}
	return h, true
}

// httpOrigin classifies o, an origin of an *http.Client: a retrying one
// (ok), or a call of a function of this package whose returns the origins
// go through (through), or another client, or one not known (neither).
func (r *Result) httpOrigin(o ast.Expr, depth int) (h httpRetrier, ok, through bool) {
	switch o := o.(type) {
	case *ast.CallExpr:
		if rc, ok := catalog.StandardClients[r.calleeName(o)]; ok {
			if sel, ok := ast.Unparen(o.Fun).(*ast.SelectorExpr); ok {
				n, src, lit := r.recordClientDepth(sel.X, rc, depth)
				return httpRetrier{attempts: n, src: src, lit: lit, client: rc}, true, false
			}
		}
		fn := analysisutil.Callee(r.pass.TypesInfo, o)
		if fn == nil {
			return httpRetrier{}, false, false
		}
		if fn.Pkg() == r.pass.Pkg {
			d := r.flow.Decl(fn.Origin())
			return httpRetrier{}, false, d != nil && d.Body != nil
		}
		var f clientFact
		if r.pass.ImportObjectFact(fn.Origin(), &f) {
			return httpRetrier{attempts: f.Attempts, client: catalog.RetryingClients[f.Client], ownCheck: f.OwnCheck}, true, false
		}
	case *ast.CompositeLit:
		t, ok := valueflow.Field(o, catalog.HTTPTransportField)
		if !ok {
			break
		}
		for _, to := range r.flow.Origins(t) {
			lit, ok := to.(*ast.CompositeLit)
			if !ok {
				continue
			}
			rc, ok := catalog.RoundTrippers[analysisutil.TypeName(r.pass.TypesInfo.TypeOf(lit))]
			if !ok {
				continue
			}
			c, ok := valueflow.Field(lit, rc.RoundTripperField)
			if !ok {
				return httpRetrier{attempts: rc.Attempts, client: rc}, true, false
			}
			n, src, clit := r.recordClientDepth(c, rc, depth)
			return httpRetrier{attempts: n, src: src, lit: clit, client: rc}, true, false
		}
	}
	return httpRetrier{}, false, false
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
		typ := analysisutil.TypeName(res.At(0).Type())
		if rc, ok := catalog.RetryingClients[typ]; ok {
			for _, ret := range valueflow.Returns(d) {
				if n, src, _ := r.recordClient(ret, rc); src != nil && n != 1 {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: n, Client: typ})
					break
				}
			}
		} else if typ == catalog.HTTPClient {
			for _, ret := range valueflow.Returns(d) {
				if h, ok := r.retryingHTTPClient(ret); ok && h.attempts != 1 {
					r.pass.ExportObjectFact(fn, &clientFact{Attempts: h.attempts, Client: h.client.Type, OwnCheck: h.ownCheck || r.setsCheck(d, h)})
					break
				}
			}
		}
	}
}

// clientFact marks a function that returns a retrying client (a record's
// client, or *http.Client with a retrying transport): Client is the full
// name of the record's client type ("" for server retries).
type clientFact struct {
	Attempts int
	Client   string
	// OwnCheck: the function gives the client a retry check of its own
	// (go-retryablehttp's CheckRetry).
	OwnCheck bool
}

func (*clientFact) AFact() {}

func (f *clientFact) String() string {
	if f.Attempts > 0 {
		return "returns retrying client (" + strconv.Itoa(f.Attempts) + " attempts)"
	}
	return "returns retrying client"
}

// setsCheck reports whether the function d gives the client that h's
// maker makes a retry check of its own: in the literal, or by an
// assignment to the field of a value that comes from the maker.
func (r *Result) setsCheck(d *ast.FuncDecl, h httpRetrier) bool {
	field := h.client.CheckField
	if field == "" || h.src == nil && h.lit == nil {
		return false
	}
	if h.lit != nil {
		if _, ok := valueflow.Field(h.lit, field); ok {
			return true
		}
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found {
			return !found
		}
		for _, lhs := range as.Lhs {
			sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != field {
				continue
			}
			for _, o := range r.flow.Origins(sel.X) {
				if o == ast.Expr(h.src) || o == ast.Expr(h.lit) {
					found = true
				}
			}
		}
		return !found
	})
	return found
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
