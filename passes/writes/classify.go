package writes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// classify classifies call without the cache.
func (r *Result) classify(call *ast.CallExpr) Write {
	info := r.pass.TypesInfo
	fn := analysisutil.Callee(info, call)
	w := Write{Call: call, Callee: fn}
	if fn == nil {
		return w
	}
	c := r.catalogued(fn)
	if c.setter {
		return w // sets a key; sends nothing
	}
	if c.isConfigured {
		w.Class, w.Desc = c.configClass, analysisutil.ShortName(fn)
		if w.Class == Keyed {
			w.Slot = c.configSlot
			if w.Slot.Kind == Param {
				r.evalParamKey(&w)
			} else {
				r.evalFieldKey(&w)
			}
		}
		return w
	}
	if c.isAPI {
		return r.fromAPI(w, c.api, analysisutil.ShortName(fn))
	}
	if c.isSender {
		return r.httpSend(w, c.sender)
	}
	if w2, ok := r.aws(w, fn); ok {
		return w2
	}
	if w2, ok := r.objectCreate(w, fn); ok {
		return w2
	}
	if w2, ok := r.streamAppend(w, fn); ok {
		return w2
	}
	if w2, ok := r.openAPIExecute(w, fn); ok {
		return w2
	}
	// User functions: facts and summaries.
	if s := r.funcOf(fn); s.Class != Unknown || s.methodParam > 0 || s.reqParam > 0 || s.reqRecv || s.methodField != "" {
		return r.byNaturalKey(r.throughFunc(w, s, fn), fn)
	}
	// Interface methods with one implementation in the program, or an
	// SDK's service behind them.
	if isInterfaceMethod(fn) {
		if impls := r.ifaces.Impls(fn); len(impls) > 0 {
			if w2 := r.throughImpls(w, fn, impls); w2.Class != Unknown || w2.methodParam > 0 {
				return w2
			}
		}
		if api, impl, ok := r.ifaces.SDKImpl(fn); ok {
			w = r.fromAPI(w, api, analysisutil.ShortName(fn))
			if w.Class != Unknown {
				w.Impl = analysisutil.ShortName(impl)
				w.Via = []string{w.Desc, w.Impl}
			}
			return w
		}
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
			if r.eval.DryRun(w.Target, w.Call) {
				w.Class, w.Slot, w.Key = Read, Slot{}, KeyUnknown
			}
			return w
		}
	}
	return w
}

// A callee is what the catalog says of a function, looked up once per
// package: each call of it is classified again on every round of
// summarize.
type callee struct {
	name     string // analysisutil.FuncName
	setter   bool   // a key setter
	api      catalog.WriteAPI
	isAPI    bool
	sender   catalog.WriteAPI // an HTTP sender
	isSender bool
	// configClass and configSlot are the class and key slot the writes
	// key of the configuration gives the function (configured.go).
	configClass  Class
	configSlot   Slot
	isConfigured bool
}

func (r *Result) catalogued(fn *types.Func) *callee {
	if c, ok := r.callees[fn]; ok {
		return c
	}
	name := analysisutil.FuncName(fn)
	c := &callee{name: name}
	_, c.setter = catalog.KeySetter(name)
	c.api, c.isAPI = catalog.LookupWrite(name)
	c.sender, c.isSender = catalog.HTTPSenders[name]
	if !c.isSender && !c.isAPI && r.infer && isDoShaped(fn) {
		// A method of the shape of Client.Do sends the request it is
		// given: an HTTPDoer's, a wrapper client's (go-http-kit's
		// Client.Do), a RoundTripper's.
		c.sender, c.isSender = catalog.HTTPSenders[netHTTPDo], true
	}
	c.configClass, c.configSlot, c.isConfigured = r.configured(fn, name)
	if r.callees == nil {
		r.callees = map[*types.Func]*callee{}
	}
	r.callees[fn] = c
	return c
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
	if i := api.CreateByPath - 1; i >= 0 && i < len(w.Call.Args) {
		if seg := rawhttp.PathSegment(r.req.URLPieces(w.Call.Args[i])); lexicon.IsCreatingSegment(seg) {
			w.Class, w.SDK, w.Desc, w.NoKeyEvidence = Unkeyed, api.ID, desc+" ("+seg+")", true
			return w
		}
	}
	if api.FIFO != nil {
		return r.fifoWrite(w, api, desc)
	}
	if api.Path != nil {
		return r.pathWrite(w, api, desc)
	}
	w.Class, w.SDK, w.Autofill, w.Attempts, w.Desc = api.Class, api.ID, api.Autofill, api.Attempts, desc
	if api.GraphQLMutation {
		return r.graphqlMutation(w)
	}
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
		var url ast.Expr
		if api.Form != nil && api.Form.URL < len(w.Call.Args) {
			url = w.Call.Args[api.Form.URL]
		}
		r.postBodySlot(&w, api.Form) // a key field of the JSON body
		r.rawEvidence(&w, url, true)
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
	req := r.requestCopied(w.Call.Args[api.Arg])
	ctors, ok := r.requestCtors(req)
	if !ok {
		// A function that sends the request it is given: its callers'
		// requests say what it sends (builders.go).
		switch i, recv := r.sentParam(req, w.Call); {
		case i >= 0:
			w.SDK, w.Attempts, w.reqParam = api.ID, api.Attempts, i+1
			w.Desc = analysisutil.ShortName(w.Callee)
		case recv:
			w.SDK, w.Attempts, w.reqRecv = api.ID, api.Attempts, true
			w.Desc = analysisutil.ShortName(w.Callee)
		}
		return w
	}
	method, ok := r.requestMethod(ctors)
	if !ok {
		return r.methodHelper(w, api, ctors)
	}
	w.Class, w.SDK, w.Attempts, w.Method = catalog.HTTPMethodClass(method), api.ID, api.Attempts, method
	w.Desc = analysisutil.ShortName(w.Callee) + " (" + strings.ToUpper(method) + ")"
	if method == "GET" && len(ctors) == 1 && ctors[0].URL != nil {
		if seg := rawhttp.PathSegment(r.req.URLPieces(ctors[0].URL)); lexicon.IsCreatingSegment(seg) {
			w.Class, w.NoKeyEvidence = Unkeyed, true
			w.Desc = analysisutil.ShortName(w.Callee) + " (GET " + seg + ")"
			return w
		}
	}
	if w.Class != Keyed {
		return w
	}
	w.Slot = Slot{Kind: Header, Arg: api.Arg, Field: catalog.KeyHeader}
	w.Target = req
	w.Key = r.headerKey(req, w.Call)
	var url ast.Expr
	if len(ctors) == 1 {
		url = ctors[0].URL
		if w.Key == KeyEmpty && !r.bodySlot(&w, ctors[0]) { // a key field of the JSON body
			w.bodyParam = r.bodyParamOf(ctors[0], w.Call)
		}
	}
	r.rawEvidence(&w, url, method == "POST")
	if w.Class == Unknown && len(ctors) == 1 && method == "POST" {
		r.graphqlBody(&w, api, ctors[0])
	}
	if (w.Class == Unkeyed || w.Class == Keyed) && method == "POST" && url != nil {
		// A helper that posts to the URL it is given: its callers' URLs say
		// whether it reads (throughFunc).
		if u := lastOperand(url); u != nil {
			if i, f := r.eval.ParamRef(u, w.Call); i >= 0 && f == "" && isStringParam(r.enclosingFunc(w.Call), i) {
				w.urlParam = i + 1
			}
		}
	}
	return w
}

// A ctorCall is a call of an HTTP request constructor.
type ctorCall struct {
	Call        *ast.CallExpr
	Method, URL ast.Expr // URL may be nil for a built request
	// built: Call is a call of a request builder of this package
	// (builders.go), not of a constructor.
	built bool
	// methodField: a built request's method is this field of recv, the
	// builder's receiver (Method is nil).
	methodField string
	recv        ast.Expr
}

// requestCtors finds the request constructor calls that req, a variable,
// holds.
func (r *Result) requestCtors(req ast.Expr) ([]ctorCall, bool) {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(req).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return nil, false
	}
	defs := r.flow.Defs(v)
	if len(defs) == 0 {
		return nil, false
	}
	var ctors []ctorCall
	for _, def := range defs {
		call, ok := ast.Unparen(def).(*ast.CallExpr)
		if !ok {
			return nil, false
		}
		ctor, ok := catalog.HTTPRequestCtors[analysisutil.CalleeName(info, call)]
		if !ok || ctor.URLArg() >= len(call.Args) {
			if c, ok := r.builtCtor(call); ok {
				ctors = append(ctors, c)
				continue
			}
			return nil, false
		}
		ctors = append(ctors, ctorCall{Call: call, Method: call.Args[ctor.Method], URL: call.Args[ctor.URLArg()]})
	}
	return ctors, true
}

// requestMethod returns the constant method that every constructor call
// gives the request.
func (r *Result) requestMethod(ctors []ctorCall) (string, bool) {
	method := ""
	for _, c := range ctors {
		m, ok := r.constMethod(c.Method)
		if !ok || method != "" && m != method {
			return "", false
		}
		method = m
	}
	return method, method != ""
}

// constMethod returns the HTTP method that e, a constant, names.
// A local variable given a constant once and never assigned again is that
// constant: localVarHTTPMethod = http.MethodPost in OpenAPI Generator's
// clients.
func (r *Result) constMethod(e ast.Expr) (string, bool) {
	info := r.pass.TypesInfo
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := info.ObjectOf(id).(*types.Var); ok && v.Parent() != nil && v.Parent() != v.Pkg().Scope() {
			if defs := r.flow.Defs(v); len(defs) == 1 {
				e = defs[0]
			}
		}
	}
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return strings.ToUpper(constant.StringVal(tv.Value)), true
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
	if r.flow.Assigned(v, catalog.RequestHeaderField) {
		return KeyUnknown
	}
	state := KeyEmpty
	for _, s := range r.keys.SinksOf(v) {
		if s.Kind != keys.Header {
			continue
		}
		switch st := r.eval.ValueState(s.Value, call); st {
		case KeySet, KeyFromParam, KeyUnknown:
			return st
		}
	}
	return state
}

// aws classifies an operation of an SDK's service client (SDK.Services:
// aws-sdk-go-v2's) whose input has an idempotency token field.
func (r *Result) aws(w Write, fn *types.Func) (Write, bool) {
	if fn.Pkg() == nil {
		return w, false
	}
	sdk := catalog.ServiceSDK(fn.Pkg().Path())
	if sdk == nil {
		return w, false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || analysisutil.TypeName(sig.Recv().Type()) != fn.Pkg().Path()+"."+sdk.Services.ClientType || sig.Params().Len() < 2 {
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
		if slices.Contains(sdk.TokenFields, f.Name()) {
			fills, known := catalog.AWSAutofill(fn.Pkg().Path(), fn.Name())
			w.Class, w.SDK, w.Autofill = Keyed, sdk.ID, fills
			if known && !fills {
				// No token at all: the client's standard retryer resends it.
				w.Attempts = sdk.Attempts
			}
			w.Desc = fn.Pkg().Name() + "." + fn.Name()
			w.Slot = Slot{Kind: Field, Arg: 1, Field: f.Name(), Pointer: true}
			r.evalFieldKey(&w)
			if r.eval.DryRun(w.Target, w.Call) {
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
	w.NoKeyEvidence = s.NoKeyEvidence
	w.Desc = analysisutil.ShortName(fn)
	w.Via = append([]string{fn.Name()}, s.Via...)
	if len(w.Via) > 5 {
		w.Via = w.Via[:5]
	}
	w.Where = s.Where
	w.Slot = s.Slot
	if s.urlParam > 0 && s.methodParam == 0 && (s.Class == Unkeyed || s.Class == Keyed) {
		w2, ok := r.byURLArg(w, s)
		if ok {
			return w2
		}
		w = w2
	}
	if s.bodyParam > 0 && s.methodParam == 0 && (s.Class == Unkeyed && s.NoKeyEvidence || s.Class == Keyed && s.Key == KeyEmpty && s.Slot.Kind == Hidden) {
		if r.byBodyArg(&w, s.bodyParam) {
			return byName(w, fn)
		}
	}
	if s.methodParam > 0 {
		return byName(r.byMethodArg(w, s, fn), fn)
	}
	if s.reqParam > 0 || s.reqRecv {
		return byName(r.byRequestArg(w, s, fn), fn)
	}
	if s.objParam > 0 {
		return byName(r.byObjArg(w, s, fn), fn)
	}
	if s.methodField != "" {
		return byName(r.byMethodField(w, s, fn), fn)
	}
	if s.Class == Unkeyed && s.NoKeyEvidence && s.SDK.Record().RawHTTP && fn.Pkg() != r.pass.Pkg && !catalog.HasRecord(fn.Pkg().Path()) {
		// An SDK's raw write whose request type has a key field: the
		// field is the key (Metronome's UniquenessKey).
		if idx, field, ptr, ok := keyFieldParam(fn); ok {
			w.Class, w.NoKeyEvidence, w.Via, w.Where = Keyed, false, nil, ""
			w.Slot = Slot{Kind: Field, Arg: idx, Field: field, Pointer: ptr}
			r.evalFieldKey(&w)
			return byName(w, fn)
		}
	}
	if s.SDK.Record().RawHTTP {
		if w2 := byName(w, fn); w2.Class != w.Class {
			return w2
		}
	}
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

// byName classifies a wrapper of a raw HTTP write by its name when the
// name says that a repetition has no second effect: a user's
// EnableWebhook, SetStatus or CloseTicket that POSTs is a switch or a
// setter, naturally idempotent (a second call sets the same state), and
// GetQuote a read. The HTTP method of a user's API says less than the name
// its author gave the operation.
func byName(w Write, fn *types.Func) Write {
	if w.Class != Keyed && w.Class != Unkeyed || !w.SDK.Record().RawHTTP {
		return w
	}
	switch name := fn.Name(); {
	case lexicon.IsReadOp(name):
		w.Class = Read
	case lexicon.IsNoDuplicateOp(name):
		w.Class = Idempotent
	default:
		return w
	}
	w.Slot, w.Key, w.KeyValue, w.Target, w.NoKeyEvidence = Slot{}, KeyUnknown, nil, nil, false
	return w
}

// byURLArg classifies a call of a helper that POSTs to the URL it is given
// (summary s) by the URL the call passes: a read endpoint
// (catalog.ReadPOSTSegments: embeddings, _search, oauth/token, ...) makes
// it a read, an ambiguous one leaves it unclassified (ok with the result).
// A URL that is the caller's own parameter passes the question on to the
// caller's callers.
func (r *Result) byURLArg(w Write, s Write) (Write, bool) {
	i := s.urlParam - 1
	if i >= len(w.Call.Args) {
		return w, false
	}
	arg := w.Call.Args[i]
	switch seg := rawhttp.LastSegment(r.req.URLPieces(arg)); {
	case catalog.ReadPOSTSegments[seg]:
		w.Class, w.Slot, w.Key, w.KeyValue, w.Target, w.NoKeyEvidence = Read, Slot{}, KeyUnknown, nil, nil, false
		return w, true
	case catalog.AmbiguousPOSTSegments[seg]:
		return Write{Call: w.Call, Callee: w.Callee}, true
	}
	if j, f := r.eval.ParamRef(lastOperand(arg), w.Call); j >= 0 && f == "" && isStringParam(r.enclosingFunc(w.Call), j) {
		w.urlParam = j + 1
	}
	return w, false
}

// requestCopied returns the request that e copies: req for
// req.WithContext(ctx) or req.Clone(ctx) (catalog.RequestCopies), which
// send req's method, URL, body and headers; else e.
func (r *Result) requestCopied(e ast.Expr) ast.Expr {
	for range 3 {
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || !catalog.RequestCopies[analysisutil.CalleeName(r.pass.TypesInfo, c)] {
			return e
		}
		sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if !ok {
			return e
		}
		e = sel.X
	}
	return e
}
