package retryscope

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// LayerKind says how a call retries.
type LayerKind int

const (
	HelperLayer LayerKind = iota // a call to a retry helper
	ClientLayer                  // a call on a retrying client (go-retryablehttp, configured clients)
	SDKLayer                     // an SDK call that retries by default (aws-sdk-go-v2, stripe-go, openai-go, anthropic-sdk-go)
	FuncLayer                    // a call to a function that retries
)

// A Layer is the retrying that a call brings with it.
type Layer struct {
	Kind LayerKind
	// Desc names the inner layer for messages: "retryablehttp.Client.Post",
	// "backoff.Retry", "sqs.Client.SendMessage"; for FuncLayer the called
	// function's name.
	Desc string
	// Where is where the retry of a FuncLayer is, as "dir/file.go:41";
	// Chain the functions between the callee and that retry.
	Where string
	Chain []string
	// Pos is the position in this package of the retry (FuncLayer) or of
	// the code that made the client (ClientLayer, SDKLayer), or NoPos.
	Pos token.Pos
	// Factors are the attempts of each retry layer the call enters,
	// outermost first: one entry for a client or helper, several for a
	// function that nests layers. An entry is 0 when unknown and
	// catalog.Unbounded when there is no limit.
	Factors []int
	// SDK is the client library for ClientLayer and SDKLayer (its String
	// names it in messages: "openai-go", "aws-sdk-go-v2"); Helper the
	// helper's full name.
	SDK    catalog.SDKID
	Helper string
	// What names a client layer's kind for messages: "retryablehttp.Client".
	What string
	// Source is the call in this package that made the client, when its
	// retries are set per client (retryablehttp.NewClient, stripe.NewClient),
	// or nil.
	Source *ast.CallExpr
	// OpaqueOptions says the call (or the client's constructor) spreads an
	// options slice that cannot all be read in this package (a parameter, a
	// field set elsewhere): the SDK's default is assumed, unless those
	// options turn it off.
	OpaqueOptions bool
	// Stacked says an SDK layer's client sends through an *http.Client
	// that retries by itself: Factors are the SDK's attempts and the
	// client's.
	Stacked bool
	// Switch is, for a call of a function that retries when a bool
	// parameter is true, the constant true argument that turns it on.
	Switch ast.Expr
	// Fresh (FuncLayer): a failure of the innermost layer reaches the
	// caller only as a fresh error of the function's own making, whose
	// message begins with one of Prefixes (fresherr.go).
	Fresh    bool
	Prefixes []string
}

// Attempts is the product of the layer's factors: 0 when one is unknown,
// catalog.Unbounded when one has no limit.
func (l *Layer) Attempts() int { return Product(l.Factors) }

// Product multiplies attempt counts: 0 if any is unknown, catalog.Unbounded
// if any has no limit.
func Product(fs []int) int {
	p := 1
	unbounded := false
	for _, f := range fs {
		switch {
		case f == 0:
			return 0
		case f == catalog.Unbounded:
			unbounded = true
		default:
			p *= f
		}
	}
	if unbounded {
		return catalog.Unbounded
	}
	return p
}

// CallRetries returns how call retries by itself, or nil if it does not or
// its retries are turned off (RetryMax = 0, option.WithMaxRetries(0), an
// aws per-call RetryMaxAttempts of 1, a helper limited to one attempt).
func (r *Result) CallRetries(call *ast.CallExpr) *Layer {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.callRetriesCached(call)
}

func (r *Result) callRetriesCached(call *ast.CallExpr) *Layer {
	if l, ok := r.layers[call]; ok {
		return l
	}
	r.layers[call] = nil // cycle guard
	l := r.callRetries(call)
	r.layers[call] = l
	return l
}

func (r *Result) callRetries(call *ast.CallExpr) *Layer { return r.classify(call, true) }

// classify classifies call; with funcs, a call to a function that retries
// is a layer too.
func (r *Result) classify(call *ast.CallExpr, funcs bool) *Layer {
	if ops, desc, ok := r.HelperOp(call); ok && len(ops) > 0 {
		n := r.helperAttempts(call)
		if n == 1 {
			return nil
		}
		return &Layer{Kind: HelperLayer, Desc: desc, Factors: []int{n}, Helper: r.calleeName(call)}
	}
	fn, fi := r.calleeInfo(call)
	if fn == nil {
		return r.wrappedCall(call)
	}
	if l, ok := r.streamWriterCall(call, fi.name); ok {
		return l
	}
	if c, ok := catalog.RetryingClientFuncs[fi.name]; ok {
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: "the default retryablehttp.Client", Factors: []int{c.Attempts}, SDK: catalog.SDKRetryableHTTP}
	}
	sig := fn.Type().(*types.Signature)
	if recv := sig.Recv(); recv != nil {
		if l := r.clientCall(call, fn, analysisutil.TypeName(recv.Type())); l != nil {
			return l
		}
	}
	if l := r.sdkCall(call, fn, sig); l != nil {
		return l
	}
	if l := r.switchedCall(call, fn); l != nil {
		return l
	}
	if !funcs || fi.inClient {
		return nil
	}
	if rt := r.retries(fn); rt != nil {
		factors := rt.Factors
		if len(factors) == 0 {
			factors = []int{rt.Attempts}
		}
		return &Layer{Kind: FuncLayer, Desc: fn.Name(), Where: rt.Where, Chain: rt.Chain, Pos: rt.pos, Factors: factors, Fresh: rt.Fresh, Prefixes: rt.Prefixes}
	}
	return nil
}

// clientCall classifies a method call on a retrying client.
func (r *Result) clientCall(call *ast.CallExpr, fn *types.Func, typ string) *Layer {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	short := fn.Name()
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil {
		if named, ok := types.Unalias(derefType(recv.Type())).(*types.Named); ok && named.Obj().Pkg() != nil {
			short = named.Obj().Pkg().Name() + "." + named.Obj().Name()
		}
	}
	if c, ok := catalog.RetryingClients[typ]; ok && c.Methods[fn.Name()] {
		n, src := r.retryableClient(sel.X)
		if n == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: short, Factors: []int{n}, SDK: catalog.SDKRetryableHTTP, Source: src, Pos: posOf(src)}
	}
	if typ == catalog.HTTPClient && catalog.HTTPClientMethods[fn.Name()] {
		n, src, ok := r.retryingHTTPClient(sel.X)
		if !ok || n == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: "http.Client with a retryablehttp transport", Factors: []int{n}, SDK: catalog.SDKRetryableHTTP, Source: src, Pos: posOf(src)}
	}
	for _, c := range r.cfg.RetryingClients {
		if c.Type == typ && fn.Exported() && returnsError(fn) {
			if c.Attempts == 1 {
				return nil // one attempt: no retry layer
			}
			return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: short, Factors: []int{c.Attempts}}
		}
	}
	return nil
}

// inClientModule reports whether fn belongs to a client library that the
// catalog describes.
func inClientModule(fn *types.Func) bool {
	return fn.Pkg() != nil && inClientPath(fn.Pkg().Path())
}

// inClientPath reports whether the package path p belongs to a client
// library that the catalog describes.
func inClientPath(p string) bool {
	for _, m := range catalog.ClientModules {
		if p == m || strings.HasPrefix(p, m+"/") {
			return true
		}
	}
	return catalog.IsGeneratedClient(p)
}

func derefType(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// posOf is the position of the call that made a client, or NoPos when it
// is not known.
func posOf(c *ast.CallExpr) token.Pos {
	if c == nil {
		return token.NoPos
	}
	return c.Pos()
}

func returnsError(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 0 && analysisutil.IsErrorType(res.At(res.Len()-1).Type())
}
