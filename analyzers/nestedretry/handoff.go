package nestedretry

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// reportHandoffs reports the retrying *http.Clients handed to SDKs that
// retry each of their calls through them, at the client handed over, with
// a fix that turns the SDK's retries off where its client is made.
func (c *checker) reportHandoffs() {
	for _, h := range c.calls.Handoffs() {
		fix, ok := c.handoffFix(h)
		if !ok {
			continue
		}
		c.pass.Report(analysis.Diagnostic{
			Pos:      h.Client.Pos(),
			End:      h.Client.End(),
			Category: "client",
			Message: "the http.Client given to " + h.SDK.String() + " retries by itself under the SDK's own retries with no shared budget: " +
				consequence(h.Factors, nil),
			SuggestedFixes: []analysis.SuggestedFix{fix},
		})
	}
}

// handoffFix turns the SDK's own retries off: option.WithMaxRetries(0)
// added to the constructor, MaxNetworkRetries: stripe.Int64(0) to the
// BackendConfig literal.
func (c *checker) handoffFix(h retryscope.Handoff) (analysis.SuggestedFix, bool) {
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
