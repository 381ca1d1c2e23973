package nestedretry

// The Terraform retry helpers' operations: which branch retries a call's
// failure, and when turning it into a stop leaves a transient failure
// with no retry.

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryloops"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// retryBranchOf finds the branch of the Terraform retry operation s (its
// helper's package pkg) that retries the failures of call: "return
// retry.RetryableError(call())", "if err != nil { return
// retry.RetryableError(err) }" after the call, which retries every error,
// or a guarded branch, "if NeedRetry(err) { return retry.RetryableError(err)
// }" inside "if err != nil" or right after the call, whose guard admits
// transient failures (a retry predicate, a timeout or server-error check).
// A branch that retries only some definite errors (errors.Is with a
// sentinel, a message match) is a poll for a state change, not a nested
// retry of the failure.
func (c *checker) retryBranchOf(call *ast.CallExpr, cur inspector.Cursor, s *retryscope.Scope, pkg string) (retryBranch, bool) {
	lit, ok := s.Func.(*ast.FuncLit)
	if !ok {
		return retryBranch{}, false
	}
	for q := cur.Parent(); q.Valid() && q.Node() != lit; q = q.Parent() {
		if _, ok := q.Node().(*ast.FuncLit); ok {
			return retryBranch{}, false
		}
	}
	// return retry.RetryableError(call()): every error is retried.
	if wrap, ok := cur.Parent().Node().(*ast.CallExpr); ok && len(wrap.Args) == 1 {
		if ret, ok := cur.Parent().Parent().Node().(*ast.ReturnStmt); ok {
			stmts := []ast.Stmt{ret}
			if sel := c.retryableReturn(stmts, pkg); sel != nil {
				return retryBranch{stmts: stmts, sel: sel}, true
			}
		}
		return retryBranch{}, false
	}
	as, acur, v, ok := c.errAssign(&nesting{call: call, cur: cur})
	if !ok {
		return retryBranch{}, false
	}
	block := acur.Parent().Node().(*ast.BlockStmt)
	i := slices.Index(block.List, ast.Stmt(as))
	if i < 0 {
		return retryBranch{}, false
	}
	found := func(stmts []ast.Stmt) (retryBranch, bool) {
		if sel := c.retryableReturn(stmts, pkg); sel != nil {
			return retryBranch{stmts: stmts, sel: sel, err: v}, true
		}
		return retryBranch{}, false
	}
	for _, st := range block.List[i+1:] {
		if es, ok := st.(*ast.ExprStmt); ok && !mentions(c.pass.TypesInfo, es, v) {
			continue // addDebug(action, response, request)
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Init != nil || !mentions(c.pass.TypesInfo, ifs.Cond, v) {
			break
		}
		if isErrNotNil(c.pass.TypesInfo, ifs.Cond, v) {
			// if err != nil { return retry.RetryableError(err) }
			if b, ok := found(ifs.Body.List); ok {
				return b, true
			}
			// if err != nil { if NeedRetry(err) { return retry.RetryableError(err) }; ... }
			for _, inner := range ifs.Body.List {
				if g, ok := inner.(*ast.IfStmt); ok && g.Init == nil && c.admitsTransient(g.Cond, v) {
					if b, ok := found(g.Body.List); ok {
						return b, true
					}
				}
			}
			break
		}
		// if NeedRetry(err) { return retry.RetryableError(err) }; if err != nil { ... }
		if c.admitsTransient(ifs.Cond, v) {
			if b, ok := found(ifs.Body.List); ok {
				return b, true
			}
		}
	}
	return retryBranch{}, false
}

// nonRetryable stops the Terraform retry operation s from retrying the
// failures of the call that its retry branch retries, without leaving a
// transient failure (throttling, a server error, a lost connection) that
// only the operation retries with no retry at all:
//
//   - when the inner layer retries every transient failure itself (an SDK
//     or client whose own retries cover them, with no options that could
//     turn them off), the branch returns NonRetryableError instead;
//   - when the inner layer's own check of which errors it retries can be
//     called (tea-rpc's tea.Retryable), the branch stops on those and keeps
//     retrying the others, throttling among them;
//   - otherwise there is no automatic fix, and why is the reason the
//     finding gives: stopping the operation could take the only retry
//     from the failures the inner layer does not retry (an endpoint
//     lookup that retries, a client whose retries cover lost connections
//     only).
func (c *checker) nonRetryable(n *nesting, s *retryscope.Scope, pkg string) (fix analysis.SuggestedFix, why string, ok bool) {
	b, ok := c.retryBranchOf(n.call, n.cur, s, pkg)
	if !ok {
		return analysis.SuggestedFix{}, "", false
	}
	pol, ok := catalog.RetryPolicies[pkg]
	if !ok || pol.Stop == "" {
		return analysis.SuggestedFix{}, "", false
	}
	name := analysisutil.CallName(c.pass.TypesInfo, n.call)
	if c.retriesTransient(n.layer) {
		return analysis.SuggestedFix{
			Message:   "Stop the " + s.Desc + " on " + name + "'s errors: it already retries",
			TextEdits: []analysis.TextEdit{analysisutil.Replace(b.sel.Sel, pol.Stop)},
		}, "", true
	}
	if f, ok := c.narrowRetry(n, s, b, pol.Stop); ok {
		return f, "", true
	}
	return analysis.SuggestedFix{}, name + "'s own retries are not known to cover every failure the " + s.Desc +
		" retries (throttling, server errors, lost connections) and cannot be turned off for this call, so stopping the " +
		s.Desc + " could leave such a failure with no retry", false
}

// retriesTransient reports whether the inner layer l retries every
// transient failure by itself: an SDK or client whose record says so,
// called with options that cannot turn its retries off, and for a client
// whose record names a retry check (go-retryablehttp's CheckRetry), with no
// check of this package's that could retry less than its default policy.
func (c *checker) retriesTransient(l *retryscope.Layer) bool {
	if l.OpaqueOptions || l.Kind != retryscope.SDKLayer && l.Kind != retryscope.ClientLayer {
		return false
	}
	sdk := catalog.SDKFor(l.SDK)
	if sdk == nil || !sdk.RetriesTransient {
		return false
	}
	for typ, rc := range sdk.Clients {
		field := rc.CheckField
		if field == "" {
			continue
		}
		pkg := typ[:strings.LastIndex(typ, ".")]
		for id, obj := range c.pass.TypesInfo.Uses {
			if v, ok := obj.(*types.Var); ok && v.IsField() && v.Name() == field && v.Pkg() != nil && v.Pkg().Path() == pkg && id.Name == field {
				return false
			}
		}
	}
	return true
}

// narrowRetry makes the retry branch b stop on the errors the inner
// layer's SDK retried itself, asked of the SDK's own check, and keep
// retrying the others: "if tea.BoolValue(tea.Retryable(err)) { return
// retry.NonRetryableError(err) }" before "return retry.RetryableError(err)".
func (c *checker) narrowRetry(n *nesting, s *retryscope.Scope, b retryBranch, stop string) (analysis.SuggestedFix, bool) {
	sdk := catalog.SDKFor(n.layer.SDK)
	if n.layer.Kind != retryscope.SDKLayer || b.err == nil || sdk == nil || sdk.RuntimeRetries == nil || sdk.RuntimeRetries.Retried == "" {
		return analysis.SuggestedFix{}, false
	}
	check, value := c.depFunc(sdk.RuntimeRetries.Retried), c.depFunc(sdk.RuntimeRetries.RetriedValue)
	if check == nil || value == nil || check.Pkg() != value.Pkg() {
		return analysis.SuggestedFix{}, false
	}
	ret := b.stmts[len(b.stmts)-1]
	name, edits, ok := c.off.ImportAs(ret.Pos(), check.Pkg().Path())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	ind := analysisutil.Indent(c.pass.Fset, ret.Pos())
	text := "if " + name + "." + value.Name() + "(" + name + "." + check.Name() + "(" + b.err.Name() + ")) {\n" +
		ind + "\treturn " + analysisutil.Format(c.pass.Fset, b.sel.X) + "." + stop + "(" + b.err.Name() + ")\n" + ind + "}\n" + ind
	return analysis.SuggestedFix{
		Message:   "Stop the " + s.Desc + " on the errors " + sdk.Name + " retries itself (" + name + "." + check.Name() + "), and keep retrying the others",
		TextEdits: append(edits, analysis.TextEdit{Pos: ret.Pos(), End: ret.Pos(), NewText: []byte(text)}),
	}, true
}

// narrowed reports whether the retry branch b already stops on the errors
// an SDK retries itself: its return is preceded by "if ...(Retried(err))
// { return pkg.Stop(...) }", the shape narrowRetry leaves.
func (c *checker) narrowed(b retryBranch) bool {
	if b.err == nil || len(b.stmts) < 2 {
		return false
	}
	ifs, ok := b.stmts[len(b.stmts)-2].(*ast.IfStmt)
	if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) != 1 || !mentions(c.pass.TypesInfo, ifs.Cond, b.err) {
		return false
	}
	ret, ok := ifs.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	stopCall, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || catalog.Stoppers[analysisutil.CalleeName(c.pass.TypesInfo, stopCall)] == "" {
		return false
	}
	checked := false
	ast.Inspect(ifs.Cond, func(x ast.Node) bool {
		if call, ok := x.(*ast.CallExpr); ok {
			name := analysisutil.CalleeName(c.pass.TypesInfo, call)
			checked = slices.ContainsFunc(catalog.SDKs, func(sdk catalog.SDK) bool {
				return sdk.RuntimeRetries != nil && sdk.RuntimeRetries.Retried == name
			})
		}
		return !checked
	})
	return checked
}

// depFunc returns the package-level function of full name "path.Name"
// from the packages this package depends on, or nil.
func (c *checker) depFunc(full string) *types.Func {
	i := strings.LastIndex(full, ".")
	if i < 0 {
		return nil
	}
	path, name := full[:i], full[i+1:]
	seen := map[*types.Package]bool{}
	queue := []*types.Package{c.pass.Pkg}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		if p.Path() == path {
			fn, _ := p.Scope().Lookup(name).(*types.Func)
			return fn
		}
		queue = append(queue, p.Imports()...)
	}
	return nil
}

// retryableReturn returns the selector of pkg.RetryableError when stmts
// end with "return pkg.RetryableError(...)".
func (c *checker) retryableReturn(stmts []ast.Stmt, pkg string) *ast.SelectorExpr {
	if len(stmts) == 0 {
		return nil
	}
	ret, ok := stmts[len(stmts)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || analysisutil.CalleeName(c.pass.TypesInfo, call) != pkg+".RetryableError" {
		return nil
	}
	sel, _ := call.Fun.(*ast.SelectorExpr)
	return sel
}

// admitsTransient reports whether the guard cond, a test of the error v,
// holds for the errors a retrying layer retries (timeouts, throttling,
// server errors): it calls a retry predicate on v (NeedRetry,
// IsRetryable), or tells a timeout or a server error apart.
func (c *checker) admitsTransient(cond ast.Expr, v *types.Var) bool {
	if !mentions(c.pass.TypesInfo, cond, v) {
		return false
	}
	if len(c.amb.ChecksIn(cond)) > 0 {
		return true
	}
	found := false
	ast.Inspect(cond, func(x ast.Node) bool {
		call, ok := x.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if fn := analysisutil.Callee(c.pass.TypesInfo, call); fn != nil &&
			(retryloops.IsRetryPredicateName(fn.Name()) || c.amb.Classifier(fn) != "") {
			found = true
		}
		return !found
	})
	return found
}
