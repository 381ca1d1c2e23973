package writes

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// A raw POST or PATCH whose body is a value encoded as JSON
// (json.Marshal(v), json.NewEncoder(&buf).Encode(v), wrapped in a reader)
// has a key slot in the body when the value's struct type has an
// idempotency key field: a catalog.KeyFieldNames name, a JSON name that
// spells one ("idempotency_key", "idempotencyKey"), or a field that its
// package documents as the idempotency or deduplication key (keys.DocKey:
// an event's EventID, of this package or another). A field of a struct that
// the body holds counts too, when it holds a key: there is no field of the
// body to put one in. A map body has one when it holds such an entry. The
// field is the write's key slot (Slot.Body), for a request built with
// NewRequest and sent with Do and for one sent with http.Post alike. A
// request helper that encodes a parameter of no such type (in any) has its
// callers' arguments looked at instead (bodyParam); a helper that returns
// the body it encodes (return json.Marshal(v)) is read as encoding v.

// bodySlot makes w, a raw POST or PATCH whose request ctor builds, a keyed
// write whose key slot is a field of its JSON body, if the body has one.
func (r *Result) bodySlot(w *Write, ctor ctorCall) bool {
	return r.bodyValueSlot(w, r.ctorBody(ctor))
}

// postBodySlot is bodySlot for an http.Post-like call (form), whose body
// is an argument.
func (r *Result) postBodySlot(w *Write, form *catalog.PostForm) bool {
	if form == nil || form.Values || form.Body < 0 || form.Body >= len(w.Call.Args) {
		return false
	}
	if !r.bodyValueSlot(w, r.req.JSONBody(w.Call.Args[form.Body])) {
		return false
	}
	w.Form = nil // the key goes in the body: no rewrite to NewRequest
	return true
}

// bodyValueSlot makes w a keyed write whose key slot is the key field of
// val, the value its JSON body encodes, if it has one.
func (r *Result) bodyValueSlot(w *Write, val ast.Expr) bool {
	if val == nil {
		return false
	}
	field, ptr, isMap, nested, ok := r.bodyKeyField(val)
	if !ok {
		return false
	}
	if isMap {
		w.Slot = Slot{Kind: Field, Arg: -1, Field: field, Pointer: ptr, Body: true}
		w.Target = val
		w.Key, w.KeyValue = r.mapKeyState(val, w.Call)
		return true
	}
	key, keyValue := r.eval.FieldKey(val, field, w.Call)
	if nested && key == KeyEmpty {
		return false // no key in the body, and none to put in it from here
	}
	w.Slot = Slot{Kind: Field, Arg: -1, Field: field, Pointer: ptr, Body: true}
	w.Target = val
	w.Key, w.KeyValue = key, keyValue
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.eval.ParamRef(w.KeyValue, w.Call)
	}
	return true
}

// ctorBody returns the value that the body argument of a request
// constructor call encodes as JSON, or nil.
func (r *Result) ctorBody(ctor ctorCall) ast.Expr {
	c, ok := catalog.HTTPRequestCtors[analysisutil.CalleeName(r.pass.TypesInfo, ctor.Call)]
	if !ok || c.BodyArg() >= len(ctor.Call.Args) {
		return nil
	}
	return r.req.JSONBody(ctor.Call.Args[c.BodyArg()])
}

// bodyKeyField returns the key field of the JSON body value val: the field
// of its struct type, or of a struct held in one of its fields (and
// whether it is a pointer, and whether it is nested), or the key of a map
// entry that holds one (isMap).
func (r *Result) bodyKeyField(val ast.Expr) (field string, ptr, isMap, nested, ok bool) {
	t := r.pass.TypesInfo.TypeOf(val)
	if t == nil {
		return "", false, false, false, false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		if f, depth := r.req.StructKeyField(u); f != nil {
			return f.Name(), isPointer(f.Type()), false, depth > 0, true
		}
	case *types.Map:
		if s := r.req.MapBodyKey(val); s != nil {
			return s.Slot, false, true, false, true
		}
	}
	return "", false, false, false, false
}

// mapKeyState evaluates the key entry of a map body.
func (r *Result) mapKeyState(val ast.Expr, call *ast.CallExpr) (KeyState, ast.Expr) {
	s := r.req.MapBodyKey(val)
	if s == nil {
		return KeyUnknown, nil
	}
	return r.eval.ValueState(s.Value, call), s.Value
}

// bodyParamOf returns the parameter (index + 1) of the function around
// call that the request ctor builds encodes as its JSON body, or 0:
// json.Marshal(in) in doRequest(ctx, method, path string, in any).
func (r *Result) bodyParamOf(ctor ctorCall, call *ast.CallExpr) int {
	val := r.ctorBody(ctor)
	if val == nil {
		return 0
	}
	if i, f := r.eval.ParamRef(val, call); i >= 0 && f == "" {
		return i + 1
	}
	return 0
}

// byBodyArg makes w, a call of a function that encodes its parameter
// bodyParam-1 as the JSON body of a raw POST or PATCH, a keyed write whose
// slot is the key field of the argument, if it has one; else it passes the
// parameter on when the argument is a parameter of the caller.
func (r *Result) byBodyArg(w *Write, bodyParam int) bool {
	i := bodyParam - 1
	if i < 0 || i >= len(w.Call.Args) {
		return false
	}
	arg := w.Call.Args[i]
	// The bytes passed: the value they encode (b after b, _ := json.Marshal(v)).
	val := arg
	if v := r.req.JSONBody(arg); v != nil {
		val = v
	}
	field, ptr, isMap, nested, ok := r.bodyKeyField(val)
	if ok && nested {
		// A key field of a struct held in the body counts only when
		// it holds a key: there is no field of the body to put one in.
		if st, _ := r.eval.FieldKey(val, field, w.Call); st == KeyEmpty {
			ok = false
		}
	}
	if !ok {
		if j, f := r.eval.ParamRef(val, w.Call); j >= 0 && f == "" {
			w.bodyParam = j + 1
		}
		return false
	}
	w.Class, w.NoKeyEvidence, w.bodyParam = Keyed, false, 0
	if ast.Unparen(val) != ast.Unparen(arg) {
		// Encoded here, before the call: the field is set before that.
		w.Slot = Slot{Kind: Field, Arg: i, Field: field, Pointer: ptr, Body: true}
		w.Target = val
		if isMap {
			w.Key, w.KeyValue = r.mapKeyState(val, w.Call)
		} else {
			w.Key, w.KeyValue = r.eval.FieldKey(val, field, w.Call)
		}
		if w.Key == KeyFromParam {
			w.fromParam, w.fromField = r.eval.ParamRef(w.KeyValue, w.Call)
		}
		return true
	}
	if isMap {
		w.Slot = Slot{Kind: Field, Arg: i, Field: field, Body: true}
		w.Target = arg
		w.Key, w.KeyValue = r.mapKeyState(arg, w.Call)
		if w.Key == KeyFromParam {
			w.fromParam, w.fromField = r.eval.ParamRef(w.KeyValue, w.Call)
		}
		return true
	}
	w.Slot = Slot{Kind: Field, Arg: i, Field: field, Pointer: ptr}
	r.evalFieldKey(w)
	return true
}
