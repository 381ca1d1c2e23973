package retrycontexts

import (
	"go/ast"
	"go/constant"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// The retry policy of an at-least-once context is its outermost layer: the
// attempts of a Temporal activity come from the RetryPolicy of the options
// it is executed with, when the workflow that executes it is in this
// package and the options are literals; otherwise from the system's
// default (no limit). A model may call a tool again without limit.

// contextAttempts returns the bound on the runs of a handler of kind
// registered by call, and whether it was read from the code rather than
// taken from the system's default.
func (r *Result) contextAttempts(kind catalog.ContextKind, call *ast.CallExpr) (int, bool, []*ast.CompositeLit) {
	if kind == catalog.MCPToolHandler {
		return catalog.ReissueAttempts, false, nil
	}
	sys := catalog.SystemFor(kind)
	ctx := r.executionContext(call)
	if kind != catalog.TemporalActivity || ctx == nil {
		return sys.Attempts, false, nil
	}
	if n, lits, ok := r.activityAttempts(ctx); ok {
		return n, true, lits
	}
	return sys.Attempts, false, nil
}

// executionContext returns the workflow context argument of call when it
// executes an activity, else nil.
func (r *Result) executionContext(call *ast.CallExpr) ast.Expr {
	pol := catalog.TemporalPolicy
	if call == nil || r.calleeName(call) != pol.Execute || len(call.Args) <= pol.Context {
		return nil
	}
	return call.Args[pol.Context]
}

// activityAttempts reads MaximumAttempts from the activity options set on
// the workflow context ctx: workflow.WithActivityOptions(ctx,
// workflow.ActivityOptions{RetryPolicy: &temporal.RetryPolicy{...}}). No
// RetryPolicy, or MaximumAttempts 0, is the server's default: no limit. It
// returns the ActivityOptions literals it read.
func (r *Result) activityAttempts(ctx ast.Expr) (int, []*ast.CompositeLit, bool) {
	pol := catalog.TemporalPolicy
	best, found := 0, false
	var all []*ast.CompositeLit
	for _, o := range r.flow.Origins(ctx) {
		call, ok := o.(*ast.CallExpr)
		if !ok || r.calleeName(call) != pol.WithOptions || len(call.Args) <= pol.Options {
			return 0, nil, false
		}
		n, lits, ok := r.optionsAttempts(call.Args[pol.Options])
		if !ok {
			return 0, nil, false
		}
		if !found || catalog.Rank(n) > catalog.Rank(best) {
			best = n
		}
		found = true
		all = append(all, lits...)
	}
	return best, all, found
}

// optionsAttempts reads the attempts of an ActivityOptions value, and
// returns the literals it comes from.
func (r *Result) optionsAttempts(opts ast.Expr) (int, []*ast.CompositeLit, bool) {
	pol := catalog.TemporalPolicy
	lits := r.literals(opts)
	if lits == nil {
		return 0, nil, false
	}
	best := 0
	for _, lit := range lits {
		n := catalog.Unbounded
		if rp, ok := valueflow.Field(lit, pol.RetryPolicy); ok && !analysisutil.IsNil(r.pass.TypesInfo, rp) {
			rps := r.literals(rp)
			if rps == nil {
				return 0, nil, false
			}
			n = 0
			for _, rpl := range rps {
				m := catalog.Unbounded
				if v, ok := valueflow.Field(rpl, pol.MaximumAttempts); ok {
					tv := r.pass.TypesInfo.Types[v]
					if tv.Value == nil || tv.Value.Kind() != constant.Int {
						return 0, nil, false
					}
					if k, ok := constant.Int64Val(tv.Value); ok && k > 0 {
						m = int(k)
					}
				}
				if n == 0 || catalog.Rank(m) > catalog.Rank(n) {
					n = m
				}
			}
		}
		if catalog.Rank(n) > catalog.Rank(best) {
			best = n
		}
	}
	return best, lits, true
}

// literals returns the composite literals that e's value comes from, or
// nil if any origin is something else.
func (r *Result) literals(e ast.Expr) []*ast.CompositeLit {
	var out []*ast.CompositeLit
	for _, o := range r.flow.Origins(e) {
		lit, ok := o.(*ast.CompositeLit)
		if !ok {
			return nil
		}
		out = append(out, lit)
	}
	return out
}

// mergeContexts keeps one scope per function and context: the bound read
// from the code wins over the system's default, and among bounds read, the
// largest.
func (r *Result) mergeContexts() {
	var out []*Context
	for _, s := range r.Found {
		i := slices.IndexFunc(out, func(o *Context) bool {
			return o.Body == s.Body && o.Context == s.Context
		})
		if i < 0 {
			out = append(out, s)
			continue
		}
		o := out[i]
		o.Options = append(o.Options, s.Options...)
		o.optionsUnread = o.optionsUnread || s.optionsUnread
		switch {
		case s.policyRead && !o.policyRead:
			o.Attempts, o.policyRead = s.Attempts, true
		case s.policyRead == o.policyRead && catalog.Rank(s.Attempts) > catalog.Rank(o.Attempts):
			o.Attempts = s.Attempts
		}
	}
	// An activity that every execution in this package runs once is not
	// run again.
	r.Found = slices.DeleteFunc(out, func(s *Context) bool {
		return s.policyRead && s.Attempts == 1
	})
	for _, s := range r.Found {
		if s.optionsUnread {
			s.Options = nil
		}
	}
}

// recordOptionUses records, for each ActivityOptions literal that the
// context of an execution of an activity comes from, the activity that
// the execution runs (nil when it is not a function of this package).
func (r *Result) recordOptionUses(call *ast.CallExpr) {
	ctx := r.executionContext(call)
	if ctx == nil || len(call.Args) < 2 {
		return
	}
	_, lits, ok := r.activityAttempts(ctx)
	if !ok {
		return
	}
	var fns []ast.Node
	for _, o := range r.flow.Origins(call.Args[1]) {
		fns = append(fns, r.funcNode(o))
	}
	if len(fns) == 0 {
		fns = []ast.Node{nil}
	}
	for _, lit := range lits {
		r.optionUses[lit] = append(r.optionUses[lit], fns...)
	}
}

// OwnOptions returns the ActivityOptions literals of this package that
// every execution of the activity s in this package reads its retry
// policy from, when none of them is also used to execute another
// activity; nil if there are none or one is shared.
func (r *Result) OwnOptions(s *Context) []*ast.CompositeLit {
	if s.Context != catalog.TemporalActivity {
		return nil
	}
	var out []*ast.CompositeLit
	for _, lit := range s.Options {
		for _, fn := range r.optionUses[lit] {
			if fn == nil || fn != s.Func {
				return nil
			}
		}
		if !slices.Contains(out, lit) {
			out = append(out, lit)
		}
	}
	return out
}
