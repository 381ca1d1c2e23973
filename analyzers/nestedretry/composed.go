package nestedretry

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// composedOuter returns the helper scope whose operation is the function
// that call returns, when call composes a retry (withRetry(withRetry2(f)),
// backoff.Retry(withRetry2(f), b)): call itself runs nothing, so no scope
// holds it, but the function it makes is retried by that helper.
func (c *checker) composedOuter(call *ast.CallExpr) *retryscope.Scope {
	if _, ok := c.pass.TypesInfo.TypeOf(call).Underlying().(*types.Signature); !ok {
		return nil
	}
	if c.composedOps == nil {
		// The helper scopes by the calls they take as their operation,
		// found once: the first scope in order for each call.
		c.composedOps = map[*ast.CallExpr]*retryscope.Scope{}
		for _, s := range c.scopes.Scopes {
			if s.Kind != retryscope.Helper || s.Call == nil {
				continue
			}
			ops, _, ok := c.scopes.HelperOp(s.Call)
			if !ok {
				continue
			}
			for _, op := range ops {
				if op >= len(s.Call.Args) {
					continue
				}
				if arg, ok := ast.Unparen(s.Call.Args[op]).(*ast.CallExpr); ok && arg != s.Call {
					if _, seen := c.composedOps[arg]; !seen {
						c.composedOps[arg] = s
					}
				}
			}
		}
	}
	return c.composedOps[call]
}

// dropOuter removes the outer helper of a composed nesting, leaving the
// inner one to retry: withRetry(withRetry2(f)) becomes withRetry2(f), and
// backoff.Retry(withRetry2(f), b) becomes withRetry2(f)(), when the
// result has the outer call's type.
func (c *checker) dropOuter(n *nesting) (analysis.SuggestedFix, bool) {
	s := n.outers[0]
	info := c.pass.TypesInfo
	outer, inner := info.TypeOf(s.Call), info.TypeOf(n.call)
	if outer == nil || inner == nil {
		return analysis.SuggestedFix{}, false
	}
	call := ""
	switch {
	case types.Identical(outer, inner):
	case isCallOf(inner, outer):
		call = "()"
	default:
		return analysis.SuggestedFix{}, false
	}
	// Delete the outer call around the inner one, keeping the inner one's
	// text and comments as they are, and imports only the outer call used.
	removed := []ast.Node{s.Call.Fun}
	for _, a := range s.Call.Args {
		if ast.Unparen(a) != n.call {
			removed = append(removed, a)
		}
	}
	edits := []analysis.TextEdit{
		{Pos: s.Call.Pos(), End: n.call.Pos()},
		{Pos: n.call.End(), End: s.Call.End(), NewText: []byte(call)},
	}
	if file := c.file(s.Call.Pos()); file != nil {
		edits = append(edits, analysisutil.DropImports(c.pass.Fset, info, file, removed...)...)
	}
	return analysis.SuggestedFix{
		Message:   "Drop the outer " + s.Desc + ": " + n.layer.Desc + " already retries the operation",
		TextEdits: edits,
	}, true
}

// isCallOf reports whether f is a function of no parameters whose result is
// of type t: calling it gives what the outer helper returned.
func isCallOf(f, t types.Type) bool {
	sig, ok := f.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	return types.Identical(sig.Results().At(0).Type(), t)
}
