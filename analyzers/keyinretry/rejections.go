package keyinretry

import (
	"go/ast"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// rejectionsOnly reports whether the retry scope s runs its operation
// again only after a refusal, an error that says the request was not
// accepted (passes/ambiguity Rejection): a helper that retries only
// conflicts (retry.RetryOnConflict), one given a test for refusals as its
// predicate (retry.OnError(b, apierrors.IsConflict, f)), or an operation
// whose every retryable return (resource.RetryableError(err)) is guarded
// by such a test (if IsExpectedErrors(err, []string{"OperationConflict",
// "Throttling"}) { return resource.RetryableError(err) }). No attempt
// after the first repeats a request that may have been carried out, so a
// new key on each one duplicates nothing.
func (c *checker) rejectionsOnly(s *retryscope.Scope) bool {
	if s.Kind != retryscope.Helper || s.Call == nil || s.Func == nil || s.Body == nil {
		return false
	}
	info := c.pass.TypesInfo
	fn := analysisutil.Callee(info, s.Call)
	if fn == nil {
		return false
	}
	h, ok := catalog.RetryHelpers[analysisutil.FuncName(fn)]
	if !ok {
		return false
	}
	switch {
	case h.Rejections:
		return true
	case h.Pred > 0:
		return len(s.Call.Args) >= h.Pred && c.amb.RejectionPred(s.Call.Args[h.Pred-1])
	}
	pol, ok := catalog.RetryPolicies[fn.Pkg().Path()]
	if !ok || pol.RetriesAll || pol.Retryable == "" {
		return false
	}
	cur, ok := c.in.Root().FindNode(s.Func)
	if !ok {
		return false
	}
	retries, all := 0, true
	cur.Inspect([]ast.Node{(*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)}, func(rc inspector.Cursor) bool {
		switch n := rc.Node().(type) {
		case *ast.FuncLit:
			return n == s.Func // the operation's own returns only
		case *ast.ReturnStmt:
			if c.marksRetry(n) {
				retries++
				all = all && c.refusalGuarded(rc, s.Func)
			}
		}
		return all
	})
	return all && retries > 0
}

// marksRetry reports whether the return r hands back an error marked for
// another attempt: return resource.RetryableError(err).
func (c *checker) marksRetry(r *ast.ReturnStmt) bool {
	for _, e := range r.Results {
		if c.amb.Retryable(e) != "" {
			return true
		}
	}
	return false
}

// refusalGuarded reports whether the statement at cur runs only when a
// test for refusals holds: it is in the body of an if whose condition is
// one, or of a case of a switch without tag whose every expression is one,
// below fn.
func (c *checker) refusalGuarded(cur inspector.Cursor, fn ast.Node) bool {
	for child, p := cur, cur.Parent(); p.Valid() && p.Node() != fn; child, p = p, p.Parent() {
		switch n := p.Node().(type) {
		case *ast.IfStmt:
			if child.Node() == n.Body && c.amb.Rejection(n.Cond) {
				return true
			}
		case *ast.CaseClause:
			sw, ok := p.Parent().Parent().Node().(*ast.SwitchStmt)
			if !ok || sw.Tag != nil || len(n.List) == 0 || !slices.Contains(n.Body, child.Node().(ast.Stmt)) {
				continue
			}
			all := true
			for _, e := range n.List {
				all = all && c.amb.Rejection(e)
			}
			if all {
				return true
			}
		}
	}
	return false
}
