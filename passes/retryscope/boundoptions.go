package retryscope

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// The options that set a retry's bound. A generated SDK whose calls retry
// up to a field's default (retryCount <= cfg.MaxRetries, the field made
// MaxRetries: 2; see retryloops' defaults.go) has an option that sets that
// field for one call: an exported function of one integer parameter whose
// option, when applied, assigns the parameter to the field (Stainless:
// option.WithMaxRetries(retries) returns a RequestOptionFunc that does
// r.MaxRetries = retries). Each package records the functions of that
// shape as a fact on them, naming the field; a call of a function that
// retries by such a default is made to try once by passing the option
// with the value that gives one attempt, as the catalog's RequestOption
// records are (openai-go's option.WithMaxRetries(0)).

// boundOptionFact marks an exported function of one integer parameter
// whose returned option assigns the parameter to Field, the full name of a
// field ("pkg/path.Type.Field").
type boundOptionFact struct {
	Field string
}

func (*boundOptionFact) AFact()           {}
func (f *boundOptionFact) String() string { return "sets " + f.Field }

// fieldCopyFact marks a field of an option type whose method, applying
// the option, copies it into the field To of the options it is given
// (Fern: MaxAttemptsOption.applyRequestOptions does opts.MaxAttempts =
// m.MaxAttempts).
type fieldCopyFact struct {
	To string
}

func (*fieldCopyFact) AFact()           {}
func (f *fieldCopyFact) String() string { return "copied to " + f.To }

// exportFieldCopies exports fieldCopyFact for the fields of this package
// that a method copies from its receiver into a parameter's field.
func (r *Result) exportFieldCopies() {
	r.ownCopies = map[*types.Var]string{}
	if analysisutil.InGoroot(r.pass) {
		return
	}
	info := r.pass.TypesInfo
	for _, f := range r.pass.Files {
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil || d.Recv == nil || len(d.Recv.List) != 1 || len(d.Recv.List[0].Names) != 1 {
				continue
			}
			recv, _ := info.Defs[d.Recv.List[0].Names[0]].(*types.Var)
			if recv == nil {
				continue
			}
			for _, st := range d.Body.List {
				as, ok := st.(*ast.AssignStmt)
				if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
					continue
				}
				from, ok := ast.Unparen(as.Rhs[0]).(*ast.SelectorExpr)
				if !ok || analysisutil.IdentVar(info, from.X) != recv {
					continue
				}
				fv, ok := info.ObjectOf(from.Sel).(*types.Var)
				if !ok || !fv.IsField() || fv.Pkg() != r.pass.Pkg {
					continue
				}
				to := selField(info, as.Lhs[0])
				if to == "" || analysisutil.IdentVar(info, as.Lhs[0].(*ast.SelectorExpr).X) == recv {
					continue
				}
				if old, dup := r.ownCopies[fv]; dup && old != to {
					continue
				}
				r.ownCopies[fv] = to
				r.pass.ExportObjectFact(fv, &fieldCopyFact{To: to})
			}
		}
	}
}

// copiedTo returns the field that field v is copied into when its option
// is applied, or "".
func (r *Result) copiedTo(v *types.Var) string {
	if v.Pkg() == r.pass.Pkg {
		return r.ownCopies[v]
	}
	var f fieldCopyFact
	if r.pass.ImportObjectFact(v, &f) {
		return f.To
	}
	return ""
}

// selField returns the full name of the field that e, a selector x.F,
// names: "pkg/path.Type.F", or "".
func selField(info *types.Info, e ast.Expr) string {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	v, ok := info.ObjectOf(sel.Sel).(*types.Var)
	t := analysisutil.TypeName(info.TypeOf(sel.X))
	if !ok || !v.IsField() || t == "" {
		return ""
	}
	return t + "." + v.Name()
}

// exportBoundOptions exports boundOptionFact for the functions of this
// package of that shape, and keeps them by field for this pass.
func (r *Result) exportBoundOptions() {
	r.ownOptions = map[string]*types.Func{}
	r.ownOptionField = map[*types.Func]string{}
	if analysisutil.InGoroot(r.pass) {
		return
	}
	info := r.pass.TypesInfo
	for _, f := range r.pass.Files {
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil || d.Recv != nil || !d.Name.IsExported() {
				continue
			}
			fn, ok := info.Defs[d.Name].(*types.Func)
			if !ok {
				continue
			}
			sig := fn.Type().(*types.Signature)
			if sig.Params().Len() != 1 || sig.Results().Len() != 1 || !isInteger(sig.Params().At(0).Type()) {
				continue
			}
			field := setField(info, d.Body, sig.Params().At(0))
			if field == "" {
				field = r.litField(d.Body, sig.Params().At(0))
			}
			if field != "" {
				r.ownOptionField[fn] = field
				r.pass.ExportObjectFact(fn, &boundOptionFact{Field: field})
				if _, dup := r.ownOptions[field]; dup {
					r.ownOptions[field] = nil // two options: neither is the one
				} else {
					r.ownOptions[field] = fn
				}
			}
		}
	}
}

// setField returns the full name of the one field that body assigns the
// parameter p to inside a function literal (the option it returns), or "".
func setField(info *types.Info, body *ast.BlockStmt, p *types.Var) string {
	field := ""
	many := false
	ast.Inspect(body, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != len(as.Rhs) {
				return true
			}
			for i, lhs := range as.Lhs {
				sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !ok || analysisutil.IdentVar(info, as.Rhs[i]) != p {
					continue
				}
				v, ok := info.ObjectOf(sel.Sel).(*types.Var)
				t := analysisutil.TypeName(info.TypeOf(sel.X))
				if !ok || !v.IsField() || t == "" {
					continue
				}
				if name := t + "." + v.Name(); field != "" && field != name {
					many = true
				} else {
					field = name
				}
			}
			return true
		})
		return false
	})
	if many {
		return ""
	}
	return field
}

// litField returns, for a function that returns &T{F: p} with p its
// parameter, the field that F is copied into when the option is applied
// (copiedTo), or "".
func (r *Result) litField(body *ast.BlockStmt, p *types.Var) string {
	info := r.pass.TypesInfo
	if len(body.List) == 0 {
		return ""
	}
	ret, ok := body.List[len(body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return ""
	}
	e := ast.Unparen(ret.Results[0])
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || len(lit.Elts) != 1 {
		return ""
	}
	kv, ok := lit.Elts[0].(*ast.KeyValueExpr)
	if !ok || analysisutil.IdentVar(info, kv.Value) != p {
		return ""
	}
	id, ok := kv.Key.(*ast.Ident)
	if !ok {
		return ""
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || !v.IsField() {
		return ""
	}
	return r.copiedTo(v)
}

// optionField returns the field that the option function f sets, or "".
func (r *Result) optionField(f *types.Func) string {
	if f.Pkg() == r.pass.Pkg {
		return r.ownOptionField[f]
	}
	var fact boundOptionFact
	if r.pass.ImportObjectFact(f, &fact) {
		return fact.Field
	}
	return ""
}

// translateBound follows out's bound field through call, a call of the
// function that retries by it: an argument &T{F: x.G} or an option
// opt(x.G) that sets the field makes x.G the field that bounds the
// retries for the caller. A literal that sets it from anything else
// leaves no field that the caller's own options set.
func (r *Result) translateBound(out *Retrier, call *ast.CallExpr) {
	info := r.pass.TypesInfo
	set := func(e ast.Expr) {
		out.BoundField = selField(info, e)
		out.OptionPkg, out.Option = "", ""
	}
	for _, a := range call.Args {
		for _, o := range r.optionElems(a, 0) {
			switch o := o.(type) {
			case *ast.CompositeLit:
				t := analysisutil.TypeName(info.TypeOf(o))
				for _, el := range o.Elts {
					kv, ok := el.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					if id, ok := kv.Key.(*ast.Ident); ok && t != "" && t+"."+id.Name == out.BoundField {
						set(kv.Value)
						return
					}
				}
			case *ast.CallExpr:
				if f := analysisutil.Callee(info, o); f != nil && len(o.Args) == 1 && r.optionField(f) == out.BoundField {
					set(o.Args[0])
					return
				}
			}
		}
	}
}

// optionElems returns the values that a, an argument, may hold: its
// origins, and of a slice, the elements of its literals and appends.
func (r *Result) optionElems(a ast.Expr, depth int) []ast.Expr {
	if depth > 3 {
		return nil
	}
	var out []ast.Expr
	for _, o := range r.flow.Origins(a) {
		switch o := o.(type) {
		case *ast.CallExpr:
			if id, ok := ast.Unparen(o.Fun).(*ast.Ident); ok && id.Name == "append" && r.pass.TypesInfo.Uses[id] == types.Universe.Lookup("append") {
				for _, x := range o.Args {
					out = append(out, r.optionElems(x, depth+1)...)
				}
				continue
			}
			out = append(out, o)
		case *ast.CompositeLit:
			if _, ok := r.pass.TypesInfo.TypeOf(o).Underlying().(*types.Slice); ok {
				for _, x := range o.Elts {
					out = append(out, r.optionElems(x, depth+1)...)
				}
				continue
			}
			out = append(out, o)
		}
	}
	return out
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// optionFor returns the exported function, of this package or of a
// package it imports, whose option sets field; nil if there is none, or
// more than one. (The facts of a package's functions reach the packages
// that import it, not those further up: an SDK's method that retries by a
// default names its option in its own fact, for its callers.)
func (r *Result) optionFor(field string) *types.Func {
	if field == "" {
		return nil
	}
	found, ok := r.ownOptions[field]
	if ok && found == nil {
		return nil
	}
	if strings.Contains(r.pass.Pkg.Path()+"/", "/internal/") {
		found = nil // not for the SDK's users to import
	}
	for _, pkg := range r.pass.Pkg.Imports() {
		if strings.Contains(pkg.Path()+"/", "/internal/") {
			continue // not for the SDK's users to import
		}
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			f, ok := scope.Lookup(name).(*types.Func)
			if !ok || !f.Exported() {
				continue
			}
			var fact boundOptionFact
			if r.pass.ImportObjectFact(f, &fact) && fact.Field == field {
				if found != nil && found != f {
					return nil
				}
				found = f
			}
		}
	}
	return found
}

// withOption names on rt the option that sets its default, when it has
// none yet and this package sees it.
func (r *Result) withOption(rt *Retrier) {
	if rt == nil || !rt.Default || rt.Option != "" {
		return
	}
	if f := r.optionFor(rt.BoundField); f != nil {
		rt.OptionPkg, rt.Option = f.Pkg().Path(), f.Name()
	}
}

// optionOf returns the package path and name of the option function that
// sets rt's default: the one rt names (an SDK's method names it in its
// fact: the option package need not be loaded here, when this package
// reaches the SDK through export data), or the one this package sees.
func (r *Result) optionOf(rt *Retrier) (pkg, name string) {
	if rt.Option != "" {
		return rt.OptionPkg, rt.Option
	}
	if f := r.optionFor(rt.BoundField); f != nil {
		return f.Pkg().Path(), f.Name()
	}
	return "", ""
}

// defaultLayer completes l, the layer of call, a call of fn which retries
// by rt, when rt's attempts are a default: the option that sets them for
// this call, and the attempts that the call's own options give. It
// returns nil when those options make one attempt.
func (r *Result) defaultLayer(l *Layer, call *ast.CallExpr, fn *types.Func, rt *Retrier) *Layer {
	if !rt.Default || len(l.Factors) != 1 {
		return l
	}
	l.Default = true
	pkg, name := r.optionOf(rt)
	if name == "" {
		return l
	}
	l.OptionPkg, l.Option, l.OptionOnce = pkg, name, 1-rt.Offset
	l.Mechanism = catalog.RequestOption
	if call.Ellipsis.IsValid() {
		l.OpaqueOptions = true
	}
	for _, a := range call.Args {
		for _, o := range r.flow.Origins(a) {
			c, ok := o.(*ast.CallExpr)
			if !ok || len(c.Args) != 1 {
				continue
			}
			if f := analysisutil.Callee(r.pass.TypesInfo, c); f == nil || f.Pkg() == nil || f.Pkg().Path() != pkg || f.Name() != name {
				continue
			}
			n, ok := analysisutil.IntConst(r.pass.TypesInfo, c.Args[0])
			if !ok {
				l.Factors = []int{0}
				l.Default = false
				continue
			}
			if n+rt.Offset <= 1 {
				return nil
			}
			l.Factors = []int{n + rt.Offset}
			l.Default = false
		}
	}
	return l
}

// OptionName names l's option for messages: "option.WithMaxRetries".
func OptionName(l *Layer) string {
	return analysisutil.DefaultName(l.OptionPkg) + "." + l.Option
}

// OptionCall returns the call of l's option that makes one attempt, as
// pkgname.WithMaxRetries(0), given the name its package is imported as.
func OptionCall(l *Layer, pkgName string) string {
	return pkgName + "." + l.Option + "(" + strconv.Itoa(l.OptionOnce) + ")"
}
