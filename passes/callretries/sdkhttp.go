package callretries

import (
	"go/ast"
	"go/types"
	"strings"
	"sync"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
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
			if h, ok := r.retryingHTTPClient(c.Args[0]); ok && h.attempts != 1 {
				hn = h.attempts
			}
		}
	}
	return hn
}

// stripeHTTPClient finds HTTPClient: c in the arguments of the call that
// made a stripe client (its BackendConfig) and returns the attempts of c,
// as sdkHTTPClient does.
func (r *Result) stripeHTTPClient(b *catalog.StripeBackends, call *ast.CallExpr) int {
	hn := 1
	for _, a := range call.Args {
		ast.Inspect(a, func(x ast.Node) bool {
			kv, ok := x.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == b.HTTPClientField {
				if h, ok := r.retryingHTTPClient(kv.Value); ok && h.attempts != 1 {
					hn = h.attempts
				}
			}
			return true
		})
	}
	return hn
}

// A Handoff is an *http.Client that retries by itself, handed to an SDK
// client that retries each of its calls through it: two layers stacked
// where the client is built.
type Handoff struct {
	Client ast.Expr // the *http.Client handed over
	// Ctor is the call that makes the SDK client with the option
	// (openai.NewClient(option.WithHTTPClient(c))); Config the stripe-go
	// BackendConfig literal with the client in its HTTPClient field.
	Ctor    *ast.CallExpr
	Config  *ast.CompositeLit
	SDK     catalog.SDKID
	Factors []int // the SDK's attempts, then the client's

	// Of an SDK whose retries a switch turns on (go-tfe, whose config
	// holds the client: Ctor is the call of its constructor, Config the
	// config's literal when there is one): On is where they are turned on,
	// the config's field set true or the setter's call; Retrier is the
	// record of the client that the *http.Client sends through, Src or Lit
	// the one call or literal of this package that made it (both nil when
	// none).
	On      ast.Expr
	Retrier catalog.RetryingClient
	Src     *ast.CallExpr
	Lit     *ast.CompositeLit
}

// Handoffs returns the retrying *http.Clients handed to SDKs that retry by
// themselves, in source order.
func (r *Result) Handoffs() []Handoff {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !analysisutil.ReachesPrefix(r.pass.Pkg, handoffModules()) {
		return nil
	}
	var out []Handoff
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if h, ok := r.optionHandoff(n); ok {
					out = append(out, h)
				} else if h, ok := r.serverHandoff(n); ok {
					out = append(out, h)
				}
			case *ast.CompositeLit:
				if h, ok := r.stripeHandoff(n); ok {
					out = append(out, h)
				}
			}
			return true
		})
	}
	return out
}

// handoffModules are the modules of the SDKs that Handoffs looks for: a
// package that reaches none of them hands no client to one.
var handoffModules = sync.OnceValue(func() []string {
	var mods []string
	for _, sdk := range catalog.MechanismSDKs[catalog.StripeBackend] {
		mods = append(mods, sdk.Backends.Module)
	}
	for _, sdk := range catalog.OptionSDKs {
		if sdk.HTTPClientOption != "" {
			mods = append(mods, sdk.Module)
		}
	}
	for _, sdk := range catalog.ServerRetrySDKs {
		if sdk.ServerRetries.HTTPClientField != "" {
			mods = append(mods, sdk.Module)
		}
	}
	return mods
})

// optionHandoff reads a constructor call of an option SDK given
// option.WithHTTPClient(c) among its arguments.
func (r *Result) optionHandoff(call *ast.CallExpr) (Handoff, bool) {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Type().(*types.Signature).Recv() != nil {
		return Handoff{}, false
	}
	for _, sdk := range catalog.OptionSDKs {
		if sdk.HTTPClientOption == "" || !strings.HasPrefix(fn.Pkg().Path(), sdk.Module) {
			continue
		}
		for _, a := range call.Args {
			opt, ok := ast.Unparen(a).(*ast.CallExpr)
			if !ok || len(opt.Args) != 1 {
				continue
			}
			of := analysisutil.Callee(r.pass.TypesInfo, opt)
			if of == nil || of.Name() != sdk.HTTPClientOption || of.Pkg() == nil || of.Pkg().Name() != sdk.OptionPkg || !strings.HasPrefix(of.Pkg().Path(), sdk.Module) {
				continue
			}
			h, ok := r.retryingHTTPClient(opt.Args[0])
			hn := h.attempts
			if !ok || hn == 1 {
				continue
			}
			args, _ := r.optionArgs(call)
			n := r.sdkOptionAttempts(sdk, args)
			if n == 0 {
				n = sdk.Attempts
			}
			if n == 1 {
				return Handoff{}, false
			}
			return Handoff{Client: opt.Args[0], Ctor: call, SDK: sdk.ID, Factors: []int{n, hn}}, true
		}
	}
	return Handoff{}, false
}

// stripeHandoff reads a stripe-go BackendConfig literal whose HTTPClient
// retries.
func (r *Result) stripeHandoff(lit *ast.CompositeLit) (Handoff, bool) {
	name := analysisutil.TypeName(r.pass.TypesInfo.TypeOf(lit))
	for _, sdk := range catalog.MechanismSDKs[catalog.StripeBackend] {
		if b := sdk.Backends; strings.HasPrefix(name, b.Module) && strings.HasSuffix(name, "."+b.BackendConfig) {
			return r.backendHandoff(sdk.ID, b, lit)
		}
	}
	return Handoff{}, false
}

// backendHandoff reads the BackendConfig literal lit of the SDK id.
func (r *Result) backendHandoff(id catalog.SDKID, b *catalog.StripeBackends, lit *ast.CompositeLit) (Handoff, bool) {
	c, ok := valueflow.Field(lit, b.HTTPClientField)
	if !ok {
		return Handoff{}, false
	}
	h, ok := r.retryingHTTPClient(c)
	hn := h.attempts
	if !ok || hn == 1 {
		return Handoff{}, false
	}
	n := b.Attempts
	if v, ok := valueflow.Field(lit, b.RetriesField); ok {
		n = 0
		if call, ok := ast.Unparen(v).(*ast.CallExpr); ok && len(call.Args) == 1 {
			n = r.retriesToAttempts(call.Args[0])
		}
	}
	if n == 1 {
		return Handoff{}, false
	}
	return Handoff{Client: c, Config: lit, SDK: id, Factors: []int{n, hn}}, true
}
