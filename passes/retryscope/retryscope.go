package retryscope

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/directives"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer finds retry scopes and exports which functions retry.
var Analyzer = &analysis.Analyzer{
	Name:       "retryscope",
	Doc:        "find retry scopes and the functions that retry (reports nothing)",
	Run:        analysisutil.Safe("retryscope", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, directives.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(retriesFact), new(helperFact), new(clientFact), new(budgetFact)},
}

// Kind is the kind of a retry scope.
type Kind int

const (
	Helper      Kind = iota // the operation of a retry helper call
	Loop                    // a hand-written retry loop
	AtLeastOnce             // a function the surrounding system may run again
)

// A Scope is code that may run again for the same intent.
type Scope struct {
	Kind  Kind
	Start token.Pos // where the scope starts: the helper call, the for keyword, the function
	Desc  string    // how messages name it: "backoff.Retry", "retry loop", "Temporal activity"

	// Body is the code that runs on each attempt: the operation's body, the
	// loop body, the function body.
	Body *ast.BlockStmt
	// Func is the function literal or declaration whose body is the scope,
	// for Helper and AtLeastOnce scopes.
	Func ast.Node
	// Call is the retry helper call (Helper) or registration (AtLeastOnce).
	Call *ast.CallExpr
	// Hoist is the statement before which a value computed once per intent
	// dominates every attempt, or nil when there is none in this function.
	Hoist ast.Stmt
	// Stmt is the loop statement (Loop).
	Stmt ast.Stmt
	// Retried is the call whose error makes the loop go round (Loop).
	Retried *ast.CallExpr
	// Counters are variables that change on every attempt: loop variables
	// and attempt counters.
	Counters []*types.Var
	// Attempts bounds the attempts: 0 unknown, catalog.Unbounded, or a count.
	Attempts int
}

// Where names the start of s for messages: "backoff.Retry at billing.go:12".
func (s *Scope) Where(fset *token.FileSet) string {
	return s.Desc + " at " + analysisutil.Where(fset, s.Start)
}

// Contains reports whether pos lies in the code run on each attempt.
func (s *Scope) Contains(pos token.Pos) bool { return analysisutil.Contains(s.Body, pos) }

// IsCounter reports whether v changes on every attempt of s.
func (s *Scope) IsCounter(v *types.Var) bool { return slices.Contains(s.Counters, v) }

// A Retrier describes a function that retries when called.
type Retrier struct {
	Desc     string   // the innermost retry: "retry loop", "retry.Do"
	Where    string   // where it is: "notify/http.go:41"
	Attempts int      // its bound: 0 unknown, catalog.Unbounded, or a count
	Chain    []string // the functions between the caller and the retry, outermost first
	// Factors are the attempts of each nested retry layer inside the
	// function, outermost first; Attempts is their product.
	Factors []int

	pos token.Pos // the retry's position when it is in this package
}

// Result is the retry scopes of one package.
type Result struct {
	Scopes []*Scope // in source order of Start

	mu       sync.Mutex // guards retriers and layers, filled as they are queried
	pass     *analysis.Pass
	flow     *valueflow.Result
	retriers map[*types.Func]*Retrier
	helpers  map[*types.Func][]int
	cfg      *config.Config
	dirs     *directives.Result

	layers map[*ast.CallExpr]*Layer
	// sitesWithin returns the call sites and scopes within a node, while
	// computeRetriers runs.
	sitesWithin func(ast.Node) []site
}

// Enclosing returns the scopes whose body contains pos, innermost first.
func (r *Result) Enclosing(pos token.Pos) []*Scope {
	var out []*Scope
	for _, s := range r.Scopes {
		if s.Contains(pos) {
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b *Scope) int { return int(b.Body.Pos() - a.Body.Pos()) })
	return out
}

// Innermost returns the innermost scope containing pos, or nil.
func (r *Result) Innermost(pos token.Pos) *Scope {
	if s := r.Enclosing(pos); len(s) > 0 {
		return s[0]
	}
	return nil
}

// Exposed returns the scopes whose body contains pos and that count under
// the configured exposure, innermost first: with exposure "retry" (the
// default), at-least-once contexts do not count.
func (r *Result) Exposed(pos token.Pos) []*Scope {
	var out []*Scope
	for _, s := range r.Enclosing(pos) {
		if s.Kind == AtLeastOnce && r.cfg.Exposure == config.ExposeRetry {
			continue
		}
		out = append(out, s)
	}
	return out
}

// Retries returns how calling fn retries, or nil if it does not (as far as
// this package and the facts of its dependencies show).
func (r *Result) Retries(fn *types.Func) *Retrier {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.retries(fn)
}

func (r *Result) retries(fn *types.Func) *Retrier {
	if fn == nil || inClientModule(fn) {
		return nil
	}
	fn = fn.Origin()
	if rt, ok := r.retriers[fn]; ok {
		return rt
	}
	var f retriesFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		rt := &Retrier{Desc: f.Desc, Where: f.Where, Attempts: f.Attempts, Chain: f.Chain, Factors: f.Factors}
		r.retriers[fn] = rt
		return rt
	}
	return nil
}

// HelperOp returns the indices of the operation arguments of call if it
// calls a retry helper (catalog, annotation, configuration or fact), and how
// messages name the helper.
func (r *Result) HelperOp(call *ast.CallExpr) (ops []int, desc string, ok bool) {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil {
		return nil, "", false
	}
	name := analysisutil.FuncName(fn)
	if h, ok := catalog.RetryHelpers[name]; ok {
		if strings.HasPrefix(name, "(github.com/failsafe-go/failsafe-go.Executor)") && !r.failsafeRetries(call) {
			return nil, "", false
		}
		return []int{h.Op}, h.Short, true
	}
	fn = fn.Origin()
	if ops, ok := r.helpers[fn]; ok {
		return ops, analysisutil.ShortName(fn), true
	}
	var hf helperFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &hf) {
		return hf.Ops, analysisutil.ShortName(fn), true
	}
	if r.cfg.IsRetryHelper(name) {
		return funcParams(fn), analysisutil.ShortName(fn), true
	}
	return nil, "", false
}

// failsafeRetries reports whether the executor that call's method is called
// on was built with a retry policy. When the executor cannot be traced, it
// is assumed to retry.
func (r *Result) failsafeRetries(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return true
	}
	recv := r.traceCall(sel.X)
	if recv == nil || analysisutil.CalleeName(r.pass.TypesInfo, recv) != catalog.FailsafeWith {
		return true
	}
	for _, arg := range recv.Args {
		if hasPolicyFrom(r.pass.TypesInfo.TypeOf(arg), catalog.FailsafePolicyPackage) {
			return true
		}
	}
	return false
}

func hasPolicyFrom(t types.Type, pkg string) bool {
	name := analysisutil.TypeName(t)
	return strings.HasPrefix(name, pkg+".")
}

// traceCall follows a variable with a single definition to the call that
// made it.
func (r *Result) traceCall(e ast.Expr) *ast.CallExpr {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			return x
		case *ast.Ident:
			v, ok := r.pass.TypesInfo.ObjectOf(x).(*types.Var)
			defs := r.flow.Defs(v)
			if !ok || len(defs) != 1 {
				return nil
			}
			e = defs[0]
		default:
			return nil
		}
	}
	return nil
}

// funcParams returns the indices of fn's func-typed parameters.
func funcParams(fn *types.Func) []int {
	sig := fn.Type().(*types.Signature)
	var ops []int
	for i := range sig.Params().Len() {
		if _, ok := sig.Params().At(i).Type().Underlying().(*types.Signature); ok {
			ops = append(ops, i)
		}
	}
	return ops
}

func run(pass *analysis.Pass) (any, error) {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	r := &Result{
		pass:     pass,
		flow:     pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		retriers: map[*types.Func]*Retrier{},
		helpers:  map[*types.Func][]int{},
		cfg:      pass.ResultOf[config.Analyzer].(*config.Config),
		dirs:     pass.ResultOf[directives.Analyzer].(*directives.Result),

		layers: map[*ast.CallExpr]*Layer{},
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

	root := in.Root()
	for cur := range root.Preorder((*ast.CallExpr)(nil), (*ast.ForStmt)(nil), (*ast.RangeStmt)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			r.helperScopes(cur, n)
			r.registrationScopes(n)
		case *ast.ForStmt:
			r.loopScope(cur, n, n.Body)
		case *ast.RangeStmt:
			r.loopScope(cur, n, n.Body)
		}
	}
	r.activityScopes()
	slices.SortStableFunc(r.Scopes, func(a, b *Scope) int { return int(a.Start - b.Start) })
	r.Scopes = slices.CompactFunc(r.Scopes, func(a, b *Scope) bool { return a.Body == b.Body && a.Kind == b.Kind })

	r.computeRetriers(in)
	r.exportClients()
	return r, nil
}

// helperScopes records the scope of a retry helper call's operation.
func (r *Result) helperScopes(cur inspector.Cursor, call *ast.CallExpr) {
	ops, desc, ok := r.HelperOp(call)
	if !ok {
		return
	}
	for _, op := range ops {
		if op >= len(call.Args) {
			continue
		}
		s := &Scope{Kind: Helper, Start: call.Pos(), Desc: desc, Call: call, Attempts: r.helperAttempts(call, desc)}
		switch fn, hoist := r.operation(cur, call.Args[op]); fn := fn.(type) {
		case *ast.FuncLit:
			s.Func, s.Body, s.Hoist = fn, fn.Body, hoist
		case *ast.FuncDecl:
			if fn.Body == nil {
				continue
			}
			s.Func, s.Body = fn, fn.Body
		default:
			continue
		}
		s.Counters = r.helperCounters(s.Func)
		r.Scopes = append(r.Scopes, s)
	}
}

// operation resolves an operation argument to the function literal or
// declaration it runs, and the statement before which per-intent values can
// be hoisted.
func (r *Result) operation(cur inspector.Cursor, arg ast.Expr) (ast.Node, ast.Stmt) {
	info := r.pass.TypesInfo
	switch a := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		return a, analysisutil.EnclosingStmt(cur)
	case *ast.Ident, *ast.SelectorExpr:
		switch obj := analysisutil.ObjectOf(info, a).(type) {
		case *types.Func:
			if d := r.flow.Decl(obj.Origin()); d != nil {
				return d, nil
			}
		case *types.Var:
			defs := r.flow.Defs(obj)
			if len(defs) != 1 {
				return nil, nil
			}
			lit, ok := ast.Unparen(defs[0]).(*ast.FuncLit)
			if !ok {
				return nil, nil
			}
			if c, ok := cur.Inspector().Root().FindByPos(lit.Pos(), lit.End()); ok {
				return lit, analysisutil.EnclosingStmt(c)
			}
		}
	}
	return nil, nil
}

// helperCounters returns the variables that count the operation's attempts:
// those declared outside the operation and incremented inside it
// (attempt++). Counters the helper itself passes, such as failsafe's
// Execution.Attempts(), are found through catalog.AttemptCounters.
func (r *Result) helperCounters(fn ast.Node) []*types.Var {
	info := r.pass.TypesInfo
	var vars []*types.Var
	ast.Inspect(fn, func(n ast.Node) bool {
		var target ast.Expr
		switch n := n.(type) {
		case *ast.IncDecStmt:
			if n.Tok == token.INC {
				target = n.X
			}
		case *ast.AssignStmt:
			if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 {
				target = n.Lhs[0]
			}
		}
		if id, ok := ast.Unparen(target).(*ast.Ident); ok {
			if v, ok := info.ObjectOf(id).(*types.Var); ok && !analysisutil.Contains(fn, v.Pos()) {
				vars = append(vars, v)
			}
		}
		return true
	})
	return dedupVars(vars)
}

// helperAttempts evaluates the attempt bound of a helper call where the
// options make it plain.
func (r *Result) helperAttempts(call *ast.CallExpr, desc string) int {
	name := analysisutil.CalleeName(r.pass.TypesInfo, call)
	h := catalog.RetryHelpers[name]
	attempts := h.Attempts
	for _, arg := range call.Args {
		if c := r.traceCall(arg); c != nil {
			if n, ok := r.attemptOption(c); ok {
				attempts = n
			}
		}
	}
	return attempts
}

// attemptOption evaluates a retry option or back-off constructor that bounds
// attempts.
func (r *Result) attemptOption(c *ast.CallExpr) (int, bool) {
	name := analysisutil.CalleeName(r.pass.TypesInfo, c)
	opt, ok := catalog.AttemptOptions[name]
	if !ok || opt.Arg >= len(c.Args) {
		return 0, false
	}
	n, ok := r.intConst(c.Args[opt.Arg])
	if !ok {
		return 0, false
	}
	if n == 0 && opt.ZeroUnbounded {
		return catalog.Unbounded, true
	}
	return n + opt.Add, true
}

func (r *Result) intConst(e ast.Expr) (int, bool) {
	tv, ok := r.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	n, ok := constant.Int64Val(constant.ToInt(tv.Value))
	return int(n), ok
}

// registrationScopes records handlers registered in at-least-once contexts.
func (r *Result) registrationScopes(call *ast.CallExpr) {
	name := analysisutil.CalleeName(r.pass.TypesInfo, call)
	reg, ok := catalog.AtLeastOnceRegistrations[name]
	if !ok || len(call.Args) == 0 {
		return
	}
	idx := reg.Handler
	if idx < 0 || idx >= len(call.Args) {
		idx = len(call.Args) - 1
	}
	arg := ast.Unparen(call.Args[idx])
	// A pointer to a struct registers its exported methods.
	if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
		arg = u.X
	}
	if cl, ok := arg.(*ast.CompositeLit); ok {
		t := r.pass.TypesInfo.TypeOf(cl)
		mset := types.NewMethodSet(types.NewPointer(t))
		for i := range mset.Len() {
			if fn, ok := mset.At(i).Obj().(*types.Func); ok && fn.Exported() {
				if d := r.flow.Decl(fn); d != nil && d.Body != nil {
					r.addAtLeastOnce(d, d.Body, call, reg.Short)
				}
			}
		}
		return
	}
	switch a := arg.(type) {
	case *ast.FuncLit:
		r.addAtLeastOnce(a, a.Body, call, reg.Short)
	case *ast.Ident, *ast.SelectorExpr:
		if fn, ok := analysisutil.ObjectOf(r.pass.TypesInfo, a).(*types.Func); ok {
			if d := r.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
				r.addAtLeastOnce(d, d.Body, call, reg.Short)
			}
		}
	}
}

func (r *Result) addAtLeastOnce(fn ast.Node, body *ast.BlockStmt, call *ast.CallExpr, desc string) {
	r.Scopes = append(r.Scopes, &Scope{Kind: AtLeastOnce, Start: fn.Pos(), Desc: desc, Body: body, Func: fn, Call: call, Attempts: attemptsOf(desc)})
}

func attemptsOf(desc string) int {
	if desc == "Temporal activity" {
		return catalog.Unbounded
	}
	return 0
}

// activityScopes records functions that call the Temporal activity package:
// only an activity can.
func (r *Result) activityScopes() {
	if !analysisutil.Imports(r.pass.Pkg, catalog.TemporalActivityPackage) {
		return
	}
	for _, f := range r.pass.Files {
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil {
				continue
			}
			found := false
			ast.Inspect(d.Body, func(n ast.Node) bool {
				if found {
					return false
				}
				if call, ok := n.(*ast.CallExpr); ok {
					if fn := analysisutil.Callee(r.pass.TypesInfo, call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == catalog.TemporalActivityPackage {
						found = true
					}
				}
				return true
			})
			if found {
				r.addAtLeastOnce(d, d.Body, nil, "Temporal activity")
			}
		}
	}
}

// helperFact marks a function annotated //idemvet:retry: its func-typed
// parameters at Ops are operations it retries.
type helperFact struct{ Ops []int }

func (*helperFact) AFact()           {}
func (f *helperFact) String() string { return fmt.Sprintf("retry helper: ops %v", f.Ops) }
