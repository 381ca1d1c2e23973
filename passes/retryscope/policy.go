package retryscope

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
func (r *Result) contextAttempts(kind catalog.ContextKind, call *ast.CallExpr) (int, bool) {
	if kind == catalog.MCPToolHandler {
		return catalog.ReissueAttempts, false
	}
	sys := catalog.SystemFor(kind)
	pol := catalog.TemporalPolicy
	if kind != catalog.TemporalActivity || call == nil || analysisutil.CalleeName(r.pass.TypesInfo, call) != pol.Execute || len(call.Args) <= pol.Context {
		return sys.Attempts, false
	}
	if n, ok := r.activityAttempts(call.Args[pol.Context]); ok {
		return n, true
	}
	return sys.Attempts, false
}

// activityAttempts reads MaximumAttempts from the activity options set on
// the workflow context ctx: workflow.WithActivityOptions(ctx,
// workflow.ActivityOptions{RetryPolicy: &temporal.RetryPolicy{...}}). No
// RetryPolicy, or MaximumAttempts 0, is the server's default: no limit.
func (r *Result) activityAttempts(ctx ast.Expr) (int, bool) {
	pol := catalog.TemporalPolicy
	info := r.pass.TypesInfo
	best, found := 0, false
	for _, o := range r.flow.Origins(ctx) {
		call, ok := o.(*ast.CallExpr)
		if !ok || analysisutil.CalleeName(info, call) != pol.WithOptions || len(call.Args) <= pol.Options {
			return 0, false
		}
		n, ok := r.optionsAttempts(call.Args[pol.Options])
		if !ok {
			return 0, false
		}
		if !found || rank(n) > rank(best) {
			best = n
		}
		found = true
	}
	return best, found
}

// optionsAttempts reads the attempts of an ActivityOptions value.
func (r *Result) optionsAttempts(opts ast.Expr) (int, bool) {
	pol := catalog.TemporalPolicy
	lits := r.literals(opts)
	if lits == nil {
		return 0, false
	}
	best := 0
	for _, lit := range lits {
		n := catalog.Unbounded
		if rp, ok := valueflow.Field(lit, pol.RetryPolicy); ok && !analysisutil.IsNil(r.pass.TypesInfo, rp) {
			rps := r.literals(rp)
			if rps == nil {
				return 0, false
			}
			n = 0
			for _, rpl := range rps {
				m := catalog.Unbounded
				if v, ok := valueflow.Field(rpl, pol.MaximumAttempts); ok {
					tv := r.pass.TypesInfo.Types[v]
					if tv.Value == nil || tv.Value.Kind() != constant.Int {
						return 0, false
					}
					if k, ok := constant.Int64Val(tv.Value); ok && k > 0 {
						m = int(k)
					}
				}
				if n == 0 || rank(m) > rank(n) {
					n = m
				}
			}
		}
		if rank(n) > rank(best) {
			best = n
		}
	}
	return best, true
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
	var out []*Scope
	for _, s := range r.Scopes {
		i := slices.IndexFunc(out, func(o *Scope) bool {
			return o.Kind == AtLeastOnce && s.Kind == AtLeastOnce && o.Body == s.Body && o.Context == s.Context
		})
		if i < 0 {
			out = append(out, s)
			continue
		}
		o := out[i]
		switch {
		case s.policyRead && !o.policyRead:
			o.Attempts, o.policyRead = s.Attempts, true
		case s.policyRead == o.policyRead && rank(s.Attempts) > rank(o.Attempts):
			o.Attempts = s.Attempts
		}
	}
	r.Scopes = out
}
