package writes

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// summarize computes what each function of the package does as a write,
// to a fixed point, and exports the facts.
func (r *Result) summarize() {
	info := r.pass.TypesInfo
	type fnDecl struct {
		fn    *types.Func
		calls []*ast.CallExpr
		// reads are the functions of this package whose summaries the
		// last classification of calls read, and at the step it ran.
		reads map[*types.Func]bool
		at    int
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
			if callee := analysisutil.Callee(info, call); callee != nil && callee.Origin() == fn {
				continue // recursion: no part of the summary
			}
			fd.calls = append(fd.calls, call)
		}
		decls = append(decls, fd)
	}
	// A function's summary is a function of the summaries that the
	// classification of its calls reads (funcOf): it is computed again only
	// when one of them changed since it was last computed, which gives what
	// computing every function again in every round gives.
	changedAt := map[*types.Func]int{} // the step at which each summary last changed
	step := 0
	for round := 0; round < 8; round++ {
		changed := false
		for i := range decls {
			fd := &decls[i]
			step++
			if round > 0 && !readChanged(fd.reads, changedAt, fd.at) {
				continue
			}
			clear(r.cache)
			r.reads = map[*types.Func]bool{}
			s := r.summarizeFunc(fd.fn, fd.calls)
			if s.Class == Unknown && s.methodParam == 0 && s.reqParam == 0 && !s.reqRecv && s.methodField == "" {
				if h, ok := r.inferredHelper(fd.fn); ok {
					s = h
				}
			}
			fd.reads, fd.at, r.reads = r.reads, step, nil
			old, ok := r.funcs[fd.fn]
			if s.Class == Unknown && s.methodParam == 0 && s.reqParam == 0 && !s.reqRecv && s.methodField == "" {
				continue
			}
			if !ok || !sameSummary(old.w, s) {
				r.funcs[fd.fn] = &summary{w: s, set: true}
				step++ // after the reads of this computation: a function that reads its own summary is computed again
				changedAt[fd.fn] = step
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	clear(r.cache)
	r.summarizeOwnInterfaces()
	for _, fd := range decls {
		if s, ok := r.funcs[fd.fn]; ok && (s.w.Class == Keyed || s.w.Class == Unkeyed || s.w.methodParam > 0 || s.w.reqParam > 0 || s.w.reqRecv || s.w.methodField != "") {
			r.pass.ExportObjectFact(fd.fn, newFact(s.w))
		}
	}
}

// summarizeOwnInterfaces gives each method of an exported interface that
// one type of this package implements (impls.OwnImpl) the summary of that
// type's method, exported as a fact on the interface method: a user of
// the SDK calls client.VariableSets.Create and sees only the interface.
// Only in packages of no record, as every inference (builders.go).
func (r *Result) summarizeOwnInterfaces() {
	if !r.infer {
		return
	}
	scope := r.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() || tn.IsAlias() {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for i := range iface.NumExplicitMethods() {
			m := iface.ExplicitMethod(i)
			impl := r.ifaces.OwnImpl(m)
			if impl == nil {
				continue
			}
			s, ok := r.funcs[impl.Origin()]
			if !ok || s.w.Class == Unknown && s.w.methodParam == 0 && s.w.reqParam == 0 && !s.w.reqRecv && s.w.methodField == "" {
				continue
			}
			w := s.w
			w.Via = append([]string{analysisutil.ShortName(impl)}, s.w.Via...)
			if len(w.Via) > 5 {
				w.Via = w.Via[:5]
			}
			r.funcs[m] = &summary{w: w, set: true}
			r.pass.ExportObjectFact(m, newFact(w))
		}
	}
}

// readChanged reports whether a summary among reads changed after step at.
func readChanged(reads map[*types.Func]bool, changedAt map[*types.Func]int, at int) bool {
	for fn := range reads {
		if changedAt[fn] > at {
			return true
		}
	}
	return false
}

func sameSummary(a, b Write) bool {
	return a.Class == b.Class && a.Slot == b.Slot && a.Key == b.Key && a.Exposed == b.Exposed && a.Desc == b.Desc && a.RetriedIn == b.RetriedIn &&
		a.methodParam == b.methodParam && a.urlParam == b.urlParam && a.keyEvidence == b.keyEvidence && a.bodyParam == b.bodyParam && a.opText == b.opText && a.reqParam == b.reqParam && a.reqRecv == b.reqRecv &&
		a.methodField == b.methodField && a.urlField == b.urlField
}

// summarizeFunc classifies calling fn from the writes in its body: calls,
// its calls but the recursive ones.
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
		case w.Class == Unkeyed, w.methodParam > 0, w.reqParam > 0, w.reqRecv, w.methodField != "":
			return 1
		}
		return 0
	}
	for _, call := range calls {
		w := r.classifyCached(call)
		if w.Class == Unknown && w.methodParam > 0 {
			if s := r.summarizeMethodHelper(fn, w, call); rank(s) > rank(best) {
				best = s
			}
			continue
		}
		// A send whose method its caller decides: passed on with the path
		// to it.
		passOn := func(s Write) {
			if len(s.Via) == 0 {
				s.Via = []string{w.Desc}
			}
			if s.Where == "" {
				s.Where = analysisutil.PkgWhere(r.pass.Fset, call.Pos())
			}
			if rank(s) > rank(best) {
				best = s
			}
		}
		if w.Class == Unknown && w.methodField != "" {
			s := Write{SDK: w.SDK, Attempts: w.Attempts, Desc: w.Desc, Key: w.Key, methodField: w.methodField, urlField: w.urlField, objParam: w.objParam, keyEvidence: w.keyEvidence, Via: w.Via, Where: w.Where, RetriedIn: w.RetriedIn}
			if sc := r.scopes.Exposed(call.Pos()); w.objParam > 0 && len(sc) > 0 {
				// The function sends its caller's request again in a
				// retry of its own: the callers' findings name it.
				s.RetriedIn = sc[0].Desc + " at " + analysisutil.PkgWhere(r.pass.Fset, sc[0].Start)
			}
			passOn(s)
			continue
		}
		if w.Class == Unknown && (w.reqParam > 0 || w.reqRecv) {
			passOn(Write{SDK: w.SDK, Attempts: w.Attempts, Desc: w.Desc, reqParam: w.reqParam, reqRecv: w.reqRecv, Via: w.Via, Where: w.Where})
			continue
		}
		if w.Class != Keyed && w.Class != Unkeyed {
			continue
		}
		s := Write{Class: w.Class, SDK: w.SDK, Autofill: w.Autofill, Attempts: w.Attempts, Desc: w.Desc, NoKeyEvidence: w.NoKeyEvidence, bodyParam: w.bodyParam}
		if w.methodParam == 0 {
			s.RetriedIn = w.RetriedIn // a helper called with its method and the caller's key
			s.urlParam = w.urlParam   // a POST to the URL it is given
		}
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
				s.Exposed = w.Exposed || r.exposedIn(call) || w.Attempts > 0
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
			if lexicon.KeyFieldNames[f.Name()] && !catalog.FIFOOnlyKeyFields[f.Name()] {
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
	SDK      catalog.SDKID
	Autofill bool
	Attempts int
	Exposed  bool
	Via      []string
	Where    string
	// NoKeyEvidence: the write is a raw POST whose API is not known to take
	// a key.
	NoKeyEvidence bool
	// A request helper: the parameters that are the method and end the URL
	// (index + 1), and whether its package shows that the API takes a key.
	MethodParam, URLParam int
	KeyEvidence           bool
	OpText                bool // MethodParam is a GraphQL operation text
	RetriedIn             string
	// BodyParam: the parameter (index + 1) encoded as the JSON body of
	// the write, whose callers' arguments may carry a key field.
	BodyParam int
	// ReqParam: the function sends its parameter ReqParam-1, a request;
	// ReqRecv: the method sends a request its receiver holds.
	ReqParam int
	ReqRecv  bool
	// MethodField, URLField: the method sends a request whose method (and
	// URL) are these fields of its receiver.
	MethodField, URLField string
	// ObjParam: the function sends its parameter ObjParam-1, a request
	// object whose method is the field MethodField (chain.go).
	ObjParam int
}

func newFact(w Write) *writeFact {
	return &writeFact{Class: w.Class, Slot: w.Slot.Kind, Arg: w.Slot.Arg, Field: w.Slot.Field, Pointer: w.Slot.Pointer,
		Key: w.Key, SDK: w.SDK, Autofill: w.Autofill, Attempts: w.Attempts, Exposed: w.Exposed, Via: w.Via, Where: w.Where, NoKeyEvidence: w.NoKeyEvidence,
		MethodParam: w.methodParam, URLParam: w.urlParam, KeyEvidence: w.keyEvidence, RetriedIn: w.RetriedIn, BodyParam: w.bodyParam, OpText: w.opText, ReqParam: w.reqParam, ReqRecv: w.reqRecv,
		MethodField: w.methodField, URLField: w.urlField, ObjParam: w.objParam}
}

func (f *writeFact) write() Write {
	return Write{Class: f.Class, Slot: Slot{Kind: f.Slot, Arg: f.Arg, Field: f.Field, Pointer: f.Pointer}, Key: f.Key,
		SDK: f.SDK, Autofill: f.Autofill, Attempts: f.Attempts, Exposed: f.Exposed, Via: f.Via, Where: f.Where, NoKeyEvidence: f.NoKeyEvidence,
		methodParam: f.MethodParam, urlParam: f.URLParam, keyEvidence: f.KeyEvidence, RetriedIn: f.RetriedIn, bodyParam: f.BodyParam, opText: f.OpText, reqParam: f.ReqParam, reqRecv: f.ReqRecv,
		methodField: f.MethodField, urlField: f.URLField, objParam: f.ObjParam}
}

func (*writeFact) AFact() {}

func (f *writeFact) String() string {
	s := f.Class.String() + " write"
	if f.MethodParam > 0 {
		s = fmt.Sprintf("request with the method of parameter %d", f.MethodParam-1)
		if f.OpText {
			s = fmt.Sprintf("GraphQL request with the operation of parameter %d", f.MethodParam-1)
		}
	}
	if f.ReqParam > 0 {
		s = fmt.Sprintf("sends the request of parameter %d", f.ReqParam-1)
	}
	if f.ReqRecv {
		s = "sends the request its receiver holds"
	}
	if f.MethodField != "" {
		s = "request with the method of its receiver's field " + f.MethodField
	}
	if f.ObjParam > 0 {
		s = fmt.Sprintf("sends the request object of parameter %d, with the method of its field %s", f.ObjParam-1, f.MethodField)
	}
	if f.RetriedIn != "" {
		s += ", sent again in its " + f.RetriedIn
	}
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
