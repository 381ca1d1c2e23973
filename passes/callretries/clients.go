package callretries

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

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
		n, src, lit := r.recordClient(sel.X, c)
		if n == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: short, Factors: []int{n}, SDK: c.SDK, Source: src, Literal: lit, Pos: posOf(src)}
	}
	if typ == catalog.HTTPClient && catalog.HTTPClientMethods[fn.Name()] {
		h, ok := r.retryingHTTPClient(sel.X)
		if !ok || h.attempts == 1 {
			return nil
		}
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: "http.Client with a " + clientPkg(h.client) + " transport", Factors: []int{h.attempts}, SDK: h.client.SDK, Source: h.src, Literal: h.lit, Pos: posOf(h.src)}
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

// clientPkg names the package of a record's client for messages: the
// qualifier of its Short ("retryablehttp").
func clientPkg(c catalog.RetryingClient) string {
	pkg, _, _ := strings.Cut(c.Short, ".")
	return pkg
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
