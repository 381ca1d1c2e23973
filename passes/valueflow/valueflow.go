package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Analyzer indexes definitions, declarations and field assignments.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetvalueflow",
	Doc:        "index where values come from: definitions, declarations, field assignments (reports nothing)",
	Run:        analysisutil.Safe("idemvetvalueflow", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
}

// Result is the value-flow index of one package. It is built once by the
// pass and only read afterwards, so its queries are safe for concurrent use.
type Result struct {
	pkg       *types.Package
	info      *types.Info
	defs      map[*types.Var][]ast.Expr
	decls     map[*types.Func]*ast.FuncDecl
	fieldDefs map[*types.Var][]ast.Expr // every value stored in a struct field
	fieldOpen map[*types.Var]bool       // fields set in a way fieldDefs misses
	fieldSets map[fieldKey][]ast.Expr   // x.f = v, under x's object
	rootSets  map[fieldKey][]ast.Expr   // x.a.f = v, under x's variable
	assigned  map[fieldKey]bool         // x.f = ..., in any assignment, under x's object

	namesMu sync.Mutex // guards names
	names   map[*types.Func]string
}

// FuncName is analysisutil.FuncName of fn's origin, each function named
// once for all the passes that ask. Safe for concurrent use.
func (r *Result) FuncName(fn *types.Func) string {
	fn = fn.Origin()
	r.namesMu.Lock()
	defer r.namesMu.Unlock()
	name, ok := r.names[fn]
	if !ok {
		if r.names == nil {
			r.names = map[*types.Func]string{}
		}
		name = analysisutil.FuncName(fn)
		r.names[fn] = name
	}
	return name
}

// CalleeName is analysisutil.CalleeName by FuncName: "" when call calls no
// function.
func (r *Result) CalleeName(info *types.Info, call *ast.CallExpr) string {
	if fn := analysisutil.Callee(info, call); fn != nil {
		return r.FuncName(fn)
	}
	return ""
}

// fieldKey names a field of the value of an object.
type fieldKey struct {
	obj   types.Object
	field string
}

// Defs returns the expressions assigned to v in this package: its
// initializer and every assignment, in source order. A range variable maps
// to the range expression.
func (r *Result) Defs(v *types.Var) []ast.Expr { return r.defs[v] }

// Decl returns the declaration of fn if it is in this package.
func (r *Result) Decl(fn *types.Func) *ast.FuncDecl { return r.decls[fn] }

// DeclaringFunc returns the function of this package whose parameter v is,
// or nil.
func (r *Result) DeclaringFunc(v *types.Var) *types.Func {
	for _, fn := range r.Funcs() {
		d := r.Decl(fn)
		if d.Type.Params == nil || v.Pos() < d.Type.Params.Pos() || v.Pos() >= d.Type.Params.End() {
			continue
		}
		return fn
	}
	return nil
}

// FieldSets returns the values assigned to field of the value that obj (a
// variable or a struct field) holds, in source order: c.RetryMax = 0 under
// c, s.client.RetryMax = 3 under the field client.
func (r *Result) FieldSets(obj types.Object, field string) []ast.Expr {
	return r.fieldSets[fieldKey{obj, field}]
}

// FieldAssigns returns the values assigned to a field called field
// anywhere in the value of v, in source order: v.Field = x and
// v.Params.Field = x.
func (r *Result) FieldAssigns(v *types.Var, field string) []ast.Expr {
	return r.rootSets[fieldKey{v, field}]
}

// FieldDefs returns the values stored in the struct field v in this
// package, by assignment (x.f = v, x.f, err = g()) and by struct literal,
// in source order, and whether they are all its values here: not when the
// field is also set in a way whose value is not indexed (its address
// taken, &x.f; an assignment with an operator, x.f += s; a second or later
// place of a tuple assignment; a range variable). Values set outside this
// package, or through reflection, are not seen: the caller decides which
// fields that cannot reach (an unexported field of a type of this
// package).
func (r *Result) FieldDefs(v *types.Var) ([]ast.Expr, bool) {
	return r.fieldDefs[v], !r.fieldOpen[v]
}

// Assigned reports whether some assignment of this package, of any shape
// (req.Header = h, req.Header, err = f()), assigns field of the variable v
// directly.
func (r *Result) Assigned(v *types.Var, field string) bool {
	return r.assigned[fieldKey{v, field}]
}

func run(pass *analysis.Pass) (any, error) {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	return newResult(pass.Pkg, pass.TypesInfo, in), nil
}

// New indexes the type-checked files of pkg, as the pass does.
func New(pkg *types.Package, info *types.Info, files []*ast.File) *Result {
	return newResult(pkg, info, inspector.New(files))
}

func newResult(pkg *types.Package, info *types.Info, in *inspector.Inspector) *Result {
	r := &Result{
		pkg:       pkg,
		info:      info,
		defs:      map[*types.Var][]ast.Expr{},
		decls:     map[*types.Func]*ast.FuncDecl{},
		fieldDefs: map[*types.Var][]ast.Expr{},
		fieldOpen: map[*types.Var]bool{},
		fieldSets: map[fieldKey][]ast.Expr{},
		rootSets:  map[fieldKey][]ast.Expr{},
		assigned:  map[fieldKey]bool{},
	}
	r.index(in)
	return r
}

// index records, in one walk over the package, the definitions of every
// variable, the declarations of functions and the assignments to fields.
func (r *Result) index(in *inspector.Inspector) {
	info := r.info
	add := func(lhs ast.Expr, rhs ast.Expr) {
		id, ok := ast.Unparen(lhs).(*ast.Ident)
		if !ok {
			return
		}
		if v, ok := info.ObjectOf(id).(*types.Var); ok && rhs != nil {
			r.defs[v] = append(r.defs[v], rhs)
		}
	}
	// open marks a field that e selects as set in a way fieldDefs misses.
	open := func(e ast.Expr) {
		if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
			if v, ok := info.ObjectOf(sel.Sel).(*types.Var); ok && v.IsField() {
				r.fieldOpen[v] = true
			}
		}
	}
	filter := []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil), (*ast.FuncDecl)(nil), (*ast.CompositeLit)(nil), (*ast.UnaryExpr)(nil), (*ast.IncDecStmt)(nil)}
	for cur := range in.Root().Preorder(filter...) {
		switch n := cur.Node().(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
					if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
						if obj := info.ObjectOf(id); obj != nil {
							r.assigned[fieldKey{obj, sel.Sel.Name}] = true
						}
					}
				}
			}
			if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					open(l)
				}
			}
			if len(n.Lhs) == len(n.Rhs) {
				for i := range n.Lhs {
					add(n.Lhs[i], n.Rhs[i])
					r.addFieldAssign(n.Lhs[i], n.Rhs[i])
				}
			} else if len(n.Rhs) == 1 {
				for i, l := range n.Lhs {
					add(l, n.Rhs[0])
					if i > 0 {
						open(l)
					}
				}
				// w.stream, err = newStream(...): the field holds the call's
				// first result.
				r.addFieldAssign(n.Lhs[0], n.Rhs[0])
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i := range n.Names {
					add(n.Names[i], n.Values[i])
				}
			} else if len(n.Values) == 1 {
				for _, l := range n.Names {
					add(l, n.Values[0])
				}
			}
		case *ast.RangeStmt:
			if n.Key != nil {
				add(n.Key, n.X)
			}
			if n.Value != nil {
				add(n.Value, n.X)
			}
			open(n.Key)
			open(n.Value)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				open(n.X)
			}
		case *ast.IncDecStmt:
			open(n.X)
		case *ast.FuncDecl:
			if fn, ok := info.Defs[n.Name].(*types.Func); ok {
				r.decls[fn] = n
			}
		case *ast.CompositeLit:
			// An unkeyed struct literal, proxymw{ctx, next, retry}: its
			// elements are its fields in order.
			if st, ok := structOf(info.TypeOf(n)); ok && len(n.Elts) == st.NumFields() {
				for i, elt := range n.Elts {
					if _, kv := elt.(*ast.KeyValueExpr); !kv {
						f := st.Field(i)
						r.fieldDefs[f] = append(r.fieldDefs[f], elt)
					}
				}
			}
			for _, elt := range n.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if id, ok := kv.Key.(*ast.Ident); ok {
					if v, ok := info.ObjectOf(id).(*types.Var); ok && v.IsField() {
						r.fieldDefs[v] = append(r.fieldDefs[v], kv.Value)
					}
				}
			}
		}
	}
}

// addFieldAssign records lhs = rhs when lhs selects a field: under the
// field (s.client = c), under the object whose field it is (c.RetryMax = 0
// under c) and under the variable at the root of the selector chain
// (p.Params.Key = k under p).
func (r *Result) addFieldAssign(lhs, rhs ast.Expr) {
	sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
	if !ok {
		return
	}
	info := r.info
	if v, ok := info.ObjectOf(sel.Sel).(*types.Var); ok && v.IsField() {
		r.fieldDefs[v] = append(r.fieldDefs[v], rhs)
		if base := analysisutil.ObjectOf(info, sel.X); base != nil {
			k := fieldKey{base, sel.Sel.Name}
			r.fieldSets[k] = append(r.fieldSets[k], rhs)
		}
	}
	root := ast.Expr(sel.X)
	for {
		s, ok := ast.Unparen(root).(*ast.SelectorExpr)
		if !ok {
			break
		}
		root = s.X
	}
	if id, ok := ast.Unparen(root).(*ast.Ident); ok {
		if v, ok := info.ObjectOf(id).(*types.Var); ok {
			k := fieldKey{v, sel.Sel.Name}
			r.rootSets[k] = append(r.rootSets[k], rhs)
		}
	}
}

// Origins returns the expressions that e's value may come from: following
// variables (every assignment in this package), struct fields (every
// assignment and keyed literal in this package) and the return statements
// of this package's functions, to calls, literals and anything else that
// cannot be followed.
func (r *Result) Origins(e ast.Expr) []ast.Expr {
	o, _ := r.OriginsVia(e)
	return o
}

// OriginsVia is Origins, and also the variables and fields the value went
// through on the way, for queries about what was done to it there
// (FieldSets).
func (r *Result) OriginsVia(e ast.Expr) ([]ast.Expr, []types.Object) {
	var out []ast.Expr
	var objs []types.Object
	seen := map[any]bool{}
	var visit func(e ast.Expr, depth int)
	visit = func(e ast.Expr, depth int) {
		if e == nil || depth > 8 || seen[e] {
			return
		}
		seen[e] = true
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		var obj types.Object
		switch x := e.(type) {
		case *ast.Ident:
			obj = r.info.ObjectOf(x)
		case *ast.SelectorExpr:
			if v, ok := r.info.ObjectOf(x.Sel).(*types.Var); ok {
				obj = v
			}
		case *ast.CallExpr:
			out = append(out, x)
			// A constructor of this package: follow its returns.
			if fn := analysisutil.Callee(r.info, x); fn != nil && fn.Pkg() == r.pkg {
				if d := r.decls[fn.Origin()]; d != nil && d.Body != nil && !seen[d] {
					seen[d] = true
					for _, ret := range Returns(d) {
						visit(ret, depth+1)
					}
				}
			}
			return
		}
		v, ok := obj.(*types.Var)
		if !ok {
			out = append(out, e)
			return
		}
		objs = append(objs, v)
		defs := r.defs[v]
		if v.IsField() {
			defs = r.fieldDefs[v]
		}
		if len(defs) == 0 {
			out = append(out, e)
		}
		for _, d := range defs {
			visit(d, depth+1)
		}
	}
	visit(e, 0)
	return out, objs
}

// Returns returns the first result of every return statement of d, outside
// function literals: what d returns when it returns a single value or a
// value and an error.
func Returns(d *ast.FuncDecl) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 {
				out = append(out, n.Results[0])
			}
		}
		return true
	})
	return out
}

// Field returns the value of the element keyed field in the struct literal
// lit.
func Field(lit *ast.CompositeLit, field string) (ast.Expr, bool) {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok && isKey(kv, field) {
			return kv.Value, true
		}
	}
	return nil, false
}

// NestedField is Field for a field that may also sit in a literal nested
// in lit, as an embedded struct's is: Params: stripe.Params{IdempotencyKey:
// k}. The first such element in source order wins.
func NestedField(lit *ast.CompositeLit, field string) (ast.Expr, bool) {
	var val ast.Expr
	ast.Inspect(lit, func(n ast.Node) bool {
		if kv, ok := n.(*ast.KeyValueExpr); ok && val == nil && isKey(kv, field) {
			val = kv.Value
		}
		return val == nil
	})
	return val, val != nil
}

func isKey(kv *ast.KeyValueExpr, field string) bool {
	id, ok := kv.Key.(*ast.Ident)
	return ok && id.Name == field
}

// Funcs returns the functions declared in this package, in source order.
func (r *Result) Funcs() []*types.Func {
	fns := make([]*types.Func, 0, len(r.decls))
	for fn := range r.decls {
		fns = append(fns, fn)
	}
	slices.SortFunc(fns, func(a, b *types.Func) int { return int(a.Pos() - b.Pos()) })
	return fns
}

// structOf returns the struct type under t, if any.
func structOf(t types.Type) (*types.Struct, bool) {
	if t == nil {
		return nil, false
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}
