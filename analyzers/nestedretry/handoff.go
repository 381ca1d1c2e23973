package nestedretry

import (
	"golang.org/x/tools/go/analysis"
)

// reportHandoffs reports the retrying *http.Clients handed to SDKs that
// retry each of their calls through them, at the client handed over, with
// a fix that turns the SDK's retries off where its client is made.
func (c *checker) reportHandoffs() {
	for _, h := range c.calls.Handoffs() {
		if h.On != nil {
			c.reportSwitchHandoff(h)
			continue
		}
		fix, ok := c.off.Handoff(h)
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
