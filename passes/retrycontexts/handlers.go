package retrycontexts

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// handlerScopes records the function values of this package that become
// values of a handler type (catalog.HandlerTypes): passed as an argument,
// returned, set in a struct field or a slice element, assigned or converted.
// The tool constructors of MCP servers build their handlers this way in one
// package and register them in another.
func (r *Result) handlerScopes(root inspector.Cursor) {
	if !analysisutil.Reaches(r.pass.Pkg, handlerTypePkgs) {
		return // no value here can have a handler type
	}
	info := r.pass.TypesInfo
	for cur := range root.Preorder((*ast.CallExpr)(nil), (*ast.ReturnStmt)(nil), (*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			if tv, ok := info.Types[n.Fun]; ok && tv.IsType() {
				if len(n.Args) == 1 {
					r.handlerValue(n.Args[0], tv.Type)
				}
				continue
			}
			sig, ok := types.Unalias(info.TypeOf(n.Fun)).(*types.Signature)
			if !ok {
				continue
			}
			for i, arg := range n.Args {
				r.handlerValue(arg, paramType(sig, i, n.Ellipsis.IsValid()))
			}
		case *ast.ReturnStmt:
			sig := enclosingSig(info, cur)
			if sig == nil || sig.Results().Len() != len(n.Results) {
				continue
			}
			for i, res := range n.Results {
				r.handlerValue(res, sig.Results().At(i).Type())
			}
		case *ast.CompositeLit:
			r.literalHandlers(n)
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, lhs := range n.Lhs {
					r.handlerValue(n.Rhs[i], info.TypeOf(lhs))
				}
			}
		case *ast.ValueSpec:
			if n.Type != nil {
				for _, v := range n.Values {
					r.handlerValue(v, info.TypeOf(n.Type))
				}
			}
		}
	}
}

// literalHandlers looks at the elements of a struct, slice, array or map
// literal (server.ServerTool{Handler: h}, []server.ServerTool{...}).
func (r *Result) literalHandlers(lit *ast.CompositeLit) {
	t := r.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok {
					if f, ok := r.pass.TypesInfo.ObjectOf(k).(*types.Var); ok {
						r.handlerValue(kv.Value, f.Type())
					}
				}
			} else if i < u.NumFields() {
				r.handlerValue(el, u.Field(i).Type())
			}
		}
	case *types.Slice:
		r.elemHandlers(lit, u.Elem())
	case *types.Array:
		r.elemHandlers(lit, u.Elem())
	case *types.Map:
		r.elemHandlers(lit, u.Elem())
	}
}

func (r *Result) elemHandlers(lit *ast.CompositeLit, elem types.Type) {
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			el = kv.Value
		}
		r.handlerValue(el, elem)
	}
}

// handlerValue records the functions that e may be when t is a handler
// type.
func (r *Result) handlerValue(e ast.Expr, t types.Type) {
	kind := handlerKind(t)
	if kind == catalog.NoContext {
		return
	}
	for _, o := range r.flow.Origins(e) {
		r.addFuncValue(o, nil, kind)
	}
}

// addFuncValue records the function that e denotes, a literal or a function
// or method of this package, as a scope of the at-least-once context kind.
func (r *Result) addFuncValue(e ast.Expr, call *ast.CallExpr, kind catalog.ContextKind) bool {
	switch a := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		r.addAtLeastOnce(a, a.Body, call, kind)
		return true
	case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr:
		if ix, ok := a.(*ast.IndexExpr); ok {
			a = ix.X // an instantiated generic function
		} else if ix, ok := a.(*ast.IndexListExpr); ok {
			a = ix.X
		}
		if fn, ok := analysisutil.ObjectOf(r.pass.TypesInfo, a).(*types.Func); ok {
			if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
				r.addAtLeastOnce(d, d.Body, call, kind)
			}
			return true
		}
	}
	return false
}

// funcNode returns the function literal or declaration of this package
// that e denotes, or nil.
func (r *Result) funcNode(e ast.Expr) ast.Node {
	switch a := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return a
	case *ast.IndexExpr:
		return r.funcNode(a.X)
	case *ast.IndexListExpr:
		return r.funcNode(a.X)
	case *ast.Ident, *ast.SelectorExpr:
		if fn, ok := analysisutil.ObjectOf(r.pass.TypesInfo, a).(*types.Func); ok {
			if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
				return d
			}
		}
	}
	return nil
}

// handlerKind returns the context of the handler type t, or NoContext.
func handlerKind(t types.Type) catalog.ContextKind {
	if t == nil {
		return catalog.NoContext
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return catalog.NoContext // not through pointers
	}
	if !handlerTypeNames[named.Origin().Obj().Name()] {
		return catalog.NoContext // spares building the full name of every other type
	}
	return catalog.HandlerTypes[analysisutil.TypeName(t)]
}

// handlerTypeNames are the names of catalog.HandlerTypes without their
// packages.
var handlerTypeNames = func() map[string]bool {
	m := map[string]bool{}
	for name := range catalog.HandlerTypes {
		m[name[strings.LastIndex(name, ".")+1:]] = true
	}
	return m
}()

// handlerTypePkgs are the packages of catalog.HandlerTypes.
var handlerTypePkgs = func() map[string]bool {
	m := map[string]bool{}
	for name := range catalog.HandlerTypes {
		m[name[:strings.LastIndex(name, ".")]] = true
	}
	return m
}()

// paramType returns the type of the i-th argument of a call to sig.
func paramType(sig *types.Signature, i int, ellipsis bool) types.Type {
	ps := sig.Params()
	if sig.Variadic() && i >= ps.Len()-1 {
		t := ps.At(ps.Len() - 1).Type()
		if ellipsis {
			return t
		}
		if s, ok := t.Underlying().(*types.Slice); ok {
			return s.Elem()
		}
		return nil
	}
	if i < ps.Len() {
		return ps.At(i).Type()
	}
	return nil
}

// enclosingSig returns the signature of the function that a return
// statement returns from.
func enclosingSig(info *types.Info, cur inspector.Cursor) *types.Signature {
	for c := range cur.Enclosing((*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		switch f := c.Node().(type) {
		case *ast.FuncLit:
			sig, _ := info.TypeOf(f).(*types.Signature)
			return sig
		case *ast.FuncDecl:
			if fn, ok := info.Defs[f.Name].(*types.Func); ok {
				return fn.Type().(*types.Signature)
			}
			return nil
		}
	}
	return nil
}

// wrapperScopes finds the functions of this package that build a handler
// around a func-typed parameter and call it from inside the handler (a
// project's NewTool(toolset, tool, handler)), and records what each call of
// such a function passes for that parameter as a handler too.
func (r *Result) wrapperScopes(root inspector.Cursor) {
	info := r.pass.TypesInfo
	for _, s := range r.Found {
		lit, ok := s.Func.(*ast.FuncLit)
		if !ok {
			continue
		}
		cur, ok := root.FindNode(lit)
		if !ok {
			continue
		}
		var decl *ast.FuncDecl
		for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			decl = c.Node().(*ast.FuncDecl)
			break
		}
		if decl == nil {
			continue
		}
		fn, ok := info.Defs[decl.Name].(*types.Func)
		if !ok {
			continue
		}
		params := fn.Type().(*types.Signature).Params()
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok {
					for i := range params.Len() {
						if params.At(i) == v {
							r.wrappers = append(r.wrappers, wrapper{fn: fn, index: i, kind: s.Context})
						}
					}
				}
			}
			return true
		})
	}
	if len(r.wrappers) == 0 {
		return
	}
	for cur := range root.Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		callee := analysisutil.Callee(info, call)
		if callee == nil {
			continue
		}
		for _, w := range r.wrappers {
			if w.fn == callee.Origin() && w.index < len(call.Args) && !call.Ellipsis.IsValid() {
				for _, o := range r.flow.Origins(call.Args[w.index]) {
					r.addFuncValue(o, call, w.kind)
				}
			}
		}
	}
}

// A wrapper is a function of this package whose func-typed parameter
// index runs in the handler it builds.
type wrapper struct {
	fn    *types.Func
	index int
	kind  catalog.ContextKind
}
