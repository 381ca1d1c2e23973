package writes

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// A request helper takes the HTTP method as a parameter and sends the
// request it builds with it: doRequest(ctx, method, url, body). What it
// does depends on the call: doRequest(ctx, http.MethodPost, ...) is a POST,
// doRequest(ctx, "GET", ...) a read. Its summary records which parameter is
// the method (and which one ends the URL), and each call site is classified
// by the constant it passes, following the rule of evidence.go.

// methodHelper classifies a Do call whose request's method is a parameter
// of the enclosing function: Class Unknown, with the parameter recorded.
func (r *Result) methodHelper(w Write, api catalog.WriteAPI, ctors []ctorCall) Write {
	if len(ctors) != 1 {
		return w
	}
	c := ctors[0]
	if w2, ok := r.fieldMethodSend(w, api, c); ok {
		return w2 // the method is a field of the receiver (fieldmethod.go)
	}
	idx, field := r.eval.ParamRef(c.Method, w.Call)
	if idx < 0 || field != "" || !isStringParam(r.enclosingFunc(w.Call), idx) {
		return w
	}
	w.SDK, w.Attempts, w.methodParam = api.ID, api.Attempts, idx+1
	w.Desc = analysisutil.ShortName(w.Callee)
	if u := lastOperand(c.URL); u != nil {
		if i, f := r.eval.ParamRef(u, w.Call); i >= 0 && f == "" && isStringParam(r.enclosingFunc(w.Call), i) {
			w.urlParam = i + 1
		}
	}
	req := r.requestCopied(w.Call.Args[api.Arg])
	w.Slot = Slot{Kind: Header, Arg: api.Arg, Field: catalog.KeyHeader}
	w.Target = req
	w.Key = r.headerKey(req, w.Call)
	if w.Key == KeyFromParam {
		// The key header's value: find the parameter it comes from.
		id, _ := ast.Unparen(req).(*ast.Ident)
		if v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var); ok {
			for _, s := range r.keys.SinksOf(v) {
				if i, f := r.eval.ParamRef(s.Value, w.Call); i >= 0 {
					w.fromParam, w.fromField, w.KeyValue = i, f, s.Value
					break
				}
			}
		}
	}
	w.keyEvidence = r.hasKeyEvidence(r.req.URLPieces(c.URL), r.recvAt(w.Call.Pos()))
	if w.Key == KeyEmpty {
		w.bodyParam = r.bodyParamOf(c, w.Call)
	}
	return w
}

// enclosingFunc returns the function declared by the declaration that
// contains call, or nil.
func (r *Result) enclosingFunc(call *ast.CallExpr) *types.Func {
	d := r.eval.EnclosingDecl(call)
	if d == nil {
		return nil
	}
	fn, _ := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
	return fn
}

func isStringParam(fn *types.Func, i int) bool {
	if fn == nil {
		return false
	}
	t := paramType(fn, i)
	b, ok := t.(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// lastOperand returns the rightmost operand of a string concatenation, or
// e itself: path in baseURL + path.
func lastOperand(e ast.Expr) ast.Expr {
	for {
		b, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok {
			return e
		}
		e = b.Y
	}
}

// summarizeMethodHelper is the summary of a function whose write is a
// request helper's Do (methodParam set on w).
func (r *Result) summarizeMethodHelper(fn *types.Func, w Write, call *ast.CallExpr) Write {
	s := Write{SDK: w.SDK, Attempts: w.Attempts, Desc: w.Desc, methodParam: w.methodParam, urlParam: w.urlParam, keyEvidence: w.keyEvidence, bodyParam: w.bodyParam, opText: w.opText}
	s.Via = w.Via
	if len(s.Via) == 0 {
		s.Via = []string{w.Desc}
	}
	s.Where = w.Where
	if s.Where == "" {
		s.Where = analysisutil.PkgWhere(r.pass.Fset, call.Pos())
	}
	switch w.Key {
	case KeyFromParam:
		s.Key = KeyFromParam
		if sc := r.scopes.Exposed(call.Pos()); len(sc) > 0 {
			s.RetriedIn = sc[0].Desc + " at " + analysisutil.PkgWhere(r.pass.Fset, sc[0].Start)
		}
		s.Slot = Slot{Kind: Param, Arg: w.fromParam, Pointer: isPointer(paramType(fn, w.fromParam))}
		if w.fromField != "" {
			s.Slot = Slot{Kind: Field, Arg: w.fromParam, Field: w.fromField}
		}
	case KeyEmpty:
		s.Key = KeyEmpty
		s.Slot = Slot{Kind: Hidden}
		s.Exposed = w.Exposed || r.exposedIn(call) || w.Attempts > 0
	default:
		s.Key = KeySet
		s.Slot = Slot{Kind: Hidden}
	}
	return s
}

// byMethodArg classifies a call of a request helper (summary s) by the
// method it passes.
func (r *Result) byMethodArg(w Write, s Write, fn *types.Func) Write {
	i := s.methodParam - 1
	if i >= len(w.Call.Args) {
		return Write{Call: w.Call, Callee: w.Callee}
	}
	if s.opText {
		return r.byOperationArg(w, s, fn)
	}
	m, ok := r.constMethod(w.Call.Args[i])
	if !ok {
		// A helper of the helper passes its own method parameter on.
		if idx, f := r.eval.ParamRef(w.Call.Args[i], w.Call); idx >= 0 && f == "" && isStringParam(r.enclosingFunc(w.Call), idx) {
			w.Class, w.Slot, w.Key = Unknown, s.Slot, s.Key
			w.methodParam, w.keyEvidence = idx+1, s.keyEvidence
			if s.urlParam > 0 && s.urlParam-1 < len(w.Call.Args) {
				if j, f := r.eval.ParamRef(lastOperand(w.Call.Args[s.urlParam-1]), w.Call); j >= 0 && f == "" {
					w.urlParam = j + 1
				}
			}
			if s.Key == KeyFromParam {
				r.evalParamKey(&w)
			}
			return w
		}
		return Write{Call: w.Call, Callee: w.Callee}
	}
	w.Method, w.RetriedIn = m, s.RetriedIn
	w.Desc = analysisutil.ShortName(fn) + " (" + m + ")"
	w.Class = catalog.HTTPMethodClass(m)
	if w.Class != Keyed {
		w.Slot, w.Key = Slot{}, KeyUnknown
		return w
	}
	var pieces []string
	if s.urlParam > 0 && s.urlParam-1 < len(w.Call.Args) {
		pieces = r.req.URLPieces(w.Call.Args[s.urlParam-1])
	}
	switch seg := rawhttp.LastSegment(pieces); {
	case m == "POST" && catalog.ReadPOSTSegments[seg]:
		w.Class, w.Slot, w.Key = Read, Slot{}, KeyUnknown
		return w
	case m == "POST" && catalog.AmbiguousPOSTSegments[seg]:
		return Write{Call: w.Call, Callee: w.Callee}
	}
	switch s.Slot.Kind {
	case Param:
		r.evalParamKey(&w)
	case Field:
		r.evalFieldKey(&w)
	case Hidden:
		w.Key = s.Key
	}
	if w.Key == KeyEmpty && s.bodyParam > 0 && r.byBodyArg(&w, s.bodyParam) {
		return w
	}
	if w.Key == KeyEmpty && !s.keyEvidence && !r.hasKeyEvidence(pieces, recvKey(fn)) {
		w.Class, w.Slot, w.Key, w.Target, w.KeyValue = Unkeyed, Slot{}, KeyUnknown, nil, nil
		w.NoKeyEvidence = true
	}
	return w
}
