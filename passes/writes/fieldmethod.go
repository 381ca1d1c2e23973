package writes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"net/textproto"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// A request object that holds its HTTP method in a field: the method of a
// type sends a request built with a field of its receiver (mcp-gitee's
// GiteeClient.Do: http.NewRequest(g.Method, g.Url, body)), and the field
// was filled by the type's constructor from one of its parameters
// (NewGiteeClient(method, urlString string, ...) *GiteeClient). A call
// on such an object is classified by the constant its constructor was
// given: utils.NewGiteeClient("POST", apiUrl, ...) then
// giteeClient.HandleMCPResult(issue) is a raw POST.
//
// Two small summaries carry this, each as a fact to other packages:
//
//   - the sender's (methodField on its write summary): the method sends a
//     request whose method is a field of its receiver, and maybe whose URL
//     is another (urlField); a method of the same type that calls it on
//     its own receiver (HandleMCPResult calling g.Do()) passes them on;
//   - the constructor's (ctorFact): which string fields of the struct it
//     returns are which of its parameters, for a field that no assignment
//     of its package sets (only struct literals do; an option or a setter
//     that changes the method after construction leaves it out).
//
// At the call the receiver is followed through local variables to the
// constructor call or to a struct literal of the type; a receiver whose
// method field the caller assigns is left unclassified. A POST is then
// judged as a request helper's call with that method is (byMethodArg,
// evidence.go).

// ctorFact is what a constructor puts in the struct it returns: the
// string fields that hold its parameters, unchanged (a URL may go through
// base + path, url.Parse and URL.String on the way).
type ctorFact struct {
	Fields []ctorField // sorted by field name
}

type ctorField struct {
	Field string
	Param int
}

func (*ctorFact) AFact() {}

func (f *ctorFact) String() string {
	var parts []string
	for _, c := range f.Fields {
		parts = append(parts, fmt.Sprintf("%s from parameter %d", c.Field, c.Param))
	}
	return "constructor: " + strings.Join(parts, ", ")
}

func (f *ctorFact) param(field string) int {
	for _, c := range f.Fields {
		if c.Field == field {
			return c.Param
		}
	}
	return -1
}

// ctorOf returns the constructor summary of fn: from its body in this
// package, from its fact in another.
func (r *Result) ctorOf(fn *types.Func) *ctorFact {
	fn = fn.Origin()
	if fn.Pkg() != r.pass.Pkg {
		var f ctorFact
		if r.pass.ImportObjectFact(fn, &f) {
			return &f
		}
		return nil
	}
	if f, ok := r.ctors[fn]; ok {
		return f
	}
	f := r.computeCtor(fn)
	r.ctors[fn] = f
	return f
}

// computeCtor reads a constructor of this package: every value it returns
// is one struct literal (directly, through &, or through the variable that
// holds it), and a string field of the literal passes one of its
// parameters on.
func (r *Result) computeCtor(fn *types.Func) *ctorFact {
	sig := fn.Signature()
	if sig.Recv() != nil || sig.Results().Len() == 0 {
		return nil
	}
	if _, ok := structType(sig.Results().At(0).Type()); !ok {
		return nil
	}
	d := r.flow.Decl(fn)
	if d == nil || d.Body == nil {
		return nil
	}
	info := r.pass.TypesInfo
	var fields map[string]int
	for _, ret := range valueflow.Returns(d) {
		if analysisutil.IsNil(info, ret) {
			continue
		}
		lit := r.returnedLit(ret)
		if lit == nil {
			return nil
		}
		got := map[string]int{}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			v, ok := info.ObjectOf(id).(*types.Var)
			if !ok || !v.IsField() || !isString(v.Type()) || !r.setOnlyInLiterals(v) {
				continue
			}
			if i := r.paramOf(fn, kv.Value); i >= 0 {
				got[id.Name] = i
			}
		}
		if fields == nil {
			fields = got
			continue
		}
		for k, i := range fields {
			if j, ok := got[k]; !ok || j != i {
				delete(fields, k)
			}
		}
	}
	if len(fields) == 0 {
		return nil
	}
	f := &ctorFact{}
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range fields {
			if !yield(k) {
				return
			}
		}
	}) {
		f.Fields = append(f.Fields, ctorField{Field: k, Param: fields[k]})
	}
	return f
}

// returnedLit returns the struct literal that ret, a returned value, is:
// &T{...}, T{...}, or a local variable given one once.
func (r *Result) returnedLit(ret ast.Expr) *ast.CompositeLit {
	e := ret
	for range 3 {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op.String() == "&" {
			e = ast.Unparen(u.X)
		}
		switch x := e.(type) {
		case *ast.CompositeLit:
			return x
		case *ast.Ident:
			v, ok := r.pass.TypesInfo.ObjectOf(x).(*types.Var)
			if !ok {
				return nil
			}
			defs := r.flow.Defs(v)
			if len(defs) != 1 {
				return nil
			}
			e = defs[0]
		default:
			return nil
		}
	}
	return nil
}

// setOnlyInLiterals reports whether every value this package stores in
// the field v is an element of a struct literal: no assignment (an
// option, a setter) changes it after construction.
func (r *Result) setOnlyInLiterals(v *types.Var) bool {
	defs, all := r.flow.FieldDefs(v)
	if !all {
		return false
	}
	if r.litValues == nil {
		r.litValues = map[ast.Expr]bool{}
		for cur := range r.in.Root().Preorder((*ast.KeyValueExpr)(nil)) {
			kv := cur.Node().(*ast.KeyValueExpr)
			if _, ok := cur.Parent().Node().(*ast.CompositeLit); ok {
				r.litValues[kv.Value] = true
			}
		}
	}
	for _, d := range defs {
		if !r.litValues[d] {
			return false
		}
	}
	return true
}

// paramOf returns the string parameter of fn that e passes on: the
// parameter itself, the end of a concatenation (base + path), a URL parsed
// from it and printed again (u, _ := url.Parse(path); u.String()), through
// local variables given one value; -1 if none. A parameter assigned in
// the body counts only when every assignment ends in its own value
// (path = base + path).
func (r *Result) paramOf(fn *types.Func, e ast.Expr) int {
	info := r.pass.TypesInfo
	params := fn.Signature().Params()
	for range 6 {
		e = lastOperand(ast.Unparen(e))
		switch x := e.(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok {
				return -1
			}
			for i := range params.Len() {
				if params.At(i) != v {
					continue
				}
				if !isString(v.Type()) {
					return -1
				}
				for _, d := range r.flow.Defs(v) {
					if id, ok := ast.Unparen(lastOperand(d)).(*ast.Ident); !ok || info.ObjectOf(id) != v {
						return -1
					}
				}
				return i
			}
			defs := r.flow.Defs(v)
			if len(defs) != 1 {
				return -1
			}
			e = defs[0]
		case *ast.CallExpr:
			switch analysisutil.CalleeName(info, x) {
			case "net/url.Parse":
				if len(x.Args) != 1 {
					return -1
				}
				e = x.Args[0]
			case "(*net/url.URL).String":
				sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
				if !ok {
					return -1
				}
				e = sel.X
			default:
				return -1
			}
		default:
			return -1
		}
	}
	return -1
}

// exportCtors exports the constructor summaries of this package's
// functions.
func (r *Result) exportCtors() {
	if !r.infer {
		return
	}
	for _, fn := range r.flow.Funcs() {
		if f := r.ctorOf(fn); f != nil {
			r.pass.ExportObjectFact(fn, f)
		}
	}
}

// recvField returns the field of the receiver of the method around call
// that e selects (r.Method), or "".
func (r *Result) recvField(e ast.Expr, call *ast.CallExpr) string {
	if !r.infer || e == nil {
		return ""
	}
	e = ast.Unparen(e)
	if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 1 {
		if tv, ok := r.pass.TypesInfo.Types[c.Fun]; ok && tv.IsType() && isString(tv.Type) {
			e = ast.Unparen(c.Args[0]) // string(w.httpMethod), a named string type
		}
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || !r.isRecv(sel.X, call) {
		return ""
	}
	if s, ok := r.pass.TypesInfo.Selections[sel]; !ok || s.Kind() != types.FieldVal || !isString(s.Type()) {
		return ""
	}
	return sel.Sel.Name
}

// isRecv reports whether e is the receiver of the method declared around
// call.
func (r *Result) isRecv(e ast.Expr, call *ast.CallExpr) bool {
	x, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	d := r.eval.EnclosingDecl(call)
	if d == nil || d.Recv == nil || len(d.Recv.List) != 1 || len(d.Recv.List[0].Names) != 1 {
		return false
	}
	obj := r.pass.TypesInfo.ObjectOf(x)
	return obj != nil && obj == r.pass.TypesInfo.Defs[d.Recv.List[0].Names[0]]
}

// fieldMethodSend classifies a Do call whose request's method is a field
// of the enclosing method's receiver: Class Unknown, with the field
// recorded for the summary.
func (r *Result) fieldMethodSend(w Write, api catalog.WriteAPI, c ctorCall) (Write, bool) {
	f := r.recvField(c.Method, w.Call)
	if f == "" && c.methodField != "" && r.isRecv(c.recv, w.Call) {
		f = c.methodField // req, err := s.Request(); s.Do(req)
	}
	if f == "" {
		return w, false
	}
	w.SDK, w.Attempts, w.methodField = api.ID, api.Attempts, f
	w.urlField = r.recvField(lastOperand(c.URL), w.Call)
	w.Desc = analysisutil.ShortName(w.Callee)
	req := r.requestCopied(w.Call.Args[api.Arg])
	w.Key = r.headerKey(req, w.Call)
	w.keyEvidence = r.hasKeyEvidence(r.req.URLPieces(c.URL), r.recvAt(w.Call.Pos()))
	if m := r.defaultMethod(w.Call, f); catalog.HTTPMethodClass(m) == Keyed && w.Key == KeyEmpty && !w.keyEvidence {
		w.DefaultMethod = m
	}
	return w, true
}

// byMethodField classifies a call of a method whose request takes its
// method from a field of the receiver (summary s): by the constant the
// receiver's constructor or struct literal put there. A call on the
// method's own receiver passes the question on.
func (r *Result) byMethodField(w Write, s Write, fn *types.Func) Write {
	none := Write{Call: w.Call, Callee: w.Callee}
	sel, ok := ast.Unparen(w.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return none
	}
	if r.isRecv(sel.X, w.Call) {
		w.Class, w.Slot, w.Key = Unknown, Slot{}, s.Key
		w.methodField, w.urlField, w.keyEvidence = s.methodField, s.urlField, s.keyEvidence
		return w
	}
	return r.byObject(w, s, fn, sel.X)
}

// byObjArg classifies a call of a function that sends the request object
// its caller passes (summary s, objParam set): by the method the
// argument's builder chain or constructor gives it.
func (r *Result) byObjArg(w Write, s Write, fn *types.Func) Write {
	none := Write{Call: w.Call, Callee: w.Callee}
	i := s.objParam - 1
	if i >= len(w.Call.Args) {
		return none
	}
	w.RetriedIn = s.RetriedIn
	return r.byObject(w, s, fn, w.Call.Args[i])
}

// byObject classifies a call of fn that sends the request object obj,
// whose method is the field s.methodField: by the constant that obj's
// builder chain (x.New().Post(path)), constructor or struct literal puts
// there; a parameter of the function around the call passes the question
// on to its callers.
func (r *Result) byObject(w Write, s Write, fn *types.Func, obj ast.Expr) Write {
	none := Write{Call: w.Call, Callee: w.Callee}
	if m, path, ok := r.chainMethod(obj, s.methodField); ok {
		return r.byConstMethod(w, s, fn, m, path, nil)
	}
	if i, f := r.eval.ParamRef(obj, w.Call); i >= 0 && f == "" {
		w.Class, w.Slot, w.Key = Unknown, Slot{}, s.Key
		w.methodField, w.urlField, w.objParam, w.keyEvidence = s.methodField, s.urlField, i+1, s.keyEvidence
		return w
	}
	method, url, made, ok := r.fieldValues(obj, w.Call, s.methodField, s.urlField)
	if !ok {
		return none
	}
	m, ok := r.constMethod(method)
	if !ok {
		return none
	}
	return r.byConstMethod(w, s, fn, m, url, made)
}

// byConstMethod classifies a call of fn, whose request object's method is
// m, sent to url (nil when not known), made by the nodes made.
func (r *Result) byConstMethod(w Write, s Write, fn *types.Func, m string, url ast.Expr, made []ast.Node) Write {
	none := Write{Call: w.Call, Callee: w.Callee}
	w.Method = m
	w.Desc = analysisutil.ShortName(fn) + " (" + m + ")"
	w.Class, w.Slot, w.Key = catalog.HTTPMethodClass(m), Slot{}, KeyUnknown
	if w.Class != Keyed {
		return w
	}
	var pieces []string
	if url != nil {
		pieces = r.req.URLPieces(url)
	}
	switch seg := rawhttp.LastSegment(pieces); {
	case m == "POST" && catalog.ReadPOSTSegments[seg]:
		w.Class = Read
		return w
	case m == "POST" && catalog.AmbiguousPOSTSegments[seg]:
		return none
	}
	switch {
	case s.Key == KeySet || r.namesKeyHeader(made, w.Call):
		// The client sets a key header itself, or the caller hands it one
		// (WithHeaders(map[string]string{"Idempotency-Key": k})).
		w.Slot, w.Key = Slot{Kind: Hidden}, KeySet
	case s.Key == KeyEmpty && !s.keyEvidence && !r.hasKeyEvidence(pieces, recvKey(fn)):
		w.Class, w.NoKeyEvidence = Unkeyed, true
	default:
		return none
	}
	return w
}

// fieldValues returns the values that the receiver e was given for the
// fields method and url (url may be "", and its value nil): e is followed
// through local variables given one value to a call of a constructor
// (ctorFact) or to a struct literal. made lists what made it and was done
// to it: the constructor call or the literal, and the calls of methods on
// the variables it went through. ok is false when the method cannot be
// read, or when the caller assigns the field.
func (r *Result) fieldValues(e ast.Expr, call *ast.CallExpr, method, url string) (m, u ast.Expr, made []ast.Node, ok bool) {
	info := r.pass.TypesInfo
	var vars []*types.Var
	found := func(n ast.Node) []ast.Node {
		out := []ast.Node{n}
		d := r.eval.EnclosingDecl(call)
		if d == nil || len(vars) == 0 {
			return out
		}
		ast.Inspect(d.Body, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
				if v, ok := analysisutil.ObjectOf(info, sel.X).(*types.Var); ok && slices.Contains(vars, v) {
					out = append(out, c)
				}
			}
			return true
		})
		return out
	}
	for range 4 {
		e = ast.Unparen(e)
		if x, ok := e.(*ast.UnaryExpr); ok && x.Op.String() == "&" {
			e = ast.Unparen(x.X)
		}
		switch x := e.(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() || r.flow.Assigned(v, method) {
				return nil, nil, nil, false
			}
			defs := r.flow.Defs(v)
			if len(defs) != 1 {
				return nil, nil, nil, false
			}
			vars = append(vars, v)
			e = defs[0]
		case *ast.CompositeLit:
			m, ok := valueflow.Field(x, method)
			if !ok {
				return nil, nil, nil, false
			}
			if url != "" {
				u, _ = valueflow.Field(x, url)
			}
			return m, u, found(x), true
		case *ast.CallExpr:
			fn := analysisutil.Callee(info, x)
			if fn == nil {
				return nil, nil, nil, false
			}
			f := r.ctorOf(fn)
			if f == nil {
				return nil, nil, nil, false
			}
			i := f.param(method)
			if i < 0 || i >= len(x.Args) || x.Ellipsis.IsValid() && i >= len(x.Args)-1 {
				return nil, nil, nil, false
			}
			if j := f.param(url); url != "" && j >= 0 && j < len(x.Args) {
				u = x.Args[j]
			}
			return x.Args[i], u, found(x), true
		default:
			return nil, nil, nil, false
		}
	}
	return nil, nil, nil, false
}

// namesKeyHeader reports whether one of the nodes, or the call, holds a
// string constant that names an idempotency key header
// (catalog.KeyHeaders): a header map given to the constructor or to a
// setter of the request object.
func (r *Result) namesKeyHeader(nodes []ast.Node, call *ast.CallExpr) bool {
	info := r.pass.TypesInfo
	found := false
	for _, n := range append(nodes, call) {
		ast.Inspect(n, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok || found {
				return !found
			}
			if tv := info.Types[e]; tv.Value != nil && tv.Value.Kind() == constant.String &&
				catalog.KeyHeaders[textproto.CanonicalMIMEHeaderKey(constant.StringVal(tv.Value))] && !catalog.DeliveryIDHeaders[textproto.CanonicalMIMEHeaderKey(constant.StringVal(tv.Value))] {
				found = true
			}
			return !found
		})
	}
	return found
}

// structType returns the struct type t is, or points to.
func structType(t types.Type) (*types.Struct, bool) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
