package nestedretry

import (
	"go/ast"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/rule"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// reportSwitchHandoff reports a retrying *http.Client in the config of an
// SDK that wraps it in retries of its own, turned on by a switch (go-tfe's
// HTTPClient with RetryServerErrors on), at the client handed over: every
// call of the SDK's client is retried by both. The fix turns the handed
// client's retries off where it is made, since the SDK's retry every
// transient failure.
func (c *checker) reportSwitchHandoff(h retryscope.Handoff) {
	sdk := catalog.SDKFor(h.SDK)
	if sdk == nil || sdk.ServerRetries == nil {
		return
	}
	fset := c.pass.Fset
	pkg, _, _ := strings.Cut(h.Retrier.Short, ".")
	inner := "through a " + pkg + " client"
	var related []analysis.RelatedInformation
	if m := maker(h); m != nil {
		inner = "the " + pkg + " client made at " + analysisutil.Where(fset, m.Pos())
		related = append(related, rule.Cause(m.Pos(), "the retrying client is made here"))
	}
	related = append(related, analysis.RelatedInformation{Pos: h.On.Pos(), End: h.On.End(), Message: sdk.Name + "'s " + sdk.ServerRetries.ConfigField + " is turned on here"})
	msg := "the http.Client given to " + sdk.Name + " retries by itself (" + inner + ") under " + sdk.Name + "'s own " +
		strconv.Itoa(h.Factors[0]) + " attempts (" + sdk.ServerRetries.ConfigField + " on at " + analysisutil.Where(fset, h.On.Pos()) +
		") with no shared budget: " + consequence(h.Factors, nil)
	var fixes []analysis.SuggestedFix
	if fix, why, ok := c.off.HandoffClient(h); ok && sdk.RetriesTransient {
		fixes = []analysis.SuggestedFix{fix}
	} else {
		if ok {
			why = sdk.Name + " may not retry every failure that the client's retries would"
		}
		msg += "; " + NoFix + why
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:            h.Client.Pos(),
		End:            h.Client.End(),
		Category:       "client",
		Message:        msg,
		Related:        related,
		SuggestedFixes: fixes,
	})
}

// maker returns the call or literal that made the retrying client behind
// the handoff's *http.Client, or nil.
func maker(h retryscope.Handoff) ast.Node {
	if h.Src != nil {
		return h.Src
	}
	if h.Lit != nil {
		return h.Lit
	}
	return nil
}
