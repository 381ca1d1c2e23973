package writes

import (
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// A call through an interface method is resolved to the implementation
// when the program has exactly one: among the named types declared outside
// test files in this package and in the packages of its module that it
// imports, directly or not, exactly one (as a value or a pointer)
// implements the interface. A second implementation anywhere in that set
// (another client, a mock in a non-test file) leaves the call unresolved,
// unless every implementation is an unkeyed write: then the call is one,
// whichever runs.
// Only interfaces declared in the module are resolved (io.Writer has
// implementations everywhere), and only when no exported type of a package
// that the module's packages import from outside the module implements it
// too (an HTTPDoer interface is satisfied by *http.Client). Implementations
// in packages that this package does not import cannot be seen, so the
// resolution is only as complete as the imports; it never picks one
// implementation among several.

// maxImpls bounds the implementations joined for one interface method.
const maxImpls = 4

// implsOf returns the methods that implement interface method fn in the
// implementations of its interface in the program, or nil when there are
// none or more than maxImpls.
func (r *Result) implsOf(fn *types.Func) []*types.Func {
	if r.impls == nil {
		r.impls = map[*types.Func][]*types.Func{}
	}
	if m, ok := r.impls[fn]; ok {
		return m
	}
	var m []*types.Func
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
		if ok && iface.NumMethods() > 0 && fn.Pkg() != nil && (fn.Pkg() == r.pass.Pkg || r.sameModule(fn.Pkg())) && !r.implementedOutside(iface) {
			m = r.findImpls(iface, fn.Name())
		}
	}
	r.impls[fn] = m
	return m
}

func (r *Result) findImpls(iface *types.Interface, name string) []*types.Func {
	var found []*types.Func
	for _, c := range r.implementers(iface) {
		obj, _, _ := types.LookupFieldOrMethod(c.t, false, c.pkg, name)
		m, ok := obj.(*types.Func)
		if !ok || len(found) == maxImpls {
			return nil
		}
		found = append(found, m)
	}
	return found
}

// An implementer is a type of the module that implements an interface: a
// named type or a pointer to one, and its package.
type implementer struct {
	t   types.Type
	pkg *types.Package
}

// implementers returns the named types declared outside test files in the
// packages of modulePackages that implement iface, as values or pointers,
// in the order of the packages and of their scopes' names; at most
// maxImpls+1 of them, enough for findImpls to tell that there are too many.
func (r *Result) implementers(iface *types.Interface) []implementer {
	if found, ok := r.implTypes[iface]; ok {
		return found
	}
	var found []implementer
search:
	for _, pkg := range r.modulePackages() {
		for named := range typesOf(r.pass.Fset, pkg).moduleTypes(r.pass.Fset).mayHave(iface.Method(0).Name()) {
			t := named
			if !types.Implements(t, iface) {
				t = types.NewPointer(named)
				if !types.Implements(t, iface) {
					continue
				}
			}
			found = append(found, implementer{t, pkg})
			if len(found) > maxImpls {
				break search
			}
		}
	}
	if r.implTypes == nil {
		r.implTypes = map[*types.Interface][]implementer{}
	}
	r.implTypes[iface] = found
	return found
}

// sdkImpl resolves a call of interface method fn to a catalogued write of
// an SDK that the interface stands for: the interface is declared in the
// module, no type of the module implements it, and exactly one exported
// type of the packages that the module imports from outside it does, whose
// method is a catalogued write (openai-go's *FileService behind a filesAPI
// interface that the program fills with &client.Files). Mocks in test files
// are not types of the module here; a mock in a non-test file is, and
// leaves the call unresolved.
func (r *Result) sdkImpl(fn *types.Func) (catalog.WriteAPI, *types.Func, bool) {
	impl, ok := r.sdkImpls[fn]
	if !ok {
		impl = r.findSDKImpl(fn)
		if r.sdkImpls == nil {
			r.sdkImpls = map[*types.Func]*types.Func{}
		}
		r.sdkImpls[fn] = impl
	}
	if impl == nil {
		return catalog.WriteAPI{}, nil, false
	}
	api, _ := catalog.LookupWrite(analysisutil.FuncName(impl))
	return api, impl, true
}

func (r *Result) findSDKImpl(fn *types.Func) *types.Func {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Pkg() == nil || fn.Pkg() != r.pass.Pkg && !r.sameModule(fn.Pkg()) {
		return nil
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 || len(r.implementers(iface)) > 0 {
		return nil
	}
	r.implementedOutside(iface) // fills outPkgs
	var found *types.Func
	for _, imp := range r.outPkgs {
		for t := range typesOf(r.pass.Fset, imp).exportedTypes().mayHave(fn.Name()) {
			var impl types.Type = t
			if !types.Implements(impl, iface) {
				if impl = types.NewPointer(t); !types.Implements(impl, iface) {
					continue
				}
			}
			obj, _, _ := types.LookupFieldOrMethod(impl, false, imp, fn.Name())
			m, ok := obj.(*types.Func)
			if !ok || found != nil {
				return nil // two implementations: not resolved
			}
			if _, ok := catalog.LookupWrite(analysisutil.FuncName(m)); !ok {
				return nil
			}
			found = m
		}
	}
	return found
}

// implementedOutside reports whether an exported type of a package that
// the module's packages import from outside the module implements iface.
func (r *Result) implementedOutside(iface *types.Interface) bool {
	if out, ok := r.outside[iface]; ok {
		return out
	}
	if r.outPkgs == nil {
		seen := map[*types.Package]bool{}
		r.outPkgs = []*types.Package{}
		for _, p := range r.modulePackages() {
			for _, imp := range p.Imports() {
				if seen[imp] || imp == r.pass.Pkg || r.sameModule(imp) {
					continue
				}
				seen[imp] = true
				r.outPkgs = append(r.outPkgs, imp)
			}
		}
	}
	out := false
search:
	for _, imp := range r.outPkgs {
		for t := range typesOf(r.pass.Fset, imp).exportedTypes().mayHave(iface.Method(0).Name()) {
			if types.Implements(t, iface) || types.Implements(types.NewPointer(t), iface) {
				out = true
				break search
			}
		}
	}
	if r.outside == nil {
		r.outside = map[*types.Interface]bool{}
	}
	r.outside[iface] = out
	return out
}

// modulePackages returns this package and the packages of its module that
// it imports, directly or not, in a fixed order.
func (r *Result) modulePackages() []*types.Package {
	if r.modPkgs != nil {
		return r.modPkgs
	}
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if seen[p] || p != r.pass.Pkg && !r.sameModule(p) {
			return
		}
		seen[p] = true
		for _, imp := range p.Imports() {
			walk(imp)
		}
	}
	walk(r.pass.Pkg)
	pkgs := make([]*types.Package, 0, len(seen))
	for p := range seen {
		pkgs = append(pkgs, p)
	}
	slices.SortFunc(pkgs, func(a, b *types.Package) int { return strings.Compare(a.Path(), b.Path()) })
	r.modPkgs = pkgs
	return pkgs
}

// throughImpls classifies a call of interface method fn from the summaries
// of its implementations: the only one's, or the unkeyed write that every
// one of them makes.
func (r *Result) throughImpls(w Write, fn *types.Func, impls []*types.Func) Write {
	if len(impls) == 1 {
		return r.throughImpl(w, fn, impls[0])
	}
	names := make([]string, len(impls))
	raw := true
	for i, impl := range impls {
		s := r.funcOf(impl)
		if s.Class != Unkeyed || s.methodParam > 0 {
			return w
		}
		raw = raw && s.NoKeyEvidence
		names[i] = analysisutil.ShortName(impl)
	}
	w = r.throughFunc(w, r.funcOf(impls[0]), impls[0])
	w.NoKeyEvidence = raw
	w.Desc = analysisutil.ShortName(fn)
	w.Impl = strings.Join(names, ", ")
	w.Via = []string{w.Desc, "every implementation: " + w.Impl}
	return w
}

// throughImpl classifies a call of interface method fn from the summary of
// impl, its only implementation.
func (r *Result) throughImpl(w Write, fn, impl *types.Func) Write {
	s := r.funcOf(impl)
	if s.Class == Unknown && s.methodParam == 0 {
		return w
	}
	w = r.throughFunc(w, s, impl)
	if w.Class == Unknown {
		return w
	}
	w.Desc = analysisutil.ShortName(fn)
	if w.Method != "" {
		w.Desc += " (" + w.Method + ")"
	}
	w.Impl = analysisutil.ShortName(impl)
	w.Via = append([]string{w.Desc}, w.Via...)
	w.Via[1] = w.Impl
	return w
}
