package retryscope

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A library may compose a retry around a value at run time, from its
// configuration: eino's agent wraps the Model of a ChatModelAgentConfig
// whose ModelRetryConfig is set in a retrying model, which calls the
// model's Generate again after an error. No loop or helper call of this
// package shows that retry, and the wrapper's own loop, in the library,
// calls the model through an interface. The configuration literal of this
// package is what shows it: the methods of the value it wraps are retried,
// and their bodies, when this package declares them, are scopes of kind
// Implementation.

// configWrapperScopes records, as scopes of kind Implementation, the
// bodies of the methods of this package's types (outside test files) that
// a configuration literal of this package hands to a library that retries
// them (catalog.ConfigWrappers), and reports whether it found any.
//
// The retry counts only when every value its field may hold is a literal
// with a constant bound above zero and no predicate that chooses the
// errors retried; the wrapped value's types are those of
// the values its field may hold, as valueflow follows them in this
// package. A value that comes from elsewhere names no method body here.
func (r *Result) configWrapperScopes(in *inspector.Inspector) bool {
	if len(catalog.ConfigWrappers) == 0 {
		return false
	}
	added := false
	for cur := range in.Root().Preorder((*ast.CompositeLit)(nil)) {
		lit := cur.Node().(*ast.CompositeLit)
		if r.inTestFile(lit.Pos()) {
			continue
		}
		t := r.pass.TypesInfo.TypeOf(lit)
		w, ok := catalog.ConfigWrappers[analysisutil.TypeName(t)]
		if !ok {
			continue
		}
		retry, ok := valueflow.Field(lit, w.Retry)
		if !ok {
			continue
		}
		attempts, bound := r.wrapperAttempts(retry, w)
		if attempts <= 1 {
			continue
		}
		wrapped, ok := valueflow.Field(lit, w.Wrapped)
		if !ok {
			continue
		}
		short := types.TypeString(t, types.RelativeTo(nil))
		if named, ok := types.Unalias(t).(*types.Named); ok {
			short = named.Obj().Pkg().Name() + "." + named.Obj().Name()
		}
		for _, named := range r.wrappedTypes(wrapped) {
			for _, m := range w.Methods {
				obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(named), false, r.pass.Pkg, m)
				fn, ok := obj.(*types.Func)
				if !ok || fn.Pkg() != r.pass.Pkg {
					continue
				}
				d := r.flow.Decl(fn)
				if d == nil || d.Body == nil || r.inTestFile(d.Pos()) {
					continue
				}
				if slices.ContainsFunc(r.Scopes, func(s *Scope) bool { return s.Kind == Implementation && s.Body == d.Body }) {
					continue
				}
				impl := r.pass.Pkg.Name() + "." + analysisutil.ShortName(fn)
				where := analysisutil.Where(r.pass.Fset, bound.Pos())
				site := IfaceSite{Desc: w.Short, Where: where, Attempts: attempts, Kind: Helper}
				r.Scopes = append(r.Scopes, &Scope{
					Kind:  Implementation,
					Start: d.Pos(),
					Desc: fmt.Sprintf("%s at %s (%s: %d, around the %s of this %s at %s, implemented here by %s)",
						w.Short, where, w.Bound, attempts-w.Add, w.Wrapped, short, analysisutil.Where(r.pass.Fset, wrapped.Pos()), impl),
					Body:     d.Body,
					Func:     d,
					Attempts: attempts,
					Iface:    &IfaceRetry{Method: short + "." + w.Wrapped + "." + m, Impl: impl, Site: site},
				})
				added = true
			}
		}
	}
	return added
}

// wrapperAttempts returns the attempts that the retry configuration e sets
// (its bound plus w.Add) and the element that sets them, or 0 when a value
// e may hold is not a literal with a constant bound: the least of them
// when there are several.
func (r *Result) wrapperAttempts(e ast.Expr, w catalog.ConfigWrapper) (int, ast.Expr) {
	origins := r.flow.Origins(e)
	if len(origins) == 0 {
		return 0, nil
	}
	least, at := 0, ast.Expr(nil)
	for _, o := range origins {
		lit, ok := o.(*ast.CompositeLit)
		if !ok {
			return 0, nil
		}
		b, ok := valueflow.Field(lit, w.Bound)
		if !ok {
			return 0, nil // no bound: no retries
		}
		for _, p := range w.Predicates {
			if v, ok := valueflow.Field(lit, p); ok && !analysisutil.IsNil(r.pass.TypesInfo, v) {
				return 0, nil // which errors each layer retries is unknown
			}
		}
		tv := r.pass.TypesInfo.Types[b]
		if tv.Value == nil || tv.Value.Kind() != constant.Int {
			return 0, nil
		}
		n, exact := constant.Int64Val(tv.Value)
		if !exact || n <= 0 || n > 1<<20 {
			return 0, nil
		}
		if a := int(n) + w.Add; at == nil || a < least {
			least, at = a, b
		}
	}
	return least, at
}

// wrappedTypes returns the named types of this package, in a fixed order,
// whose values the expression e may hold.
func (r *Result) wrappedTypes(e ast.Expr) []*types.Named {
	var out []*types.Named
	for _, o := range r.flow.Origins(e) {
		t := r.pass.TypesInfo.TypeOf(o)
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || types.IsInterface(named) || named.Obj().Pkg() != r.pass.Pkg || named.TypeParams().Len() > 0 {
			continue
		}
		if !slices.Contains(out, named) {
			out = append(out, named)
		}
	}
	slices.SortFunc(out, func(a, b *types.Named) int { return int(a.Obj().Pos() - b.Obj().Pos()) })
	return out
}
