package retrycontexts

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// registrationScopes records handlers registered in at-least-once contexts,
// by the catalog or the configuration: a function literal, a function or
// method, or a value whose exported methods are all registered (Temporal's
// RegisterActivity with a pointer to a struct).
func (r *Result) registrationScopes(call *ast.CallExpr) {
	name := r.calleeName(call)
	reg, ok := catalog.AtLeastOnceRegistrations[name]
	if !ok {
		reg, ok = r.configuredRegistration(name)
	}
	if !ok || len(call.Args) == 0 || r.neverRedelivers(call, reg.Kind) {
		return
	}
	r.recordOptionUses(call)
	idx := reg.Handler
	if idx < 0 || idx >= len(call.Args) {
		idx = len(call.Args) - 1
	}
	arg := call.Args[idx]
	t := r.pass.TypesInfo.TypeOf(arg)
	if t == nil {
		return
	}
	if _, isFunc := t.Underlying().(*types.Signature); isFunc {
		for _, o := range r.flow.Origins(arg) {
			r.addFuncValue(o, call, reg.Kind)
		}
		return
	}
	// A value whose exported methods are registered: &Activities{...}, or
	// a variable that holds one.
	mset := types.NewMethodSet(t)
	for i := range mset.Len() {
		if fn, ok := mset.At(i).Obj().(*types.Func); ok && fn.Exported() {
			if d := r.flow.Decl(fn); d != nil && d.Body != nil {
				r.addAtLeastOnce(d, d.Body, call, reg.Kind)
			}
		}
	}
}

// configuredRegistration returns the registration that the configuration
// names name, if any.
func (r *Result) configuredRegistration(name string) (catalog.AtLeastOnce, bool) {
	for _, h := range r.cfg.Handlers {
		if h.Func == name {
			return catalog.AtLeastOnce{Handler: h.Arg, Kind: h.Kind()}, true
		}
	}
	return catalog.AtLeastOnce{}, false
}

// addAtLeastOnce records fn as a scope of the at-least-once context kind,
// named as the system's record says and bounded by the retry policy that
// call (the registration or execution, or nil) shows.
func (r *Result) addAtLeastOnce(fn ast.Node, body *ast.BlockStmt, call *ast.CallExpr, kind catalog.ContextKind) {
	sys := catalog.SystemFor(kind)
	attempts, read, lits := r.contextAttempts(kind, call)
	unread := !read && kind == catalog.TemporalActivity && r.executionContext(call) != nil
	r.Found = append(r.Found, &Context{Start: fn.Pos(), Desc: sys.Short, Context: kind, Body: body, Func: fn, Call: call, Attempts: attempts, Options: lits, policyRead: read, optionsUnread: unread})
	if d := r.delegate(body); d != nil && !slices.ContainsFunc(r.Found, func(s *Context) bool { return s.Body == d.Body }) {
		r.addAtLeastOnce(d, d.Body, call, kind)
	}
}

// delegate returns the function of this package that a handler's body only
// forwards to (return impl(ctx, req, deps)): it runs in the same context,
// and its error paths are the handler's.
func (r *Result) delegate(body *ast.BlockStmt) *ast.FuncDecl {
	if len(body.List) != 1 {
		return nil
	}
	ret, ok := body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != r.pass.Pkg {
		return nil
	}
	if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
		return d
	}
	return nil
}

// shapeScopes records the methods that implement an at-least-once system's
// handler interface by their shape: a controller-runtime Reconcile(ctx,
// req) (reconcile.Result, error) runs again whenever it fails and on every
// resync, however it was registered.
func (r *Result) shapeScopes() {
	for i := range catalog.Systems {
		sys := &catalog.Systems[i]
		if sys.HandlerMethod == "" {
			continue
		}
		for _, fn := range r.flow.Funcs() {
			d := r.flow.Decl(fn)
			if d.Body == nil || d.Recv == nil || fn.Name() != sys.HandlerMethod {
				continue
			}
			res := fn.Type().(*types.Signature).Results()
			if res.Len() != 2 || !analysisutil.IsErrorType(res.At(1).Type()) ||
				!slices.Contains(sys.HandlerResults, analysisutil.TypeName(res.At(0).Type())) {
				continue
			}
			r.addAtLeastOnce(d, d.Body, nil, sys.Kind)
		}
	}
}

// ContextKey returns an expression, valid at the start of s's body, that
// is the same on every run of the at-least-once context s for one intent
// and from which an idempotency key can be made (a Reconcile's
// req.NamespacedName.String(), a workqueue handler's key parameter), or
// "".
func (r *Result) ContextKey(s *Context) string {
	if s.Context == catalog.WorkqueueHandler {
		return r.itemKey(s)
	}
	sys := catalog.SystemFor(s.Context)
	if sys == nil || sys.RequestKey == "" {
		return ""
	}
	if sys.Loop != nil {
		return r.loopKey(s, sys)
	}
	return r.requestSelector(s, sys, sys.RequestKey)
}

// ContextName returns an expression, valid where its variable v is in
// scope, that is the name of the object the at-least-once context s runs
// for (a Reconcile's req.Name, a workqueue handler's objectRef.Name or the
// name its key is split into), from which a fix names an object the run
// creates; "" when there is none.
func (r *Result) ContextName(s *Context) (string, *types.Var) {
	if s == nil {
		return "", nil
	}
	if s.Context == catalog.WorkqueueHandler {
		return r.itemName(s)
	}
	sys := catalog.SystemFor(s.Context)
	if sys == nil || sys.RequestName == "" {
		return "", nil
	}
	if p := r.requestParam(s, sys); p != nil {
		return p.Name() + "." + sys.RequestName, p
	}
	return "", nil
}

// requestSelector returns path after the name of the request parameter of
// the function of s, or "" when it has none or it is blank.
func (r *Result) requestSelector(s *Context, sys *catalog.System, path string) string {
	if p := r.requestParam(s, sys); p != nil {
		return p.Name() + "." + path
	}
	return ""
}

// requestParam returns the request parameter of the function of s, or nil
// when it has none or it is blank.
func (r *Result) requestParam(s *Context, sys *catalog.System) *types.Var {
	var ft *ast.FuncType
	switch f := s.Func.(type) {
	case *ast.FuncDecl:
		ft = f.Type
	case *ast.FuncLit:
		ft = f.Type
	default:
		return nil
	}
	for _, field := range ft.Params.List {
		if analysisutil.TypeName(r.pass.TypesInfo.TypeOf(field.Type)) != sys.Request || len(field.Names) != 1 || field.Names[0].Name == "_" {
			continue
		}
		v, _ := r.pass.TypesInfo.ObjectOf(field.Names[0]).(*types.Var)
		return v
	}
	return nil
}
