package writes

import (
	"go/types"
	"iter"
)

// A typeIndex lists named types, in the order they were added, by the
// names of the methods they may have, so that a search for the types that
// implement an interface checks only those that have its first method.
type typeIndex struct {
	all    []indexedType
	byName map[string][]int // method name → indices in all of the types that declare it
	wild   []int            // indices of the types that may have promoted methods of any name
}

type indexedType struct {
	t   types.Type
	pkg *types.Package
}

// add adds t, a named type or an alias of one, declared in pkg.
func (x *typeIndex) add(t types.Type, pkg *types.Package) {
	i := len(x.all)
	x.all = append(x.all, indexedType{t, pkg})
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
func (x *typeIndex) mayHave(name string) iter.Seq[indexedType] {
	return func(yield func(indexedType) bool) {
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
