package retryscope

import (
	"go/ast"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// stackedSDKLayer completes the layer of an SDK call whose client sends
// through an *http.Client that makes hn attempts of its own (1: a plain
// client): each of the SDK's attempts is retried by the client, so the
// layer has both factors; with the SDK's retries off, the client's
// retries are the layer. nil when neither retries.
func (r *Result) stackedSDKLayer(l *Layer, hn int) *Layer {
	n := l.Factors[0]
	switch {
	case hn == 1 && n == 1:
		return nil
	case hn == 1:
		return l
	case n == 1:
		return &Layer{Kind: ClientLayer, Desc: l.Desc, What: l.SDK.String() + " over an http.Client with a retryablehttp transport", Factors: []int{hn}, Source: l.Source, Pos: l.Pos}
	}
	l.Factors = []int{n, hn}
	l.Stacked = true
	return l
}

// sdkHTTPClient finds the SDK's HTTP client option among args
// (option.WithHTTPClient(c)) and returns the attempts of the client it
// is given: 1 when none retries, 0 when one retries an unknown number of
// times.
func (r *Result) sdkHTTPClient(sdk catalog.SDK, args []ast.Expr) int {
	if sdk.HTTPClientOption == "" {
		return 1
	}
	hn := 1
	for _, a := range args {
		for _, o := range r.flow.Origins(a) {
			c, ok := o.(*ast.CallExpr)
			if !ok || len(c.Args) != 1 {
				continue
			}
			fn := analysisutil.Callee(r.pass.TypesInfo, c)
			if fn == nil || fn.Name() != sdk.HTTPClientOption || fn.Pkg() == nil ||
				!strings.HasPrefix(fn.Pkg().Path(), sdk.Module) || fn.Pkg().Name() != sdk.OptionPkg {
				continue
			}
			if n, _, ok := r.retryingHTTPClient(c.Args[0]); ok && n != 1 {
				hn = n
			}
		}
	}
	return hn
}

// stripeHTTPClient finds HTTPClient: c in the arguments of the call that
// made a stripe client (its BackendConfig) and returns the attempts of c,
// as sdkHTTPClient does.
func (r *Result) stripeHTTPClient(call *ast.CallExpr) int {
	hn := 1
	for _, a := range call.Args {
		ast.Inspect(a, func(x ast.Node) bool {
			kv, ok := x.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == catalog.Stripe.HTTPClientField {
				if n, _, ok := r.retryingHTTPClient(kv.Value); ok && n != 1 {
					hn = n
				}
			}
			return true
		})
	}
	return hn
}
