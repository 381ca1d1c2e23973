// Package collect gathers the rows of idemvet audit in one package: an
// analyzer, run with the suite, whose result is the package's entry points
// with the writes each reaches and the package's own write calls. It
// reports nothing and decides nothing of its own: the classes are package
// writes', the keys' freshness package keys', the retry layers package
// retryscope's, the unknown-outcome handling analyzer unknownoutcome's and
// the hints analyzer toolhint's. A fact on each function that reaches
// writes carries them to the packages that call it.
package collect

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/audit"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/ambiguity"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

// Analyzer gathers a package's rows of the audit.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetaudit",
	Doc:        "gather the entry points and the writes they reach, for idemvet audit (reports nothing)",
	Run:        analysisutil.Safe("idemvetaudit", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, retryscope.Analyzer, writes.Analyzer, keys.Analyzer, valueflow.Analyzer, ambiguity.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(reachFact)},
}

// Result is a package's rows. Positions are "file:line:col" with the
// file's absolute path; audit.Merge makes them relative.
type Result struct {
	Entries []*audit.Entry
	// Writes are the package's own write calls, each with the retry
	// layers of the package around it, for the writes no entry reaches.
	Writes []*audit.Write
}

// reachFact lists the writes a function reaches, directly or through
// calls, with the layers inside the function around each.
type reachFact struct{ Writes []audit.Write }

func (*reachFact) AFact() {}

func (f *reachFact) String() string { return "reaches " + strconv.Itoa(len(f.Writes)) + " writes" }

// Bounds on what a function's summary holds.
const (
	maxRows  = 48 // writes per function
	maxDepth = 6  // calls between an entry point and a write
	rounds   = 4  // rounds of the package's summaries to a fixed point
)

// collector holds what run reads.
type collector struct {
	pass     *analysis.Pass
	info     *types.Info
	in       *inspector.Inspector
	scopes   *retryscope.Result
	writes   *writes.Result
	keys     *keys.Result
	flow     *valueflow.Result
	outcomes *unknownoutcome.Outcomes
	sums     map[*types.Func][]audit.Write // this package's functions
}

func run(pass *analysis.Pass) (any, error) {
	c := &collector{
		pass:     pass,
		info:     pass.TypesInfo,
		in:       pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		scopes:   pass.ResultOf[retryscope.Analyzer].(*retryscope.Result),
		writes:   pass.ResultOf[writes.Analyzer].(*writes.Result),
		keys:     pass.ResultOf[keys.Analyzer].(*keys.Result),
		flow:     pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		outcomes: unknownoutcome.NewOutcomes(pass),
		sums:     map[*types.Func][]audit.Write{},
	}
	res := &Result{Writes: c.summarize()}
	res.Entries = c.entries()
	return res, nil
}

// summarize computes the writes each function of the package reaches, to
// a fixed point over the package's calls, exports them as facts, and
// returns the package's own write calls.
func (c *collector) summarize() []*audit.Write {
	type decl struct {
		fn  *types.Func
		cur inspector.Cursor
		d   *ast.FuncDecl
	}
	var decls []decl
	for cur := range c.in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		if fn, ok := c.info.Defs[d.Name].(*types.Func); ok && d.Body != nil {
			decls = append(decls, decl{fn, cur, d})
		}
	}
	for range rounds {
		changed := false
		for _, d := range decls {
			rows := c.walk(d.cur, d.d, &retryscope.Scope{Body: d.d.Body}, nil, d.fn)
			if !sameRows(rows, c.sums[d.fn]) {
				c.sums[d.fn] = rows
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	var own []*audit.Write
	for _, d := range decls {
		rows := c.sums[d.fn]
		if len(rows) > 0 {
			c.pass.ExportObjectFact(d.fn, &reachFact{Writes: rows})
		}
		for i := range rows {
			w := rows[i]
			if len(w.Via) > 0 && w.Site == "" {
				continue
			}
			w.Product = layersProduct(w.Layers)
			own = append(own, &w)
		}
	}
	return own
}

// walk returns the writes that the code at cur reaches: its write calls
// and those of the functions it calls, with the retry layers around each
// inside within (but skip, the entry point's own scope, which its caller
// adds). Keys are fresh or stable with respect to keyScope; self is the
// function walked, whose recursive calls add nothing.
func (c *collector) walk(cur inspector.Cursor, within ast.Node, keyScope, skip *retryscope.Scope, self *types.Func) []audit.Write {
	var rows []audit.Write
	seen := map[string]bool{}
	add := func(w audit.Write) {
		k := rowKey(w)
		if !seen[k] && len(rows) < maxRows && len(w.Via) <= maxDepth {
			seen[k] = true
			rows = append(rows, w)
		}
	}
	for cc := range cur.Preorder((*ast.CallExpr)(nil)) {
		call := cc.Node().(*ast.CallExpr)
		w := c.writes.Classify(call)
		layers := c.layersAt(call.Pos(), within, skip)
		isWrite := w.Class == writes.Keyed || w.Class == writes.Unkeyed || w.Class == writes.Idempotent
		callee := analysisutil.Callee(c.info, call)
		if (w.Class == writes.Unknown || len(w.Via) > 0) && callee != nil && callee.Origin() != self && !recorded(callee) {
			if inner := c.summary(callee); len(inner) > 0 {
				outer := c.outcomes.Handling(cc, call)
				for _, iw := range inner {
					iw.Via = append([]string{funcName(callee)}, iw.Via...)
					iw.Site = c.posn(call.Pos())
					iw.Layers = append(slices.Clip(layers), iw.Layers...)
					if iw.Key.State == "parameter" && w.Class == writes.Keyed {
						iw.Key = c.key(w, call, within, keyScope)
					}
					if outer != unknownoutcome.HandlingNotRetried {
						iw.Outcome = outer
					}
					add(iw)
				}
				continue
			}
		}
		if w.Class == writes.Unknown && callee != nil && callee.Origin() != self && recorded(callee) && len(c.summary(callee)) > 0 {
			// A call of an SDK with a record that sends a request whose
			// class the writes pass cannot tell (a GraphQL mutation it
			// cannot name): listed, as unknown.
			row := audit.Write{Call: analysisutil.ShortName(callee), Posn: c.posn(call.Pos()), Class: "unknown", Key: audit.Key{State: "unknown"}, Layers: layers}
			row.Outcome = c.outcomes.Handling(cc, call)
			add(row)
			continue
		}
		if !isWrite {
			continue
		}
		row := audit.Write{Call: w.Desc, Posn: c.posn(call.Pos()), Class: className(w.Class), Key: c.key(w, call, within, keyScope)}
		if row.Call == "" {
			row.Call = analysisutil.CallName(c.info, call)
		}
		if len(w.Via) > 1 {
			// A write through a function no summary covers (an
			// interface's only implementation): the writes pass's chain.
			row.Call, row.Via = w.Via[len(w.Via)-1], slices.Clone(w.Via[:len(w.Via)-1])
			if w.Where != "" {
				row.Posn = w.Where
			}
		}
		if l := c.scopes.CallRetries(call); l != nil && l.Kind != retryscope.FuncLayer {
			desc := l.Desc
			if l.SDK.String() != "" && l.Kind != retryscope.HelperLayer {
				desc = l.SDK.String() + " client"
			}
			layers = append(layers, audit.Layer{Desc: desc, Posn: c.posnIf(l.Pos), Attempts: audit.Product(l.Factors)})
		}
		row.Layers = layers
		row.Outcome = c.outcomes.Handling(cc, call)
		add(row)
	}
	return rows
}

// summary returns the writes fn reaches: its summary in this package, or
// its fact.
func (c *collector) summary(fn *types.Func) []audit.Write {
	fn = fn.Origin()
	if fn.Pkg() == c.pass.Pkg {
		return c.sums[fn]
	}
	var f reachFact
	if fn.Pkg() != nil && c.pass.ImportObjectFact(fn, &f) {
		return f.Writes
	}
	return nil
}

// layersAt returns the retry scopes of this package around pos whose body
// lies within within, from the outside in, but skip and the at-least-once
// contexts: one reached from another entry point runs again when that one
// does, not as a layer of its own.
func (c *collector) layersAt(pos token.Pos, within ast.Node, skip *retryscope.Scope) []audit.Layer {
	var out []audit.Layer
	enc := c.scopes.Enclosing(pos)
	for i := len(enc) - 1; i >= 0; i-- {
		s := enc[i]
		if s == skip || s.Kind == retryscope.AtLeastOnce || s.Body == nil || !analysisutil.Contains(within, s.Body.Pos()) {
			continue
		}
		out = append(out, audit.Layer{Desc: s.Desc, Posn: c.posn(s.Start), Attempts: s.Attempts})
	}
	return out
}

// key says where the key of w, the classification of call in within,
// comes from, fresh or stable with respect to the runs of scope.
func (c *collector) key(w writes.Write, call *ast.CallExpr, within ast.Node, scope *retryscope.Scope) audit.Key {
	switch w.Class {
	case writes.Unkeyed:
		return audit.Key{State: "none"}
	case writes.Keyed:
	default:
		return audit.Key{}
	}
	switch w.Key {
	case writes.KeyEmpty:
		k := audit.Key{State: "none"}
		if w.Autofill {
			k.Source = w.SDK.String() + " makes a new key on each call"
		}
		return k
	case writes.KeyFromParam:
		return audit.Key{State: "parameter", Source: c.format(w.KeyValue)}
	case writes.KeySet:
		value := w.KeyValue
		if value == nil {
			value = c.sinkBefore(call, within)
		}
		if value == nil {
			return audit.Key{State: "stable", Source: "set inside the call"}
		}
		if f := c.keys.FreshIn(value, scope); f != nil {
			src := f.Desc
			if f.Root != "" && f.Root != f.Desc {
				src += " (" + f.Root + ")"
			}
			return audit.Key{State: "fresh", Source: src, Posn: c.posnIf(f.Source.Pos())}
		}
		return audit.Key{State: "stable", Source: c.stableSource(value)}
	}
	return audit.Key{State: "unknown"}
}

// sinkBefore returns the value of the last key sink (an Idempotency-Key
// header set, a key field) in within before call: the key of a request
// whose slot the writes pass reads without naming its value.
func (c *collector) sinkBefore(call *ast.CallExpr, within ast.Node) ast.Expr {
	var v ast.Expr
	for _, s := range c.keys.Sinks {
		if s.Node != nil && s.Node.Pos() < call.Pos() && analysisutil.Contains(within, s.Node.Pos()) {
			v = s.Value
		}
	}
	return v
}

// stableSource formats a stable key's expression, with the definition of a
// variable bound once: "key = \"charge-order-\" + in.Order".
func (c *collector) stableSource(e ast.Expr) string {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := c.info.Uses[id].(*types.Var); ok {
			if defs := c.flow.Defs(v); len(defs) == 1 && defs[0] != nil {
				return id.Name + " = " + c.format(defs[0])
			}
		}
	}
	return c.format(e)
}

func (c *collector) format(e ast.Expr) string {
	if e == nil {
		return ""
	}
	return analysisutil.Format(c.pass.Fset, e)
}

// posn formats pos as "file:line:col" with the file's absolute path.
func (c *collector) posn(pos token.Pos) string {
	p := c.pass.Fset.Position(pos)
	return p.Filename + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column)
}

// posnIf is posn, or "" for NoPos.
func (c *collector) posnIf(pos token.Pos) string {
	if !pos.IsValid() {
		return ""
	}
	return c.posn(pos)
}

func className(cl writes.Class) string {
	switch cl {
	case writes.Keyed:
		return "keyed"
	case writes.Unkeyed:
		return "unkeyed"
	case writes.Idempotent:
		return "idempotent"
	}
	return "unknown"
}

// funcName names fn as the rows do: "Service.Charge", "billing.Refund".
func funcName(fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
		return fn.Name()
	}
	if fn.Pkg() != nil {
		return fn.Pkg().Name() + "." + fn.Name()
	}
	return fn.Name()
}

// rowKey identifies a row within a function's summary.
func rowKey(w audit.Write) string {
	k := w.Posn + "|" + w.Call
	for _, v := range w.Via {
		k += "|" + v
	}
	return k
}

func sameRows(a, b []audit.Write) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if rowKey(a[i]) != rowKey(b[i]) || a[i].Key != b[i].Key || a[i].Outcome != b[i].Outcome || len(a[i].Layers) != len(b[i].Layers) {
			return false
		}
	}
	return true
}

func layersProduct(ls []audit.Layer) int {
	var ns []int
	for _, l := range ls {
		ns = append(ns, l.Attempts)
	}
	return audit.Product(ns)
}

// recorded reports whether fn belongs to an SDK the catalog has a record
// for: what the writes pass says of its calls is final, and the audit does
// not look inside it for the raw requests it makes (a GraphQL client's
// Mutate, whose class the writes pass reads from the mutation, POSTs
// whatever the mutation is).
func recorded(fn *types.Func) bool {
	return fn.Pkg() != nil && catalog.HasRecord(fn.Pkg().Path())
}
