package disable

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Retrying clients whose retries field is set to 0 where they are made.

// clientRetriesOff turns a record's client's retries off where it is made
// in this package, when the client serves this layer alone: after a
// statement client := pkg.NewClient() it sets client.<RetriesField> = 0
// (or sets 0 in a later assignment of the field), and in a literal
// &pkg.Client{...} it sets <RetriesField>: 0.
func (c *Fixer) clientRetriesOff(n Nesting) (analysis.SuggestedFix, bool) {
	if lit := n.Layer.Literal; lit != nil && n.Layer.Source == nil {
		return c.literalRetriesOff(n, lit)
	}
	own := func(e ast.Expr) bool { return c.ownClient(n, e) }
	return c.retriesOffAfter(n.Layer.Source, own, "the outer layer retries its calls")
}

// retriesOffAfter turns off the retries of the record's client that the
// statement client := src makes, in a block, after it (or in a later
// assignment of the field), when own says the client serves only the
// calls to be changed; reason ends the fix's message.
func (c *Fixer) retriesOffAfter(src *ast.CallExpr, own func(ast.Expr) bool, reason string) (analysis.SuggestedFix, bool) {
	if src == nil {
		return analysis.SuggestedFix{}, false
	}
	rc, ok := catalog.RetryingClients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(src))]
	if !ok || rc.RetriesField == "" {
		return analysis.SuggestedFix{}, false
	}
	cur, ok := c.in.Root().FindByPos(src.Pos(), src.End())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != src {
		return analysis.SuggestedFix{}, false
	}
	block, ok := cur.Parent().Parent().Node().(*ast.BlockStmt)
	if !ok || !own(src) {
		return analysis.SuggestedFix{}, false
	}
	lhs := analysisutil.Format(c.pass.Fset, as.Lhs[0])
	field := rc.RetriesField
	msg := clientOffMessage(rc, reason)
	// An assignment to the retries field later in the block: set it to 0
	// there.
	after := false
	for _, st := range block.List {
		if st == as {
			after = true
			continue
		}
		if !after {
			continue
		}
		set, ok := st.(*ast.AssignStmt)
		if ok && len(set.Lhs) == 1 && len(set.Rhs) == 1 && analysisutil.Format(c.pass.Fset, set.Lhs[0]) == lhs+"."+field {
			return analysis.SuggestedFix{
				Message:   msg,
				TextEdits: []analysis.TextEdit{analysisutil.Replace(set.Rhs[0], "0")},
			}, true
		}
	}
	indent := analysisutil.Indent(c.pass.Fset, as.Pos())
	return analysis.SuggestedFix{
		Message:   msg,
		TextEdits: []analysis.TextEdit{c.AfterLine(as, "\n"+indent+lhs+"."+field+" = 0")},
	}, true
}

// literalRetriesOff sets the retries field of the literal that made the
// client to 0, when the client serves this layer alone and no assignment
// sets the field afterwards (its value would stay). A literal without the
// field makes no retries: it is no layer.
func (c *Fixer) literalRetriesOff(n Nesting, lit *ast.CompositeLit) (analysis.SuggestedFix, bool) {
	rc, ok := catalog.RetryingClients[analysisutil.TypeName(c.pass.TypesInfo.TypeOf(lit))]
	if !ok || rc.RetriesField == "" || !c.ownClient(n, lit) || c.fieldSetLater(lit, rc.RetriesField) {
		return analysis.SuggestedFix{}, false
	}
	v, ok := valueflow.Field(lit, rc.RetriesField)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: clientOffMessage(rc, "the outer layer retries its calls"), TextEdits: []analysis.TextEdit{analysisutil.Replace(v, "0")}}, true
}

// fieldSetLater reports whether the variable that the literal lit is
// assigned to (v := &pkg.Client{...}) has its field set by an assignment.
func (c *Fixer) fieldSetLater(lit *ast.CompositeLit, field string) bool {
	cur, ok := c.in.Root().FindNode(lit)
	if !ok {
		return true
	}
	if u, ok := cur.Parent().Node().(*ast.UnaryExpr); ok && u.Op == token.AND {
		cur = cur.Parent()
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 {
		return true
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return true
	}
	obj := c.pass.TypesInfo.ObjectOf(id)
	return obj == nil || len(c.flow.FieldSets(obj, field)) > 0
}

// clientOffMessage is the message of a fix that turns off the retries of
// a record's client: "Turn off the retryablehttp client's retries
// (go-retryablehttp): " and the reason.
func clientOffMessage(rc catalog.RetryingClient, reason string) string {
	pkg, _, _ := strings.Cut(rc.Short, ".")
	return "Turn off the " + pkg + " client's retries (" + rc.SDK.String() + "): " + reason
}
