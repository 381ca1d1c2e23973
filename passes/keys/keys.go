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
// scope by a source of new values (catalog.FreshSources, or a function whose
// fact says it returns fresh values) or from an attempt counter; it is stable
// when it is computed before the scope or only from values that do not change
// between attempts.
package keys

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/textproto"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer finds key sinks and evaluates key freshness.
var Analyzer = &analysis.Analyzer{
	Name:       "idemkeys",
	Doc:        "find idempotency key sinks and fresh value sources (reports nothing)",
	Run:        analysisutil.Safe("idemkeys", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(freshFact), new(keyParamFact), new(passthroughFact)},
}

// SlotKind says what kind of key slot a sink is.
type SlotKind int

const (
	Field  SlotKind = iota // a struct field: IdempotencyKey: v, x.ClientToken = v
	Setter                 // a setter method: p.SetIdempotencyKey(v)
	Header                 // an HTTP header: h.Set("Idempotency-Key", v)
	Param                  // a parameter of a function that carries it to a key slot
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
		if catalog.IsKeyParamName(p.Name()) && isKeyType(p.Type()) {
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

type evaluator struct {
	r     *Result
	scope *retryscope.Scope
	seen  map[*types.Var]bool
}

func (ev *evaluator) eval(e ast.Expr, depth int) *Fresh {
	if e == nil || depth > 12 {
		return nil
	}
	info := ev.r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() { // conversion
			if len(x.Args) == 1 {
				return ev.eval(x.Args[0], depth+1)
			}
			return nil
		}
		fn := analysisutil.Callee(info, x)
		name := analysisutil.FuncName(fn)
		if d := catalog.Fresh(name); d != "" {
			return &Fresh{Source: x, Desc: d, Root: d}
		}
		if d, ok := catalog.AttemptCounters[name]; ok {
			return &Fresh{Source: x, Desc: d, Counter: true}
		}
		if d := ev.r.returnsFresh(fn); d != "" {
			return &Fresh{Source: x, Desc: fn.Name() + " (returns a new value from " + d + " on each call)", Root: d}
		}
		if i := ev.r.passthrough(fn); i >= 0 && i < len(x.Args) {
			return ev.eval(x.Args[i], depth+1)
		}
		if catalog.Passthrough[name] || isStringMethod(fn) {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && isMethod(fn) {
				if f := ev.eval(sel.X, depth+1); f != nil {
					return f
				}
			}
			for _, a := range x.Args {
				if f := ev.eval(a, depth+1); f != nil {
					return f
				}
			}
		}
		return nil
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok && sel.Kind() == types.FieldVal {
			key := analysisutil.TypeName(sel.Recv()) + "." + x.Sel.Name
			if d, ok := catalog.AttemptCounters[key]; ok {
				return &Fresh{Source: x, Desc: d, Counter: true}
			}
			return ev.evalField(x.X, x.Sel.Name, depth+1)
		}
		return nil
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() {
			return nil
		}
		if ev.scope.IsCounter(v) {
			return &Fresh{Source: x, Desc: "the attempt counter " + x.Name, Counter: true}
		}
		if ev.seen[v] {
			return nil
		}
		ev.seen[v] = true
		defer delete(ev.seen, v)
		for _, def := range ev.r.flow.Defs(v) {
			if !ev.scope.Contains(def.Pos()) {
				continue // assigned before the scope: the same on every attempt
			}
			if f := ev.eval(def, depth+1); f != nil {
				return f
			}
		}
		// A buffer written in place: rand.Read(buf[:]), hex.Encode(dst, buf).
		for _, fl := range ev.r.fills[v] {
			if !ev.scope.Contains(fl.call.Pos()) {
				continue
			}
			if fl.desc != "" {
				return &Fresh{Source: fl.call, Desc: fl.desc, Root: fl.desc}
			}
			if f := ev.eval(fl.src, depth+1); f != nil {
				return f
			}
		}
		return nil
	case *ast.BinaryExpr:
		if f := ev.eval(x.X, depth+1); f != nil {
			return f
		}
		return ev.eval(x.Y, depth+1)
	case *ast.UnaryExpr:
		return ev.eval(x.X, depth+1)
	case *ast.StarExpr:
		return ev.eval(x.X, depth+1)
	case *ast.IndexExpr:
		if f := ev.eval(x.X, depth+1); f != nil {
			return f
		}
		return ev.eval(x.Index, depth+1)
	case *ast.SliceExpr:
		return ev.eval(x.X, depth+1)
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if f := ev.eval(elt, depth+1); f != nil {
				return f
			}
		}
	}
	return nil
}

// evalField evaluates field name of the struct value e, following variables
// to the composite literals that built them. Fields of values returned by
// calls are not tracked: a struct that carries a timestamp does not make its
// other fields fresh.
func (ev *evaluator) evalField(e ast.Expr, name string, depth int) *Fresh {
	if depth > 12 {
		return nil
	}
	info := ev.r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || ev.seen[v] {
			return nil
		}
		ev.seen[v] = true
		defer delete(ev.seen, v)
		for _, def := range ev.r.flow.Defs(v) {
			if ev.scope.Contains(def.Pos()) {
				if f := ev.evalField(def, name, depth+1); f != nil {
					return f
				}
			}
		}
	case *ast.UnaryExpr:
		return ev.evalField(x.X, name, depth+1)
	case *ast.CompositeLit:
		if v, ok := valueflow.Field(x, name); ok {
			return ev.eval(v, depth+1)
		}
	}
	return nil
}

func isMethod(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}

// isStringMethod reports whether fn is a String() string method: its result
// is made from its receiver.
func isStringMethod(fn *types.Func) bool {
	if !isMethod(fn) || fn.Name() != "String" {
		return false
	}
	sig := fn.Type().(*types.Signature)
	return sig.Params().Len() == 0 && sig.Results().Len() == 1
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
	r.collectFills(in)
	r.computePassthrough(in)
	r.computeFresh(in)
	r.computeKeyParams(in)
	r.Sinks = r.findSinks(in.Root())
	return r, nil
}

// passthrough returns the index of the parameter that fn returns
// unchanged (through & and conversions: a provider's
// func String(s string) *string { return &s }), or -1.
func (r *Result) passthrough(fn *types.Func) int {
	if fn == nil {
		return -1
	}
	fn = fn.Origin()
	if i, ok := r.pass1[fn]; ok {
		return i
	}
	var f passthroughFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		r.pass1[fn] = f.Param
		return f.Param
	}
	if fn.Pkg() != r.pass.Pkg {
		r.pass1[fn] = -1
	}
	return -1 // this package's are all in pass1 once computePassthrough has run
}

// computePassthrough finds the functions of this package that return one
// of their parameters unchanged, and exports the fact.
func (r *Result) computePassthrough(in *inspector.Inspector) {
	info := r.pass.TypesInfo
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := info.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() != 1 || !isKeyType(sig.Results().At(0).Type()) {
			continue
		}
		params := map[*types.Var]int{}
		for i := range sig.Params().Len() {
			params[sig.Params().At(i)] = i
		}
		param, returns := -1, 0
		ast.Inspect(d.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				returns++
				i := -2
				if len(n.Results) == 1 {
					i = r.paramOf(info, n.Results[0], params)
				}
				if returns == 1 {
					param = i
				} else if i != param {
					param = -2
				}
			}
			return true
		})
		if returns == 0 || param < 0 {
			continue
		}
		r.pass1[fn] = param
		r.pass.ExportObjectFact(fn, &passthroughFact{Param: param})
	}
}

// collectFills records the calls that write into buffer variables: the
// generators of catalog.FreshFillers and the copiers of
// catalog.BufferCopiers.
func (r *Result) collectFills(in *inspector.Inspector) {
	info := r.pass.TypesInfo
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		name := analysisutil.CalleeName(info, call)
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if _, builtin := info.Uses[id].(*types.Builtin); builtin {
				name = id.Name
			}
		}
		if f, ok := catalog.FreshFillers[name]; ok && f.Dst < len(call.Args) {
			if f.Reader != "" && !r.isVar(readerOf(call, f), f.Reader) {
				continue
			}
			if v := bufferVar(info, call.Args[f.Dst]); v != nil {
				r.fills[v] = append(r.fills[v], fill{call: call, desc: f.Desc})
			}
			continue
		}
		if c, ok := catalog.BufferCopiers[name]; ok && c.Dst < len(call.Args) && c.Src < len(call.Args) {
			if v := bufferVar(info, call.Args[c.Dst]); v != nil {
				r.fills[v] = append(r.fills[v], fill{call: call, src: call.Args[c.Src]})
			}
		}
	}
}

// readerOf returns the reader a filler reads from: io.ReadFull's first
// argument, or the receiver of a Read method.
func readerOf(call *ast.CallExpr, f catalog.Filler) ast.Expr {
	if f.Dst > 0 {
		return call.Args[0]
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		return sel.X
	}
	return nil
}

// isVar reports whether e refers to the package-level variable named full
// ("crypto/rand.Reader").
func (r *Result) isVar(e ast.Expr, full string) bool {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return false
	}
	v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	return ok && v.Pkg() != nil && v.Pkg().Path()+"."+v.Name() == full
}

// bufferVar returns the local variable whose storage e writes into: buf,
// buf[:], buf[0:8], &buf.
func bufferVar(info *types.Info, e ast.Expr) *types.Var {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
				return nil // fields and package variables are not tracked
			}
			return v
		case *ast.SliceExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
	return nil
}

// findSinks returns the key sinks under root.
func (r *Result) findSinks(root inspector.Cursor) []*Sink {
	info := r.pass.TypesInfo
	var sinks []*Sink
	for cur := range root.Preorder((*ast.KeyValueExpr)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.KeyValueExpr:
			id, ok := n.Key.(*ast.Ident)
			if !ok || !catalog.KeyFieldNames[id.Name] {
				continue
			}
			if v, ok := info.ObjectOf(id).(*types.Var); ok && v.IsField() {
				sinks = append(sinks, &Sink{Kind: Field, Value: n.Value, Slot: id.Name + " field", Base: id.Name + " field", Node: n})
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				continue
			}
			for i, lhs := range n.Lhs {
				switch l := ast.Unparen(lhs).(type) {
				case *ast.SelectorExpr:
					if catalog.KeyFieldNames[l.Sel.Name] {
						if v, ok := info.ObjectOf(l.Sel).(*types.Var); ok && v.IsField() {
							sinks = append(sinks, &Sink{Kind: Field, Value: n.Rhs[i], Slot: l.Sel.Name + " field", Base: l.Sel.Name + " field", Node: n})
						}
					}
				case *ast.IndexExpr: // req.Header["Idempotency-Key"] = []string{v}
					if h := headerName(info, l.Index); h != "" && analysisutil.TypeName(info.TypeOf(l.X)) == "net/http.Header" {
						sinks = append(sinks, &Sink{Kind: Header, Value: n.Rhs[i], Slot: h + " header", Base: h + " header", Node: n})
					}
				}
			}
		case *ast.CallExpr:
			fn := analysisutil.Callee(info, n)
			if fn == nil {
				continue
			}
			name := analysisutil.FuncName(fn)
			if i, ok := catalog.KeySetters[name]; ok && i < len(n.Args) {
				sinks = append(sinks, &Sink{Kind: Setter, Value: n.Args[i], Slot: fn.Name() + " call", Base: fn.Name() + " call", Node: n})
				continue
			}
			// A header name followed by its value: Header.Set, WithHeader...
			found := false
			for i := 0; i+1 < len(n.Args); i++ {
				if h := headerName(info, n.Args[i]); h != "" {
					sinks = append(sinks, &Sink{Kind: Header, Value: n.Args[i+1], Slot: h + " header", Base: h + " header", Node: n})
					found = true
					break
				}
			}
			if found {
				continue
			}
			sig, _ := fn.Type().(*types.Signature)
			for _, i := range sortedKeys(r.keyParams(fn)) {
				base := r.keyParams(fn)[i]
				if i < len(n.Args) && (sig == nil || !sig.Variadic() || i < sig.Params().Len()-1) {
					slot := base
					if p := sig.Params().At(i); !catalog.IsKeyParamName(p.Name()) || base != p.Name()+" parameter of "+fn.Name() {
						slot = base + " (through " + p.Name() + " of " + fn.Name() + ")"
					}
					sinks = append(sinks, &Sink{Kind: Param, Value: n.Args[i], Slot: slot, Base: base, Node: n})
				}
			}
		}
	}
	sortSinks(sinks)
	return sinks
}

func sortedKeys(m map[int]string) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func sortSinks(s []*Sink) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].Value.Pos() < s[j-1].Value.Pos(); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// headerName returns the canonical name of a constant key header, or "".
func headerName(info *types.Info, e ast.Expr) string {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	h := textproto.CanonicalMIMEHeaderKey(constant.StringVal(tv.Value))
	if catalog.KeyHeaders[h] {
		return h
	}
	return ""
}

// computeFresh decides which functions of this package return a new value
// on each call, to a fixed point, and exports the fact.
func (r *Result) computeFresh(in *inspector.Inspector) {
	type fnDecl struct {
		fn *types.Func
		d  *ast.FuncDecl
	}
	var decls []fnDecl
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
		if ok && d.Body != nil && fn.Type().(*types.Signature).Results().Len() > 0 &&
			isKeyType(fn.Type().(*types.Signature).Results().At(0).Type()) {
			decls = append(decls, fnDecl{fn, d})
		}
	}
	for changed := true; changed; {
		changed = false
		for _, fd := range decls {
			if _, done := r.fresh[fd.fn]; done {
				continue
			}
			// Evaluate the results as if the whole body were a scope: values
			// made in the body are new on each call.
			s := &retryscope.Scope{Body: fd.d.Body}
			ast.Inspect(fd.d.Body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false
				}
				ret, ok := n.(*ast.ReturnStmt)
				if !ok || len(ret.Results) == 0 {
					return true
				}
				// Only the first result: the value; the rest is an error.
				if f := r.freshIn(ret.Results[0], s); f != nil && !f.Counter {
					r.fresh[fd.fn] = f.Root
					changed = true
					return false
				}
				return true
			})
		}
	}
	for _, fd := range decls {
		if d, ok := r.fresh[fd.fn]; ok {
			r.pass.ExportObjectFact(fd.fn, &freshFact{Source: d})
		}
	}
}

// computeKeyParams finds the functions of this package that pass one of
// their parameters on to a key sink, and exports the fact.
func (r *Result) computeKeyParams(in *inspector.Inspector) {
	info := r.pass.TypesInfo
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := info.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil {
			continue
		}
		sig := fn.Type().(*types.Signature)
		params := map[*types.Var]int{}
		for i := range sig.Params().Len() {
			params[sig.Params().At(i)] = i
		}
		var m map[int]string
		for _, s := range r.findSinks(cur) {
			if v := r.paramOf(info, s.Value, params); v >= 0 {
				if m == nil {
					m = map[int]string{}
				}
				if _, dup := m[v]; !dup {
					m[v] = s.Base
				}
			}
		}
		if m == nil {
			continue
		}
		// Merge with what the parameter's name already says.
		r.params[fn] = m
		f := &keyParamFact{}
		for i := range sig.Params().Len() {
			if slot, ok := m[i]; ok {
				f.Params = append(f.Params, i)
				f.Slots = append(f.Slots, slot)
			}
		}
		r.pass.ExportObjectFact(fn, f)
	}
}

// paramOf returns the index of the parameter that e passes through
// unchanged (through pointer helpers and conversions), or -1.
func (r *Result) paramOf(info *types.Info, e ast.Expr, params map[*types.Var]int) int {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := info.ObjectOf(x).(*types.Var); ok {
				if i, ok := params[v]; ok {
					return i
				}
			}
			return -1
		case *ast.CallExpr:
			if len(x.Args) != 1 {
				return -1
			}
			if tv, ok := info.Types[x.Fun]; !(ok && tv.IsType()) && !catalog.Passthrough[analysisutil.CalleeName(info, x)] &&
				(r == nil || r.passthrough(analysisutil.Callee(info, x)) != 0) {
				return -1
			}
			e = x.Args[0]
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return -1
			}
			e = x.X
		case *ast.CompositeLit: // []string{key}
			if len(x.Elts) != 1 {
				return -1
			}
			e = x.Elts[0]
		default:
			return -1
		}
	}
	return -1
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
