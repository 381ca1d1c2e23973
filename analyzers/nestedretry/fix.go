package nestedretry

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// fix builds the suggested fix: turn the inner layer off for this call
// where the API allows it, else stop the innermost outer layer from
// retrying the call. When neither is safe, it returns no fix but why, for
// a finding without one; when no fix is right or compiles, nothing.
func (c *checker) fix(n *nesting) (fix analysis.SuggestedFix, why string, ok bool) {
	if why, ok := c.reopenedStream(n); ok {
		return analysis.SuggestedFix{}, why, false
	}
	if s := n.outers[0]; s.Kind == retryscope.Implementation && s.Iface.Local {
		return analysis.SuggestedFix{}, s.Iface.Impl + " serves every caller of " + s.Iface.Method + ", not only this retry, and turning its client's retries off would leave the others with none", false
	}
	if n.composed {
		if f, ok := c.off.HelperOnce(n.target()); ok {
			return f, "", true
		}
		fix, ok = c.dropOuter(n)
		return fix, "", ok
	}
	if f, ok := c.off.Inner(n.target()); ok {
		return f, "", true
	}
	return c.stopOuter(n)
}

// reopenedStream says why the call of n, the call that a reconnect loop
// opens its stream again with, gets no fix: the loop leaves when it fails
// and goes round when the stream ends, so turning its retries off would
// end the stream on one failed attempt, and breaking the loop on its error
// is what the loop does already. Bounding both layers together needs a
// count shared between them.
func (c *checker) reopenedStream(n *nesting) (string, bool) {
	s := n.outers[0]
	if s.Kind != retryscope.Loop || s.Stream == nil || s.Retried != n.call {
		return "", false
	}
	name := analysisutil.CallName(c.pass.TypesInfo, n.call)
	return "the loop leaves when " + name + " fails, and goes round when the stream ends without a result: one budget for both layers needs an attempt count shared between the loop and " + name, true
}
