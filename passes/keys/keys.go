// Package keys is a helper pass that finds where idempotency keys go and
// whether they are fresh per attempt. It reports nothing.
//
// A key sink is a place where a value becomes a request's idempotency key:
// a struct field named as a key (stripe-go Params.IdempotencyKey,
// aws-sdk-go-v2 ClientToken, SQS MessageDeduplicationId, user fields), a key
// setter (stripe-go SetIdempotencyKey), an Idempotency-Key or
// X-Idempotency-Key header, a parameter named as a key, or a parameter that a
// function passes on to a key sink (a fact, so it crosses packages).
//
// A key is fresh per attempt of a retry scope when it is produced inside the
// scope by a source of new values (catalog.Fresh, or a function whose
// fact says it returns fresh values) or from an attempt counter; it is stable
// when it is computed before the scope or only from values that do not change
// between attempts.
package keys

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer finds key sinks and evaluates key freshness.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetkeys",
	Doc:        "find idempotency key sinks and fresh value sources (reports nothing)",
	Run:        analysisutil.Safe("idemvetkeys", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(freshFact), new(keyParamFact), new(passthroughFact), new(docKeysFact)},
}

// SlotKind says what kind of key slot a sink is.
type SlotKind int

const (
	Field  SlotKind = iota // a struct field: IdempotencyKey: v, x.ClientToken = v
	Setter                 // a setter method: p.SetIdempotencyKey(v)
	Header                 // an HTTP header: h.Set("Idempotency-Key", v)
	Param                  // a parameter of a function that carries it to a key slot
	MapKey                 // a request body built as a map: request["ClientToken"] = v
	// Offset: the offset an append names (managedwriter.WithOffset(v)), the
	// key of a stream append; not carried on as a key parameter.
	Offset
)

// A Sink is a place where a value becomes an idempotency key.
type Sink struct {
	Kind  SlotKind
	Value ast.Expr // the value as written: stripe.String(key)
	Slot  string   // how messages name the slot: "IdempotencyKey field"
	Base  string   // the slot at the end of any chain of wrappers: "Idempotency-Key header"
	Node  ast.Node // the field, assignment or call that sets it
}

// Fresh explains why a key is fresh per attempt.
type Fresh struct {
	Source  ast.Expr // the expression that makes it fresh: uuid.NewString(), attempt
	Desc    string   // how messages name it: "uuid.NewString", "the attempt counter attempt"
	Counter bool     // built from an attempt counter rather than a generator
	// Root is the source of new values at the bottom of any chain of
	// functions: "uuid.NewString" for a key minted by a helper that calls it.
	Root string
}

// Result is the key sinks of one package and the freshness oracle.
type Result struct {
	Sinks []*Sink // in source order

	mu     sync.Mutex // guards fresh and params, filled as they are queried
	pass   *analysis.Pass
	flow   *valueflow.Result
	fresh  map[*types.Func]string
	params map[*types.Func]map[int]string
	fills  map[*types.Var][]fill
	pass1  map[*types.Func]int // parameter returned unchanged, or -1
	// setters are the key setters' key arguments, -1 for other functions
	// (sinks.go).
	setters map[*types.Func]int

	docMu   sync.Mutex // guards docKeys, filled as it is queried
	docKeys map[*types.Package]map[string]bool
}

// A fill is a call that writes into a buffer variable: a generator that
// fills it with new values (crypto/rand.Read(buf)) or a copier that encodes
// another buffer into it (hex.Encode(dst, buf)).
type fill struct {
	call *ast.CallExpr
	desc string   // the generator, or "" for a copier
	src  ast.Expr // the copier's source buffer
}

// SinkAt returns the sink whose value is e, or nil.
func (r *Result) SinkAt(e ast.Expr) *Sink {
	for _, s := range r.Sinks {
		if s.Value == e {
			return s
		}
	}
	return nil
}

// KeyParams returns the parameters of fn that carry a key to a key slot,
// by index, with how messages name each slot.
func (r *Result) KeyParams(fn *types.Func) map[int]string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.keyParams(fn)
}

func (r *Result) keyParams(fn *types.Func) map[int]string {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if m, ok := r.params[fn]; ok {
		return m
	}
	var f keyParamFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		m := map[int]string{}
		for i, idx := range f.Params {
			m[idx] = f.Slots[i]
		}
		r.params[fn] = m
		return m
	}
	// A parameter whose name says it is a key.
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return nil
	}
	var m map[int]string
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		if lexicon.IsKeyParamName(p.Name()) && isKeyType(p.Type()) {
			if m == nil {
				m = map[int]string{}
			}
			m[i] = p.Name() + " parameter of " + fn.Name()
		}
	}
	r.params[fn] = m
	return m
}

func isKeyType(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Array, *types.Slice:
		return true // []byte, uuid.UUID
	}
	return false
}

// ReturnsFresh returns the source of the new value fn returns on each call
// ("uuid.NewString"), or "".
func (r *Result) ReturnsFresh(fn *types.Func) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.returnsFresh(fn)
}

func (r *Result) returnsFresh(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	fn = fn.Origin()
	if d, ok := r.fresh[fn]; ok {
		return d
	}
	var f freshFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		r.fresh[fn] = f.Source
		return f.Source
	}
	return ""
}

// FreshIn reports whether e takes a new value on each attempt of scope s,
// and why; nil means stable.
func (r *Result) FreshIn(e ast.Expr, s *retryscope.Scope) *Fresh {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.freshIn(e, s)
}

func (r *Result) freshIn(e ast.Expr, s *retryscope.Scope) *Fresh {
	ev := &evaluator{r: r, scope: s, seen: map[*types.Var]bool{}}
	return ev.eval(e, 0)
}

func run(pass *analysis.Pass) (any, error) {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	r := &Result{
		pass:   pass,
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		fresh:  map[*types.Func]string{},
		params: map[*types.Func]map[int]string{},
		fills:  map[*types.Var][]fill{},
		pass1:  map[*types.Func]int{},
	}
	r.computeDocKeys(pass.Files)
	r.collectFills(in)
	r.computePassthrough(in)
	r.computeFresh(in)
	sites := r.collectSinkSites(in.Root())
	r.computeKeyParams(in, sites)
	r.Sinks = r.findSinks(sites)
	return r, nil
}

// freshFact marks a function that returns a new value on each call; Source
// is the source of new values it draws on ("uuid.NewString"), however many
// functions away.
type freshFact struct{ Source string }

func (*freshFact) AFact() {}
func (f *freshFact) String() string {
	return "fresh: returns a new value from " + f.Source + " on each call"
}

// passthroughFact marks a function that returns its parameter Param
// unchanged: a fresh argument makes a fresh result.
type passthroughFact struct{ Param int }

func (*passthroughFact) AFact()           {}
func (f *passthroughFact) String() string { return fmt.Sprintf("passthrough: %d", f.Param) }

// keyParamFact marks a function whose parameters carry a key to a key slot.
type keyParamFact struct {
	Params []int
	Slots  []string
}

func (*keyParamFact) AFact() {}
func (f *keyParamFact) String() string {
	parts := make([]string, len(f.Params))
	for i := range f.Params {
		parts[i] = fmt.Sprintf("%d: %s", f.Params[i], f.Slots[i])
	}
	return "key params: " + strings.Join(parts, "; ")
}
