package nestedretry

import (
	"golang.org/x/tools/go/analysis"
)

// fix builds the suggested fix: turn the inner layer off for this call
// where the API allows it, else stop the innermost outer layer from
// retrying the call. When neither is safe, it returns no fix but why, for
// a finding without one; when no fix is right or compiles, nothing.
func (c *checker) fix(n *nesting) (fix analysis.SuggestedFix, why string, ok bool) {
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
