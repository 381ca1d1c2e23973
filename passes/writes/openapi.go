package writes

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// openAPIExecute classifies r.Execute() of an OpenAPI Generator request
// builder (catalog.OpenAPIBuilder) whose type has a method that sets an
// idempotency key header: a keyed write whose slot is that method, set when
// the builder chain that makes r calls it.
func (r *Result) openAPIExecute(w Write, fn *types.Func) (Write, bool) {
	rec := &catalog.OpenAPIBuilder
	sig := fn.Signature()
	if fn.Name() != rec.Execute || sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() < 2 {
		return w, false
	}
	res := sig.Results()
	if _, ptr := res.At(res.Len() - 2).Type().(*types.Pointer); !ptr || analysisutil.TypeName(res.At(res.Len()-2).Type()) != rec.Response || !analysisutil.IsErrorType(res.At(res.Len()-1).Type()) {
		return w, false
	}
	builder := sig.Recv().Type()
	method := keyMethod(builder)
	if method == "" {
		return w, false
	}
	sel, ok := ast.Unparen(w.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return w, false
	}
	w.Class, w.Desc = Keyed, analysisutil.ShortName(fn)
	w.Slot = Slot{Kind: Builder, Arg: -1, Field: method}
	w.Key = KeyUnknown
	// Walk the chain back from the receiver: each builder method returns
	// the builder; the operation method of the service starts it.
	for e := ast.Unparen(sel.X); ; {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return w, true // a variable: its key is not followed
		}
		csel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return w, true
		}
		if csel.Sel.Name == method && len(call.Args) == 1 {
			w.Key, w.KeyValue = KeySet, call.Args[0]
			return w, true
		}
		recv := r.pass.TypesInfo.TypeOf(csel.X)
		if recv == nil || !types.Identical(recv, builder) {
			w.Key = KeyEmpty // the operation method: no key was set
			return w, true
		}
		e = ast.Unparen(csel.X)
	}
}

// keyMethod returns the name of the method of builder t, a named type,
// that takes a string and returns t: the setter of a key header.
func keyMethod(t types.Type) string {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return ""
	}
	for i := range named.NumMethods() {
		m := named.Method(i)
		s := m.Signature()
		if !slices.Contains(catalog.OpenAPIBuilder.KeyMethods, m.Name()) || s.Params().Len() != 1 || s.Results().Len() != 1 {
			continue
		}
		if b, ok := s.Params().At(0).Type().(*types.Basic); ok && b.Kind() == types.String && types.Identical(s.Results().At(0).Type(), t) {
			return m.Name()
		}
	}
	return ""
}
