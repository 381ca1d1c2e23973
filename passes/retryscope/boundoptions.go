package retryscope

import (
	"go/ast"
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

// exportBoundOptions exports boundOptionFact for the functions of this
// package of that shape, and keeps them by field for this pass.
func (r *Result) exportBoundOptions() {
	r.ownOptions = map[string]*types.Func{}
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
			if field := setField(info, d.Body, sig.Params().At(0)); field != "" {
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

// optionFunc returns the option function that rt names, looked up among
// the packages that fn's package imports, or as this package sees it.
func (r *Result) optionFunc(fn *types.Func, rt *Retrier) *types.Func {
	if rt.Option == "" {
		return r.optionFor(rt.BoundField)
	}
	seen := map[*types.Package]bool{}
	var find func(p *types.Package, depth int) *types.Func
	find = func(p *types.Package, depth int) *types.Func {
		if p == nil || seen[p] || depth > 3 {
			return nil
		}
		seen[p] = true
		if p.Path() == rt.OptionPkg {
			f, _ := p.Scope().Lookup(rt.Option).(*types.Func)
			return f
		}
		for _, q := range p.Imports() {
			if f := find(q, depth+1); f != nil {
				return f
			}
		}
		return nil
	}
	return find(fn.Pkg(), 0)
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
	opt := r.optionFunc(fn, rt)
	if opt == nil {
		return l
	}
	l.OptionFunc, l.OptionOnce = opt, 1-rt.Offset
	l.Mechanism = catalog.RequestOption
	if call.Ellipsis.IsValid() {
		l.OpaqueOptions = true
	}
	for _, a := range call.Args {
		for _, o := range r.flow.Origins(a) {
			c, ok := o.(*ast.CallExpr)
			if !ok || len(c.Args) != 1 || analysisutil.Callee(r.pass.TypesInfo, c) != opt {
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

// OptionCall returns the call of l's option that makes one attempt, as
// pkgname.WithMaxRetries(0), given the name its package is imported as.
func OptionCall(l *Layer, pkgName string) string {
	return pkgName + "." + l.OptionFunc.Name() + "(" + strconv.Itoa(l.OptionOnce) + ")"
}
