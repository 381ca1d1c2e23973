package retryscope

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// transportRoundTrip returns the RoundTrip method that call, a request
// sent with an *http.Client (Do, Post, ...), runs on each request: the
// method of the Transport the client is made with, where the client is
// made (a literal, in this package, that a variable, a field or a
// constructor of this package leads to) or where its Transport field is
// set. A call of that method is what the client's call makes: when the
// method retries (a retry loop that re-sends the request on a 5xx), so
// does the call. nil when the client may be made in a place that does not
// say (a parameter, another package), without a Transport (the default
// one), or with transports of different types.
func (r *Result) transportRoundTrip(call *ast.CallExpr, fn *types.Func) *types.Func {
	if fn == nil {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	recv := fn.Signature().Recv()
	if !ok || recv == nil {
		return nil
	}
	if analysisutil.TypeName(recv.Type()) == catalog.HTTPClient {
		if !catalog.HTTPClientMethods[fn.Name()] {
			return nil
		}
		return r.clientTransport(sel.X)
	}
	return r.sdkTransport(sel.X, fn)
}

// sdkTransport returns the RoundTrip method of the transport of the
// *http.Client that an API call of an SDK record (one the catalog knows,
// fn) is sent with: the client handed to the call that made the SDK's
// client (github.NewClient(httpClient)), which the SDK sends every
// request with. recv is the call's receiver: the SDK's client or one of
// its services (client.Issues), whose client is followed to where it is
// made, through methods of the SDK that return a copy of it
// (github.NewClient(h).WithEnterpriseURLs(...)).
func (r *Result) sdkTransport(recv ast.Expr, fn *types.Func) *types.Func {
	if fn.Pkg() == nil || fn.Pkg() == r.pass.Pkg {
		return nil
	}
	if _, ok := catalog.LookupWrite(r.funcInfoOf(fn).name); !ok {
		return nil
	}
	// client.Issues.Create: the service is a field of the client.
	for range 3 {
		sel, ok := ast.Unparen(recv).(*ast.SelectorExpr)
		if !ok {
			break
		}
		if v, ok := r.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var); !ok || !v.IsField() || v.Pkg() != fn.Pkg() {
			break
		}
		recv = sel.X
	}
	var method *types.Func
	origins, _ := r.flow.OriginsVia(recv)
	for _, o := range origins {
		if r.ownCall(o) {
			continue
		}
		m := r.factTransport(o)
		if m == nil {
			m = r.madeWith(o, fn.Pkg())
		}
		if m == nil || method != nil && m != method {
			return nil
		}
		method = m
	}
	return method
}

// madeWith returns the RoundTrip method of the transport of the
// *http.Client that o, a call of the SDK's package pkg that makes its
// client, is given, or nil.
func (r *Result) madeWith(o ast.Expr, pkg *types.Package) *types.Func {
	for range 3 {
		call, ok := o.(*ast.CallExpr)
		if !ok {
			return nil
		}
		fn := analysisutil.Callee(r.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() != pkg {
			return nil
		}
		for _, a := range call.Args {
			if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(a)) == catalog.HTTPClient {
				return r.clientTransport(a)
			}
		}
		// A method that returns a copy of the client it is called on.
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || fn.Signature().Recv() == nil {
			return nil
		}
		o = ast.Unparen(sel.X)
	}
	return nil
}

// clientTransport returns the RoundTrip method of the Transport of the
// *http.Client x, as transportRoundTrip says, or nil.
func (r *Result) clientTransport(x ast.Expr) *types.Func {
	origins, objs := r.flow.OriginsVia(x)
	var transports []ast.Expr
	opaque := false        // a client made where this package does not see
	var made []*types.Func // the transports of constructors of other packages
	for _, o := range origins {
		if r.ownCall(o) {
			continue
		}
		if m := r.factTransport(o); m != nil {
			made = append(made, m)
			continue
		}
		lit, ok := o.(*ast.CompositeLit)
		if !ok {
			opaque = true
			continue
		}
		if t, ok := valueflow.Field(lit, catalog.HTTPTransportField); ok {
			transports = append(transports, t)
		}
	}
	var sets []ast.Expr
	for _, obj := range objs {
		sets = append(sets, r.flow.FieldSets(obj, catalog.HTTPTransportField)...)
	}
	if last := r.lastTransport(transports, sets); last != nil {
		transports = []ast.Expr{last}
	} else if opaque {
		return nil
	} else {
		transports = append(transports, sets...)
	}
	if len(transports) == 0 && len(made) == 0 {
		return nil
	}
	var method *types.Func
	for _, m := range made {
		if method != nil && m != method {
			return nil
		}
		method = m
	}
	for _, t := range transports {
		for _, o := range r.flow.Origins(t) {
			m := roundTrip(r.pass.TypesInfo.TypeOf(o))
			if m == nil || method != nil && m != method {
				return nil
			}
			method = m
		}
	}
	return method
}

// lastTransport returns the transport that the client ends up with when
// its Transport is set in one function, after where the client is made,
// by assignments the last of which runs whenever the function does (c :=
// &http.Client{}; c.Transport = NewRetryTransport(c.Transport)): the
// value of that last assignment, which wraps or replaces the ones before.
// nil when there is no such assignment.
func (r *Result) lastTransport(fields, sets []ast.Expr) ast.Expr {
	var last ast.Expr
	for _, s := range sets {
		if last == nil || s.Pos() > last.Pos() {
			last = s
		}
	}
	if last == nil {
		return nil
	}
	f := analysisutil.FileOf(r.pass.Files, last.Pos())
	if f == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(f, last.Pos(), last.End())
	var body ast.Node
	for i, n := range path {
		if _, ok := n.(*ast.AssignStmt); ok && i+2 < len(path) {
			if _, ok := path[i+1].(*ast.BlockStmt); ok {
				switch path[i+2].(type) {
				case *ast.FuncDecl, *ast.FuncLit:
					body = path[i+1]
				}
			}
			break
		}
	}
	if body == nil {
		return nil
	}
	for _, e := range append(slices.Clone(fields), sets...) {
		if !analysisutil.Contains(body, e.Pos()) || e.Pos() > last.Pos() {
			return nil
		}
	}
	return last
}

// roundTrip returns the RoundTrip method of the concrete type t, or nil.
func roundTrip(t types.Type) *types.Func {
	if t == nil || types.IsInterface(t) {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "RoundTrip")
	m, _ := obj.(*types.Func)
	if m == nil || m.Pkg() == nil {
		return nil
	}
	return m.Origin()
}

// transportLayer returns the layer of call, a request sent with an
// *http.Client whose transport's RoundTrip method m retries: the call
// retries as m does, and messages name both ("client.Do →
// RetryTransport.RoundTrip retries"). nil when m does not retry.
func (r *Result) transportLayer(call *ast.CallExpr, m *types.Func) *Layer {
	rt := r.retries(m)
	if rt == nil {
		return nil
	}
	factors := rt.Factors
	if len(factors) == 0 {
		factors = []int{rt.Attempts}
	}
	name := m.Name()
	if recv := m.Signature().Recv(); recv != nil {
		if named, ok := types.Unalias(derefType(recv.Type())).(*types.Named); ok {
			name = named.Obj().Name() + "." + name
		}
	}
	desc := analysisutil.Format(r.pass.Fset, call.Fun)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && (len(desc) > 60 || strings.Contains(desc, "\n")) {
		desc = sel.Sel.Name
	}
	chain := append([]string{name}, rt.Chain...)
	return &Layer{Kind: FuncLayer, Desc: desc, Where: rt.Where, Chain: chain, Pos: rt.pos, Factors: factors, Fresh: rt.Fresh, Prefixes: rt.Prefixes}
}

func derefType(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// transportFact marks a function that returns a client that sends through
// a transport whose RoundTrip retries: an *http.Client, or an SDK's client
// made with one. Type names the transport's type in the function's
// package.
type transportFact struct{ Type string }

func (*transportFact) AFact() {}

func (f *transportFact) String() string { return "returns client with retrying transport " + f.Type }

// factTransport returns the RoundTrip method of the transport that o, a
// call of a function of another package with the transport fact, returns
// a client sending through; nil otherwise.
func (r *Result) factTransport(o ast.Expr) *types.Func {
	call, ok := o.(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == r.pass.Pkg {
		return nil
	}
	var f transportFact
	if !r.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil
	}
	tn, ok := fn.Pkg().Scope().Lookup(f.Type).(*types.TypeName)
	if !ok {
		return nil
	}
	return roundTrip(types.NewPointer(tn.Type()))
}

// exportTransports exports the transport fact for the functions of this
// package that return a client whose transport retries, a type of this
// package: constructors that callers in other packages send with.
func (r *Result) exportTransports() {
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		if d == nil || d.Body == nil || !fn.Exported() || fn.Signature().Results().Len() == 0 {
			continue
		}
		var method *types.Func
		for _, ret := range valueflow.Returns(d) {
			m := r.returnedTransport(ret)
			if m == nil || method != nil && m != method {
				method = nil
				break
			}
			method = m
		}
		if method == nil || method.Pkg() != r.pass.Pkg || r.retries(method) == nil {
			continue
		}
		if named, ok := types.Unalias(derefType(method.Signature().Recv().Type())).(*types.Named); ok {
			r.pass.ExportObjectFact(fn, &transportFact{Type: named.Obj().Name()})
		}
	}
}

// returnedTransport returns the RoundTrip method of the transport of the
// client ret, a returned *http.Client or SDK client, or nil.
func (r *Result) returnedTransport(ret ast.Expr) *types.Func {
	if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(ret)) == catalog.HTTPClient {
		return r.clientTransport(ret)
	}
	var method *types.Func
	for _, o := range r.flow.Origins(ret) {
		if r.ownCall(o) {
			continue
		}
		call, ok := o.(*ast.CallExpr)
		if !ok {
			return nil
		}
		fn := analysisutil.Callee(r.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil {
			return nil
		}
		m := r.madeWith(o, fn.Pkg())
		if m == nil || method != nil && m != method {
			return nil
		}
		method = m
	}
	return method
}

// ownCall reports whether o is a call of a function of this package with
// a body: valueflow's origins follow its returns, which stand for it.
func (r *Result) ownCall(o ast.Expr) bool {
	call, ok := o.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != r.pass.Pkg {
		return false
	}
	d := r.flow.Decl(fn.Origin())
	return d != nil && d.Body != nil
}
