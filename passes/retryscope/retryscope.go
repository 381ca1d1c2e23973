package retryscope

import (
	"fmt"
	"go/ast"
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
	"github.com/idemvet/idemvet/passes/callretries"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/directives"
	"github.com/idemvet/idemvet/passes/retrycontexts"
	"github.com/idemvet/idemvet/passes/retryhelpers"
	"github.com/idemvet/idemvet/passes/retryloops"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer finds retry scopes and exports which functions retry.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetretryscope",
	Doc:        "find retry scopes and the functions that retry (reports nothing)",
	Run:        analysisutil.Safe("idemvetretryscope", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, directives.Analyzer, valueflow.Analyzer, callretries.Analyzer, retryhelpers.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(retriesFact), new(ifaceRetryFact), new(ifaceRetriesFact), new(ifaceCallsFact), new(boundOptionFact), new(fieldCopyFact), new(transportFact)},
}

// Kind is the kind of a retry scope.
type Kind int

const (
	Helper      Kind = iota // the operation of a retry helper call
	Loop                    // a hand-written retry loop
	AtLeastOnce             // a function the surrounding system may run again
	// Implementation is the body of a method that implements an interface
	// method which a retry scope of another package calls (Iface says
	// which): every attempt of that scope runs it.
	Implementation
	Recursion // a function that calls itself again on failure (recursion.go)
)

// A Scope is code that may run again for the same intent.
type Scope struct {
	Kind  Kind
	Start token.Pos // where the scope starts: the helper call, the for keyword, the function
	Desc  string    // how messages name it: "backoff.Retry", "retry loop", "Temporal activity"
	// Context is the kind of at-least-once context (AtLeastOnce): rules
	// decide by it, never by Desc.
	Context catalog.ContextKind

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
	// Failover: the loop tries Retried at a different target on each round
	// (failover.go). It repeats the intent only where Retried can commit.
	Failover bool
	// Stream: the loop goes round when the stream this call reads ends
	// without a result, and Retried opens it again (a reconnect loop,
	// retryloops' reconnect.go); nil for other scopes.
	Stream *ast.CallExpr
	// Counters are variables that change on every attempt: loop variables
	// and attempt counters.
	Counters []*types.Var
	// Default says that Attempts (Loop, Recursion) was read from a
	// default that options may change, or is nil.
	Default *retryloops.Default
	// Attempts bounds the attempts: 0 unknown, catalog.Unbounded, or a count.
	// For an at-least-once context it is the retry policy's: Temporal's
	// MaximumAttempts where the workflow in this package sets it, else the
	// default (no limit); a model's reissue of a tool call (no limit).
	Attempts int
	// Bound names the code that bounds Attempts, for messages, when it is
	// read from a worker's requeue test: "NumRequeues < 5 at worker.go:30".
	Bound string

	// Options are the ActivityOptions literals of this package that the
	// executions of a Temporal activity here read Attempts from; nil when
	// one of them reads its options from elsewhere.
	Options []*ast.CompositeLit

	// Iface is the interface method and the retry scope that run the
	// method whose body this is (Implementation).
	Iface *IfaceRetry
}

// Where names the start of s for messages: "backoff.Retry at billing.go:12".
func (s *Scope) Where(fset *token.FileSet) string {
	return s.Desc + " at " + analysisutil.Where(fset, s.Start)
}

// Reruns says, for messages, how an at-least-once context runs again:
// "which runs again on retry", or with a bound read from the code, "which
// runs up to 6 times for one item (NumRequeues < 5 at worker.go:30)".
func (s *Scope) Reruns() string {
	if s.Bound != "" && s.Attempts > 1 {
		return fmt.Sprintf("which runs up to %d times for one item (%s)", s.Attempts, s.Bound)
	}
	return "which runs again on retry"
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
	// Fresh: a failure of the innermost layer leaves the function only as
	// an error of the function's own making, fresh (errors.New, fmt.Errorf
	// without %w), whose message begins with one of Prefixes.
	Fresh    bool
	Prefixes []string
	// Default: a function of one layer whose Attempts is the default of
	// the code it calls (defaults.go of retryloops), which options may
	// change; BoundField is the full name of the field that sets it,
	// "pkg/path.Type.Field", when one does, and a value v of that field
	// makes v+Offset attempts.
	Default    bool
	BoundField string
	Offset     int
	// OptionPkg and Option name the exported function whose option sets
	// BoundField for one call (boundoptions.go), or are "".
	OptionPkg, Option string
	// Context: the function is an at-least-once context of its own
	// package (an activity its own code shows), whose nestings that
	// package reports: a registration elsewhere adds none.
	Context bool

	pos token.Pos // the retry's position when it is in this package
}

// Result is the retry scopes of one package.
type Result struct {
	Scopes []*Scope // in source order of Start

	idxMu sync.Mutex  // guards idx
	idx   *scopeIndex // built by Enclosing's first call, again if Scopes changed

	mu sync.Mutex // guards retriers and layers, filled as they are queried
	// funcInfos are what the pass looked up about the functions it saw
	// called (funcinfo.go).
	funcInfos analysisutil.Memo[*types.Func, *funcInfo]
	pass      *analysis.Pass
	flow      *valueflow.Result
	retriers  map[*types.Func]*Retrier
	// helpers knows the retry helpers, executors and budgets.
	helpers *retryhelpers.Result
	cfg     *config.Config
	dirs    *directives.Result

	// contexts are the at-least-once contexts; contextOf the one each
	// AtLeastOnce scope was made from.
	contexts  *retrycontexts.Result
	contextOf map[*Scope]*retrycontexts.Context

	layers map[*ast.CallExpr]*Layer
	// ownOptions are the functions of this package whose option sets a
	// field that bounds retries, by the field (nil: more than one).
	ownOptions     map[string]*types.Func
	ownOptionField map[*types.Func]string // the field each of them sets
	// ownCopies are the fields of this package that an option's method
	// copies into another field (boundoptions.go).
	ownCopies map[*types.Var]string
	// calls classifies the calls that retry by themselves.
	calls *callretries.Result
	// sitesWithin returns the call sites and scopes within a node, while
	// computeRetriers runs.
	sitesWithin func(ast.Node) []site
}

// Enclosing returns the scopes whose body contains pos, innermost first.
func (r *Result) Enclosing(pos token.Pos) []*Scope {
	var out []*Scope
	for _, i := range r.containing(pos) {
		s := r.Scopes[i]
		// One function handed to two helper calls apart is retried by
		// each, not by one inside the other: one scope stands for both.
		if s.Contains(pos) && !slices.ContainsFunc(out, func(o *Scope) bool { return o.Body == s.Body && !composedPair(o, s) }) {
			out = append(out, s)
		}
	}
	// Innermost first; of scopes with one body (withRetry(withRetry2(f))),
	// the one whose call starts later is inside.
	slices.SortStableFunc(out, func(a, b *Scope) int {
		if a.Body.Pos() != b.Body.Pos() {
			return int(b.Body.Pos() - a.Body.Pos())
		}
		return int(b.Start - a.Start)
	})
	return out
}

// scopeIndex finds the scopes whose body contains a position without
// looking at every scope of the package: the scopes by the start of their
// body, with the furthest end of a body among each prefix.
type scopeIndex struct {
	scopes []*Scope    // the Scopes it was built for
	order  []int       // indices into scopes, by Body.Pos()
	maxEnd []token.Pos // maxEnd[k]: the largest Body.End() of order[:k+1]
}

// containing returns the indices into r.Scopes of the scopes whose body
// contains pos, in increasing order: those r.Scopes.Contains(pos) admits.
func (r *Result) containing(pos token.Pos) []int {
	r.idxMu.Lock()
	idx := r.idx
	if idx == nil || len(idx.scopes) != len(r.Scopes) || len(r.Scopes) > 0 && &idx.scopes[0] != &r.Scopes[0] {
		idx = &scopeIndex{scopes: r.Scopes}
		for i, s := range r.Scopes {
			if s.Body != nil {
				idx.order = append(idx.order, i)
			}
		}
		slices.SortStableFunc(idx.order, func(a, b int) int { return int(r.Scopes[a].Body.Pos() - r.Scopes[b].Body.Pos()) })
		idx.maxEnd = make([]token.Pos, len(idx.order))
		end := token.NoPos
		for k, i := range idx.order {
			end = max(end, r.Scopes[i].Body.End())
			idx.maxEnd[k] = end
		}
		r.idx = idx
	}
	r.idxMu.Unlock()
	// The last scope whose body starts at or before pos, then back while
	// some scope before may still reach pos.
	k, _ := slices.BinarySearchFunc(idx.order, pos+1, func(i int, p token.Pos) int { return int(idx.scopes[i].Body.Pos() - p) })
	var hits []int
	for k--; k >= 0 && idx.maxEnd[k] > pos; k-- {
		if i := idx.order[k]; idx.scopes[i].Contains(pos) {
			hits = append(hits, i)
		}
	}
	slices.Sort(hits)
	return hits
}

// Innermost returns the innermost scope containing pos, or nil.
func (r *Result) Innermost(pos token.Pos) *Scope {
	if s := r.Enclosing(pos); len(s) > 0 {
		return s[0]
	}
	return nil
}

// Exposed returns the scopes whose body contains pos and that count under
// the configured exposure, innermost first: with exposure "retry",
// at-least-once contexts do not count.
func (r *Result) Exposed(pos token.Pos) []*Scope {
	var out []*Scope
	for _, s := range r.Enclosing(pos) {
		if (s.Kind == AtLeastOnce || s.Kind == Implementation && s.Iface.Site.Kind == AtLeastOnce) && r.cfg.Exposure == config.ExposeRetry {
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

// recordsDecide: the functions of a client library that the catalog
// describes do not retry by their code, but by their record. The test that
// compares what the code shows with the records turns it off.
var recordsDecide = true

func (r *Result) retries(fn *types.Func) *Retrier {
	if fn == nil || recordsDecide && r.calls.InClient(fn) {
		return nil
	}
	fn = fn.Origin()
	if rt, ok := r.retriers[fn]; ok {
		return rt
	}
	if fn.Pkg() != r.pass.Pkg {
		// The facts of other packages are complete: remember that fn has
		// none too, as nil.
		var f retriesFact
		var rt *Retrier
		if r.pass.ImportObjectFact(fn, &f) {
			rt = &Retrier{Desc: f.Desc, Where: f.Where, Attempts: f.Attempts, Chain: f.Chain, Factors: f.Factors, Fresh: f.Fresh, Prefixes: f.Prefixes,
				Default: f.Default, BoundField: f.BoundField, Offset: f.Offset, OptionPkg: f.OptionPkg, Option: f.Option, Context: f.Context}
		}
		r.retriers[fn] = rt
		return rt
	}
	return nil
}

func run(pass *analysis.Pass) (any, error) {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	r := &Result{
		pass:     pass,
		flow:     pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		calls:    pass.ResultOf[callretries.Analyzer].(*callretries.Result),
		retriers: map[*types.Func]*Retrier{},

		helpers: pass.ResultOf[retryhelpers.Analyzer].(*retryhelpers.Result),
		cfg:     pass.ResultOf[config.Analyzer].(*config.Config),
		dirs:    pass.ResultOf[directives.Analyzer].(*directives.Result),

		layers:    map[*ast.CallExpr]*Layer{},
		contextOf: map[*Scope]*retrycontexts.Context{},
	}
	// The cycle between the two: a function literal given to a retry
	// helper is the helper's, not an operation of a loop around it.
	loops := retryloops.New(pass, r.flow, func(call *ast.CallExpr) bool {
		_, _, ok := r.HelperOp(call)
		return ok
	})
	root := in.Root()
	for cur := range root.Preorder((*ast.CallExpr)(nil), (*ast.ForStmt)(nil), (*ast.RangeStmt)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			r.helperScopes(cur, n)
		case *ast.ForStmt:
			r.addFound(loops.Loop(cur, n, n.Body))
		case *ast.RangeStmt:
			r.addFound(loops.Loop(cur, n, n.Body))
		}
	}
	for _, f := range loops.Recursions() {
		r.addFound(f)
	}
	r.contexts = retrycontexts.Find(pass, r.flow, r.cfg, in)
	for _, c := range r.contexts.Found {
		s := &Scope{Kind: AtLeastOnce, Start: c.Start, Desc: c.Desc, Context: c.Context, Body: c.Body, Func: c.Func, Call: c.Call,
			Attempts: c.Attempts, Bound: c.Bound, Options: c.Options}
		r.contextOf[s] = c
		r.Scopes = append(r.Scopes, s)
	}
	slices.SortStableFunc(r.Scopes, func(a, b *Scope) int { return int(a.Start - b.Start) })
	// One scope per body and kind, but for the calls of two helpers that
	// retry one operation (withRetry(withRetry2(f))): two layers.
	r.Scopes = slices.CompactFunc(r.Scopes, func(a, b *Scope) bool {
		return a.Body == b.Body && a.Kind == b.Kind && !composedPair(a, b)
	})
	r.exportIfaceCalls()
	r.exportIfaceRetries()
	impls := r.implementationScopes()
	if wrapped := r.configWrapperScopes(in); impls || wrapped {
		slices.SortStableFunc(r.Scopes, func(a, b *Scope) int { return int(a.Start - b.Start) })
	}

	r.exportFieldCopies()
	r.exportBoundOptions()
	r.computeRetriers(in)
	r.exportTransports()
	return r, nil
}

// composedPair reports whether a and b are helper calls one of which is
// inside the other's arguments, withRetry(withRetry2(f)): two layers around
// one operation.
func composedPair(a, b *Scope) bool {
	if a.Kind != Helper || b.Kind != Helper || a.Call == nil || b.Call == nil || a.Call == b.Call {
		return false
	}
	return analysisutil.Contains(a.Call, b.Call.Pos()) || analysisutil.Contains(b.Call, a.Call.Pos())
}

// addFound adds a retry loop or recursive retry that retryloops found, if
// any, as a scope.
func (r *Result) addFound(f *retryloops.Found) {
	if f == nil {
		return
	}
	s := &Scope{Kind: Loop, Start: f.Start, Desc: f.Desc, Body: f.Body, Func: f.Func, Hoist: f.Hoist, Stmt: f.Stmt,
		Retried: f.Retried, Failover: f.Failover, Stream: f.Stream, Counters: f.Counters, Attempts: f.Attempts, Default: f.Default}
	if f.Recursion {
		s.Kind = Recursion
	}
	r.Scopes = append(r.Scopes, s)
}

// ContextKey returns an expression, valid at the start of s's body, that
// is the same on every run of the at-least-once context s for one intent
// and from which an idempotency key can be made (a Reconcile's
// req.NamespacedName.String(), a workqueue handler's key parameter), or
// "".
func (r *Result) ContextKey(s *Scope) string {
	if c := r.contextOf[s]; c != nil {
		return r.contexts.ContextKey(c)
	}
	return ""
}

// ContextKeyAt returns the key ContextKey returns for s, for use at pos
// in file, with the edits that import the package it calls (fmt.Sprintf
// for a Kafka message's topic, partition and offset); false when the
// package cannot be named there.
func (r *Result) ContextKeyAt(s *Scope, file *ast.File, pos token.Pos) (string, []analysis.TextEdit, bool) {
	c := r.contextOf[s]
	if c == nil {
		return "", nil, false
	}
	key := r.contexts.ContextKey(c)
	path, def := r.contexts.ContextKeyImport(c)
	if key == "" || path == "" {
		return key, nil, key != ""
	}
	name, edits, ok := analysisutil.ImportAt(r.pass.Pkg, r.pass.TypesInfo, file, pos, path)
	if !ok || !strings.HasPrefix(key, def+".") {
		return "", nil, false
	}
	return name + strings.TrimPrefix(key, def), edits, true
}

// ContextName returns an expression, valid where its variable v is in
// scope, that is the name of the object the at-least-once context s runs
// for (a Reconcile's req.Name, a workqueue handler's objectRef.Name), from
// which a fix names an object the run creates; "" when there is none.
func (r *Result) ContextName(s *Scope) (string, *types.Var) {
	if c := r.contextOf[s]; c != nil {
		return r.contexts.ContextName(c)
	}
	return "", nil
}

// OwnOptions returns the ActivityOptions literals of this package that
// every execution of the activity s in this package reads its retry
// policy from, when none of them is also used to execute another
// activity; nil if there are none or one is shared.
func (r *Result) OwnOptions(s *Scope) []*ast.CompositeLit {
	if c := r.contextOf[s]; c != nil {
		return r.contexts.OwnOptions(c)
	}
	return nil
}
