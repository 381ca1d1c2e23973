package disable

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// The SDKs whose retries are turned off by an option or where the client
// is made.

// maxRetriesOption adds option.WithMaxRetries(0) to an openai-go or
// anthropic-sdk-go call, or the option that an SDK with no record was
// found to have for its retries (retryscope's boundoptions.go).
func (c *Fixer) maxRetriesOption(n Nesting) (analysis.SuggestedFix, bool) {
	fn := analysisutil.Callee(c.pass.TypesInfo, n.Call)
	if fn == nil || fn.Pkg() == nil {
		return analysis.SuggestedFix{}, false
	}
	if n.Layer.Option != "" {
		// An SDK with no record whose option was read from its code.
		name, edits, ok := c.importInferredOption(n.Call.Pos(), n.Layer.OptionPkg)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		e, ok := c.appendArg(n.Call, retryscope.OptionCall(n.Layer, name))
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{
			Message:   "Make one attempt of " + fn.Name() + " for this call: the outer layer retries it",
			TextEdits: append(edits, e...),
		}, true
	}
	sdk := catalog.SDKFor(n.Layer.SDK)
	if sdk == nil || sdk.OptionPkg == "" {
		return analysis.SuggestedFix{}, false
	}
	root := moduleRoot(fn.Pkg().Path(), sdk.Module)
	if root == "" {
		return analysis.SuggestedFix{}, false
	}
	name, edits, ok := c.importOption(n.Call.Pos(), root, *sdk)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	e, ok := c.appendArg(n.Call, name+"."+sdk.MaxRetries+"(0)")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off " + sdk.Name + "'s retries for this call: the outer layer retries it",
		TextEdits: append(edits, e...),
	}, true
}

// awsOption adds a per-call option that makes one attempt.
func (c *Fixer) awsOption(n Nesting) (analysis.SuggestedFix, bool) {
	fn := analysisutil.Callee(c.pass.TypesInfo, n.Call)
	sdk := catalog.SDKFor(n.Layer.SDK)
	if fn == nil || fn.Pkg() == nil || sdk == nil || sdk.Services == nil {
		return analysis.SuggestedFix{}, false
	}
	svc := sdk.Services
	name, edits, ok := c.ImportAs(n.Call.Pos(), fn.Pkg().Path())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	e, ok := c.appendArg(n.Call, "func(o *"+name+"."+svc.OptionsType+") { o."+svc.AttemptsField+" = 1 }")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Make one attempt per call of the aws client: the outer layer retries it",
		TextEdits: append(edits, e...),
	}, true
}

// stripeClient turns off the network retries of the stripe client where
// it is made, when the client serves this layer alone: stripe-go has no
// per-call setting (its retries are BackendConfig.MaxNetworkRetries, per
// client), and a shared client would lose its retries for every call.
func (c *Fixer) stripeClient(n Nesting) (analysis.SuggestedFix, bool) {
	src := n.Layer.Source
	sdk := catalog.SDKFor(n.Layer.SDK)
	if src == nil || sdk == nil || sdk.Backends == nil {
		return analysis.SuggestedFix{}, false
	}
	b := sdk.Backends
	fn := analysisutil.Callee(c.pass.TypesInfo, src)
	if fn == nil || fn.Name() != b.NewClient || fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), b.Module) {
		return analysis.SuggestedFix{}, false
	}
	for _, a := range src.Args {
		if ac, ok := ast.Unparen(a).(*ast.CallExpr); ok {
			if f := analysisutil.Callee(c.pass.TypesInfo, ac); f != nil && f.Name() == b.WithBackends {
				return analysis.SuggestedFix{}, false
			}
		}
	}
	if !c.ownClient(n, src) {
		return analysis.SuggestedFix{}, false
	}
	sel, ok := ast.Unparen(src.Fun).(*ast.SelectorExpr)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	p := pkg.Name + "."
	if src.Ellipsis.IsValid() {
		return analysis.SuggestedFix{}, false
	}
	e, ok := c.appendArg(src, p+b.WithBackends+"("+p+b.NewBackendsWithConfig+"(&"+p+b.BackendConfig+"{"+b.RetriesField+": "+p+b.Int64+"(0)}))")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Turn off the stripe client's network retries: the outer layer retries its calls",
		TextEdits: e,
	}, true
}

// Handoff turns the SDK's own retries off: option.WithMaxRetries(0)
// added to the constructor, MaxNetworkRetries: stripe.Int64(0) to the
// BackendConfig literal.
func (c *Fixer) Handoff(h retryscope.Handoff) (analysis.SuggestedFix, bool) {
	msg := "Turn off " + h.SDK.String() + "'s own retries: the http.Client it is given retries each call"
	sdk := catalog.SDKFor(h.SDK)
	if sdk == nil {
		return analysis.SuggestedFix{}, false
	}
	switch {
	case h.Config != nil && sdk.Mechanism == catalog.StripeBackend && sdk.Backends != nil:
		sel, ok := ast.Unparen(h.Config.Type).(*ast.SelectorExpr)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		pkg, ok := sel.X.(*ast.Ident)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		text := sdk.Backends.RetriesField + ": " + pkg.Name + "." + sdk.Backends.Int64 + "(0), "
		return analysis.SuggestedFix{Message: msg, TextEdits: []analysis.TextEdit{{Pos: h.Config.Lbrace + 1, End: h.Config.Lbrace + 1, NewText: []byte(text)}}}, true
	case h.Config == nil && sdk.Mechanism == catalog.RequestOption:
		fn := analysisutil.Callee(c.pass.TypesInfo, h.Ctor)
		if fn == nil || fn.Pkg() == nil {
			return analysis.SuggestedFix{}, false
		}
		root := moduleRoot(fn.Pkg().Path(), sdk.Module)
		if root == "" {
			return analysis.SuggestedFix{}, false
		}
		name, edits, ok := c.importOption(h.Ctor.Pos(), root, *sdk)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		e, ok := c.appendArg(h.Ctor, name+"."+sdk.MaxRetries+"(0)")
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: append(edits, e...)}, true
	}
	return analysis.SuggestedFix{}, false
}
