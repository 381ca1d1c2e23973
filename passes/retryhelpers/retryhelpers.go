// Package retryhelpers is a helper pass that knows the retry helpers and
// executors of a package: the catalog's (backoff.Retry, retry.Do,
// failsafe executors), functions annotated //idemvet:retry or configured
// as helpers, and helpers composed at run time (a function of this package
// whose retry loop calls a func-typed parameter: func withRetry(f func()
// error) func() error), with the bound of each call, and the retry budgets
// that layers can share. Other packages learn the helpers and budgets of
// this one from its facts. It reports nothing; retryscope makes the
// operations of helper calls into scopes.
package retryhelpers

import (
	"go/ast"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/directives"
	"github.com/idemvet/idemvet/passes/retryloops"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer finds the retry helpers of a package and exports them.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetretryhelpers",
	Doc:        "find retry helpers, executors and budgets (reports nothing)",
	Run:        analysisutil.Safe("idemvetretryhelpers", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, directives.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(helperFact), new(budgetFact)},
}

// Result answers which calls are retry helper calls, and which types
// retry budgets. Safe for concurrent use once the pass has run.
type Result struct {
	pass *analysis.Pass
	flow *valueflow.Result
	cfg  *config.Config
	dirs *directives.Result

	// helpers are this package's helpers: annotated, or composed, to the
	// indices of their operation parameters; bounds the attempt bounds of
	// the composed ones.
	helpers map[*types.Func][]int
	bounds  map[*types.Func]int

	funcInfos analysisutil.Memo[*types.Func, *funcInfo]
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{
		pass:    pass,
		flow:    pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		cfg:     pass.ResultOf[config.Analyzer].(*config.Config),
		dirs:    pass.ResultOf[directives.Analyzer].(*directives.Result),
		helpers: map[*types.Func][]int{},
		bounds:  map[*types.Func]int{},
	}
	r.exportBudgets()
	// Annotated helpers: //idemvet:retry on a function with func parameters.
	for _, obj := range r.dirs.Annotated(directives.Retry) {
		if fn, ok := obj.(*types.Func); ok {
			if ops := funcParams(fn); len(ops) > 0 {
				r.helpers[fn] = ops
				pass.ExportObjectFact(fn, &helperFact{Ops: ops})
			}
		}
	}
	r.findComposed(pass.ResultOf[inspect.Analyzer].(*inspector.Inspector))
	return r, nil
}

// Composed reports whether fn is a function of this package that retries
// a function it is given (composed.go).
func (r *Result) Composed(fn *types.Func) bool {
	_, ok := r.bounds[fn.Origin()]
	return ok
}

// findComposed finds the functions of this package that retry a function
// they are given: a retry loop, in the function or in a function literal
// it returns, whose retried call calls one of its func-typed parameters
// (func withRetry(f func() error) func() error { return func() error {
// for ... { if err = f(); err == nil ...}}}). Such a function is a retry
// helper like backoff.Retry, composed at run time: the operations handed
// to it are retried, bounded by the loop, and other packages learn it from
// the helper fact. Only the loops that call such a parameter are read.
func (r *Result) findComposed(in *inspector.Inspector) {
	info := r.pass.TypesInfo
	// The func-typed parameters of this package's functions, and the
	// calls of them.
	params := map[*types.Var]bool{}
	for _, fn := range r.flow.Funcs() {
		ps := fn.Type().(*types.Signature).Params()
		for i := range ps.Len() {
			if _, isFunc := ps.At(i).Type().Underlying().(*types.Signature); isFunc {
				params[ps.At(i)] = true
			}
		}
	}
	if len(params) == 0 {
		return
	}
	var paramCalls []*ast.CallExpr
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && params[v] {
				paramCalls = append(paramCalls, call)
			}
		}
	}
	if len(paramCalls) == 0 {
		return
	}
	// The loops are found as retryscope finds them before the composed
	// helpers are known: a literal given to a known helper is the
	// helper's.
	loops := retryloops.New(r.pass, r.flow, func(call *ast.CallExpr) bool {
		_, _, ok := r.HelperOp(call)
		return ok
	})
	var found []*retryloops.Found
	for cur := range in.Root().Preorder((*ast.ForStmt)(nil), (*ast.RangeStmt)(nil)) {
		if !slices.ContainsFunc(paramCalls, func(c *ast.CallExpr) bool { return analysisutil.Contains(cur.Node(), c.Pos()) }) {
			continue
		}
		var f *retryloops.Found
		switch n := cur.Node().(type) {
		case *ast.ForStmt:
			f = loops.Loop(cur, n, n.Body)
		case *ast.RangeStmt:
			f = loops.Loop(cur, n, n.Body)
		}
		if f != nil {
			found = append(found, f)
		}
	}
	// In the order of the loops' starts, as the scopes are.
	slices.SortStableFunc(found, func(a, b *retryloops.Found) int { return int(a.Start - b.Start) })
	for _, s := range found {
		// A failover loop tries the function at each target once: the
		// function that runs it is no retry helper.
		if s.Retried == nil || s.Failover {
			continue
		}
		id, ok := ast.Unparen(s.Retried.Fun).(*ast.Ident)
		if !ok {
			continue
		}
		param, ok := info.Uses[id].(*types.Var)
		if !ok {
			continue
		}
		if _, isFunc := param.Type().Underlying().(*types.Signature); !isFunc {
			continue
		}
		fn := r.flow.DeclaringFunc(param)
		if fn == nil || r.helpers[fn] != nil {
			continue
		}
		i := slices.Index(analysisutil.TupleVars(fn.Type().(*types.Signature).Params()), param)
		if i < 0 {
			continue
		}
		r.helpers[fn] = []int{i}
		r.bounds[fn] = s.Attempts
		r.pass.ExportObjectFact(fn, &helperFact{Ops: []int{i}, Attempts: s.Attempts})
	}
}

// A funcInfo is what the pass looks up about a called function by its full
// name and its facts, once per function.
type funcInfo struct {
	name string // analysisutil.FuncName
	// helper is the function's helper fact when it is declared in another
	// package and has one.
	helper *helperFact
}

// funcInfoOf returns the funcInfo of fn, a callee. Safe for concurrent use.
func (r *Result) funcInfoOf(fn *types.Func) *funcInfo {
	fn = fn.Origin()
	return r.funcInfos.Get(fn, func() *funcInfo {
		fi := &funcInfo{name: r.flow.FuncName(fn)}
		var hf helperFact
		if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &hf) {
			fi.helper = &hf
		}
		return fi
	})
}

// calleeInfo returns the function call calls and its funcInfo; nil, nil
// when it calls no function.
func (r *Result) calleeInfo(call *ast.CallExpr) (*types.Func, *funcInfo) {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil {
		return nil, nil
	}
	return fn, r.funcInfoOf(fn)
}

func (r *Result) calleeName(call *ast.CallExpr) string {
	if _, fi := r.calleeInfo(call); fi != nil {
		return fi.name
	}
	return ""
}
