// Package writes is a helper pass that classifies calls by what they do to
// the world. It reports nothing; its *Result answers Classify(call) for any
// call of the package.
//
// Every call is one of: a read; a naturally idempotent write (PUT, DELETE,
// set, update); a keyed write, which has a key slot (a params or input
// field, an Idempotency-Key header, a key parameter) that may or may not be
// filled; an unkeyed write, which changes the world and has no key slot
// (net/smtp.SendMail); or unknown.
//
// The knowledge comes from the catalog (stripe-go, aws-sdk-go-v2 inputs with
// an idempotency token, net/http and go-retryablehttp, net/smtp), from the
// names of parameters and, for interface methods, of struct fields
// (idempotencyKey, IdempotencyKey, ClientToken...), and from facts: a user
// function that makes a keyed write is itself one. If one of its
// parameters, or a field of one, flows into the key slot, that parameter is
// its key slot; if it sends the write without a key and exposes none, it is
// a keyed write whose slot is hidden inside it. A user function that makes an
// unkeyed write is an unkeyed write. Facts carry this across packages.
package writes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer classifies the calls of a package.
var Analyzer = &analysis.Analyzer{
	Name:       "idemwrites",
	Doc:        "classify calls as reads, idempotent, keyed or unkeyed writes (reports nothing)",
	Run:        analysisutil.Safe("idemwrites", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, retryscope.Analyzer, keys.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(writeFact)},
}

// Class is what a call does to the world.
type Class = catalog.WriteClass

// The classes.
const (
	Unknown    = catalog.WriteUnknown
	Read       = catalog.WriteRead
	Idempotent = catalog.WriteIdempotent
	Keyed      = catalog.WriteKeyed
	Unkeyed    = catalog.WriteUnkeyed
)

// SlotKind says where a keyed write's key goes.
type SlotKind int

const (
	// NoSlot: not a keyed write.
	NoSlot SlotKind = iota
	// Field: a field of argument Arg (params.IdempotencyKey, input.ClientToken,
	// req.IdempotencyKey of a user struct).
	Field
	// Header: an Idempotency-Key header of the request argument Arg.
	Header
	// Param: argument Arg is the key.
	Param
	// Rewrite: the call cannot carry a key (http.Post); the request must be
	// built with NewRequest and sent with Do.
	Rewrite
	// Hidden: the key slot is inside the callee, which exposes none.
	Hidden
)

// A Slot is where a keyed write's key goes.
type Slot struct {
	Kind  SlotKind
	Arg   int    // the argument that holds or is the key (Field, Header, Param)
	Field string // the field (Field) or header (Header) name
	// Pointer: the field or parameter is a *string.
	Pointer bool
}

// KeyState says whether a keyed write carries a key.
type KeyState int

const (
	// KeyUnknown: the key slot's value cannot be seen (params built elsewhere).
	KeyUnknown KeyState = iota
	// KeyEmpty: no key: the slot is missing, nil, "" or a nil header.
	KeyEmpty
	// KeySet: the slot holds a key, fresh or stable.
	KeySet
	// KeyFromParam: the slot holds a parameter (or a field of one) of the
	// enclosing function.
	KeyFromParam
)

// A Write is the classification of one call.
type Write struct {
	Class  Class
	Call   *ast.CallExpr
	Callee *types.Func
	Desc   string // how messages name the call: "V1PaymentIntents.Create", "http.Post", "Do (POST)"
	Slot   Slot   // for Keyed
	Key    KeyState
	// KeyValue is the expression in the slot when Key is KeySet or KeyFromParam.
	KeyValue ast.Expr
	// Target is the expression that holds the slot: the params or input
	// argument as written (Field), the request (Header), the argument (Param).
	Target ast.Expr
	// SDK names the API: "stripe-go", "aws-sdk-go-v2", "net/http",
	// "go-retryablehttp", "" for user code.
	SDK string
	// Autofill: when the slot is empty, the SDK sends a new key on each call.
	Autofill bool
	// Attempts is how many times the client itself sends the call (0: it
	// does not retry on its own).
	Attempts int
	// Form describes an http.Post-like call (Rewrite).
	Form *catalog.PostForm
	// For writes through user functions: the chain of calls to the API call
	// ("charge → V1PaymentIntents.Create") and where the API call is.
	Via   []string
	Where string
	// Exposed is set when the write inside a wrapper is already in a retry
	// scope of its own (and reported there).
	Exposed bool

	fromParam int    // KeyFromParam: parameter index
	fromField string // KeyFromParam: field of the parameter, or ""
}

// Result classifies the calls of one package.
type Result struct {
	mu     sync.Mutex // guards cache, funcs and decls, filled as they are queried
	pass   *analysis.Pass
	in     *inspector.Inspector
	cfg    *config.Config
	scopes *retryscope.Result
	flow   *valueflow.Result
	keys   *keys.Result
	cache  map[*ast.CallExpr]Write
	funcs  map[*types.Func]*summary
	decls  map[*ast.CallExpr]*ast.FuncDecl // enclosing declaration of each call
}

// summary is what a user function does, as a write.
type summary struct {
	w   Write
	set bool
}

// Classify returns the classification of call.
func (r *Result) Classify(call *ast.CallExpr) Write {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.classifyCached(call)
}

func (r *Result) classifyCached(call *ast.CallExpr) Write {
	if w, ok := r.cache[call]; ok {
		return w
	}
	w := r.classify(call)
	r.cache[call] = w
	return w
}

// Func returns the classification of calling fn with unknown arguments:
// what its fact (or, in this package, its body) says; Class Unknown if it is
// not a write.
func (r *Result) Func(fn *types.Func) Write {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.funcOf(fn)
}

func (r *Result) funcOf(fn *types.Func) Write {
	if fn == nil {
		return Write{}
	}
	fn = fn.Origin()
	if s, ok := r.funcs[fn]; ok {
		return s.w
	}
	var f writeFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		w := f.write()
		r.funcs[fn] = &summary{w: w, set: true}
		return w
	}
	return Write{}
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{
		pass:   pass,
		in:     pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		cfg:    pass.ResultOf[config.Analyzer].(*config.Config),
		scopes: pass.ResultOf[retryscope.Analyzer].(*retryscope.Result),
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		keys:   pass.ResultOf[keys.Analyzer].(*keys.Result),
		cache:  map[*ast.CallExpr]Write{},
		funcs:  map[*types.Func]*summary{},
		decls:  map[*ast.CallExpr]*ast.FuncDecl{},
	}
	r.summarize()
	return r, nil
}

// classify classifies call without the cache.
func (r *Result) classify(call *ast.CallExpr) Write {
	info := r.pass.TypesInfo
	fn := analysisutil.Callee(info, call)
	w := Write{Call: call, Callee: fn}
	if fn == nil {
		return w
	}
	name := analysisutil.FuncName(fn)
	if _, ok := catalog.KeySetters[name]; ok {
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
	w.Class, w.SDK, w.Autofill, w.Attempts, w.Desc = api.Class, api.SDK, api.Autofill, api.Attempts, desc
	if api.Class != Keyed {
		return w
	}
	switch api.Slot {
	case catalog.SlotField:
		w.Slot = Slot{Kind: Field, Arg: api.Arg, Field: api.Field, Pointer: true}
		r.evalFieldKey(&w)
	case catalog.SlotRewrite:
		w.Slot = Slot{Kind: Rewrite}
		w.Form = api.Form
		w.Key = KeyEmpty
	}
	return w
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
	w.Class, w.SDK, w.Attempts = catalog.HTTPMethodClass(method), api.SDK, api.Attempts
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
	if r.headerAssigned(v) {
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

// headerAssigned reports whether v.Header is assigned as a whole or passed
// somewhere (req.Header = h).
func (r *Result) headerAssigned(v *types.Var) bool {
	info := r.pass.TypesInfo
	found := false
	for cur := range r.in.Root().Preorder((*ast.AssignStmt)(nil)) {
		as := cur.Node().(*ast.AssignStmt)
		for _, lhs := range as.Lhs {
			if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && sel.Sel.Name == "Header" {
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.ObjectOf(id) == v {
					found = true
				}
			}
		}
	}
	return found
}

// evalFieldKey evaluates the key field of the params or input argument.
func (r *Result) evalFieldKey(w *Write) {
	if w.Slot.Arg < 0 || w.Slot.Arg >= len(w.Call.Args) {
		w.Key = KeyEmpty // params omitted: none
		return
	}
	arg := w.Call.Args[w.Slot.Arg]
	w.Target = arg
	w.Key, w.KeyValue = r.fieldKey(arg, w.Slot.Field, w.Call, 0)
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.paramRef(w.KeyValue, w.Call)
	}
}

// fieldKey evaluates field of the struct value e (a composite literal, a
// pointer to one, or a variable bound to one).
func (r *Result) fieldKey(e ast.Expr, field string, call *ast.CallExpr, depth int) (KeyState, ast.Expr) {
	info := r.pass.TypesInfo
	if depth > 6 {
		return KeyUnknown, nil
	}
	if tv, ok := info.Types[e]; ok && tv.IsNil() {
		return KeyEmpty, nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return r.fieldKey(x.X, field, call, depth+1)
		}
	case *ast.CompositeLit:
		// The key field anywhere in the literal: Params: stripe.Params{IdempotencyKey: k}.
		if val, ok := valueflow.NestedField(x, field); ok {
			return r.valueState(val, call), val
		}
		return KeyEmpty, nil
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() || v.Parent() == v.Pkg().Scope() {
			return KeyUnknown, nil
		}
		// Sinks on the variable: p.SetIdempotencyKey(k), p.ClientToken = k,
		// req.Key = k.
		for _, val := range r.fieldAssigns(v, field) {
			st := r.valueState(val, call)
			if st != KeyEmpty {
				return st, val
			}
		}
		if idx := r.paramIndex(v, call); idx >= 0 {
			return KeyFromParam, x
		}
		defs := r.flow.Defs(v)
		if len(defs) == 0 {
			if v.Pos().IsValid() && isVarDecl(r, v) {
				return KeyEmpty, nil // var p stripe.XParams
			}
			return KeyUnknown, nil
		}
		state := KeyEmpty
		var val ast.Expr
		for _, def := range defs {
			st, ve := r.fieldKey(def, field, call, depth+1)
			switch st {
			case KeyUnknown, KeySet, KeyFromParam:
				return st, ve
			}
			val = ve
		}
		return state, val
	}
	return KeyUnknown, nil
}

// dryRun reports whether the input of w sets DryRun to true: the request
// only checks permissions (aws-sdk-go-v2 ec2 inputs).
func (r *Result) dryRun(w Write) bool {
	if w.Target == nil || analysisutil.FieldOf(r.pass.TypesInfo.TypeOf(w.Target), "DryRun") == nil {
		return false
	}
	_, val := r.fieldKey(w.Target, "DryRun", w.Call, 0)
	for range 3 {
		if val == nil {
			return false
		}
		tv := r.pass.TypesInfo.Types[val]
		if tv.Value != nil && tv.Value.Kind() == constant.Bool {
			return constant.BoolVal(tv.Value)
		}
		call, ok := ast.Unparen(val).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 { // aws.Bool(true)
			return false
		}
		val = call.Args[0]
	}
	return false
}

// isVarDecl reports whether v is declared by a var statement without a value.
func isVarDecl(r *Result, v *types.Var) bool {
	cur, ok := r.in.Root().FindByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !ok {
		return false
	}
	vs, ok := cur.Parent().Node().(*ast.ValueSpec)
	return ok && len(vs.Values) == 0
}

// fieldAssigns returns the values assigned to field of variable v
// (v.Field = x, v.Params.Field = x) and, for key fields, passed to key
// setters on v (v.SetIdempotencyKey(x)).
func (r *Result) fieldAssigns(v *types.Var, field string) []ast.Expr {
	var vals []ast.Expr
	for _, s := range r.keys.SinksOf(v) {
		if s.Kind == keys.Setter {
			vals = append(vals, s.Value)
		}
	}
	return append(vals, r.flow.FieldAssigns(v, field)...)
}

// evalParamKey evaluates a key argument.
func (r *Result) evalParamKey(w *Write) {
	if w.Slot.Arg >= len(w.Call.Args) {
		w.Key = KeyUnknown
		return
	}
	arg := w.Call.Args[w.Slot.Arg]
	w.Target = arg
	w.Key, w.KeyValue = r.valueState(arg, w.Call), arg
	if w.Key == KeyFromParam {
		w.fromParam, w.fromField = r.paramRef(arg, w.Call)
	}
}

// valueState says whether the value put in a key slot is a key.
func (r *Result) valueState(e ast.Expr, call *ast.CallExpr) KeyState {
	if isEmpty(r.pass.TypesInfo, e) {
		return KeyEmpty
	}
	if idx, _ := r.paramRef(e, call); idx >= 0 {
		return KeyFromParam
	}
	return KeySet
}

// isEmpty reports whether e is no key: nil, "", stripe.String(""),
// []string(nil), []string{""}.
func isEmpty(info *types.Info, e ast.Expr) bool {
	for range 4 {
		e = ast.Unparen(e)
		tv, ok := info.Types[e]
		if ok && tv.IsNil() {
			return true
		}
		if ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value) == ""
		}
		switch x := e.(type) {
		case *ast.CallExpr:
			if len(x.Args) != 1 {
				return false
			}
			if tv, ok := info.Types[x.Fun]; !(ok && tv.IsType()) && !catalog.Passthrough[analysisutil.CalleeName(info, x)] {
				return false
			}
			e = x.Args[0]
		case *ast.CompositeLit:
			if len(x.Elts) != 1 {
				return false
			}
			e = x.Elts[0]
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = x.X
		default:
			return false
		}
	}
	return false
}

// enclosingDecl returns the function declaration that contains call.
func (r *Result) enclosingDecl(call *ast.CallExpr) *ast.FuncDecl {
	if d, ok := r.decls[call]; ok {
		return d
	}
	var d *ast.FuncDecl
	if cur, ok := r.in.Root().FindNode(call); ok {
		for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
			d = c.Node().(*ast.FuncDecl)
			break
		}
	}
	r.decls[call] = d
	return d
}

// paramIndex returns the index of v among the parameters of the function
// declaration that contains call, or -1.
func (r *Result) paramIndex(v *types.Var, call *ast.CallExpr) int {
	d := r.enclosingDecl(call)
	if d == nil {
		return -1
	}
	fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
	if !ok {
		return -1
	}
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return i
		}
	}
	return -1
}

// paramRef returns the parameter of the enclosing declaration (and the
// field of it) that e passes on unchanged: key, req.IdempotencyKey,
// stripe.String(key), &key. -1 if none.
func (r *Result) paramRef(e ast.Expr, call *ast.CallExpr) (int, string) {
	info := r.pass.TypesInfo
	field := ""
	for range 6 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok {
				return -1, ""
			}
			return r.paramIndex(v, call), field
		case *ast.SelectorExpr:
			sel, ok := info.Selections[x]
			if !ok || sel.Kind() != types.FieldVal || field != "" {
				return -1, ""
			}
			if _, isID := ast.Unparen(x.X).(*ast.Ident); !isID {
				return -1, ""
			}
			field = x.Sel.Name
			e = x.X
		case *ast.CallExpr:
			if len(x.Args) != 1 {
				return -1, ""
			}
			if tv, ok := info.Types[x.Fun]; !(ok && tv.IsType()) && !catalog.Passthrough[analysisutil.CalleeName(info, x)] {
				return -1, ""
			}
			e = x.Args[0]
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return -1, ""
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.CompositeLit:
			if len(x.Elts) != 1 {
				return -1, ""
			}
			e = x.Elts[0]
		default:
			return -1, ""
		}
	}
	return -1, ""
}

// aws classifies an aws-sdk-go-v2 operation whose input has an idempotency
// token field.
func (r *Result) aws(w Write, fn *types.Func) (Write, bool) {
	if fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), catalog.AWSServicePrefix) {
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
			w.Class, w.SDK, w.Autofill = Keyed, "aws-sdk-go-v2", fills
			if known && !fills {
				// No token at all: the client's standard retryer resends it.
				w.Attempts = catalog.AWSDefaultAttempts
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

// summarize computes what each function of the package does as a write,
// to a fixed point, and exports the facts.
func (r *Result) summarize() {
	info := r.pass.TypesInfo
	type fnDecl struct {
		fn    *types.Func
		calls []*ast.CallExpr
	}
	var decls []fnDecl
	for cur := range r.in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := info.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil {
			continue
		}
		fd := fnDecl{fn: fn}
		for c := range cur.Preorder((*ast.CallExpr)(nil)) {
			call := c.Node().(*ast.CallExpr)
			r.decls[call] = d
			fd.calls = append(fd.calls, call)
		}
		decls = append(decls, fd)
	}
	for round := 0; round < 8; round++ {
		changed := false
		for _, fd := range decls {
			clear(r.cache)
			s := r.summarizeFunc(fd.fn, fd.calls)
			old, ok := r.funcs[fd.fn]
			if s.Class == Unknown {
				continue
			}
			if !ok || !sameSummary(old.w, s) {
				r.funcs[fd.fn] = &summary{w: s, set: true}
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	clear(r.cache)
	for _, fd := range decls {
		if s, ok := r.funcs[fd.fn]; ok && (s.w.Class == Keyed || s.w.Class == Unkeyed) {
			r.pass.ExportObjectFact(fd.fn, newFact(s.w))
		}
	}
}

func sameSummary(a, b Write) bool {
	return a.Class == b.Class && a.Slot == b.Slot && a.Key == b.Key && a.Exposed == b.Exposed && a.Desc == b.Desc
}

// summarizeFunc classifies calling fn from the writes in its body.
func (r *Result) summarizeFunc(fn *types.Func, calls []*ast.CallExpr) Write {
	var best Write
	rank := func(w Write) int {
		switch {
		case w.Class == Keyed && w.Key == KeyFromParam:
			return 5
		case w.Class == Keyed && w.Key == KeyEmpty && !w.Exposed:
			return 4
		case w.Class == Keyed && w.Key == KeyEmpty:
			return 3
		case w.Class == Keyed:
			return 2
		case w.Class == Unkeyed:
			return 1
		}
		return 0
	}
	for _, call := range calls {
		if callee := analysisutil.Callee(r.pass.TypesInfo, call); callee != nil && callee.Origin() == fn {
			continue // recursion
		}
		w := r.classifyCached(call)
		if w.Class != Keyed && w.Class != Unkeyed {
			continue
		}
		s := Write{Class: w.Class, SDK: w.SDK, Autofill: w.Autofill, Attempts: w.Attempts, Desc: w.Desc}
		s.Via = w.Via
		if len(s.Via) == 0 {
			s.Via = []string{w.Desc}
		}
		s.Where = w.Where
		if s.Where == "" {
			s.Where = analysisutil.PkgWhere(r.pass.Fset, call.Pos())
		}
		if w.Class == Keyed {
			switch w.Key {
			case KeyFromParam:
				s.Key = KeyFromParam
				sig := fn.Type().(*types.Signature)
				if w.fromField != "" {
					ft := fieldType(sig.Params().At(w.fromParam).Type(), w.fromField)
					s.Slot = Slot{Kind: Field, Arg: w.fromParam, Field: w.fromField, Pointer: isPointer(ft)}
				} else if w.Slot.Kind == Field && isStructPtrParam(sig, w.fromParam) && !isKeyParamValue(w) {
					// The params themselves are the parameter: its field is the slot.
					s.Slot = Slot{Kind: Field, Arg: w.fromParam, Field: w.Slot.Field, Pointer: w.Slot.Pointer}
				} else {
					s.Slot = Slot{Kind: Param, Arg: w.fromParam, Pointer: isPointer(sig.Params().At(w.fromParam).Type())}
				}
			case KeyEmpty:
				s.Key = KeyEmpty
				s.Slot = Slot{Kind: Hidden}
				s.Exposed = w.Exposed || r.exposedIn(call) || w.Attempts > 0 || r.cfg.Exposure == config.ExposeAll
			default:
				s.Key = KeySet
				s.Slot = Slot{Kind: Hidden}
			}
		}
		if rank(s) > rank(best) {
			best = s
		}
	}
	return best
}

// isKeyParamValue reports whether the key value of w is the parameter
// itself rather than the params struct that holds it.
func isKeyParamValue(w Write) bool {
	if w.KeyValue == nil || w.Target == nil {
		return true
	}
	return w.KeyValue != ast.Unparen(w.Target) && !analysisutil.Contains(w.Target, w.KeyValue.Pos())
}

func isStructPtrParam(sig *types.Signature, i int) bool {
	if i < 0 || i >= sig.Params().Len() {
		return false
	}
	t := sig.Params().At(i).Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// exposedIn reports whether call is in a retry scope of this package that
// counts under the configured exposure.
func (r *Result) exposedIn(call *ast.CallExpr) bool {
	return len(r.scopes.Exposed(call.Pos())) > 0
}

func fieldType(t types.Type, name string) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if st, ok := t.Underlying().(*types.Struct); ok {
		for i := range st.NumFields() {
			if st.Field(i).Name() == name {
				return st.Field(i).Type()
			}
		}
	}
	return nil
}

func isPointer(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

func paramType(fn *types.Func, i int) types.Type {
	sig := fn.Type().(*types.Signature)
	if i < sig.Params().Len() {
		return sig.Params().At(i).Type()
	}
	return nil
}

func isInterfaceMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type())
}

// keyFieldParam finds a parameter of fn whose struct type has a field named
// as a key.
func keyFieldParam(fn *types.Func) (int, string, bool, bool) {
	sig := fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for j := range st.NumFields() {
			f := st.Field(j)
			if catalog.KeyFieldNames[f.Name()] {
				return i, f.Name(), isPointer(f.Type()), true
			}
		}
	}
	return 0, "", false, false
}

// writeFact records what calling a function does as a write.
type writeFact struct {
	Class    catalog.WriteClass
	Slot     SlotKind
	Arg      int
	Field    string
	Pointer  bool
	Key      KeyState // for Hidden: KeyEmpty or KeySet
	SDK      string
	Autofill bool
	Attempts int
	Exposed  bool
	Via      []string
	Where    string
}

func newFact(w Write) *writeFact {
	return &writeFact{Class: w.Class, Slot: w.Slot.Kind, Arg: w.Slot.Arg, Field: w.Slot.Field, Pointer: w.Slot.Pointer,
		Key: w.Key, SDK: w.SDK, Autofill: w.Autofill, Attempts: w.Attempts, Exposed: w.Exposed, Via: w.Via, Where: w.Where}
}

func (f *writeFact) write() Write {
	return Write{Class: f.Class, Slot: Slot{Kind: f.Slot, Arg: f.Arg, Field: f.Field, Pointer: f.Pointer}, Key: f.Key,
		SDK: f.SDK, Autofill: f.Autofill, Attempts: f.Attempts, Exposed: f.Exposed, Via: f.Via, Where: f.Where}
}

func (*writeFact) AFact() {}

func (f *writeFact) String() string {
	s := f.Class.String() + " write"
	switch f.Slot {
	case Param:
		s += fmt.Sprintf(", key in parameter %d", f.Arg)
	case Field:
		s += fmt.Sprintf(", key in %s of parameter %d", f.Field, f.Arg)
	case Hidden:
		if f.Key == KeyEmpty {
			s += ", no key"
		} else {
			s += ", own key"
		}
	}
	if f.Exposed {
		s += ", retried inside"
	}
	if len(f.Via) > 0 {
		s += " via " + strings.Join(f.Via, " → ")
	}
	return s + " at " + f.Where
}
