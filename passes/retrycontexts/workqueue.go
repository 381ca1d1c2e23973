package retrycontexts

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// workqueueScopes records the handlers that a controller's worker calls
// with an item it took from a workqueue (catalog.ClientGoWorkQueue), when
// the worker puts items back with backoff (AddRateLimited): the classic
// processNextWorkItem, whose syncHandler(key) runs again for the same key
// whenever it fails. A worker that never requeues makes no scope; one that
// requeues below a bound on NumRequeues bounds the scope (workqueuebound.go).
func (r *Result) workqueueScopes() {
	q := &catalog.ClientGoWorkQueue
	if !analysisutil.Reaches(r.pass.Pkg, map[string]bool{q.Package: true}) {
		return // no call here is a queue method
	}
	info := r.pass.TypesInfo
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		if d == nil || d.Body == nil {
			continue
		}
		items := map[types.Object]bool{}
		ast.Inspect(d.Body, func(n ast.Node) bool {
			// item, shutdown := q.Get()
			if n, ok := n.(*ast.AssignStmt); ok && len(n.Rhs) == 1 && len(n.Lhs) == 2 {
				if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok && r.queueMethod(call, q.Get) {
					if id, ok := n.Lhs[0].(*ast.Ident); ok && info.ObjectOf(id) != nil {
						items[info.ObjectOf(id)] = true
					}
				}
			}
			return true
		})
		if len(items) == 0 {
			continue
		}
		requeues, bound := r.workerRequeues(d.Body)
		if !requeues {
			continue
		}
		from := len(r.Found)
		r.workItemCalls(d.Body, items)
		if bound == nil {
			continue
		}
		for _, s := range r.Found[from:] {
			if s.Context == catalog.WorkqueueHandler {
				s.Attempts, s.Bound, s.policyRead = bound.attempts, bound.desc, true
			}
		}
	}
}

// queueMethod reports whether call calls the method name of a queue type
// of the workqueue package.
func (r *Result) queueMethod(call *ast.CallExpr, name string) bool {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	return fn != nil && fn.Name() == name && fn.Pkg() != nil && fn.Pkg().Path() == catalog.ClientGoWorkQueue.Package
}

// workItemCalls records as workqueue handlers the functions of this
// package that body calls with a work item (items: the variables holding
// one, grown by type assertions key, ok := item.(string) and by the
// parameters of a function literal called with one) and that return an
// error.
func (r *Result) workItemCalls(body *ast.BlockStmt, items map[types.Object]bool) {
	info := r.pass.TypesInfo
	isItem := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if ta, ok := e.(*ast.TypeAssertExpr); ok {
			e = ast.Unparen(ta.X)
		}
		id, ok := e.(*ast.Ident)
		return ok && items[info.ObjectOf(id)]
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && isItem(n.Rhs[0]) {
				if id, ok := n.Lhs[0].(*ast.Ident); ok && info.ObjectOf(id) != nil {
					items[info.ObjectOf(id)] = true
				}
			}
		case *ast.CallExpr:
			idx := slices.IndexFunc(n.Args, isItem)
			if idx < 0 {
				break
			}
			if lit, ok := ast.Unparen(n.Fun).(*ast.FuncLit); ok {
				// err := func(obj any) error { ... }(item)
				if p := paramAt(info, lit.Type, idx); p != nil {
					items[p] = true
				}
				break
			}
			if !callReturnsError(info, n) {
				break
			}
			for _, o := range r.flow.Origins(n.Fun) {
				if d, ok := r.funcNode(o).(*ast.FuncDecl); ok {
					r.addAtLeastOnce(d, d.Body, n, catalog.WorkqueueHandler)
					r.itemParams[d] = idx + 1
				}
			}
		}
		return true
	})
}

// paramAt returns the object of the parameter at index i of ft, or nil.
func paramAt(info *types.Info, ft *ast.FuncType, i int) types.Object {
	n := 0
	for _, f := range ft.Params.List {
		for _, name := range f.Names {
			if n == i {
				return info.ObjectOf(name)
			}
			n++
		}
		if len(f.Names) == 0 {
			n++
		}
	}
	return nil
}

// callReturnsError reports whether call's last result is an error.
func callReturnsError(info *types.Info, call *ast.CallExpr) bool {
	switch t := info.TypeOf(call).(type) {
	case *types.Tuple:
		return t.Len() > 0 && analysisutil.IsErrorType(t.At(t.Len()-1).Type())
	case nil:
		return false
	default:
		return analysisutil.IsErrorType(t)
	}
}

// itemParam returns the parameter of the workqueue handler s that
// receives the work item, or nil.
func (r *Result) itemParam(s *Context) *types.Var {
	d, ok := s.Func.(*ast.FuncDecl)
	if !ok || r.itemParams[d] == 0 {
		return nil
	}
	p, _ := paramAt(r.pass.TypesInfo, d.Type, r.itemParams[d]-1).(*types.Var)
	if p == nil || p.Name() == "_" {
		return nil
	}
	return p
}

// itemKey returns an expression for the stable key of the work item of
// the workqueue handler s: the item, when it is a string (the object's
// "namespace/name" key), or a catalogued struct item's key
// (objectRef.String()); "" when there is none.
func (r *Result) itemKey(s *Context) string {
	p := r.itemParam(s)
	switch {
	case p == nil:
		return ""
	case isString(p.Type()):
		return p.Name()
	}
	if it, ok := catalog.ClientGoWorkQueue.Items[analysisutil.TypeName(p.Type())]; ok {
		return p.Name() + "." + it.Key
	}
	return ""
}

// itemName returns an expression for the name of the object of the work
// item of the workqueue handler s (objectRef.Name, or the name a string key
// is split into at the top of the handler), with the variable it starts
// from; "" when there is none.
func (r *Result) itemName(s *Context) (string, *types.Var) {
	p := r.itemParam(s)
	if p == nil {
		return "", nil
	}
	q := &catalog.ClientGoWorkQueue
	if it, ok := q.Items[analysisutil.TypeName(p.Type())]; ok {
		return p.Name() + "." + it.Name, p
	}
	if !isString(p.Type()) {
		return "", nil
	}
	// namespace, name, err := cache.SplitMetaNamespaceKey(key), a
	// statement of the handler's body itself.
	info := r.pass.TypesInfo
	for _, st := range s.Body.List {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) <= q.NameResult {
			continue
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok || r.calleeName(call) != q.Split || len(call.Args) != 1 {
			continue
		}
		if arg, ok := ast.Unparen(call.Args[0]).(*ast.Ident); !ok || info.ObjectOf(arg) != p {
			continue
		}
		if id, ok := as.Lhs[q.NameResult].(*ast.Ident); ok && id.Name != "_" {
			if v, ok := info.ObjectOf(id).(*types.Var); ok {
				return id.Name, v
			}
		}
	}
	return "", nil
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}
