package sdkargs

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/keystate"
)

// BuilderKey reads the key that method sets on recv, an OpenAPI Generator
// request builder of type builder (catalog.OpenAPIBuilder), by walking back
// the chain that makes recv: each builder method returns the builder; the
// operation method of the service starts it. Set, with the value, when the
// chain calls method; Empty when it starts without calling it; Unknown
// when recv is a variable, whose key is not followed.
func (r *Reader) BuilderKey(recv ast.Expr, builder types.Type, method string) (keystate.State, ast.Expr) {
	for e := ast.Unparen(recv); ; {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return keystate.Unknown, nil // a variable: its key is not followed
		}
		csel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return keystate.Unknown, nil
		}
		if csel.Sel.Name == method && len(call.Args) == 1 {
			return keystate.Set, call.Args[0]
		}
		t := r.info.TypeOf(csel.X)
		if t == nil || !types.Identical(t, builder) {
			return keystate.Empty, nil // the operation method: no key was set
		}
		e = ast.Unparen(csel.X)
	}
}

// KeyMethod returns the name of the method of builder t, a named type,
// that takes a string and returns t: the setter of a key header.
func KeyMethod(t types.Type) string {
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
