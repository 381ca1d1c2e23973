// Package impls resolves a call through an interface method to the methods
// that may run: the implementations of the interface in the module's
// program, or the one SDK method behind an interface that no type of the
// module implements. The writes pass classifies such a call from what it
// finds. The type indexes that the search goes through (typeindex.go) are
// shared by the passes of one run.
package impls

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

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

// A Resolver resolves the interface method calls of one package. Its
// answers are cached; it is not safe for concurrent use.
type Resolver struct {
	fset   *token.FileSet
	pkg    *types.Package
	module *analysis.Module

	impls     map[*types.Func][]*types.Func // interface method → its implementations
	modPkgs   []*types.Package              // this package and the packages of its module that it imports
	outPkgs   []*types.Package              // the packages outside the module that modPkgs import
	implTypes map[*types.Interface][]implementer
	outside   map[*types.Interface]bool   // implementedOutside's answers
	sdkImpls  map[*types.Func]*types.Func // interface method → the SDK method behind it (SDKImpl)
	ownImpls  map[*types.Func]*types.Func // interface method → its SDK's own implementation (OwnImpl)
}

// New returns a Resolver for pkg, of module (nil without module
// information), type-checked from files of fset.
func New(fset *token.FileSet, pkg *types.Package, module *analysis.Module) *Resolver {
	return &Resolver{fset: fset, pkg: pkg, module: module}
}

// SameModule reports whether pkg belongs to the module of the package
// under analysis. Without module information (GOPATH-style loading), a
// package whose path shares the first element counts.
func (r *Resolver) SameModule(pkg *types.Package) bool {
	if m := r.module; m != nil && m.Path != "" {
		return pkg.Path() == m.Path || strings.HasPrefix(pkg.Path(), m.Path+"/")
	}
	first := func(p string) string { return strings.SplitN(p, "/", 2)[0] }
	return first(pkg.Path()) == first(r.pkg.Path()) && !strings.Contains(first(pkg.Path()), ".")
}

// maxImpls bounds the implementations joined for one interface method.
const maxImpls = 4

// Impls returns the methods that implement interface method fn in the
// implementations of its interface in the program, or nil when there are
// none or more than maxImpls.
func (r *Resolver) Impls(fn *types.Func) []*types.Func {
	if r.impls == nil {
		r.impls = map[*types.Func][]*types.Func{}
	}
	if m, ok := r.impls[fn]; ok {
		return m
	}
	var m []*types.Func
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
		if ok && iface.NumMethods() > 0 && fn.Pkg() != nil && (fn.Pkg() == r.pkg || r.SameModule(fn.Pkg())) && !r.implementedOutside(iface) {
			m = r.findImpls(iface, fn.Name())
		}
	}
	r.impls[fn] = m
	return m
}

func (r *Resolver) findImpls(iface *types.Interface, name string) []*types.Func {
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
func (r *Resolver) implementers(iface *types.Interface) []implementer {
	if found, ok := r.implTypes[iface]; ok {
		return found
	}
	var found []implementer
search:
	for _, pkg := range r.modulePackages() {
		for named := range typesOf(r.fset, pkg).moduleTypes(r.fset).mayHave(iface.Method(0).Name()) {
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

// SDKImpl resolves a call of interface method fn to a catalogued write of
// an SDK that the interface stands for: the interface is declared in the
// module, no type of the module implements it, and exactly one exported
// type of the packages that the module imports from outside it does, whose
// method is a catalogued write (openai-go's *FileService behind a filesAPI
// interface that the program fills with &client.Files). Mocks in test files
// are not types of the module here; a mock in a non-test file is, and
// leaves the call unresolved.
func (r *Resolver) SDKImpl(fn *types.Func) (catalog.WriteAPI, *types.Func, bool) {
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

func (r *Resolver) findSDKImpl(fn *types.Func) *types.Func {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Pkg() == nil || fn.Pkg() != r.pkg && !r.SameModule(fn.Pkg()) {
		return nil
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() == 0 || len(r.implementers(iface)) > 0 {
		return nil
	}
	r.implementedOutside(iface) // fills outPkgs
	var found *types.Func
	for _, imp := range r.outPkgs {
		for t := range typesOf(r.fset, imp).exportedTypes().mayHave(fn.Name()) {
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
func (r *Resolver) implementedOutside(iface *types.Interface) bool {
	if out, ok := r.outside[iface]; ok {
		return out
	}
	if r.outPkgs == nil {
		seen := map[*types.Package]bool{}
		r.outPkgs = []*types.Package{}
		for _, p := range r.modulePackages() {
			for _, imp := range p.Imports() {
				if seen[imp] || imp == r.pkg || r.SameModule(imp) {
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
		for t := range typesOf(r.fset, imp).exportedTypes().mayHave(iface.Method(0).Name()) {
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
func (r *Resolver) modulePackages() []*types.Package {
	if r.modPkgs != nil {
		return r.modPkgs
	}
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if seen[p] || p != r.pkg && !r.SameModule(p) {
			return
		}
		seen[p] = true
		for _, imp := range p.Imports() {
			walk(imp)
		}
	}
	walk(r.pkg)
	pkgs := make([]*types.Package, 0, len(seen))
	for p := range seen {
		pkgs = append(pkgs, p)
	}
	slices.SortFunc(pkgs, func(a, b *types.Package) int { return strings.Compare(a.Path(), b.Path()) })
	r.modPkgs = pkgs
	return pkgs
}
