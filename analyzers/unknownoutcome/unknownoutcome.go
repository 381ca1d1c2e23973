package unknownoutcome

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/rule"
	"github.com/idemvet/idemvet/passes/ambiguity"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, used in messages, suppressions and SARIF.
const Name = "unknownoutcome"

// Analyzer reports unkeyed writes retried with no handling for an unknown
// outcome.
var Analyzer = &analysis.Analyzer{
	Name:     Name,
	Doc:      analysisutil.MustExtractDoc(doc, Name),
	URL:      docgen.URL(Name),
	Run:      rule.Run(Name, run),
	Requires: append([]*analysis.Analyzer{inspect.Analyzer, retryscope.Analyzer, writes.Analyzer, ambiguity.Analyzer, valueflow.Analyzer}, rule.Requires...),
}

// Categories of findings.
const (
	catRetry    = "retry"     // the error path goes back into a retry scope
	catFailure  = "failure"   // an at-least-once context reports it as a plain failure
	catReadBack = "read-back" // a read decides whether to send it again
	catFallback = "fallback"  // the failure branch sends the write again
	// a workflow compensates an earlier step on an activity's timeout
	catCompensation = "compensation"
)

func run(pass *analysis.Pass) (any, error) {
	scopes := pass.ResultOf[retryscope.Analyzer].(*retryscope.Result)
	// Writes outside any retry scope count only where a retrying client
	// resends them (checkClient) or a failure branch sends them again
	// (checkFallback).
	clients := analysisutil.Reaches(pass.Pkg, checkedPackages)
	c := &checker{
		pass:   pass,
		in:     pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		scopes: scopes,
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		writes: pass.ResultOf[writes.Analyzer].(*writes.Result),
		amb:    pass.ResultOf[ambiguity.Analyzer].(*ambiguity.Result),
	}
	c.paths = errpath.New(pass, c.scopes, c.flow)
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		scoped := len(scopes.Enclosing(call.Pos())) > 0
		w := c.writes.Classify(call)
		if w.Class == writes.Unknown && w.DefaultMethod != "" && !scoped && clients {
			// A send of a type whose method its user may change, and
			// which is POST unless changed: its own client's resends.
			c.checkClient(cur, call, byDefault(w))
			continue
		}
		if w.Class != writes.Unkeyed {
			continue
		}
		if len(w.Via) == 0 && w.Callee != nil && catalog.OpensWrite(analysisutil.FuncName(w.Callee)) {
			continue // its error comes before the commit: a definite failure
		}
		if !scoped {
			if clients {
				c.checkClient(cur, call, w)
			}
			c.checkFallback(cur, call, w)
			c.checkHelperRetry(cur, call, w)
			continue
		}
		c.check(cur, call, w)
	}
	c.checkSagas()
	return nil, nil
}

type checker struct {
	pass   *analysis.Pass
	in     *inspector.Inspector
	scopes *retryscope.Result
	flow   *valueflow.Result
	writes *writes.Result
	amb    *ambiguity.Result
	// paths finds where a write's error is bound and the path it takes.
	paths *errpath.Finder

	checkRetry map[check]*checkRetrySets // where a client's check is set, once looked for
}

// byDefault is w, a send whose method is a field its user may change, as
// the unkeyed write it is by default.
func byDefault(w writes.Write) writes.Write {
	w.Class, w.Method, w.NoKeyEvidence = writes.Unkeyed, w.DefaultMethod, true
	w.Desc += " (" + w.DefaultMethod + " by default)"
	return w
}

// check reports the unkeyed write call if its error path goes back into a
// retry, or fails an at-least-once context, without an unknown-outcome
// branch.
func (c *checker) check(cur inspector.Cursor, call *ast.CallExpr, w writes.Write) {
	s := c.paths.Site(cur, call)
	if s == nil {
		return
	}
	p := c.paths.Path(s)
	if p == nil {
		return
	}
	exp := c.exposure(s, p)
	if exp == nil {
		return
	}
	handled, back, backAt := c.handledBack(s, p, exp)
	if handled {
		return
	}
	if w.NoKeyEvidence && (exp.kind == atLeastOnce || exp.kind == implRetry && exp.scope.Iface.Site.Kind == retryscope.AtLeastOnce) {
		// A raw POST that nothing shows to create anything new: in an
		// activity or tool handler it is as often a status update or an
		// insert by id as a message; only a retry scope of the code counts.
		return
	}
	read := c.readBack(s, p, exp)
	fix, ok := c.fix(s, exp, w)
	if !ok {
		return // no fix we can offer: precision first
	}

	fset := c.pass.Fset
	noun, past, present := effect(w)
	desc := c.writeName(call, w)
	switch {
	case w.Impl != "" && len(w.Via) == 2 && strings.HasPrefix(w.Via[1], "every implementation"):
		desc += " (via " + w.Via[1] + ")"
	case w.Impl != "" && len(w.Via) > 1:
		desc += " (via its only implementation " + strings.Join(w.Via[1:], " → ") + ")"
	case len(w.Via) > 1:
		desc += " (via " + strings.Join(w.Via[1:], " → ") + ")"
	}
	where := analysisutil.Where(fset, exp.scope.Start)
	category := catRetry
	var msg string
	switch {
	case read != nil && exp.kind != atLeastOnce:
		category = catReadBack
		msg = fmt.Sprintf("unkeyed write %s is sent again by the %s at %s when the read-back %s does not find it: a timeout here may have %s %s that the read cannot see yet, and the %s %s it again; report the outcome as unknown instead",
			desc, exp.scope.Desc, where, analysisutil.CallName(c.pass.TypesInfo, read), past, noun, exp.who(), present)
	case read != nil:
		category = catReadBack
		msg = fmt.Sprintf("unkeyed write %s in the %s at %s is guarded only by the read-back %s and fails as a plain error: a timeout here may have %s %s that the read cannot see yet, and %s; report the outcome as unknown instead",
			desc, exp.scope.Desc, where, analysisutil.CallName(c.pass.TypesInfo, read), past, noun, exp.again(present))
	case back != nil && exp.kind == atLeastOnce:
		category = catFailure
		msg = fmt.Sprintf("unkeyed write %s hands a timeout back as a plain failure of the %s at %s: the timeout test %s at %s sends the timeout back into the retry; a timeout here may have %s %s, and %s; report the outcome as unknown instead",
			desc, exp.scope.Desc, where, back.Desc, analysisutil.Where(fset, back.Node.Pos()), past, noun, exp.again(present))
	case back != nil:
		msg = fmt.Sprintf("unkeyed write %s is retried on a timeout by the %s at %s: the timeout test %s at %s sends the timeout back into the retry; a timeout here may have %s %s, and the %s %s it again",
			desc, exp.scope.Desc, where, back.Desc, analysisutil.Where(fset, back.Node.Pos()), past, noun, exp.who(), present)
	case exp.kind == atLeastOnce:
		category = catFailure
		msg = fmt.Sprintf("unkeyed write %s turns every error into a plain failure of the %s at %s: a timeout here may have %s %s, and %s; report the outcome as unknown instead",
			desc, exp.scope.Desc, where, past, noun, exp.again(present))
	default:
		every := "every error"
		if len(p.Except) > 0 {
			// It stops on some definite failures only: a timeout still
			// goes round.
			var tests []string
			for _, e := range p.Except {
				tests = append(tests, analysisutil.Format(fset, e))
			}
			every += " but " + strings.Join(tests, " and ")
		}
		msg = fmt.Sprintf("unkeyed write %s is retried on %s by the %s at %s: a timeout here may have %s %s; the %s %s it again",
			desc, every, exp.scope.Desc, where, past, noun, exp.who(), present)
	}
	related := []analysis.RelatedInformation{{Pos: exp.scope.Start, Message: "the " + exp.scope.Desc + " starts here"}}
	if exp.at != nil {
		related = append(related, analysis.RelatedInformation{Pos: exp.at.Pos(), End: exp.at.End(), Message: exp.atMsg})
	}
	if read != nil {
		related = append(related, analysis.RelatedInformation{Pos: read.Pos(), End: read.End(), Message: "the read-back is here"})
	}
	if back != nil {
		related = append(related, analysis.RelatedInformation{Pos: back.Node.Pos(), End: back.Node.End(), Message: "the timeout test is here"},
			analysis.RelatedInformation{Pos: backAt.Pos(), End: backAt.End(), Message: "the timeout goes back into the retry here"})
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:            call.Pos(),
		End:            call.End(),
		Category:       category,
		Message:        msg,
		Related:        related,
		SuggestedFixes: []analysis.SuggestedFix{fix},
	})
}

// Kinds of exposure.
const (
	loopRetry   = iota // a retry loop goes round
	helperRetry        // a retry helper runs the operation again
	atLeastOnce        // a tool handler or activity fails, and is run again
	implRetry          // an implementation fails, and a retry scope that calls it through its interface runs it again
)

// An exposure is how the error path of a write reaches a retry.
type exposure struct {
	kind   int
	scope  *retryscope.Scope
	policy catalog.RetryPolicy // helperRetry: how the helper treats errors
	ret    *ast.ReturnStmt     // helperRetry, atLeastOnce: the return that hands the error back
	at     ast.Node            // where the retry is decided: the continue, the return
	atMsg  string
}

// who names what runs the write again, for messages.
func (e *exposure) who() string {
	switch e.kind {
	case loopRetry:
		return "loop"
	case implRetry:
		return e.scope.Iface.Site.Desc
	}
	return e.scope.Desc
}

// again says who runs the write again after a failure of an at-least-once
// context.
func (e *exposure) again(present string) string {
	switch e.scope.Context {
	case catalog.TemporalActivity:
		return "Temporal retries the activity and " + present + " it again"
	case catalog.MCPToolHandler:
		return "the model calls the tool again and " + present + " it again"
	case catalog.ReconcileLoop:
		return "the controller requeues the request and " + present + " it again"
	}
	return "the caller retries and " + present + " it again"
}

// exposure decides whether the error path of s goes back into a retry.
func (c *checker) exposure(s *errpath.Site, p *errpath.Path) *exposure {
	for _, r := range p.Rounds {
		for _, sc := range c.scopes.Scopes {
			if sc.Kind == retryscope.Loop && sc.Stmt == r.Loop {
				return &exposure{kind: loopRetry, scope: sc, at: r.At, atMsg: "the loop goes round here"}
			}
		}
	}
	sc := c.paths.FuncScope(s.Fn)
	if sc == nil {
		return nil
	}
	for _, ret := range p.Returns {
		switch sc.Kind {
		case retryscope.Helper:
			pol, ok := c.policy(sc)
			if !ok {
				return nil
			}
			if c.retried(ret, pol) {
				return &exposure{kind: helperRetry, scope: sc, policy: pol, ret: ret, at: ret, atMsg: sc.Desc + " retries the error returned here"}
			}
		case retryscope.AtLeastOnce:
			if c.fails(ret, s) {
				return &exposure{kind: atLeastOnce, scope: sc, ret: ret, at: ret, atMsg: "the failure is returned here"}
			}
		case retryscope.Implementation:
			if c.implRetried(ret, sc) {
				return &exposure{kind: implRetry, scope: sc, ret: ret, at: ret, atMsg: "the error returned here goes back to the " + sc.Iface.Site.Desc + " at " + sc.Iface.Site.Where}
			}
		}
	}
	return nil
}

// policy returns how the helper of scope sc treats the operation's errors,
// and false when idemvet cannot follow it: helpers without a policy, calls
// given an option that chooses which errors to retry.
func (c *checker) policy(sc *retryscope.Scope) (catalog.RetryPolicy, bool) {
	if sc.Call == nil {
		return catalog.RetryPolicy{}, false
	}
	fn := analysisutil.Callee(c.pass.TypesInfo, sc.Call)
	if fn == nil || fn.Pkg() == nil {
		return catalog.RetryPolicy{}, false
	}
	pol, ok := catalog.RetryPolicies[fn.Pkg().Path()]
	if !ok {
		return pol, false
	}
	if sc.Call.Ellipsis.IsValid() {
		return pol, false // options we cannot see
	}
	for _, arg := range sc.Call.Args {
		if call, ok := ast.Unparen(arg).(*ast.CallExpr); ok && catalog.RetryIfOptions[analysisutil.CalleeName(c.pass.TypesInfo, call)] {
			return pol, false
		}
	}
	return pol, true
}

// retried reports whether returning ret from an operation makes the helper
// with policy pol run it again.
func (c *checker) retried(ret *ast.ReturnStmt, pol catalog.RetryPolicy) bool {
	if len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	if pol.BoolDone {
		if len(ret.Results) != 2 || !analysisutil.IsNil(c.pass.TypesInfo, last) {
			return false
		}
		tv := c.pass.TypesInfo.Types[ret.Results[0]]
		return tv.Value != nil && tv.Value.String() == "false"
	}
	if analysisutil.IsNil(c.pass.TypesInfo, last) || c.amb.Stop(last) != "" {
		return false
	}
	if pol.RetriesAll {
		return analysisutil.IsErrorType(c.lastType(last)) || c.amb.Retryable(last) != ""
	}
	return c.amb.Retryable(last) != ""
}

// implRetried reports whether returning ret from an implementation of an
// interface method that the retry scope of sc calls makes that scope run
// it again: a non-nil error that the scope's stop does not wrap, and, for
// a scope that stops on a false first result, with a first result that is
// not the constant false.
func (c *checker) implRetried(ret *ast.ReturnStmt, sc *retryscope.Scope) bool {
	if len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	if analysisutil.IsNil(c.pass.TypesInfo, last) || c.amb.Stop(last) != "" || !analysisutil.IsErrorType(c.lastType(last)) {
		return false
	}
	if sc.Iface.Site.StopFalse && len(ret.Results) == 2 {
		if tv := c.pass.TypesInfo.Types[ret.Results[0]]; tv.Value != nil && tv.Value.String() == "false" {
			return false
		}
	}
	return true
}

// fails reports whether returning ret from an at-least-once context hands
// the write's error back as a failure.
func (c *checker) fails(ret *ast.ReturnStmt, s *errpath.Site) bool {
	if len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	if c.amb.Stop(last) != "" {
		return false
	}
	if analysisutil.IsErrorType(c.lastType(last)) && !analysisutil.IsNil(c.pass.TypesInfo, last) {
		return true
	}
	// A tool result that carries the error: mcp.NewToolResultError(err.Error()),
	// &mcp.CallToolResult{IsError: true, ...}.
	failed := false
	for _, r := range ret.Results {
		ast.Inspect(r, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				if s.ErrVar != nil && c.pass.TypesInfo.Uses[n] == s.ErrVar {
					failed = true
				}
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && k.Name == catalog.ToolErrorResult.Field {
					failed = true
				}
			case *ast.CallExpr:
				if fn := analysisutil.Callee(c.pass.TypesInfo, n); fn != nil && strings.HasPrefix(fn.Name(), catalog.ToolErrorResult.FuncPrefix) {
					failed = true
				}
			}
			return !failed
		})
	}
	return failed
}

// handled reports whether the error path tells an unknown outcome apart: an
// ambiguity check on the path, or one anywhere in the scope on the write's
// error (or a variable it is copied to).
func (c *checker) handled(s *errpath.Site, p *errpath.Path, exp *exposure) bool {
	ok, _, _ := c.handledBack(s, p, exp)
	return ok
}

// handledBack is handled, and when the path is not handled, the first
// check whose branch sends the timeout back into the retry and the
// statement that does, or nils: such a check is no handling.
func (c *checker) handledBack(s *errpath.Site, p *errpath.Path, exp *exposure) (bool, *ambiguity.Check, ast.Node) {
	var back *ambiguity.Check
	var backAt ast.Node
	var region ast.Node = s.FnBody
	if exp.kind == loopRetry {
		region = exp.scope.Stmt
	}
	aliases := map[*types.Var]bool{}
	if s.ErrVar != nil {
		aliases[s.ErrVar] = true
		ast.Inspect(region, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
				for i, r := range as.Rhs {
					if id, ok := ast.Unparen(r).(*ast.Ident); ok && c.pass.TypesInfo.Uses[id] == s.ErrVar {
						if v, ok := analysisutil.ObjectOf(c.pass.TypesInfo, as.Lhs[i]).(*types.Var); ok {
							aliases[v] = true
						}
					}
				}
			}
			return true
		})
	}
	for _, ch := range c.amb.ChecksIn(region) {
		if p.Pred != nil && analysisutil.Contains(p.Pred, ch.Node.Pos()) {
			continue // the retry predicate, which retries every error
		}
		on := p.IfStmt != nil && analysisutil.Contains(p.IfStmt, ch.Node.Pos())
		for _, st := range p.Stmts {
			if analysisutil.Contains(st, ch.Node.Pos()) {
				on = true
			}
		}
		if !on && !mentions(c.pass.TypesInfo, ch.Node, aliases) {
			continue
		}
		if at := c.sendsBack(ch, s, exp); at != nil {
			if back == nil {
				back, backAt = ch, at
			}
			continue // it tells the timeout apart to retry it
		}
		return true, nil, nil
	}
	return false, back, backAt
}

// readBack returns the read call that decides whether the write is sent
// again, or nil: an if on the error path, or before the write in the scope,
// whose condition comes from a read and whose body leaves.
func (c *checker) readBack(s *errpath.Site, p *errpath.Path, exp *exposure) *ast.CallExpr {
	var ifs []*ast.IfStmt
	for _, st := range p.Stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.IfStmt:
				ifs = append(ifs, n)
			}
			return true
		})
	}
	body := s.FnBody
	if exp.kind == loopRetry {
		body = analysisutil.LoopBody(exp.scope.Stmt)
	}
	if body != nil {
		for _, st := range body.List {
			if st.Pos() >= s.Stmt.Pos() {
				break
			}
			if is, ok := st.(*ast.IfStmt); ok {
				ifs = append(ifs, is)
			}
		}
	}
	for _, is := range ifs {
		if !errpath.Terminates(is.Body.List) {
			continue
		}
		if read := c.readIn(is.Init, body); read != nil && c.sameResource(read, s.Call) {
			return read
		}
		if read := c.readIn(is.Cond, body); read != nil && c.sameResource(read, s.Call) {
			return read
		}
	}
	return nil
}

// readIn returns a read call in n, or one that made a variable n uses
// inside region.
func (c *checker) readIn(n ast.Node, region ast.Node) *ast.CallExpr {
	if n == nil {
		return nil
	}
	var found *ast.CallExpr
	ast.Inspect(n, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			if c.writes.Classify(n).Class == writes.Read {
				found = n
			}
		case *ast.Ident:
			// The error of a read says the read failed, not whether the
			// write was made.
			if v, ok := c.pass.TypesInfo.Uses[n].(*types.Var); ok && region != nil && !analysisutil.IsErrorType(v.Type()) {
				for _, def := range c.flow.Defs(v) {
					if call, ok := ast.Unparen(def).(*ast.CallExpr); ok && analysisutil.Contains(region, call.Pos()) && c.writes.Classify(call).Class == writes.Read {
						found = call
					}
				}
			}
		}
		return found == nil
	})
	return found
}

// sameResource reports whether read may tell whether write was made. Only
// a read of another service of the same API is known not to: Workspaces.Read
// says nothing of a Runs.Create. A read of another API (a status page after
// an email) may.
func (c *checker) sameResource(read, write *ast.CallExpr) bool {
	r, w := analysisutil.Callee(c.pass.TypesInfo, read), analysisutil.Callee(c.pass.TypesInfo, write)
	if r == nil || w == nil || r.Pkg() != w.Pkg() {
		return true
	}
	rr, wr := r.Type().(*types.Signature).Recv(), w.Type().(*types.Signature).Recv()
	if rr == nil || wr == nil {
		return true
	}
	return types.Identical(deref(rr.Type()), deref(wr.Type()))
}

func deref(t types.Type) types.Type {
	if p, ok := t.(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// mentions reports whether n refers to one of vars.
func mentions(info *types.Info, n ast.Node, vars map[*types.Var]bool) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && vars[v] {
				found = true
			}
		}
		return !found
	})
	return found
}
