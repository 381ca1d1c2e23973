package unkeyedwrite

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/rule"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, used in messages, suppressions and SARIF.
const Name = "unkeyedwrite"

// Analyzer reports keyable writes sent without a key where they can be retried.
var Analyzer = &analysis.Analyzer{
	Name:     Name,
	Doc:      analysisutil.MustExtractDoc(doc, Name),
	URL:      docgen.URL(Name),
	Run:      rule.Run(Name, run),
	Requires: append([]*analysis.Analyzer{inspect.Analyzer, retryscope.Analyzer, writes.Analyzer, valueflow.Analyzer}, rule.Requires...),
}

const (
	keyName        = "idempotencyKey"
	consequenceEnd = "so a write that committed before a timeout is made again"
)

func run(pass *analysis.Pass) (any, error) {
	c := &checker{
		pass:   pass,
		in:     pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		scopes: pass.ResultOf[retryscope.Analyzer].(*retryscope.Result),
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		writes: pass.ResultOf[writes.Analyzer].(*writes.Result),
		cfg:    pass.ResultOf[config.Analyzer].(*config.Config),
		names:  map[token.Pos]int{},
	}
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		c.check(cur, cur.Node().(*ast.CallExpr))
	}
	return nil, nil
}

type checker struct {
	pass   *analysis.Pass
	in     *inspector.Inspector
	scopes *retryscope.Result
	flow   *valueflow.Result
	writes *writes.Result
	cfg    *config.Config
	names  map[token.Pos]int // keys hoisted before each statement so far

	reached map[*types.Func]bool // functions reached from retry-exposed scopes (exposure all)
}

// exposure is why a write may be sent again for the same intent.
type exposure struct {
	inner, outer *retryscope.Scope // innermost and outermost counted scope; nil when none
	client       bool              // the client retries the call itself
	helper       bool              // the request helper called retries the call itself
	all          bool              // every write counts (exposure: all)
}

func (c *checker) check(cur inspector.Cursor, call *ast.CallExpr) {
	w := c.writes.Classify(call)
	if w.Class != writes.Keyed || w.Key != writes.KeyEmpty || w.Exposed {
		return
	}
	if w.Slot.Kind == writes.Hidden && c.cfg.Exposure == config.ExposeAll && len(c.scopes.Exposed(call.Pos())) == 0 && w.Attempts == 0 {
		return // the write inside the wrapper, which takes no key, is reported there
	}
	sdk := w.SDK.Record()
	if sdk.Creates != nil && w.Slot.Kind != writes.ObjectName {
		return // a wrapper's generated name: no parameter can carry a name in
	}
	if sdk.Stream != nil && w.Slot.Kind != writes.Option {
		return // a wrapper's append: its offset is its own bookkeeping's
	}
	ex, ok := c.exposure(call, w)
	if !ok {
		return
	}
	if w.Slot.Kind == writes.ObjectName {
		c.checkObjectName(call, w, ex)
		return
	}
	if w.Slot.Kind == writes.Option {
		c.checkOffset(call, w, ex)
		return
	}
	// An SDK that writes the key it fills back into the input
	// (aws-sdk-go-v2): an input made once before the retry keeps its first
	// key on every attempt.
	if sdk.FillsInput && w.Autofill && ex.outer != nil && c.madeBefore(w.Target, ex.outer) {
		return
	}
	fix, ok := c.fix(cur, call, w, ex)
	noFix := ""
	if !ok {
		if noFix = c.keyElsewhere(w, ex); noFix == "" {
			return // no fix we can offer: precision first
		}
	}
	fset := c.pass.Fset
	var where string
	var related []analysis.RelatedInformation
	switch {
	case ex.inner != nil && ex.inner.Kind == retryscope.AtLeastOnce:
		where = fmt.Sprintf("in a %s (%s), %s", ex.inner.Desc, analysisutil.Where(fset, ex.inner.Start), ex.inner.Reruns())
		related = append(related, analysis.RelatedInformation{Pos: ex.inner.Start, Message: "the " + ex.inner.Desc + " starts here"})
	case ex.inner != nil:
		where = "inside the " + ex.inner.Where(fset)
		related = append(related, analysis.RelatedInformation{Pos: ex.inner.Start, Message: "the " + ex.inner.Desc + " starts here"})
	case ex.client:
		where = fmt.Sprintf("through a %s client that sends it up to %d times", w.SDK, w.Attempts)
	case ex.helper:
		where = fmt.Sprintf("and %s sends it again in its %s", w.Callee.Name(), w.RetriedIn)
	default:
		where = "(exposure all: every write is checked)"
	}
	what := w.Desc + " is sent without an idempotency key"
	category := "nokey"
	switch {
	case w.Impl != "" && len(w.Via) == 2 && w.Where == "":
		// An interface that an SDK's service stands behind.
		what = fmt.Sprintf("%s (via its only implementation %s) is sent without an idempotency key", w.Desc, w.Impl)
	case w.Slot.Kind == writes.Hidden:
		what = fmt.Sprintf("%s sends %s (%s) without an idempotency key and takes none", w.Desc, strings.Join(w.Via[1:], " → "), w.Where)
		category = "wrapper"
	case len(w.Via) > 0 && w.Slot.Kind == writes.Param:
		what = fmt.Sprintf("%s is called without an idempotency key for %s (%s)", w.Desc, strings.Join(w.Via[1:], " → "), w.Where)
		category = "wrapper"
	case len(w.Via) > 0:
		what = fmt.Sprintf("%s is called without the %s that it passes on as the idempotency key of %s (%s)", w.Desc, w.Slot.Field, strings.Join(w.Via[1:], " → "), w.Where)
		category = "wrapper"
	}
	var why string
	switch {
	case ex.all && w.Autofill:
		why = w.SDK.String() + " puts a new key on each call, so a caller that retries it makes the write again"
		category = "sdkkey"
	case ex.all:
		why = "a caller that retries it makes the write again"
	case w.Autofill && sdk.FillsInput:
		why = w.SDK.String() + " fills a new " + slotField(w) + " into each new input, which does not survive the outer retry, " + consequenceEnd
		category = "sdkkey"
	case w.Autofill:
		why = w.SDK.String() + " puts a new key on each call, which does not survive the outer retry, " + consequenceEnd
		category = "sdkkey"
	case ex.client && ex.inner == nil:
		why = "the server cannot tell its retries from new requests, " + consequenceEnd
	default:
		why = "each attempt reaches the server as a new request, " + consequenceEnd
	}
	msg := what + " " + where + ": " + why
	var fixes []analysis.SuggestedFix
	if noFix != "" {
		msg += "; " + rule.NoFix + noFix
	} else {
		fixes = []analysis.SuggestedFix{fix}
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:            call.Pos(),
		End:            call.End(),
		Category:       category,
		Message:        msg,
		Related:        related,
		SuggestedFixes: fixes,
	})
}

// keyElsewhere says why a write the fix cannot reach is reported without
// one, or returns "" when it is not reported: a write inside a function of
// another package (behind an interface, or called directly), which takes no
// key, reached from a retry scope or an at-least-once context of this
// package. The key belongs in that function, where this pass cannot edit;
// the message names it and what the key must be made from.
func (c *checker) keyElsewhere(w writes.Write, ex exposure) string {
	if w.Slot.Kind != writes.Hidden || ex.inner == nil || w.Callee == nil || w.Callee.Pkg() == nil || len(w.Via) < 2 {
		return ""
	}
	if w.Callee.Pkg() == c.pass.Pkg && !isInterfaceMethod(w.Callee) {
		return "" // a wrapper of this package: threadKey's, when it can
	}
	in := w.Via[1]
	pkg := w.Callee.Pkg().Name()
	if w.Callee.Pkg() == c.pass.Pkg {
		pkg = "this package"
	} else {
		pkg = "package " + pkg
	}
	from := "one made once before the " + ex.outer.Desc + " (" + analysisutil.Where(c.pass.Fset, ex.outer.Start) + ")"
	if ex.outer.Kind == retryscope.AtLeastOnce {
		from = "one that stays the same when the " + ex.outer.Desc + " runs again"
	}
	return "the key belongs in " + in + ", in " + pkg + ": give it a key parameter and pass " + from
}

// isInterfaceMethod reports whether fn is a method of an interface.
func isInterfaceMethod(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type())
}

func slotField(w writes.Write) string {
	if w.Slot.Field != "" {
		return w.Slot.Field
	}
	return "token"
}

// exposure decides whether call may be sent again for the same intent under
// the configured exposure.
func (c *checker) exposure(call *ast.CallExpr, w writes.Write) (exposure, bool) {
	var ex exposure
	for _, s := range c.scopes.Exposed(call.Pos()) {
		if ex.inner == nil {
			ex.inner = s
		}
		ex.outer = s
	}
	if ex.inner != nil {
		return ex, true
	}
	if w.Attempts > 0 {
		ex.client = true
		return ex, true
	}
	if w.RetriedIn != "" {
		ex.helper = true
		return ex, true
	}
	if c.cfg.Exposure == config.ExposeAll && !c.inTestFile(call) && !c.coveredByScope(call) {
		ex.all = true
		return ex, true
	}
	return ex, false
}

// madeBefore reports whether e is a variable all of whose values are made
// before scope s.
func (c *checker) madeBefore(e ast.Expr, s *retryscope.Scope) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || s.Contains(v.Pos()) {
		return false
	}
	for _, def := range c.flow.Defs(v) {
		if s.Contains(def.Pos()) {
			return false
		}
	}
	return true
}
