package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Bounds read from defaults. A generated SDK's retry counts to a field of
// the request's config (Stainless: retryCount <= cfg.MaxRetries) or to a
// parameter its callers fill from such a field (Fern: a Retrier's
// attempts), not to a constant: the bound is the default the SDK's code
// gives that field where the config is made (MaxRetries: 2 in the
// config's composite literal), when every value this package gives it is
// that one constant. A value kept unless an option is set (attempts :=
// defaultRetryAttempts; if options.attempts > 0 { attempts =
// options.attempts }) is that default too, and so is one that an option's
// value falls back to when unset (max := t.MaxRetries; if max == 0 { max =
// 5 }, the MCP Go SDK's reconnect count): options may change it, which
// the Default says. A field that the package sets from anything else (a
// constructor's parameter, a computed value) has no default to read: the
// bound stays unknown, and so does an exported field outside an internal
// package, which the program may set anywhere.

// A Default says that a retry's bound was read from a default that the
// options of the code around it may change.
type Default struct {
	// Field is the field of this package whose value bounds the retries
	// (cfg.MaxRetries), or nil when the bound is a parameter or variable.
	Field *types.Var
	// Name is the field's full name, "pkg/path.Type.Field", or "".
	Name string
	// Offset turns the field's value into attempts: attempts = value +
	// Offset (1 for a count of retries, 0 for a count of attempts).
	Offset int
}

// maxDefaultDepth bounds how many variables, fields and parameters a
// default is followed through.
const maxDefaultDepth = 6

// defaultValue evaluates e as the default value this package gives it: a
// constant, a conversion of one, a field of this package, a local variable
// kept unless an option overrides it, or a parameter that every caller in
// the package fills with one such value.
func (r *Finder) defaultValue(e ast.Expr, depth int) (int, bool) {
	info := r.pass.TypesInfo
	if n, ok := analysisutil.IntConst(info, e); ok {
		return n, true
	}
	if depth > maxDefaultDepth {
		return 0, false
	}
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.CallExpr:
		// uint(defaultRetryAttempts)
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return r.defaultValue(x.Args[0], depth+1)
		}
	case *ast.SelectorExpr:
		if v, ok := info.ObjectOf(x.Sel).(*types.Var); ok && v.IsField() && v.Pkg() == r.pass.Pkg {
			return r.fieldDefault(v, depth+1)
		}
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.Pkg() != r.pass.Pkg || v.IsField() || v.Parent() == r.pass.Pkg.Scope() {
			return 0, false
		}
		if fn, i := r.paramOf(v); fn != nil {
			return r.callersDefault(fn, i, depth+1)
		}
		return r.localDefault(v, depth+1)
	}
	return 0, false
}

// fieldDefault returns the one constant that every value this package
// gives field v is (in composite literals and assignments); a copy of the
// field itself (a Clone's MaxRetries: cfg.MaxRetries) gives none.
func (r *Finder) fieldDefault(v *types.Var, depth int) (int, bool) {
	if d, ok := r.fieldDefaults[v]; ok {
		return d.n, d.ok
	}
	// An exported field of a package that other modules import may be set
	// by any of them: only one of an SDK's internal packages, which its
	// own option package alone sets, has a default to read.
	if v.Exported() && !strings.Contains(r.pass.Pkg.Path()+"/", "/internal/") {
		return 0, false
	}
	r.fieldDefaults[v] = fieldDefault{} // a cycle gives no default
	info := r.pass.TypesInfo
	n, seen, ok := 0, false, true
	value := func(e ast.Expr) {
		if r.derivedFrom(e, v, 0) {
			return // the field copied, or lowered
		}
		m, isConst := r.defaultValue(e, depth)
		if !isConst || seen && m != n {
			ok = false
		}
		n, seen = m, true
	}
	isField := func(e ast.Expr) bool {
		sel, isSel := ast.Unparen(e).(*ast.SelectorExpr)
		return isSel && info.ObjectOf(sel.Sel) == v
	}
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if !ok {
				return false
			}
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if id, isID := n.Key.(*ast.Ident); isID && info.ObjectOf(id) == v {
					value(n.Value)
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if !isField(lhs) {
						continue
					}
					if n.Tok != token.ASSIGN && n.Tok != token.DEFINE || len(n.Rhs) != len(n.Lhs) {
						ok = false
						return false
					}
					value(n.Rhs[i])
				}
			case *ast.IncDecStmt:
				if isField(n.X) {
					ok = false
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND && isField(n.X) {
					ok = false // &cfg.MaxRetries: set through a pointer
				}
			}
			return ok
		})
	}
	ok = ok && seen
	r.fieldDefaults[v] = fieldDefault{n: n, ok: ok}
	return n, ok
}

// derivedFrom reports whether e is the value of field v again, or less:
// v read (a Clone's MaxRetries: cfg.MaxRetries), a field of this package
// that only ever holds such a value (a budget's maximum: cfg.MaxRetries),
// or such a value minus another (what is left of a budget).
func (r *Finder) derivedFrom(e ast.Expr, v *types.Var, depth int) bool {
	info := r.pass.TypesInfo
	if depth > maxDefaultDepth {
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return x.Op == token.SUB && r.derivedFrom(x.X, v, depth+1)
	case *ast.SelectorExpr:
		g, ok := info.ObjectOf(x.Sel).(*types.Var)
		if !ok || !g.IsField() {
			return false
		}
		if g == v {
			return true
		}
		if g.Pkg() != r.pass.Pkg {
			return false
		}
		vals, ok := r.fieldValues(g)
		if !ok || len(vals) == 0 {
			return false
		}
		for _, val := range vals {
			if !r.derivedFrom(val, v, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// fieldValues returns the values this package gives field g in composite
// literals and plain assignments; false if it sets it otherwise too.
func (r *Finder) fieldValues(g *types.Var) ([]ast.Expr, bool) {
	info := r.pass.TypesInfo
	var vals []ast.Expr
	ok := true
	isField := func(e ast.Expr) bool {
		sel, isSel := ast.Unparen(e).(*ast.SelectorExpr)
		return isSel && info.ObjectOf(sel.Sel) == g
	}
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if id, isID := n.Key.(*ast.Ident); isID && info.ObjectOf(id) == g {
					vals = append(vals, n.Value)
				}
			case *ast.AssignStmt:
				for i, lhs := range n.Lhs {
					if isField(lhs) {
						if n.Tok != token.ASSIGN || len(n.Rhs) != len(n.Lhs) {
							ok = false
						} else {
							vals = append(vals, n.Rhs[i])
						}
					}
				}
			case *ast.IncDecStmt:
				if isField(n.X) {
					ok = false
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND && isField(n.X) {
					ok = false
				}
			}
			return ok
		})
	}
	return vals, ok
}

type fieldDefault struct {
	n  int
	ok bool
}

// paramOf returns the function declared in this package whose parameter v
// is, and its index, or nil.
func (r *Finder) paramOf(v *types.Var) (*types.Func, int) {
	fn := r.flow.DeclaringFunc(v)
	if fn == nil {
		return nil, 0
	}
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return fn, i
		}
	}
	return nil, 0
}

// callersDefault returns the one default that every call of fn in this
// package, but its calls to itself, passes as its i-th argument. An
// exported function may be called from elsewhere: it has none.
func (r *Finder) callersDefault(fn *types.Func, i int, depth int) (int, bool) {
	d := r.flow.Decl(fn)
	if d == nil || fn.Exported() || fn.Type().(*types.Signature).Variadic() && i == fn.Type().(*types.Signature).Params().Len()-1 {
		return 0, false
	}
	info := r.pass.TypesInfo
	n, seen, ok := 0, false, true
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			if !ok {
				return false
			}
			if node == d {
				return false // its calls to itself count the attempts
			}
			switch node := node.(type) {
			case *ast.Ident:
				// fn used other than by a call (a method value): callers
				// unseen.
				if info.Uses[node] == fn && !r.calledAt(f, node) {
					ok = false
				}
			case *ast.CallExpr:
				if c := analysisutil.Callee(info, node); c == nil || c.Origin() != fn {
					return true
				}
				if len(node.Args) != fn.Type().(*types.Signature).Params().Len() || node.Ellipsis.IsValid() {
					ok = false
					return false
				}
				m, isConst := r.defaultValue(node.Args[i], depth)
				if !isConst || seen && m != n {
					ok = false
				}
				n, seen = m, true
			}
			return ok
		})
	}
	return n, ok && seen
}

// calledAt reports whether id names the function of a call in f.
func (r *Finder) calledAt(f *ast.File, id *ast.Ident) bool {
	called := false
	ast.Inspect(f, func(n ast.Node) bool {
		if called || n == nil || id.Pos() < n.Pos() || id.Pos() >= n.End() {
			return false
		}
		if c, ok := n.(*ast.CallExpr); ok {
			fun := ast.Unparen(c.Fun)
			if sel, ok := fun.(*ast.SelectorExpr); ok {
				fun = sel.Sel
			}
			if fun == id {
				called = true
			}
		}
		return !called
	})
	return called
}

// localDefault returns the value a local variable starts with when every
// later assignment to it is an option's override: if x > 0 { v = x }.
func (r *Finder) localDefault(v *types.Var, depth int) (int, bool) {
	d := r.declAt(v.Pos())
	if d == nil || d.Body == nil {
		return 0, false
	}
	info := r.pass.TypesInfo
	overrides := map[*ast.AssignStmt]bool{}
	var init ast.Expr
	fallback, fallbacks := 0, 0
	ok := true
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.IfStmt:
			if as := overrideOf(info, n, v); as != nil {
				overrides[as] = true
			}
			if c, set := fallbackOf(info, n, v); set != nil {
				fallback, fallbacks = c, fallbacks+1
				for _, as := range set {
					overrides[as] = true
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				id, isID := lhs.(*ast.Ident)
				if !isID || info.ObjectOf(id) != v {
					continue
				}
				switch {
				case overrides[n]:
				case info.Defs[id] == v && len(n.Rhs) == len(n.Lhs):
					init = n.Rhs[i]
				default:
					ok = false
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if info.Defs[id] == v && len(n.Values) == len(n.Names) {
					init = n.Values[i]
				}
			}
		case *ast.IncDecStmt:
			if analysisutil.IdentVar(info, n.X) == v {
				ok = false
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && analysisutil.IdentVar(info, n.X) == v {
				ok = false
			}
		}
		return ok
	})
	if !ok || init == nil || fallbacks > 1 {
		return 0, false
	}
	if fallbacks == 1 {
		return fallback, true
	}
	return r.defaultValue(init, depth)
}

// fallbackOf reads if v == 0 { v = C } (or v <= 0), and the else-if
// branches that go with it (else if v < 0 { v = 0 }): v holds an option's
// value, and C when the option is unset, which is the default. It returns
// C and the assignments to v in the statement, or nil when st is no such
// statement.
func fallbackOf(info *types.Info, st *ast.IfStmt, v *types.Var) (int, []*ast.AssignStmt) {
	b, ok := ast.Unparen(st.Cond).(*ast.BinaryExpr)
	if st.Init != nil || !ok || b.Op != token.EQL && b.Op != token.LEQ || analysisutil.IdentVar(info, b.X) != v {
		return 0, nil
	}
	if n, ok := analysisutil.IntConst(info, b.Y); !ok || n != 0 {
		return 0, nil
	}
	c, ok := constAssign(info, st.Body, v)
	if !ok {
		return 0, nil
	}
	set := []*ast.AssignStmt{st.Body.List[0].(*ast.AssignStmt)}
	for e := st.Else; e != nil; {
		next, ok := e.(*ast.IfStmt)
		if !ok || next.Init != nil {
			return 0, nil
		}
		if _, ok := constAssign(info, next.Body, v); !ok {
			return 0, nil
		}
		set = append(set, next.Body.List[0].(*ast.AssignStmt))
		e = next.Else
	}
	return c, set
}

// constAssign reads a block that is the one statement v = C.
func constAssign(info *types.Info, body *ast.BlockStmt, v *types.Var) (int, bool) {
	if len(body.List) != 1 {
		return 0, false
	}
	as, ok := body.List[0].(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || analysisutil.IdentVar(info, as.Lhs[0]) != v {
		return 0, false
	}
	return analysisutil.IntConst(info, as.Rhs[0])
}

// overrideOf returns the assignment of if x > 0 { v = x } (or x != 0): an
// option's value that replaces v's default when it is set.
func overrideOf(info *types.Info, st *ast.IfStmt, v *types.Var) *ast.AssignStmt {
	if st.Init != nil || st.Else != nil || len(st.Body.List) != 1 {
		return nil
	}
	as, ok := st.Body.List[0].(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || analysisutil.IdentVar(info, as.Lhs[0]) != v {
		return nil
	}
	b, ok := ast.Unparen(st.Cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.GTR && b.Op != token.NEQ {
		return nil
	}
	if n, ok := analysisutil.IntConst(info, b.Y); !ok || n != 0 {
		return nil
	}
	if types.ExprString(b.X) != types.ExprString(as.Rhs[0]) {
		return nil
	}
	return as
}

// declAt returns the function declaration of this package around pos, or
// nil.
func (r *Finder) declAt(pos token.Pos) *ast.FuncDecl {
	for _, f := range r.pass.Files {
		if pos < f.Pos() || pos >= f.End() {
			continue
		}
		for _, decl := range f.Decls {
			if d, ok := decl.(*ast.FuncDecl); ok && d.Pos() <= pos && pos < d.End() {
				return d
			}
		}
	}
	return nil
}

// overrideName returns the full name of the field whose value, when set,
// replaces the default that e, a bound, has: the options field of if
// options.attempts > 0 { max = options.attempts }, followed from a
// parameter to the one argument its callers in this package pass; "" if
// there is none.
func (r *Finder) overrideName(e ast.Expr, depth int) string {
	info := r.pass.TypesInfo
	v := analysisutil.IdentVar(info, e)
	if v == nil || v.Pkg() != r.pass.Pkg || v.IsField() || depth > maxDefaultDepth {
		return ""
	}
	if fn, i := r.paramOf(v); fn != nil {
		name := ""
		for _, arg := range r.callerArgs(fn, i) {
			n := r.overrideName(arg, depth+1)
			if n == "" || name != "" && n != name {
				return ""
			}
			name = n
		}
		return name
	}
	d := r.declAt(v.Pos())
	if d == nil || d.Body == nil {
		return ""
	}
	name := ""
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if st, ok := n.(*ast.IfStmt); ok {
			if as := overrideOf(info, st, v); as != nil {
				if sel, ok := ast.Unparen(as.Rhs[0]).(*ast.SelectorExpr); ok {
					if t := analysisutil.TypeName(info.TypeOf(sel.X)); t != "" {
						name = t + "." + sel.Sel.Name
					}
				}
			}
		}
		return name == ""
	})
	return name
}

// callerArgs returns the i-th arguments of the calls of fn in this
// package, but for its calls to itself.
func (r *Finder) callerArgs(fn *types.Func, i int) []ast.Expr {
	d := r.flow.Decl(fn)
	var args []ast.Expr
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if n == d {
				return false
			}
			if c, ok := n.(*ast.CallExpr); ok && i < len(c.Args) {
				if callee := analysisutil.Callee(r.pass.TypesInfo, c); callee != nil && callee.Origin() == fn {
					args = append(args, c.Args[i])
				}
			}
			return true
		})
	}
	return args
}
