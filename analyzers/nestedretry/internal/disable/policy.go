package disable

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// policyRetriesOff turns off the retries of a client whose config holds
// its retry policy (bce-sdk-go), where it is made, when the client serves
// this layer alone: after cli, err := bcc.NewClient(...) it sets
// cli.Config.Retry = bce.NewNoRetryPolicy(). A shared client would lose
// its retries for every call: no fix then.
func (c *Fixer) policyRetriesOff(n Nesting) (analysis.SuggestedFix, bool) {
	src := n.Layer.Source
	sdk := catalog.SDKFor(n.Layer.SDK)
	if src == nil || sdk == nil || sdk.Policies == nil {
		return analysis.SuggestedFix{}, false
	}
	pr := sdk.Policies
	cur, ok := c.in.Root().FindByPos(src.Pos(), src.End())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != src || len(as.Lhs) == 0 {
		return analysis.SuggestedFix{}, false
	}
	block, ok := cur.Parent().Parent().Node().(*ast.BlockStmt)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == c.pass.Pkg.Scope() {
		return analysis.SuggestedFix{}, false
	}
	owned := false
	for fn := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		owned = c.usedOnlyIn(fn, v, n.Outer)
		break
	}
	if !owned {
		return analysis.SuggestedFix{}, false
	}
	i := strings.LastIndex(pr.NoRetry, ".")
	name, edits, ok := c.ImportAs(as.Pos(), pr.NoRetry[:i])
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	// cli, err := bcc.NewClient(...): cli is set after the check of err.
	after := ast.Node(as)
	if len(as.Lhs) == 2 {
		after = c.errCheckAfter(block, as)
		if after == nil {
			return analysis.SuggestedFix{}, false
		}
	}
	indent := analysisutil.Indent(c.pass.Fset, as.Pos())
	set := id.Name + "." + pr.ConfigField + "." + pr.PolicyField + " = " + name + "." + pr.NoRetry[i+1:] + "()"
	return analysis.SuggestedFix{
		Message:   "Turn off the " + sdk.Name + " client's retries where it is made: the outer layer retries its calls",
		TextEdits: append(edits, c.AfterLine(after, "\n"+indent+set)),
	}, true
}

// errCheckAfter returns the statement after as in block when it checks the
// error as assigns last and returns when it is not nil
// (if err != nil { return ... }), or nil.
func (c *Fixer) errCheckAfter(block *ast.BlockStmt, as *ast.AssignStmt) ast.Stmt {
	errID, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident)
	if !ok {
		return nil
	}
	errObj := c.pass.TypesInfo.ObjectOf(errID)
	for i, st := range block.List {
		if st != as || i+1 >= len(block.List) {
			continue
		}
		ifs, ok := block.List[i+1].(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) == 0 {
			return nil
		}
		cond, ok := ifs.Cond.(*ast.BinaryExpr)
		if !ok || cond.Op != token.NEQ {
			return nil
		}
		x, ok := cond.X.(*ast.Ident)
		if !ok || errObj == nil || c.pass.TypesInfo.ObjectOf(x) != errObj || !analysisutil.IsNil(c.pass.TypesInfo, cond.Y) {
			return nil
		}
		if _, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt); !ok {
			return nil
		}
		return ifs
	}
	return nil
}
