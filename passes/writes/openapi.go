package writes

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/sdkargs"
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
	method := sdkargs.KeyMethod(builder)
	if method == "" {
		return w, false
	}
	sel, ok := ast.Unparen(w.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return w, false
	}
	w.Class, w.Desc = Keyed, analysisutil.ShortName(fn)
	w.Slot = Slot{Kind: Builder, Arg: -1, Field: method}
	w.Key, w.KeyValue = r.args.BuilderKey(sel.X, builder, method)
	return w, true
}
