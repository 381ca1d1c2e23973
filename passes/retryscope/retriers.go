package retryscope

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// maxFactors bounds the layers recorded for one function.
const maxFactors = 4

// A site is a place in this package where a retry layer starts: a helper
// or loop scope, or a call that retries.
type site struct {
	pos    token.Pos
	scope  *Scope        // a Helper or Loop scope
	direct *Layer        // a call on a retrying client, an SDK, or a helper without a scope
	callee *types.Func   // a call to a function that may retry
	call   *ast.CallExpr // the call, for direct and callee sites
	// exit is how the error of the call (of the helper call, for a
	// helper scope) leaves the function it is made in (fresherr.go).
	exit exit
}

// computeRetriers decides which functions of this package retry, directly
// (a helper call, a retry loop, a call on a retrying client or SDK) or
// through what they call, with the attempts of the deepest nesting of
// layers inside them, and exports the fact for each.
func (r *Result) computeRetriers(in *inspector.Inspector) {
	var sites []site
	helperScope := map[*ast.CallExpr]*Scope{}
	// awaited holds the calls run in a goroutine whose error a retry loop
	// waits for and goes round on (go v.fetch(doneCh, errCh)).
	awaited := map[*ast.CallExpr]bool{}
	for _, s := range r.Scopes {
		if s.Kind == Helper {
			helperScope[s.Call] = s
		}
		if s.Retried != nil {
			awaited[s.Retried] = true
		}
	}
	// Retries that run only on a cache miss (cachemiss.go) are no layer.
	missed := map[*Scope]bool{}
	exits := map[*Scope]exit{}
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if s := helperScope[call]; s != nil {
			if r.OnCacheMiss(cur) {
				missed[s] = true
			}
			exits[s] = r.errExit(cur)
			continue
		}
		// go f(): the caller does not wait for f, nor retry with it.
		if g, ok := cur.Parent().Node().(*ast.GoStmt); ok && g.Call == call && !awaited[call] {
			continue
		}
		if l := r.directLayer(call); l != nil && (recordsDecide || l.Kind != SDKLayer) {
			if !r.OnCacheMiss(cur) {
				sites = append(sites, site{pos: call.Pos(), direct: l, call: call, exit: r.errExit(cur)})
			}
			continue
		}
		fn := analysisutil.Callee(r.pass.TypesInfo, call)
		if m := r.transportRoundTrip(call, fn); m != nil {
			fn = m // the client's call runs its transport's RoundTrip
		}
		if fn != nil && (fn.Pkg() == r.pass.Pkg || r.retries(fn) != nil) && !r.OnCacheMiss(cur) {
			sites = append(sites, site{pos: call.Pos(), callee: fn.Origin(), call: call, exit: r.errExit(cur)})
		}
	}
	for _, s := range r.Scopes {
		if s.Kind != AtLeastOnce && s.Kind != Implementation && !missed[s] {
			sites = append(sites, site{pos: s.Start, scope: s, exit: exits[s]})
		}
	}

	// Sorted by position, so that the sites of a function or a scope are
	// found by binary search rather than by scanning every site.
	slices.SortStableFunc(sites, func(a, b site) int { return cmp.Compare(a.pos, b.pos) })
	within := func(n ast.Node) []site {
		lo, _ := slices.BinarySearchFunc(sites, n.Pos(), func(s site, p token.Pos) int { return cmp.Compare(s.pos, p) })
		hi, _ := slices.BinarySearchFunc(sites, n.End(), func(s site, p token.Pos) int { return cmp.Compare(s.pos, p) })
		return sites[lo:hi]
	}
	r.sitesWithin = within

	// The rounds below look only at the sites that can make a function
	// retry: scopes, direct layers, calls of this package's functions (which
	// the rounds find to retry or not) and calls of other packages'
	// functions that retry. Most functions have none, and are left out.
	var order []*types.Func
	live := map[*types.Func][]site{}
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil {
			continue
		}
		order = append(order, fn)
		for _, st := range within(d) {
			if st.callee == nil || st.callee.Pkg() == r.pass.Pkg || r.retries(st.callee) != nil {
				live[fn] = append(live[fn], st)
			}
		}
	}

	for round := 0; round <= len(order)+1; round++ {
		changed := false
		for _, fn := range order {
			var best *Retrier
			busy := map[*Scope]bool{}
			for _, st := range live[fn] {
				if st.callee == fn {
					continue
				}
				if rt := r.siteRetrier(st, busy); rt != nil && better(rt.Factors, best) {
					best = rt
				}
			}
			if best == nil {
				continue
			}
			old := r.retriers[fn]
			if old == nil || better(best.Factors, old) {
				r.retriers[fn] = best
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	contexts := map[ast.Node]bool{}
	for _, s := range r.Scopes {
		if s.Kind == AtLeastOnce {
			contexts[s.Func] = true
		}
	}
	for _, fn := range order {
		if rt := r.retriers[fn]; rt != nil && !analysisutil.InGoroot(r.pass) {
			rt.Context = contexts[r.flow.Decl(fn)]
			r.pass.ExportObjectFact(fn, rt.fact())
		}
	}
	r.exportInterfaceRetriers()
	r.sitesWithin = nil
	clear(r.layers) // classified before the facts were complete
}

// exportInterfaceRetriers exports the fact for a method of an interface of
// this package when every type of this package that implements the
// interface retries in that method (an SDK that hands out its services as
// interfaces: tfe.Workspaces implemented by workspaces).
func (r *Result) exportInterfaceRetriers() {
	scope := r.pass.Pkg.Scope()
	var ifaces, concrete []*types.TypeName
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if types.IsInterface(tn.Type()) {
			if tn.Exported() {
				ifaces = append(ifaces, tn)
			}
		} else if _, ok := tn.Type().(*types.Named); ok {
			concrete = append(concrete, tn)
		}
	}
	for _, it := range ifaces {
		iface := it.Type().Underlying().(*types.Interface)
		if iface.NumMethods() == 0 {
			continue
		}
		var impls []types.Type
		for _, c := range concrete {
			if p := types.NewPointer(c.Type()); types.Implements(p, iface) {
				impls = append(impls, p)
			}
		}
		if len(impls) == 0 {
			continue
		}
		for i := range iface.NumMethods() {
			m := iface.Method(i)
			if m.Pkg() != r.pass.Pkg {
				continue // embedded from another package
			}
			var rt *Retrier
			for _, t := range impls {
				obj, _, _ := types.LookupFieldOrMethod(t, true, r.pass.Pkg, m.Name())
				fn, ok := obj.(*types.Func)
				if !ok || r.retriers[fn] == nil {
					rt = nil
					break
				}
				if rt == nil || better(r.retriers[fn].Factors, rt) {
					rt = r.retriers[fn]
				}
			}
			if rt != nil {
				r.retriers[m] = rt
				r.pass.ExportObjectFact(m, rt.fact())
			}
		}
	}
}

// siteRetrier returns how the layer starting at st retries, including the
// deepest nesting of layers inside it, or nil.
func (r *Result) siteRetrier(st site, busy map[*Scope]bool) *Retrier {
	switch {
	case st.scope != nil:
		s := st.scope
		if busy[s] {
			return nil
		}
		busy[s] = true
		defer delete(busy, s)
		var inner *Retrier
		for _, x := range r.sitesWithin(s.Body) {
			if x.scope == s || (x.callee != nil && x.callee == r.recursive(s)) {
				continue
			}
			if rt := r.siteRetrier(x, busy); rt != nil && better(rt.Factors, inner) {
				inner = rt
			}
		}
		if s.Failover || s.Attempts == 1 {
			// One call per target, or one attempt: not a layer of
			// retries for callers.
			return inner
		}
		factors := []int{s.Attempts}
		if inner != nil {
			factors = append(factors, inner.Factors...)
		}
		rt := newRetrier(s.Desc, analysisutil.PkgWhere(r.pass.Fset, s.Start), nil, factors, s.Start).leaves(st.exit, nil)
		if rt != nil && inner == nil && s.Default != nil {
			rt.Default, rt.BoundField, rt.Offset = true, s.Default.Name, s.Default.Offset
			r.withOption(rt)
		}
		return rt
	case st.direct != nil:
		return newRetrier(st.direct.Desc, analysisutil.PkgWhere(r.pass.Fset, st.pos), nil, st.direct.Factors, st.pos).leaves(st.exit, nil)
	case st.callee != nil:
		rt := r.retries(st.callee)
		if rt == nil {
			return nil
		}
		factors := rt.Factors
		if len(factors) == 0 {
			factors = []int{rt.Attempts}
		}
		if rt.Default && st.call != nil {
			// The call's own options may set the default.
			l := r.defaultLayer(&Layer{Factors: factors}, st.call, st.callee, rt)
			if l == nil {
				return nil
			}
			factors = l.Factors
		}
		chain := append([]string{st.callee.Name()}, rt.Chain...)
		out := newRetrier(rt.Desc, rt.Where, chain, factors, rt.pos).leaves(st.exit, rt)
		if out != nil && len(out.Factors) == 1 && rt.Default {
			out.Default, out.BoundField, out.Offset = true, rt.BoundField, rt.Offset
			out.OptionPkg, out.Option = rt.OptionPkg, rt.Option
			if out.BoundField != "" {
				r.translateBound(out, st.call)
			}
			r.withOption(out)
		}
		return out
	}
	return nil
}

// recursive returns the function that the recursive retry s calls, or nil
// for other scopes: its calls to itself are the layer, not inside it.
func (r *Result) recursive(s *Scope) *types.Func {
	if s.Kind != Recursion {
		return nil
	}
	d, ok := s.Func.(*ast.FuncDecl)
	if !ok {
		return nil
	}
	fn, _ := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
	return fn
}

func newRetrier(desc, where string, chain []string, factors []int, pos token.Pos) *Retrier {
	// A layer of one attempt makes one call: no factor of the nesting.
	factors = slices.DeleteFunc(slices.Clone(factors), func(f int) bool { return f == 1 })
	if len(factors) == 0 {
		return nil
	}
	if len(factors) > maxFactors {
		factors = factors[:maxFactors]
	}
	if len(chain) > maxFactors {
		chain = chain[:maxFactors]
	}
	return &Retrier{Desc: desc, Where: where, Chain: chain, Factors: factors, Attempts: Product(factors), pos: pos}
}

// leaves records on rt how its innermost layer's failure leaves the
// function, from the exit of the site and, for a call of a function that
// retries, how it leaves that function (inner).
func (rt *Retrier) leaves(e exit, inner *Retrier) *Retrier {
	if rt == nil {
		return nil
	}
	var in []string
	innerFresh := false
	if inner != nil {
		in, innerFresh = inner.Prefixes, inner.Fresh
	}
	rt.Prefixes, rt.Fresh = e.fresh(in, innerFresh)
	return rt
}

// better reports whether factors describe more nesting than old: more
// layers, or as many with more attempts.
func better(factors []int, old *Retrier) bool {
	if old == nil {
		return true
	}
	if len(factors) != len(old.Factors) {
		return len(factors) > len(old.Factors)
	}
	return catalog.Rank(Product(factors)) > catalog.Rank(Product(old.Factors))
}

// directLayer is callRetries without functions that retry: the calls that
// retry by what they are.
func (r *Result) directLayer(call *ast.CallExpr) *Layer {
	return r.classify(call, false)
}

// retriesFact marks a function that retries when called.
type retriesFact struct {
	Desc     string
	Where    string
	Attempts int
	Chain    []string
	Factors  []int // attempts of each nested layer, outermost first
	// Fresh: the innermost layer's failure leaves the function only as a
	// fresh error beginning with one of Prefixes (fresherr.go).
	Fresh    bool
	Prefixes []string
	// Default, BoundField, Offset, OptionPkg, Option: Retrier's.
	Default           bool
	BoundField        string
	Offset            int
	OptionPkg, Option string
	Context           bool // Retrier's
}

func (rt *Retrier) fact() *retriesFact {
	return &retriesFact{Desc: rt.Desc, Where: rt.Where, Attempts: rt.Attempts, Chain: rt.Chain, Factors: rt.Factors, Fresh: rt.Fresh, Prefixes: rt.Prefixes,
		Default: rt.Default, BoundField: rt.BoundField, Offset: rt.Offset, OptionPkg: rt.OptionPkg, Option: rt.Option, Context: rt.Context}
}

func (*retriesFact) AFact() {}
func (f *retriesFact) String() string {
	s := "retries: " + f.Desc + " at " + f.Where
	if len(f.Chain) > 0 {
		s += " via " + strings.Join(f.Chain, " → ")
	}
	switch {
	case len(f.Factors) > 1:
		s += " (" + FormatFactors(f.Factors) + ")"
	case f.Attempts != 0:
		s += fmt.Sprintf(" (%d attempts)", f.Attempts)
	}
	if f.Default {
		s += " by default"
		if f.BoundField != "" {
			s += fmt.Sprintf(" (%s%+d)", f.BoundField, f.Offset)
		}
		if f.Option != "" {
			s += " set by " + f.OptionPkg + "." + f.Option
		}
	}
	return s
}

// FormatFactors writes attempt factors as "5 × 4 = 20 attempts", "? × 3"
// for unknown ones and "unbounded" for no limit.
func FormatFactors(fs []int) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		switch f {
		case 0:
			parts[i] = "?"
		case catalog.Unbounded:
			parts[i] = "unbounded"
		default:
			parts[i] = strconv.Itoa(f)
		}
	}
	s := strings.Join(parts, " × ")
	if p := Product(fs); p > 0 && len(fs) > 1 {
		s += " = " + strconv.Itoa(p)
	}
	return s + " attempts"
}
