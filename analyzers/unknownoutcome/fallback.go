package unknownoutcome

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

// checkFallback reports an unkeyed write, outside any retry scope, whose
// failure branch sends the same write again (sameIntent): a fallback, such
// as a chat message posted as plain text after a rich one failed.
//
//	_, _, err = client.PostMessage(channel, blocks...)
//	if err != nil {
//		_, _, err = client.PostMessage(channel, plain...)
//	}
//
// After a timeout the first send may have gone through, and the fallback
// makes a second. A test for an unknown outcome in the branch before the
// fallback is handling. The fix leaves the function on a timeout, before
// the fallback, with an outcome-unknown error where it returns one.
func (c *checker) checkFallback(cur inspector.Cursor, call *ast.CallExpr, w writes.Write) {
	if w.NoKeyEvidence {
		// A raw POST that nothing shows to make anything new, sent to a
		// second endpoint, is as often a status update as a message.
		return
	}
	info := c.pass.TypesInfo
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call {
		return
	}
	errVar := analysisutil.IdentVar(info, as.Lhs[len(as.Lhs)-1])
	if errVar == nil || !analysisutil.IsErrorType(errVar.Type()) {
		return
	}
	block, ok := cur.Parent().Parent().Node().(*ast.BlockStmt)
	if !ok {
		return
	}
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 || i+1 >= len(block.List) {
		return
	}
	ifs, ok := block.List[i+1].(*ast.IfStmt)
	if !ok || ifs.Init != nil {
		return
	}
	if v, pol := c.paths.ErrCond(ifs.Cond); v != errVar || pol != valueflow.Failure || !isPlainErrTest(info, ifs.Cond) {
		return
	}
	callee := analysisutil.Callee(info, call)
	var fallback *ast.CallExpr
	ast.Inspect(ifs.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if fallback == nil && callee != nil && analysisutil.Callee(info, n) == callee {
				fallback = n
			}
		}
		return fallback == nil
	})
	if fallback == nil || !c.sameIntent(call, fallback) {
		return
	}
	for _, ch := range c.amb.ChecksIn(ifs.Body) {
		if ch.Node.Pos() < fallback.Pos() {
			return // an unknown outcome is told apart before the fallback
		}
	}
	fix, ok := c.fallbackFix(cur, ifs, errVar, w)
	if !ok {
		return // no fix we can offer: precision first
	}
	fset := c.pass.Fset
	noun, past, present := effect(w)
	c.pass.Report(analysis.Diagnostic{
		Pos:      call.Pos(),
		End:      call.End(),
		Category: catFallback,
		Message: fmt.Sprintf("unkeyed write %s is sent again by the fallback at %s after any error here: a timeout here may have %s %s, and the fallback %s it again; report the outcome as unknown instead",
			c.writeName(call, w), analysisutil.Where(fset, fallback.Pos()), past, noun, present),
		Related:        []analysis.RelatedInformation{{Pos: fallback.Pos(), End: fallback.End(), Message: "the fallback sends it again here"}},
		SuggestedFixes: []analysis.SuggestedFix{fix},
	})
}

// sameIntent reports whether fallback sends what call sent, again: an
// argument that names a variable is the same in both (the channel, the
// recipients, the message), and what differs is made from variables too
// (the message in another format, another server), not only constants. A
// notice that the send failed ("Something went wrong") to the same
// interaction, or a message to another channel, is a new message.
func (c *checker) sameIntent(call, fallback *ast.CallExpr) bool {
	fset := c.pass.Fset
	info := c.pass.TypesInfo
	orig := map[string]bool{}
	for _, a := range call.Args {
		orig[analysisutil.Format(fset, a)] = true
	}
	mentionsVar := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() {
					found = true
				}
			}
			return !found
		})
		return found
	}
	shared, differs, differsByVar := false, false, false
	for _, a := range fallback.Args {
		if orig[analysisutil.Format(fset, a)] {
			shared = shared || mentionsVar(a)
			continue
		}
		differs = true
		differsByVar = differsByVar || mentionsVar(a)
	}
	return shared && (!differs || differsByVar)
}

// isPlainErrTest reports whether cond is just err != nil (or nil != err).
func isPlainErrTest(info *types.Info, cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	return analysisutil.IsNil(info, b.X) != analysisutil.IsNil(info, b.Y)
}

// fallbackFix leaves the function at the top of the failure branch ifs when
// errVar is a timeout: a bare return in a function that returns nothing,
// zero values and an outcome-unknown error in one whose last result is an
// error.
func (c *checker) fallbackFix(cur inspector.Cursor, ifs *ast.IfStmt, errVar *types.Var, w writes.Write) (analysis.SuggestedFix, bool) {
	info := c.pass.TypesInfo
	file := analysisutil.FileOf(c.pass.Files, ifs.Pos())
	var fnType *ast.FuncType
	for p := cur; p.Valid(); p = p.Parent() {
		switch fn := p.Node().(type) {
		case *ast.FuncDecl:
			fnType = fn.Type
		case *ast.FuncLit:
			fnType = fn.Type
		}
		if fnType != nil {
			break
		}
	}
	if file == nil || fnType == nil {
		return analysis.SuggestedFix{}, false
	}
	im := &imports{c: c, file: file, pos: ifs.Body.Lbrace + 1}
	noun, past, _ := effect(w)
	what := "outcome unknown (" + noun + " may have been " + past + "), not sent again: %w"
	var results []types.Type
	if fnType.Results != nil {
		for _, f := range fnType.Results.List {
			for range max(len(f.Names), 1) {
				results = append(results, info.TypeOf(f.Type))
			}
		}
	}
	ret := "return"
	if len(results) > 0 {
		if !analysisutil.IsErrorType(results[len(results)-1]) {
			return analysis.SuggestedFix{}, false
		}
		var vals []string
		for _, t := range results[:len(results)-1] {
			z, ok := im.zero(t)
			if !ok {
				return analysis.SuggestedFix{}, false
			}
			vals = append(vals, z)
		}
		vals = append(vals, im.ref("fmt")+".Errorf("+strconv.Quote(what)+", "+errVar.Name()+")")
		ret += " " + strings.Join(vals, ", ")
	}
	netErr := "netErr"
	if errVar.Name() == netErr {
		netErr = "netErr2"
	}
	cond := "if " + netErr + " := " + im.ref("net") + ".Error(nil); " +
		im.ref("errors") + ".Is(" + errVar.Name() + ", " + im.ref("context") + ".DeadlineExceeded) || " +
		im.ref("errors") + ".As(" + errVar.Name() + ", &" + netErr + ") && " + netErr + ".Timeout() {"
	if !im.ok {
		return analysis.SuggestedFix{}, false
	}
	indent := analysisutil.Indent(c.pass.Fset, ifs.Pos()) + "\t"
	text := cond + "\n" + indent + "\t" + ret + "\n" + indent + "}"
	edits := append([]analysis.TextEdit{insertAfterLine(c.pass.Fset, ifs.Body.Lbrace, indent, text)}, im.edits()...)
	return analysis.SuggestedFix{Message: "Return on a timeout instead of sending the fallback, since the first send may have been applied", TextEdits: edits}, true
}
