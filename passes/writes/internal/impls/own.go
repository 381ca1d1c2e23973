package impls

import "go/types"

// OwnImpl resolves a method of an interface that the package under
// analysis declares and implements itself: exactly one named type of the
// package implements it (go-tfe's VariableSets, implemented by its
// unexported *variableSets). An SDK hands out such an interface so that
// its users can mock it; what a call does is what that type's method does.
// The writes pass puts that type's summary on the interface method as a
// fact, which its users read whether or not they can see the type (export
// data leaves unexported types out). nil when there is no such type or
// more than one.
func (r *Resolver) OwnImpl(fn *types.Func) *types.Func {
	if impl, ok := r.ownImpls[fn]; ok {
		return impl
	}
	impl := r.findOwnImpl(fn)
	if r.ownImpls == nil {
		r.ownImpls = map[*types.Func]*types.Func{}
	}
	r.ownImpls[fn] = impl
	return impl
}

func (r *Resolver) findOwnImpl(fn *types.Func) *types.Func {
	sig := fn.Signature()
	if sig.Recv() == nil || fn.Pkg() != r.pkg {
		return nil
	}
	named, ok := types.Unalias(sig.Recv().Type()).(*types.Named)
	if !ok || named.Obj().Pkg() != fn.Pkg() {
		return nil
	}
	iface, ok := named.Underlying().(*types.Interface)
	if !ok || iface.NumMethods() < 2 {
		return nil // a one-method interface (a Doer) is everybody's
	}
	scope := fn.Pkg().Scope()
	var found *types.Func
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		t := tn.Type()
		if types.IsInterface(t) {
			continue
		}
		var impl types.Type = t
		if !types.Implements(impl, iface) {
			if impl = types.NewPointer(t); !types.Implements(impl, iface) {
				continue
			}
		}
		obj, _, _ := types.LookupFieldOrMethod(impl, false, fn.Pkg(), fn.Name())
		m, ok := obj.(*types.Func)
		if !ok || found != nil {
			return nil
		}
		found = m
	}
	return found
}
