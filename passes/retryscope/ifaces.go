package retryscope

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// A retry scope that calls a method through an interface retries every
// implementation of it, including those in packages that import the
// interface's package, which the call site never sees. The package of the
// scope records the retry on the interface method: an object fact when the
// interface is declared in this package, a package fact naming it when it
// is declared in another package of the module. A package that declares a
// concrete method implementing such an interface method treats that
// method's body as a scope of kind Implementation (implscopes.go).
//
// Only the calls that the scope repeats count: for a retry loop, the call
// whose error makes it go round; for a helper's operation or an
// at-least-once context, every call of its body. A call to a function of
// this package counts the interface calls in that function's body too (one
// step: RetryStage's loop calls Integration.Notify, which calls the
// Notifier interface).

// maxIfaceSites bounds the retry sites recorded for one interface method,
// and maxIfaceMethods the interface methods of other packages that one
// package records.
const (
	maxIfaceSites   = 4
	maxIfaceMethods = 16
)

// An IfaceSite is a retry scope that calls an interface method.
type IfaceSite struct {
	Desc     string // how messages name the scope: "retry loop", "backoff.Retry"
	Where    string // where it starts: "notify/retry_stage.go:128"
	Attempts int    // its bound: 0 unknown, catalog.Unbounded, or a count
	Kind     Kind   // the kind of the scope
	Context  catalog.ContextKind
	// StopPkg and StopFunc name the function that wraps an error so the
	// scope's helper stops retrying (backoff.Permanent), when known.
	StopPkg, StopFunc string
	// StopFalse: the scope stops retrying when the method's first result,
	// a bool, is false (retry, err := n.Notify(...); if !retry { return }).
	StopFalse bool
}

// ifaceRetryFact marks an interface method of this package that retry
// scopes of this package call.
type ifaceRetryFact struct {
	Sites []IfaceSite
}

func (*ifaceRetryFact) AFact() {}

func (f *ifaceRetryFact) String() string { return "retried by " + sitesString(f.Sites) }

// ifaceRetriesFact lists the interface methods of other packages of the
// module that retry scopes of this package call.
type ifaceRetriesFact struct {
	Methods []ifaceMethodRetry
}

// An ifaceMethodRetry names an interface method of another package and a
// scope that calls it.
type ifaceMethodRetry struct {
	Pkg, Type, Method string
	Site              IfaceSite
}

func (*ifaceRetriesFact) AFact() {}

func (f *ifaceRetriesFact) String() string {
	var parts []string
	for _, m := range f.Methods {
		parts = append(parts, m.Pkg+"."+m.Type+"."+m.Method+" retried by "+siteString(m.Site))
	}
	return strings.Join(parts, "; ")
}

func sitesString(sites []IfaceSite) string {
	var parts []string
	for _, s := range sites {
		parts = append(parts, siteString(s))
	}
	return strings.Join(parts, ", ")
}

func siteString(s IfaceSite) string {
	bound := "unknown"
	switch {
	case s.Attempts == catalog.Unbounded:
		bound = "unbounded"
	case s.Attempts > 0:
		bound = fmt.Sprint(s.Attempts)
	}
	return fmt.Sprintf("%s at %s, bound %s", s.Desc, s.Where, bound)
}

// exportIfaceRetries records, for every retry scope of this package, the
// interface methods of the module that it repeats.
func (r *Result) exportIfaceRetries() {
	own := map[*types.Func][]IfaceSite{}
	var other []ifaceMethodRetry
	for _, s := range r.Scopes {
		if s.Kind == Implementation || s.Failover || r.inTestFile(s.Start) {
			continue
		}
		site := r.ifaceSite(s)
		for _, m := range r.repeatedIfaceCalls(s) {
			if m.Pkg() == r.pass.Pkg {
				if !slices.Contains(own[m], site) {
					own[m] = append(own[m], site)
				}
				continue
			}
			tn := ifaceTypeName(m)
			mr := ifaceMethodRetry{Pkg: m.Pkg().Path(), Type: tn.Name(), Method: m.Name(), Site: site}
			if !slices.Contains(other, mr) {
				other = append(other, mr)
			}
		}
	}
	for m, sites := range own {
		slices.SortFunc(sites, compareSites)
		r.pass.ExportObjectFact(m, &ifaceRetryFact{Sites: sites[:min(len(sites), maxIfaceSites)]})
	}
	if len(other) > 0 {
		slices.SortFunc(other, func(a, b ifaceMethodRetry) int {
			return cmp.Or(cmp.Compare(a.Pkg, b.Pkg), cmp.Compare(a.Type, b.Type), cmp.Compare(a.Method, b.Method), compareSites(a.Site, b.Site))
		})
		r.pass.ExportPackageFact(&ifaceRetriesFact{Methods: other[:min(len(other), maxIfaceMethods)]})
	}
}

func compareSites(a, b IfaceSite) int {
	return cmp.Or(cmp.Compare(a.Where, b.Where), cmp.Compare(a.Desc, b.Desc))
}

// ifaceSite describes scope s for the implementations of the interface
// methods it calls.
func (r *Result) ifaceSite(s *Scope) IfaceSite {
	site := IfaceSite{Desc: s.Desc, Where: analysisutil.PkgWhere(r.pass.Fset, s.Start), Attempts: s.Attempts, Kind: s.Kind, Context: s.Context}
	switch s.Kind {
	case Helper:
		if fn := analysisutil.Callee(r.pass.TypesInfo, s.Call); fn != nil && fn.Pkg() != nil {
			if pol, ok := catalog.RetryPolicies[fn.Pkg().Path()]; ok && pol.RetriesAll && pol.Stop != "" {
				site.StopPkg, site.StopFunc = pol.Package, pol.Stop
			}
		}
	case Loop:
		site.StopFalse = r.stopsOnFalse(s)
	}
	return site
}

// repeatedIfaceCalls returns the interface methods of the module that
// scope s repeats, in source order of their first call.
func (r *Result) repeatedIfaceCalls(s *Scope) []*types.Func {
	var roots []ast.Node
	if s.Kind == Loop {
		if s.Retried == nil {
			return nil
		}
		roots = []ast.Node{s.Retried}
	} else {
		roots = []ast.Node{s.Body}
	}
	var out []*types.Func
	seen := map[*types.Func]bool{}
	visited := map[*ast.FuncDecl]bool{}
	var visit func(n ast.Node, depth int)
	visit = func(n ast.Node, depth int) {
		ast.Inspect(n, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := analysisutil.Callee(r.pass.TypesInfo, call)
			if fn == nil {
				return true
			}
			if m := r.moduleIfaceMethod(fn); m != nil {
				if !seen[m] {
					seen[m] = true
					out = append(out, m)
				}
				return true
			}
			if depth == 0 && fn.Pkg() != r.pass.Pkg {
				for _, m := range r.calledIfaceMethods(fn.Origin()) {
					if !seen[m] {
						seen[m] = true
						out = append(out, m)
					}
				}
			}
			if depth == 0 && fn.Pkg() == r.pass.Pkg {
				if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil && !visited[d] {
					visited[d] = true
					visit(d.Body, depth+1)
				}
			}
			return true
		})
	}
	for _, n := range roots {
		visit(n, 0)
	}
	return out
}

// moduleIfaceMethod returns fn when it is a method of a named interface
// declared in this package or another package of its module.
func (r *Result) moduleIfaceMethod(fn *types.Func) *types.Func {
	if fn == nil || fn.Pkg() == nil || ifaceTypeName(fn) == nil {
		return nil
	}
	if fn.Pkg() != r.pass.Pkg && !sameModule(r.pass, fn.Pkg()) {
		return nil
	}
	return fn
}

// ifaceTypeName returns the named interface type whose method fn is, or nil.
func ifaceTypeName(fn *types.Func) *types.TypeName {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return nil
	}
	named, ok := types.Unalias(sig.Recv().Type()).(*types.Named)
	if !ok || !types.IsInterface(named) || named.TypeParams().Len() > 0 {
		return nil
	}
	return named.Obj()
}

// stopsOnFalse reports whether loop scope s leaves when the first result of
// its retried call, a bool, is false: retry, err := n.Notify(...) with
// if !retry { return ... } in the loop.
func (r *Result) stopsOnFalse(s *Scope) bool {
	var v *types.Var
	ast.Inspect(s.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) != 2 || ast.Unparen(as.Rhs[0]) != s.Retried {
			return v == nil
		}
		if x, ok := analysisutil.ObjectOf(r.pass.TypesInfo, as.Lhs[0]).(*types.Var); ok && types.Identical(x.Type(), types.Typ[types.Bool]) {
			v = x
		}
		return false
	})
	if v == nil {
		return false
	}
	found := false
	ast.Inspect(s.Body, func(n ast.Node) bool {
		is, ok := n.(*ast.IfStmt)
		if !ok || found {
			return !found
		}
		if u, ok := ast.Unparen(is.Cond).(*ast.UnaryExpr); ok && u.Op.String() == "!" {
			if id, ok := ast.Unparen(u.X).(*ast.Ident); ok && r.pass.TypesInfo.Uses[id] == v && len(is.Body.List) > 0 {
				switch is.Body.List[len(is.Body.List)-1].(type) {
				case *ast.ReturnStmt, *ast.BranchStmt:
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// inTestFile reports whether pos lies in a _test.go file.
func (r *Result) inTestFile(pos token.Pos) bool {
	return strings.HasSuffix(r.pass.Fset.Position(pos).Filename, "_test.go")
}

// sameModule reports whether pkg belongs to the module of the package
// under analysis: by the module path when the driver gives it, else by the
// first element of the import paths, which must not look like a host.
func sameModule(pass *analysis.Pass, pkg *types.Package) bool {
	if m := pass.Module; m != nil && m.Path != "" {
		return pkg.Path() == m.Path || strings.HasPrefix(pkg.Path(), m.Path+"/")
	}
	first := func(p string) string { return strings.SplitN(p, "/", 2)[0] }
	return first(pkg.Path()) == first(pass.Pkg.Path()) && !strings.Contains(first(pkg.Path()), ".")
}

// ifaceCallsFact marks an exported function of this package that calls
// interface methods of its module, which a retry scope that calls the
// function repeats (one step, across packages).
type ifaceCallsFact struct {
	Methods []ifaceRef
}

// An ifaceRef names an interface method.
type ifaceRef struct {
	Pkg, Type, Method string
}

func (*ifaceCallsFact) AFact() {}

func (f *ifaceCallsFact) String() string {
	var parts []string
	for _, m := range f.Methods {
		parts = append(parts, m.Pkg+"."+m.Type+"."+m.Method)
	}
	return "calls " + strings.Join(parts, ", ")
}

// maxIfaceCalls bounds the interface methods one ifaceCallsFact lists.
const maxIfaceCalls = 8

// exportIfaceCalls exports, for each exported function and method of
// this package outside test files, the interface methods of the module
// that its body calls.
func (r *Result) exportIfaceCalls() {
	for _, fn := range r.flow.Funcs() {
		d := r.flow.Decl(fn)
		if d == nil || d.Body == nil || !fn.Exported() || r.inTestFile(d.Pos()) {
			continue
		}
		var refs []ifaceRef
		ast.Inspect(d.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if m := r.moduleIfaceMethod(analysisutil.Callee(r.pass.TypesInfo, call)); m != nil {
				ref := ifaceRef{Pkg: m.Pkg().Path(), Type: ifaceTypeName(m).Name(), Method: m.Name()}
				if !slices.Contains(refs, ref) && len(refs) < maxIfaceCalls {
					refs = append(refs, ref)
				}
			}
			return true
		})
		if len(refs) > 0 {
			r.pass.ExportObjectFact(fn, &ifaceCallsFact{Methods: refs})
		}
	}
}

// calledIfaceMethods returns the interface methods that fn, a function of
// another package, calls, as its fact says.
func (r *Result) calledIfaceMethods(fn *types.Func) []*types.Func {
	var f ifaceCallsFact
	if fn.Pkg() == nil || !r.pass.ImportObjectFact(fn, &f) {
		return nil
	}
	deps := dependencies(r.pass.Pkg)
	var out []*types.Func
	for _, ref := range f.Methods {
		p := deps[ref.Pkg]
		if p == nil {
			continue
		}
		tn, ok := p.Scope().Lookup(ref.Type).(*types.TypeName)
		if !ok {
			continue
		}
		if m, ok := lookupMethod(tn, ref.Method); ok {
			out = append(out, m)
		}
	}
	return out
}

// lookupMethod returns the method name of the interface type tn.
func lookupMethod(tn *types.TypeName, name string) (*types.Func, bool) {
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), false, tn.Pkg(), name)
	m, ok := obj.(*types.Func)
	return m, ok
}
