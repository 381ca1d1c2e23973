package writes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
)

// classify classifies call without the cache.
func (r *Result) classify(call *ast.CallExpr) Write {
	info := r.pass.TypesInfo
	fn := analysisutil.Callee(info, call)
	w := Write{Call: call, Callee: fn}
	if fn == nil {
		return w
	}
	name := analysisutil.FuncName(fn)
	if _, ok := catalog.KeySetter(name); ok {
		return w // sets a key; sends nothing
	}
	if api, ok := catalog.LookupWrite(name); ok {
		return r.fromAPI(w, api, analysisutil.ShortName(fn))
	}
	if api, ok := catalog.HTTPSenders[name]; ok {
		return r.httpSend(w, api)
	}
	if w2, ok := r.aws(w, fn); ok {
		return w2
	}
	// User functions: facts and summaries.
	if s := r.funcOf(fn); s.Class != Unknown {
		return r.throughFunc(w, s, fn)
	}
	// Parameters named as keys, and for interface methods, struct fields.
	if ps := r.keys.KeyParams(fn); len(ps) > 0 {
		idx := slices.Sorted(mapsKeys(ps))[0]
		w.Class, w.Desc = Keyed, analysisutil.ShortName(fn)
		w.Slot = Slot{Kind: Param, Arg: idx, Pointer: isPointer(paramType(fn, idx))}
		r.evalParamKey(&w)
		return w
	}
	if isInterfaceMethod(fn) {
		if idx, field, ptr, ok := keyFieldParam(fn); ok {
			w.Class, w.Desc = Keyed, analysisutil.ShortName(fn)
			w.Slot = Slot{Kind: Field, Arg: idx, Field: field, Pointer: ptr}
			r.evalFieldKey(&w)
			if r.dryRun(w) {
				w.Class, w.Slot, w.Key = Read, Slot{}, KeyUnknown
			}
			return w
		}
	}
	return w
}

func mapsKeys(m map[int]string) func(func(int) bool) {
	return func(yield func(int) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// fromAPI classifies a call of a catalogued API.
func (r *Result) fromAPI(w Write, api catalog.WriteAPI, desc string) Write {
	w.Class, w.SDK, w.Autofill, w.Attempts, w.Desc = api.Class, api.ID, api.Autofill, api.Attempts, desc
	if api.Class != Keyed {
		return w
	}
	switch api.Slot {
	case catalog.SlotField:
		w.Slot = Slot{Kind: Field, Arg: api.Arg, Field: api.Field, Pointer: fieldIsPointer(w.Callee, api.Arg, api.Field)}
		r.evalFieldKey(&w)
	case catalog.SlotRewrite:
		w.Slot = Slot{Kind: Rewrite}
		w.Form = api.Form
		w.Key = KeyEmpty
	}
	return w
}

// fieldIsPointer reports whether the key field of fn's argument arg is a
// pointer: *string in stripe-go and aws-sdk-go-v2, string in go-pagerduty,
// square-go-sdk and Google Cloud's request protos. Unknown is taken as a
// pointer, as the records' SDKs had it.
func fieldIsPointer(fn *types.Func, arg int, field string) bool {
	if f := analysisutil.FieldOf(paramType(fn, arg), field); f != nil {
		return isPointer(f.Type())
	}
	return true
}

// httpSend classifies a Do call by the method of the request it sends.
func (r *Result) httpSend(w Write, api catalog.WriteAPI) Write {
	if len(w.Call.Args) <= api.Arg {
		return w
	}
	req := w.Call.Args[api.Arg]
	method, ok := r.requestMethod(req)
	if !ok {
		return w
	}
	w.Class, w.SDK, w.Attempts, w.Method = catalog.HTTPMethodClass(method), api.ID, api.Attempts, method
	w.Desc = analysisutil.ShortName(w.Callee) + " (" + strings.ToUpper(method) + ")"
	if w.Class != Keyed {
		return w
	}
	w.Slot = Slot{Kind: Header, Arg: api.Arg, Field: "Idempotency-Key"}
	w.Target = req
	w.Key = r.headerKey(req, w.Call)
	return w
}

// requestMethod finds the constant method of the request req, built by an
// HTTP request constructor.
func (r *Result) requestMethod(req ast.Expr) (string, bool) {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(req).(*ast.Ident)
	if !ok {
		return "", false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return "", false
	}
	defs := r.flow.Defs(v)
	if len(defs) == 0 {
		return "", false
	}
	method := ""
	for _, def := range defs {
		call, ok := ast.Unparen(def).(*ast.CallExpr)
		if !ok {
			return "", false
		}
		ctor, ok := catalog.HTTPRequestCtors[analysisutil.CalleeName(info, call)]
		if !ok || ctor.Method >= len(call.Args) {
			return "", false
		}
		tv := info.Types[call.Args[ctor.Method]]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		m := strings.ToUpper(constant.StringVal(tv.Value))
		if method != "" && m != method {
			return "", false
		}
		method = m
	}
	return method, method != ""
}

// headerKey evaluates the Idempotency-Key header of request variable req.
func (r *Result) headerKey(req ast.Expr, call *ast.CallExpr) KeyState {
	id, ok := ast.Unparen(req).(*ast.Ident)
	if !ok {
		return KeyUnknown
	}
	v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok {
		return KeyUnknown
	}
	// Headers replaced wholesale cannot be followed.
	if r.flow.Assigned(v, "Header") {
		return KeyUnknown
	}
	state := KeyEmpty
	for _, s := range r.keys.SinksOf(v) {
		if s.Kind != keys.Header {
			continue
		}
		switch st := r.valueState(s.Value, call); st {
		case KeySet, KeyFromParam, KeyUnknown:
			return st
		}
	}
	return state
}

// aws classifies an aws-sdk-go-v2 operation whose input has an idempotency
// token field.
func (r *Result) aws(w Write, fn *types.Func) (Write, bool) {
	if fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), catalog.AWS.ServicePrefix) {
		return w, false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || analysisutil.TypeName(sig.Recv().Type()) != fn.Pkg().Path()+".Client" || sig.Params().Len() < 2 {
		return w, false
	}
	in, ok := types.Unalias(sig.Params().At(1).Type()).(*types.Pointer)
	if !ok {
		return w, false
	}
	st, ok := in.Elem().Underlying().(*types.Struct)
	if !ok {
		return w, false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if slices.Contains(catalog.AWSTokenFields, f.Name()) {
			fills, known := catalog.AWSAutofill(fn.Pkg().Path(), fn.Name())
			w.Class, w.SDK, w.Autofill = Keyed, catalog.SDKAWS, fills
			if known && !fills {
				// No token at all: the client's standard retryer resends it.
				w.Attempts = catalog.AWS.Attempts
			}
			w.Desc = fn.Pkg().Name() + "." + fn.Name()
			w.Slot = Slot{Kind: Field, Arg: 1, Field: f.Name(), Pointer: true}
			r.evalFieldKey(&w)
			if r.dryRun(w) {
				w.Class, w.Slot, w.Key = Read, Slot{}, KeyUnknown
			}
			return w, true
		}
	}
	return w, false
}

// throughFunc classifies a call of a user function from its summary.
func (r *Result) throughFunc(w Write, s Write, fn *types.Func) Write {
	w.Class, w.SDK, w.Autofill, w.Attempts, w.Exposed = s.Class, s.SDK, s.Autofill, s.Attempts, s.Exposed
	w.Desc = analysisutil.ShortName(fn)
	w.Via = append([]string{fn.Name()}, s.Via...)
	if len(w.Via) > 5 {
		w.Via = w.Via[:5]
	}
	w.Where = s.Where
	w.Slot = s.Slot
	if s.Class != Keyed {
		return w
	}
	switch s.Slot.Kind {
	case Param:
		r.evalParamKey(&w)
	case Field:
		r.evalFieldKey(&w)
	case Hidden:
		w.Key = s.Key
	default:
		w.Key = KeyUnknown
	}
	return w
}
