package unknownoutcome

// Saga compensation in Temporal workflows: a workflow runs an activity
// and waits for it (workflow.ExecuteActivity(ctx, Deposit, ...).Get(ctx,
// nil)); when it fails, the workflow runs activities that undo the steps
// that succeeded before it (a Refund in the failure branch, a deferred
// compensation that runs while the workflow's error is set). An activity
// that timed out may have completed: compensating on a timeout treats an
// unknown outcome as a definite failure, and the completed step and the
// undoing of the earlier one both take effect.

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// An activitySite is where a workflow waits for an activity and binds its
// error.
type activitySite struct {
	site *errpath.Site
	name string // the activity, as the code names it
}

// checkSagas reports the compensations that run on an activity's timeout.
func (c *checker) checkSagas() {
	var sites []*activitySite
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		name, ok := c.activityGet(call)
		if !ok {
			continue
		}
		if s := c.paths.Site(cur, call); s != nil && s.ErrVar != nil && s.Kind != errpath.ReturnSite {
			sites = append(sites, &activitySite{site: s, name: name})
		}
	}
	if len(sites) == 0 {
		return
	}
	reported := map[*ast.CallExpr]bool{}
	// In the failure branch of the activity's error.
	for _, f := range sites {
		if !c.succeededBefore(sites, f.site.Fn, f.site.Stmt.Pos(), f.site.Cur) {
			continue // the first step: its own undo is safe
		}
		p := c.paths.Path(f.site)
		if p == nil || p.Body == nil || p.IfStmt == nil || !isPlainErrTest(c.pass.TypesInfo, p.IfStmt.Cond) || c.tellsTimeout(f.site.FnBody, p.Body, f.site.ErrVar) {
			continue
		}
		for _, comp := range c.executions(p.Body.List) {
			name := c.activityName(comp)
			if reported[comp] || name == "" || sharesWord(name, f.name) || c.guarded(comp, p.Body, f.site.ErrVar) {
				continue
			}
			fix, ok := c.branchFix(f, p.Body)
			if !ok {
				continue
			}
			reported[comp] = true
			c.reportSaga(comp, name, f, fix)
		}
	}
	// In a deferred function that runs while the workflow's error is set.
	for cur := range c.in.Root().Preorder((*ast.DeferStmt)(nil)) {
		d := cur.Node().(*ast.DeferStmt)
		lit, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit)
		if !ok || len(d.Call.Args) > 0 {
			continue
		}
		fn := enclosingFunc(cur)
		if fn == nil {
			continue
		}
		for _, st := range lit.Body.List {
			is, ok := st.(*ast.IfStmt)
			if !ok || is.Init != nil || is.Else != nil {
				continue
			}
			v, pol := c.paths.ErrCond(is.Cond)
			if v == nil || pol != valueflow.Failure || analysisutil.Contains(lit, v.Pos()) || !isPlainErrTest(c.pass.TypesInfo, is.Cond) {
				continue
			}
			if c.tellsTimeout(lit, is, v) || !c.succeededBefore(sites, fn, d.Pos(), cur) {
				continue
			}
			f := c.failsInto(sites, fn, d.End(), v)
			if f == nil || c.tellsTimeout(f.site.FnBody, f.site.FnBody, f.site.ErrVar) {
				continue
			}
			for _, comp := range c.executions(is.Body.List) {
				name := c.activityName(comp)
				if reported[comp] || name == "" || sharesWord(name, f.name) || c.guarded(comp, is.Body, v) {
					continue
				}
				fix, ok := c.deferFix(is, v)
				if !ok {
					continue
				}
				reported[comp] = true
				c.reportSaga(comp, name, f, fix)
			}
		}
	}
}

func (c *checker) reportSaga(comp *ast.CallExpr, name string, f *activitySite, fix analysis.SuggestedFix) {
	get := f.site.Call
	c.pass.Report(analysis.Diagnostic{
		Pos:      comp.Pos(),
		End:      comp.End(),
		Category: catCompensation,
		Message: fmt.Sprintf("activity %s's timeout is handled as a failure: the compensation %s runs on every error of %s (%s), a timeout included, although a %s that timed out may have completed; tell the timeout apart (temporal.%s) and report the outcome as unknown instead of compensating",
			f.name, name, f.name, analysisutil.Where(c.pass.Fset, get.Pos()), f.name, catalog.TemporalSaga.TimeoutTest),
		Related: []analysis.RelatedInformation{
			{Pos: get.Pos(), End: get.End(), Message: "the activity " + f.name + " fails here"},
		},
		SuggestedFixes: []analysis.SuggestedFix{fix},
	})
}

// activityGet reports whether call waits for an activity
// (workflow.ExecuteActivity(ctx, A, ...).Get(ctx, &v)), and names it.
func (c *checker) activityGet(call *ast.CallExpr) (string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != catalog.TemporalSaga.Get {
		return "", false
	}
	exec, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || !c.isExecute(exec) {
		return "", false
	}
	name := c.activityName(exec)
	return name, name != ""
}

func (c *checker) isExecute(call *ast.CallExpr) bool {
	return analysisutil.CalleeName(c.pass.TypesInfo, call) == catalog.TemporalSaga.Execute
}

// activityName names the activity that the Execute call runs: the function
// or method given, or the registered name in a string constant.
func (c *checker) activityName(exec *ast.CallExpr) string {
	if len(exec.Args) <= catalog.TemporalSaga.Activity {
		return ""
	}
	switch a := ast.Unparen(exec.Args[catalog.TemporalSaga.Activity]).(type) {
	case *ast.Ident:
		if _, ok := c.pass.TypesInfo.Uses[a].(*types.Func); ok {
			return a.Name
		}
	case *ast.SelectorExpr:
		if _, ok := c.pass.TypesInfo.Uses[a.Sel].(*types.Func); ok {
			return a.Sel.Name
		}
	case *ast.BasicLit:
		if s, err := strconv.Unquote(a.Value); err == nil && a.Kind == token.STRING {
			return s
		}
	}
	return ""
}

// guarded reports whether the call comp, in body, runs only under a test
// of the error v (if errors.As(err, &appErr) && appErr.Type() ==
// "InsufficientFunds", a switch on it): only some failures, which may be
// definite, are compensated.
func (c *checker) guarded(comp *ast.CallExpr, body *ast.BlockStmt, v *types.Var) bool {
	cur, ok := c.in.Root().FindNode(comp)
	if !ok {
		return true
	}
	vars := map[*types.Var]bool{v: true}
	for a := cur.Parent(); a.Node() != nil && a.Node() != body; a = a.Parent() {
		var tests []ast.Node
		switch n := a.Node().(type) {
		case *ast.IfStmt:
			tests = append(tests, n.Init, n.Cond)
		case *ast.SwitchStmt:
			tests = append(tests, n.Init, n.Tag)
		case *ast.TypeSwitchStmt:
			tests = append(tests, n.Assign)
		case *ast.CaseClause:
			for _, e := range n.List {
				tests = append(tests, e)
			}
		case *ast.FuncLit:
			return true
		}
		for _, t := range tests {
			if t != nil && mentions(c.pass.TypesInfo, t, vars) {
				return true
			}
		}
	}
	return false
}

// executions returns the Execute calls in stmts, outside function literals.
func (c *checker) executions(stmts []ast.Stmt) []*ast.CallExpr {
	var out []*ast.CallExpr
	for _, st := range stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CallExpr:
				if c.isExecute(n) {
					out = append(out, n)
				}
			}
			return true
		})
	}
	return out
}

// succeededBefore reports whether an activity of function fn completed
// before pos: a wait for it in a statement list that holds the statement
// at cur, before it, so that what runs at pos runs after its success.
func (c *checker) succeededBefore(sites []*activitySite, fn ast.Node, pos token.Pos, cur inspector.Cursor) bool {
	for _, e := range sites {
		if e.site.Fn != fn || e.site.Stmt.End() > pos {
			continue
		}
		block := e.site.Cur.Parent().Node()
		for a := cur; a.Node() != nil; a = a.Parent() {
			if a.Node() == block {
				return true
			}
		}
	}
	return false
}

// failsInto returns the first activity of fn, after pos, whose error goes
// into v: assigned to it, or returned from fn whose result v is.
func (c *checker) failsInto(sites []*activitySite, fn ast.Node, pos token.Pos, v *types.Var) *activitySite {
	for _, f := range sites {
		if f.site.Fn != fn || f.site.Stmt.Pos() < pos {
			continue
		}
		if f.site.ErrVar == v {
			return f
		}
		if !isResult(c.pass.TypesInfo, f.site.FnType, v) {
			continue
		}
		if p := c.paths.Path(f.site); p != nil {
			for _, ret := range p.Returns {
				if len(ret.Results) > 0 && isVar(c.pass.TypesInfo, ret.Results[len(ret.Results)-1], f.site.ErrVar) {
					return f
				}
			}
		}
	}
	return nil
}

// isResult reports whether v is a named result of the function of type ft.
func isResult(info *types.Info, ft *ast.FuncType, v *types.Var) bool {
	if ft.Results == nil {
		return false
	}
	for _, f := range ft.Results.List {
		for _, n := range f.Names {
			if info.Defs[n] == v {
				return true
			}
		}
	}
	return false
}

// tellsTimeout reports whether the error v is told apart as a timeout: an
// ambiguity check within region on v (or a variable it is copied to in
// scope), or any ambiguity check within path.
func (c *checker) tellsTimeout(scope, path ast.Node, v *types.Var) bool {
	if len(c.amb.ChecksIn(path)) > 0 {
		return true
	}
	aliases := map[*types.Var]bool{v: true}
	ast.Inspect(scope, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
			for i, r := range as.Rhs {
				if isVar(c.pass.TypesInfo, r, v) {
					if w, ok := analysisutil.ObjectOf(c.pass.TypesInfo, as.Lhs[i]).(*types.Var); ok {
						aliases[w] = true
					}
				}
			}
		}
		return true
	})
	for _, ch := range c.amb.ChecksIn(scope) {
		if mentions(c.pass.TypesInfo, ch.Node, aliases) {
			return true
		}
	}
	return false
}

// sharesWord reports whether the activity names a and b have a word in
// common (DepositCompensation and Deposit, RefundPayment and
// ChargePayment): the compensation may undo the failed step itself, which
// is safe whatever that step did.
func sharesWord(a, b string) bool {
	words := map[string]bool{}
	for _, w := range camelWords(b) {
		words[w] = true
	}
	for _, w := range camelWords(a) {
		if words[w] && !sagaFillers[w] {
			return true
		}
	}
	return false
}

// sagaFillers are words of activity names that name no resource.
var sagaFillers = map[string]bool{"activity": true, "compensation": true, "compensate": true, "step": true, "do": true, "run": true, "execute": true}

func camelWords(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if i > 0 && (unicode.IsUpper(r) && !unicode.IsUpper(rune(s[i-1])) || r == '_' || r == '-') {
			out = append(out, strings.ToLower(strings.Trim(s[start:i], "_-")))
			start = i
		}
	}
	return append(out, strings.ToLower(strings.Trim(s[start:], "_-")))
}

// branchFix inserts, first in the failure branch body, a return of an
// outcome-unknown error when the activity timed out.
func (c *checker) branchFix(f *activitySite, body *ast.BlockStmt) (analysis.SuggestedFix, bool) {
	s := f.site
	file := analysisutil.FileOf(c.pass.Files, body.Pos())
	if file == nil || s.FnType.Results == nil {
		return analysis.SuggestedFix{}, false
	}
	im := &imports{c: c, file: file, pos: body.Lbrace + 1}
	var results []types.Type
	for _, fl := range s.FnType.Results.List {
		for range max(len(fl.Names), 1) {
			results = append(results, c.pass.TypesInfo.TypeOf(fl.Type))
		}
	}
	if len(results) == 0 || !analysisutil.IsErrorType(results[len(results)-1]) {
		return analysis.SuggestedFix{}, false
	}
	var parts []string
	for _, t := range results[:len(results)-1] {
		z, ok := im.zero(t)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		parts = append(parts, z)
	}
	errName := s.ErrVar.Name()
	msg := "outcome unknown (activity " + f.name + " may have completed), not compensated: %w"
	parts = append(parts, im.ref("fmt")+".Errorf("+strconv.Quote(msg)+", "+errName+")")
	cond := "if " + im.pkg(catalog.TemporalSaga.TimeoutPackage) + "." + catalog.TemporalSaga.TimeoutTest + "(" + errName + ") {"
	if !im.ok {
		return analysis.SuggestedFix{}, false
	}
	indent := analysisutil.Indent(c.pass.Fset, body.Lbrace) + "\t"
	if len(body.List) > 0 {
		indent = analysisutil.Indent(c.pass.Fset, body.List[0].Pos())
	}
	text := cond + "\n" + indent + "\treturn " + strings.Join(parts, ", ") + "\n" + indent + "}"
	edits := append([]analysis.TextEdit{insertAfterLine(c.pass.Fset, body.Lbrace, indent, text)}, im.edits()...)
	return analysis.SuggestedFix{
		Message:   "Return an outcome-unknown error on a timeout of " + f.name + " instead of compensating",
		TextEdits: edits,
	}, true
}

// deferFix makes the deferred compensation's test leave out a timeout:
// if err != nil && !temporal.IsTimeoutError(err).
func (c *checker) deferFix(is *ast.IfStmt, v *types.Var) (analysis.SuggestedFix, bool) {
	file := analysisutil.FileOf(c.pass.Files, is.Pos())
	if file == nil {
		return analysis.SuggestedFix{}, false
	}
	im := &imports{c: c, file: file, pos: is.Cond.Pos()}
	cond := analysisutil.Format(c.pass.Fset, is.Cond)
	if b, ok := ast.Unparen(is.Cond).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		cond = "(" + cond + ")"
	}
	text := cond + " && !" + im.pkg(catalog.TemporalSaga.TimeoutPackage) + "." + catalog.TemporalSaga.TimeoutTest + "(" + v.Name() + ")"
	if !im.ok {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Leave the compensation out when the activity timed out: its outcome is unknown",
		TextEdits: append([]analysis.TextEdit{analysisutil.Replace(is.Cond, text)}, im.edits()...),
	}, true
}

// enclosingFunc returns the function declaration or literal around cur.
func enclosingFunc(cur inspector.Cursor) ast.Node {
	for a := cur.Parent(); a.Node() != nil; a = a.Parent() {
		switch a.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return a.Node()
		}
	}
	return nil
}
