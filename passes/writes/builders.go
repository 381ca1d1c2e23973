package writes

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// What an SDK's own code says a call sends. A generated client (Stainless,
// OpenAPI Generator) rarely builds and sends its request in one function:
//
//   - OpenAPI Generator: CreateIdentityExecute sets localVarHTTPMethod =
//     http.MethodPost, calls prepareRequest(ctx, path, localVarHTTPMethod,
//     ...), which builds the request with http.NewRequest and returns it,
//     and hands it to callAPI(req), which sends it with Client.Do;
//   - Stainless: V1ContractService.New calls ExecuteNewRequest(ctx,
//     http.MethodPost, path, ...), which builds a request config with the
//     method (NewRequestConfig) and sends it (cfg.Execute, through the
//     client's Do as a function value).
//
// Three summaries of a package's functions follow the method across those
// calls, so that such an SDK is classified from its code with no record:
// a request builder (a function that makes a request whose method is one
// of its string parameters), a sender of its parameter (a function that
// sends the request it is given: reqParam on its summary) and a function
// that sends at all. A builder that sends is a request helper (method.go):
// each call is classified by the method its caller passes, and a read of
// the same SDK (GET, or a POST to .../get) stays a read.

// A builder makes an HTTP request whose method is one of its parameters.
type builder struct {
	method, url int // the parameters' index + 1, or 0
	// methodField: the method is this string field of the receiver
	// (sling's Request: http.NewRequest(s.method, ...)).
	methodField string
	// returns: its first result is the request (*http.Request) or a
	// struct that holds it (go-tfe's *ClientRequest).
	returns bool
}

// builderOf returns what fn, a function of this package, builds: the
// request constructors it calls and the builders of this package it calls
// with its own parameters.
func (r *Result) builderOf(fn *types.Func) builder {
	fn = fn.Origin()
	if b, ok := r.builders[fn]; ok {
		return b
	}
	r.builders[fn] = builder{} // recursion
	d := r.flow.Decl(fn)
	if d == nil || d.Body == nil {
		return builder{}
	}
	info := r.pass.TypesInfo
	var b builder
	ast.Inspect(d.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || b.method > 0 || b.methodField != "" {
			return b.method == 0 && b.methodField == ""
		}
		var method, url ast.Expr
		if ctor, ok := catalog.HTTPRequestCtors[analysisutil.CalleeName(info, call)]; ok && ctor.URLArg() < len(call.Args) {
			method, url = call.Args[ctor.Method], lastOperand(call.Args[ctor.URLArg()])
		} else if callee := analysisutil.Callee(info, call); callee != nil && callee.Pkg() == r.pass.Pkg && callee.Origin() != fn {
			cb := r.builderOf(callee)
			if cb.method == 0 || cb.method > len(call.Args) {
				return true
			}
			method = call.Args[cb.method-1]
			if cb.url > 0 && cb.url <= len(call.Args) {
				url = lastOperand(call.Args[cb.url-1])
			}
		} else {
			return true
		}
		if f := r.recvField(method, call); f != "" {
			b.methodField = f
		} else if i, f := r.eval.ParamRef(method, call); i >= 0 && f == "" && isStringParam(fn, i) {
			b.method = i + 1
			if url != nil {
				if j, f := r.eval.ParamRef(url, call); j >= 0 && f == "" && isStringParam(fn, j) {
					b.url = j + 1
				}
			}
		}
		return true
	})
	if res := fn.Signature().Results(); res.Len() > 0 {
		b.returns = carriesRequest(res.At(0).Type())
	}
	r.builders[fn] = b
	return b
}

// senderOf reports whether fn, a function of this package, sends an HTTP
// request: it calls or takes as a value a catalogued sender (Client.Do), or
// a method of the shape of Do (func(*http.Request) (*http.Response,
// error): an HTTPDoer's, a RoundTripper's), or calls a function of this
// package that does. The sender found is returned.
func (r *Result) senderOf(fn *types.Func) (catalog.WriteAPI, bool) {
	fn = fn.Origin()
	if s, ok := r.senders[fn]; ok {
		return s.api, s.ok
	}
	r.senders[fn] = sends{} // recursion
	d := r.flow.Decl(fn)
	if d == nil || d.Body == nil {
		return catalog.WriteAPI{}, false
	}
	info := r.pass.TypesInfo
	var s sends
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if s.ok {
			return false
		}
		var id *ast.Ident
		switch x := n.(type) {
		case *ast.SelectorExpr:
			id = x.Sel
		case *ast.Ident:
			id = x
		default:
			return true
		}
		f, ok := info.Uses[id].(*types.Func)
		if !ok {
			return true
		}
		if api, ok := catalog.HTTPSenders[analysisutil.FuncName(f)]; ok {
			s = sends{api: api, ok: true}
			return false
		}
		if isDoShaped(f) {
			s = sends{api: catalog.HTTPSenders[netHTTPDo], ok: true}
			return false
		}
		if f.Pkg() == r.pass.Pkg && f.Origin() != fn {
			if api, ok := r.senderOf(f); ok {
				s = sends{api: api, ok: true}
				return false
			}
		}
		return true
	})
	r.senders[fn] = s
	return s.api, s.ok
}

// sends is what senderOf found.
type sends struct {
	api catalog.WriteAPI
	ok  bool
}

// netHTTPDo is the full name of net/http's Client.Do.
const netHTTPDo = "(*" + catalog.NetHTTPPackage + ".Client).Do"

// isDoShaped reports whether f is a method of the shape of Client.Do:
// func(*http.Request) (*http.Response, error).
func isDoShaped(f *types.Func) bool {
	sig := f.Signature()
	if sig.Recv() == nil || sig.Params().Len() != 1 || sig.Results().Len() != 2 {
		return false
	}
	_, p := sig.Params().At(0).Type().(*types.Pointer)
	_, q := sig.Results().At(0).Type().(*types.Pointer)
	return p && q && analysisutil.TypeName(sig.Params().At(0).Type()) == catalog.NetHTTPPackage+".Request" &&
		analysisutil.TypeName(sig.Results().At(0).Type()) == catalog.NetHTTPPackage+".Response" &&
		analysisutil.IsErrorType(sig.Results().At(1).Type())
}

// inferredHelper returns the summary of fn when its body holds no write of
// its own but it builds a request with the method of one of its
// parameters and sends: a request helper.
func (r *Result) inferredHelper(fn *types.Func) (Write, bool) {
	if !r.infer {
		return Write{}, false
	}
	b := r.builderOf(fn)
	if b.method == 0 || b.returns {
		return Write{}, false
	}
	api, ok := r.senderOf(fn)
	if !ok {
		return Write{}, false
	}
	d := r.flow.Decl(fn)
	return Write{SDK: api.ID, Attempts: api.Attempts, Desc: analysisutil.ShortName(fn), methodParam: b.method, urlParam: b.url,
		Key: KeyEmpty, Slot: Slot{Kind: Hidden}, Where: analysisutil.PkgWhere(r.pass.Fset, d.Name.Pos())}, true
}

// builtCtor returns the request that call, a call of a request builder of
// this package, makes, as a constructor call: its method and URL are the
// arguments the builder passes on.
func (r *Result) builtCtor(call *ast.CallExpr) (ctorCall, bool) {
	callee := analysisutil.Callee(r.pass.TypesInfo, call)
	if !r.infer || callee == nil || callee.Pkg() != r.pass.Pkg {
		return ctorCall{}, false
	}
	b := r.builderOf(callee)
	if b.methodField != "" && b.returns {
		// A method of the request object builds it with the method its
		// receiver holds: s.Request().
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			return ctorCall{Call: call, built: true, methodField: b.methodField, recv: sel.X}, true
		}
	}
	if b.method == 0 || !b.returns || b.method > len(call.Args) {
		return ctorCall{}, false
	}
	c := ctorCall{Call: call, Method: call.Args[b.method-1], built: true}
	if b.url > 0 && b.url <= len(call.Args) {
		c.URL = call.Args[b.url-1]
	}
	return c, true
}

// byRequestArg classifies a call of a function that sends the request it
// is given (summary s) by the request its caller passes: callAPI(req) with
// req from prepareRequest(ctx, path, http.MethodPost, ...).
func (r *Result) byRequestArg(w Write, s Write, fn *types.Func) Write {
	i := s.reqParam - 1
	if s.reqRecv {
		// The request is the receiver: req.Do(ctx, v).
		sel, ok := ast.Unparen(w.Call.Fun).(*ast.SelectorExpr)
		if !ok {
			return Write{Call: w.Call, Callee: w.Callee}
		}
		ctors, ok := r.requestCtors(sel.X)
		if !ok || len(ctors) != 1 {
			return Write{Call: w.Call, Callee: w.Callee}
		}
		m, ok := r.constMethod(ctors[0].Method)
		if !ok {
			// The caller's own parameter is the method: a helper of the
			// helper.
			if idx, f := r.eval.ParamRef(ctors[0].Method, w.Call); idx >= 0 && f == "" && isStringParam(r.enclosingFunc(w.Call), idx) {
				return Write{Call: w.Call, Callee: w.Callee, SDK: s.SDK, Attempts: s.Attempts, Desc: analysisutil.ShortName(fn),
					methodParam: idx + 1, Key: KeyEmpty, Slot: Slot{Kind: Hidden}, Where: s.Where}
			}
			return Write{Call: w.Call, Callee: w.Callee}
		}
		w2 := Write{Call: w.Call, Callee: w.Callee, SDK: s.SDK, Attempts: s.Attempts, Method: m, Where: s.Where}
		w2.Desc = analysisutil.ShortName(fn) + " (" + m + ")"
		w2.Class = catalog.HTTPMethodClass(m)
		if w2.Class == Keyed {
			w2.Class, w2.NoKeyEvidence = Unkeyed, true
			if seg := lastSegmentOf(r, ctors[0]); m == "POST" && catalog.ReadPOSTSegments[seg] {
				w2.Class, w2.NoKeyEvidence = Read, false
			}
		}
		return w2
	}
	if i >= len(w.Call.Args) {
		return Write{Call: w.Call, Callee: w.Callee}
	}
	api := catalog.WriteAPI{ID: s.SDK, Attempts: s.Attempts, Arg: i, Slot: catalog.SlotHeader}
	w2 := r.httpSend(Write{Call: w.Call, Callee: w.Callee}, api)
	if w2.Class == Unknown && w2.methodParam == 0 && w2.reqParam == 0 && w2.methodField == "" {
		return Write{Call: w.Call, Callee: w.Callee}
	}
	w2.Where = s.Where
	return w2
}

// carriesRequest reports whether t, a builder's result, is a request or a
// struct that may hold one.
func carriesRequest(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if analysisutil.TypeName(t) == catalog.NetHTTPPackage+".Request" {
		return true
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// sentParam returns the parameter of the function around call that req,
// the request call sends, is (or a copy of it: req.WithContext(ctx), a
// variable given it once), or recv when it is a field of the method's
// receiver (r.retryableRequest).
func (r *Result) sentParam(req ast.Expr, call *ast.CallExpr) (param int, recv bool) {
	if !r.infer {
		return -1, false
	}
	info := r.pass.TypesInfo
	for range 3 {
		req = r.requestCopied(req)
		id, ok := ast.Unparen(req).(*ast.Ident)
		if !ok {
			break
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		if !ok {
			return -1, false
		}
		if i := r.eval.ParamIndex(v, call); i >= 0 {
			return i, false
		}
		defs := r.flow.Defs(v)
		if len(defs) != 1 {
			return -1, false
		}
		req = defs[0]
	}
	sel, ok := ast.Unparen(req).(*ast.SelectorExpr)
	if !ok {
		return -1, false
	}
	x, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return -1, false
	}
	d := r.eval.EnclosingDecl(call)
	if d == nil || d.Recv == nil || len(d.Recv.List) != 1 || len(d.Recv.List[0].Names) != 1 {
		return -1, false
	}
	return -1, info.ObjectOf(x) == info.Defs[d.Recv.List[0].Names[0]]
}

// lastSegmentOf returns the last path segment of the URL a built request
// goes to, or "".
func lastSegmentOf(r *Result, c ctorCall) string {
	if c.URL == nil {
		return ""
	}
	return rawhttp.LastSegment(r.req.URLPieces(c.URL))
}
