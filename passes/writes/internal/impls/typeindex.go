package impls

import (
	"go/token"
	"go/types"
	"iter"
	"runtime"
	"strings"
	"sync"
	"weak"
)

// A typeIndex lists named types, in the order they were added, by the
// names of the methods they may have, so that a search for the types that
// implement an interface checks only those that have its first method.
type typeIndex struct {
	all    []types.Type
	byName map[string][]int // method name → indices in all of the types that declare it
	wild   []int            // indices of the types that may have promoted methods of any name
}

// add adds t, a named type or an alias of one.
func (x *typeIndex) add(t types.Type) {
	i := len(x.all)
	x.all = append(x.all, t)
	named, ok := t.(*types.Named)
	if !ok || mayPromote(named) {
		// An alias (of an instance, of a type of another package) is
		// rare: it is checked for every method.
		x.wild = append(x.wild, i)
		return
	}
	if x.byName == nil {
		x.byName = map[string][]int{}
	}
	for m := range named.Methods() {
		x.byName[m.Name()] = append(x.byName[m.Name()], i)
	}
}

// mayPromote reports whether the method set of named or of a pointer to it
// may hold methods it does not declare: those of the embedded fields of its
// struct.
func mayPromote(named *types.Named) bool {
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		if f.Embedded() {
			return true
		}
	}
	return false
}

// mayHave yields, in the order they were added, the types whose method set
// or whose pointer's method set may hold a method named name: every type
// that does is among them.
func (x *typeIndex) mayHave(name string) iter.Seq[types.Type] {
	return func(yield func(types.Type) bool) {
		a, b := x.byName[name], x.wild
		for len(a) > 0 || len(b) > 0 {
			var i int
			if len(b) == 0 || len(a) > 0 && a[0] < b[0] {
				i, a = a[0], a[1:]
			} else {
				i, b = b[0], b[1:]
			}
			if !yield(x.all[i]) {
				return
			}
		}
	}
}

// A pkgTypes holds the two indexes of one package's named types that
// interface resolution searches (impls.go), each made once, when first
// asked for. A package's scope does not change once it is type-checked, and
// the same *types.Package is imported by many packages of a run: the
// indexes are shared by the run's passes, in the typeCache of the run's
// FileSet (every package of a run is parsed into one FileSet).
type pkgTypes struct {
	pkg             *types.Package
	modOnce, exOnce sync.Once
	module          typeIndex // types that may implement an interface of the module (impls.go's findImpls)
	exported        typeIndex // exported types that may implement an interface from outside (implementedOutside)
}

// A typeCache holds the pkgTypes of the packages of one run.
type typeCache struct {
	pkgs sync.Map // *types.Package → *pkgTypes
}

// typeCaches maps a run's FileSet, weakly, to its typeCache. An entry lives
// as long as its FileSet, which the run (a driver, gopls, a linter daemon)
// keeps while it keeps the packages; when the FileSet is collected, its
// cleanup removes the entry, and the packages and their indexes go with it.
// Nothing in a typeCache refers to the FileSet, so the entry does not keep
// its own key alive. A long-lived host that starts runs again and again
// thus holds the indexes of the runs it still holds, not of every run.
var typeCaches sync.Map // weak.Pointer[token.FileSet] → *typeCache

func cacheOf(fset *token.FileSet) *typeCache {
	key := weak.Make(fset)
	if c, ok := typeCaches.Load(key); ok {
		return c.(*typeCache)
	}
	c, loaded := typeCaches.LoadOrStore(key, &typeCache{})
	if !loaded {
		runtime.AddCleanup(fset, func(k weak.Pointer[token.FileSet]) { typeCaches.Delete(k) }, key)
	}
	return c.(*typeCache)
}

// typesOf returns the indexes of pkg, a package of the run whose FileSet
// is fset.
func typesOf(fset *token.FileSet, pkg *types.Package) *pkgTypes {
	c := cacheOf(fset)
	if x, ok := c.pkgs.Load(pkg); ok {
		return x.(*pkgTypes)
	}
	x, _ := c.pkgs.LoadOrStore(pkg, &pkgTypes{pkg: pkg})
	return x.(*pkgTypes)
}

// moduleTypes returns the index of the package's named types declared
// outside test files (as fset names them), except interfaces, aliases and
// generic types, in the order of the scope's names.
func (p *pkgTypes) moduleTypes(fset *token.FileSet) *typeIndex {
	p.modOnce.Do(func() {
		scope := p.pkg.Scope()
		for _, id := range scope.Names() {
			tn, ok := scope.Lookup(id).(*types.TypeName)
			if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) || strings.HasSuffix(fset.Position(tn.Pos()).Filename, "_test.go") {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok || named.TypeParams().Len() > 0 {
				continue
			}
			p.module.add(named)
		}
	})
	return &p.module
}

// exportedTypes returns the index of the package's exported named types and
// aliases, except interfaces and generic types.
func (p *pkgTypes) exportedTypes() *typeIndex {
	p.exOnce.Do(func() {
		scope := p.pkg.Scope()
		for _, id := range scope.Names() {
			tn, ok := scope.Lookup(id).(*types.TypeName)
			if !ok || !tn.Exported() || types.IsInterface(tn.Type()) {
				continue
			}
			if named, ok := types.Unalias(tn.Type()).(*types.Named); ok && named.TypeParams().Len() > 0 {
				continue
			}
			p.exported.add(tn.Type())
		}
	})
	return &p.exported
}

// CachedRuns returns the number of runs whose type indexes are kept (for
// the tests of the writes pass, which check that they go with their run).
func CachedRuns() int {
	n := 0
	typeCaches.Range(func(any, any) bool { n++; return true })
	return n
}

// CachedPackages returns the number of packages whose type indexes the run
// of fset keeps (for the tests of the writes pass).
func CachedPackages(fset *token.FileSet) int {
	n := 0
	cacheOf(fset).pkgs.Range(func(any, any) bool { n++; return true })
	return n
}
