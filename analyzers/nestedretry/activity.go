package nestedretry

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// activityOnce runs a Temporal activity once where the retry policy of
// every execution of it in this package is an ActivityOptions literal that
// no other activity is executed with: it sets the policy's MaximumAttempts
// to 1, so that the inner layer is the only one.
func (c *checker) activityOnce(n *nesting, s *retryscope.Scope) (analysis.SuggestedFix, bool) {
	lits := c.scopes.OwnOptions(s)
	if len(lits) == 0 {
		return analysis.SuggestedFix{}, false
	}
	pol := catalog.TemporalPolicy
	var edits []analysis.TextEdit
	imported := map[*ast.File]string{}
	for _, lit := range lits {
		rp, ok := valueflow.Field(lit, pol.RetryPolicy)
		if !ok {
			file := c.file(lit.Pos())
			name, ok := imported[file]
			if !ok {
				var imp []analysis.TextEdit
				name, imp, ok = c.off.ImportAs(lit.Pos(), pol.PolicyPackage)
				if !ok {
					return analysis.SuggestedFix{}, false
				}
				imported[file] = name
				edits = append(edits, imp...)
			}
			edits = append(edits, c.addElement(lit, pol.RetryPolicy+": &"+name+"."+pol.PolicyType+"{"+pol.MaximumAttempts+": 1}"))
			continue
		}
		u, ok := ast.Unparen(rp).(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			return analysis.SuggestedFix{}, false
		}
		rpl, ok := ast.Unparen(u.X).(*ast.CompositeLit)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		if v, ok := valueflow.Field(rpl, pol.MaximumAttempts); ok {
			edits = append(edits, analysisutil.Replace(v, "1"))
		} else {
			edits = append(edits, c.addElement(rpl, pol.MaximumAttempts+": 1"))
		}
	}
	return analysis.SuggestedFix{
		Message:   "Run the " + s.Desc + " once (" + pol.MaximumAttempts + ": 1): " + analysisutil.CallName(c.pass.TypesInfo, n.call) + " retries inside it",
		TextEdits: edits,
	}, true
}

// addElement returns the edit that adds the element text to a composite
// literal: on a line of its own before the closing brace when the literal
// spans lines, else after its last element.
func (c *checker) addElement(lit *ast.CompositeLit, text string) analysis.TextEdit {
	fset := c.pass.Fset
	if fset.Position(lit.Lbrace).Line != fset.Position(lit.Rbrace).Line {
		tf := fset.File(lit.Rbrace)
		start := tf.LineStart(fset.Position(lit.Rbrace).Line)
		ind := analysisutil.Indent(fset, lit.Rbrace)
		return analysis.TextEdit{Pos: start, End: start, NewText: []byte(ind + "\t" + text + ",\n")}
	}
	if len(lit.Elts) > 0 {
		text = ", " + text
	}
	end := lit.Rbrace
	if len(lit.Elts) > 0 {
		end = lit.Elts[len(lit.Elts)-1].End()
	}
	return analysis.TextEdit{Pos: end, End: end, NewText: []byte(text)}
}
