package retryscope

import (
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// An IfaceRetry says why the body of a concrete method is a retry scope:
// a retry scope of another package calls an interface method that it
// implements.
type IfaceRetry struct {
	Method string    // the interface method: "notify.Notifier.Notify"
	Impl   string    // this implementation: "webhook.Notifier.Notify"
	Site   IfaceSite // the retry scope that calls the interface method
	// Local: the retry scope and the interface are of this package, whose
	// other code may call the method outside the retry.
	Local bool
}

// A retriedMethod is an interface method that a retry scope of a
// dependency calls, and the scope.
type retriedMethod struct {
	iface  *types.Interface
	tn     *types.TypeName
	method string
	site   IfaceSite
}

// implementationScopes records, as scopes of kind Implementation, the
// bodies of the methods of this package's named types (outside test
// files) that implement an interface method that a retry scope of a
// dependency, or of this package, calls, as the facts say, and reports
// whether it found any. A method that holds such a scope itself (a
// decorator that retries the value it wraps) is the site, not an
// implementation retried by it.
func (r *Result) implementationScopes() bool {
	retried := r.retriedMethods()
	if len(retried) == 0 {
		return false
	}
	added := false
	scope := r.pass.Pkg.Scope()
	for _, name := range scope.Names() { // sorted
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) || r.inTestFile(tn.Pos()) {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		for _, m := range retried {
			var t types.Type = named
			if !types.Implements(t, m.iface) {
				if t = types.NewPointer(named); !types.Implements(t, m.iface) {
					continue
				}
			}
			obj, _, _ := types.LookupFieldOrMethod(t, false, r.pass.Pkg, m.method)
			fn, ok := obj.(*types.Func)
			if !ok || fn.Pkg() != r.pass.Pkg {
				continue // promoted from an embedded type of another package
			}
			d := r.flow.Decl(fn)
			if d == nil || d.Body == nil || r.inTestFile(d.Pos()) {
				continue
			}
			if slices.ContainsFunc(r.Scopes, func(s *Scope) bool { return s.Kind == Implementation && s.Body == d.Body }) {
				continue // one scope per method: the first interface in sorted order names it
			}
			if m.tn.Pkg() == r.pass.Pkg && slices.ContainsFunc(r.Scopes, func(s *Scope) bool { return s.Kind != Implementation && analysisutil.Contains(d.Body, s.Start) }) {
				continue // a retrying decorator of the interface: its own retry is the site
			}
			method := m.tn.Pkg().Name() + "." + m.tn.Name() + "." + m.method
			impl := r.pass.Pkg.Name() + "." + analysisutil.ShortName(fn)
			r.Scopes = append(r.Scopes, &Scope{
				Kind:     Implementation,
				Start:    d.Pos(),
				Desc:     m.site.Desc + " at " + m.site.Where + " (through the interface method " + method + ", implemented here by " + impl + ")",
				Context:  m.site.Context,
				Body:     d.Body,
				Func:     d,
				Attempts: m.site.Attempts,
				Iface:    &IfaceRetry{Method: method, Impl: impl, Site: m.site, Local: m.tn.Pkg() == r.pass.Pkg},
			})
			added = true
		}
	}
	return added
}

// retriedMethods returns the interface methods that retry scopes of the
// dependencies call, from their facts, in a fixed order: by package path,
// type, method and site.
func (r *Result) retriedMethods() []retriedMethod {
	var out []retriedMethod
	add := func(tn *types.TypeName, method string, site IfaceSite) {
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok || iface.NumMethods() == 0 {
			return
		}
		out = append(out, retriedMethod{iface: iface, tn: tn, method: method, site: site})
	}
	for _, of := range r.pass.AllObjectFacts() {
		f, ok := of.Fact.(*ifaceRetryFact)
		if !ok {
			continue
		}
		fn, ok := of.Object.(*types.Func)
		if !ok || catalog.ComposedRetryPkgs[fn.Pkg().Path()] {
			continue // the fact's scope is in the method's package
		}
		if tn := ifaceTypeName(fn); tn != nil && len(f.Sites) > 0 {
			add(tn, fn.Name(), f.Sites[0])
		}
	}
	var pkgs map[string]*types.Package
	for _, pf := range r.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*ifaceRetriesFact)
		if !ok || catalog.ComposedRetryPkgs[pf.Package.Path()] {
			continue // wrapscopes.go reads what composes these retries
		}
		if pkgs == nil {
			pkgs = dependencies(r.pass.Pkg)
		}
		for _, m := range f.Methods {
			p := pkgs[m.Pkg]
			if p == nil {
				continue
			}
			if tn, ok := p.Scope().Lookup(m.Type).(*types.TypeName); ok {
				add(tn, m.Method, m.Site)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b retriedMethod) int {
		if c := strings.Compare(a.tn.Pkg().Path()+"."+a.tn.Name()+"."+a.method, b.tn.Pkg().Path()+"."+b.tn.Name()+"."+b.method); c != 0 {
			return c
		}
		return compareSites(a.site, b.site)
	})
	return slices.CompactFunc(out, func(a, b retriedMethod) bool { return a.tn == b.tn && a.method == b.method })
}

// dependencies returns the packages that pkg imports, directly or not, by
// path.
func dependencies(pkg *types.Package) map[string]*types.Package {
	seen := map[string]*types.Package{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if seen[imp.Path()] == nil {
				seen[imp.Path()] = imp
				walk(imp)
			}
		}
	}
	walk(pkg)
	return seen
}
