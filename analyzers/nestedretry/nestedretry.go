package nestedretry

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/nestedretry/internal/disable"
	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/rule"
	"github.com/idemvet/idemvet/passes/ambiguity"
	"github.com/idemvet/idemvet/passes/callretries"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, used in messages, suppressions and SARIF.
const Name = "nestedretry"

// NoFix starts the part of a finding's message that says why it comes
// without a suggested fix: each of the fixes would leave a failure with no
// retry.
const NoFix = rule.NoFix

// Analyzer reports retry layers nested without a shared budget.
var Analyzer = &analysis.Analyzer{
	Name:     Name,
	Doc:      analysisutil.MustExtractDoc(doc, Name),
	URL:      docgen.URL(Name),
	Run:      rule.Run(Name, run),
	Requires: append([]*analysis.Analyzer{inspect.Analyzer, retryscope.Analyzer, callretries.Analyzer, valueflow.Analyzer, writes.Analyzer, ambiguity.Analyzer}, rule.Requires...),
}

// A nesting is a call that retries by itself inside retry scopes.
type nesting struct {
	call   *ast.CallExpr
	cur    inspector.Cursor
	layer  *retryscope.Layer
	outers []*retryscope.Scope // innermost first
	// composed: call makes the function that outers[0], a helper, retries
	// (withRetry(withRetry2(f))).
	composed bool
}

// target is n as the fixes that turn its inner layer off see it.
func (n *nesting) target() disable.Nesting {
	return disable.Nesting{Call: n.call, Layer: n.layer, Outer: n.outers[0]}
}

type checker struct {
	pass   *analysis.Pass
	in     *inspector.Inspector
	scopes *retryscope.Result
	calls  *callretries.Result
	flow   *valueflow.Result
	writes *writes.Result
	amb    *ambiguity.Result
	cfg    *config.Config
	// off builds the fixes that turn the inner layer off, and the edits
	// the other fixes share.
	off *disable.Fixer
	// composedOps are the helper scopes by the call of their operation
	// (composed.go), made on first use.
	composedOps map[*ast.CallExpr]*retryscope.Scope
	// someErrors are the calls whose error makes their loop go round
	// only on some condition (stop.go, leavesOnError).
	someErrors map[*ast.CallExpr]bool
}

func run(pass *analysis.Pass) (any, error) {
	scopes := pass.ResultOf[retryscope.Analyzer].(*retryscope.Result)
	c := &checker{
		pass:   pass,
		in:     pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		scopes: scopes,
		calls:  pass.ResultOf[callretries.Analyzer].(*callretries.Result),
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		writes: pass.ResultOf[writes.Analyzer].(*writes.Result),
		amb:    pass.ResultOf[ambiguity.Analyzer].(*ambiguity.Result),
		cfg:    pass.ResultOf[config.Analyzer].(*config.Config),
	}
	c.off = disable.New(pass, c.in, c.scopes, c.flow)
	c.reportHandoffs()
	c.reportRegistered()
	if len(scopes.Scopes) == 0 {
		return nil, nil
	}
	var found []*nesting
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		l := scopes.CallRetries(call)
		if l == nil || oneCall(l) || scopes.OnCacheMiss(cur) {
			continue
		}
		var outers []*retryscope.Scope
		for _, s := range scopes.Enclosing(call.Pos()) {
			if s.Call == call || scopes.CallsItself(s, call) || s.Attempts == 1 || requeue(s) || c.sharesBudget(call, s) || c.stopped(call, cur, s) || c.failoverOfRead(call, s) || c.unadmitted(call, cur, s, l) {
				continue
			}
			outers = append(outers, s)
		}
		composed := false
		if s := c.composedOuter(call); s != nil && s.Attempts != 1 && !c.sharesBudget(call, s) {
			outers, composed = append([]*retryscope.Scope{s}, outers...), true
		}
		if len(outers) > 0 {
			found = append(found, &nesting{call: call, cur: cur, layer: l, outers: outers, composed: composed})
		}
	}
	for _, n := range found {
		if c.middle(n, found) {
			continue
		}
		c.report(n)
	}
	return nil, nil
}

// oneCall reports whether the layer l makes at most one call: each of its
// factors is 1. A layer that never calls again is no retry layer.
func oneCall(l *retryscope.Layer) bool {
	return len(l.Factors) > 0 && !slices.ContainsFunc(l.Factors, func(f int) bool { return f != 1 })
}

// requeue reports whether s is an at-least-once context whose runs again
// are rate-limited requeues (a controller-runtime Reconcile), not a retry
// layer.
func requeue(s *retryscope.Scope) bool {
	if s.Kind != retryscope.AtLeastOnce {
		return false
	}
	sys := catalog.SystemFor(s.Context)
	return sys != nil && sys.Requeue
}

// failoverOfRead reports whether s is a failover loop and call commits
// nothing: trying a read or a connect at each target once is not a retry
// of one call.
func (c *checker) failoverOfRead(call *ast.CallExpr, s *retryscope.Scope) bool {
	if !s.Failover {
		return false
	}
	switch c.writes.Classify(call).Class {
	case writes.Keyed, writes.Unkeyed, writes.Idempotent:
		return false
	}
	return true
}

// middle reports whether n is a helper call whose own operation contains
// another nesting: that one is reported, with every layer.
func (c *checker) middle(n *nesting, found []*nesting) bool {
	if n.layer.Kind != retryscope.HelperLayer {
		return false
	}
	for _, m := range found {
		if m != n && slices.ContainsFunc(m.outers, func(s *retryscope.Scope) bool { return s.Call == n.call }) {
			return true
		}
	}
	return false
}

func (c *checker) report(n *nesting) {
	fix, why, ok := c.fix(n)
	if c.someErrors[n.call] {
		// Turning the inner layer off, or stopping the outer one, would
		// leave the errors the loop does not go round on unretried.
		fix, why, ok = analysis.SuggestedFix{}, "the loop goes round on this call's error only under a condition, and the inner layer's retries may be the only ones the other errors get", false
	}
	if !ok && why == "" {
		return // no fix that compiles and is right: precision first
	}
	fset := c.pass.Fset
	var factors []int
	for i := len(n.outers) - 1; i >= 0; i-- {
		factors = append(factors, n.outers[i].Attempts)
	}
	factors = append(factors, n.layer.Factors...)

	var wheres []string
	for _, s := range n.outers {
		if s.Kind == retryscope.AtLeastOnce {
			wheres = append(wheres, "the "+s.Desc+" ("+analysisutil.Where(fset, s.Start)+")")
		} else if s.Stream != nil {
			wheres = append(wheres, "the "+s.Where(fset)+", which goes round when the stream that "+analysisutil.CallName(c.pass.TypesInfo, s.Stream)+" reads ends without a result,")
		} else {
			wheres = append(wheres, "the "+s.Where(fset))
		}
	}
	msg := innerDesc(n.layer) + " inside " + strings.Join(wheres, " inside ") + " with no shared budget: " + consequence(factors, n.outers)
	var fixes []analysis.SuggestedFix
	if ok {
		fixes = []analysis.SuggestedFix{fix}
	} else {
		msg += "; " + NoFix + why
	}

	related := make([]analysis.RelatedInformation, 0, len(n.outers)+1)
	for i := len(n.outers) - 1; i >= 0; i-- {
		s := n.outers[i]
		related = append(related, analysis.RelatedInformation{Pos: s.Start, Message: "the outer " + s.Desc + " starts here"})
	}
	if cause, ok := c.cause(n); ok {
		related = append(related, cause)
	}
	c.pass.Report(analysis.Diagnostic{
		Pos:            n.call.Pos(),
		End:            n.call.End(),
		Category:       category(n.layer),
		Message:        msg,
		Related:        related,
		SuggestedFixes: fixes,
	})
}

// cause returns where the inner layer comes from, marked for grouping (see
// rule.Cause): the inner retry or the code that made the retrying client, in
// this package; for a function of another package that retries, the
// function's declaration.
func (c *checker) cause(n *nesting) (analysis.RelatedInformation, bool) {
	l := n.layer
	switch {
	case l.Pos.IsValid() && l.Kind == retryscope.FuncLayer:
		return rule.Cause(l.Pos, "the inner retry is here"), true
	case l.Pos.IsValid():
		return rule.Cause(l.Pos, "the retrying client is made here"), true
	case l.Kind == retryscope.FuncLayer:
		fn := analysisutil.Callee(c.pass.TypesInfo, n.call)
		if fn != nil && fn.Pkg() != c.pass.Pkg && fn.Pos().IsValid() && !isInterfaceMethod(fn) {
			return rule.Cause(fn.Origin().Pos(), fn.Name()+", which retries, is declared here"), true
		}
	}
	return analysis.RelatedInformation{}, false
}

// isInterfaceMethod reports whether fn is an interface's method: its
// implementations may retry differently.
func isInterfaceMethod(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type())
}

func category(l *retryscope.Layer) string {
	switch l.Kind {
	case retryscope.HelperLayer:
		return "helper"
	case retryscope.ClientLayer:
		return "client"
	case retryscope.SDKLayer:
		return "sdk"
	}
	return "func"
}

// innerDesc names the inner layer: "sendReceipt → postJSON retries
// (notify/http.go:41)", "retryablehttp.Client.Post retries".
func innerDesc(l *retryscope.Layer) string {
	switch l.Kind {
	case retryscope.FuncLayer:
		chain := append([]string{l.Desc}, l.Chain...)
		switch {
		case l.Default && l.Option != "":
			return strings.Join(chain, " → ") + " retries by default (" + l.Where + ", unless " + retryscope.OptionName(l) + " changes it)"
		case l.Default:
			return strings.Join(chain, " → ") + " retries by default (" + l.Where + ", unless its options change it)"
		}
		return strings.Join(chain, " → ") + " retries (" + l.Where + ")"
	case retryscope.HelperLayer:
		return l.Desc + " retries its operation"
	case retryscope.SDKLayer:
		if sdk := catalog.SDKFor(l.SDK); sdk != nil {
			switch {
			case l.Mechanism == catalog.ServerRetrySwitch && sdk.ServerRetries != nil:
				return l.Desc + " retries server errors (" + sdk.Name + " with " + sdk.ServerRetries.ConfigField + " on)"
			case l.Mechanism == catalog.StreamWriter && sdk.Stream != nil:
				rec := sdk.Stream
				return l.Desc + " retries failed appends itself (" + sdk.Name + ": the writer is made with " + rec.Retries[strings.LastIndex(rec.Retries, ".")+1:] + "(true))"
			case l.Mechanism == catalog.ConfigCount && sdk.ConfigRetries != nil:
				return l.Desc + " retries (" + sdk.Name + " with " + sdk.ConfigRetries.On + ")"
			case l.Mechanism == catalog.RuntimeOptions && sdk.RuntimeRetries != nil:
				return l.Desc + " retries (" + sdk.Name + " with " + sdk.RuntimeRetries.Field + " on)"
			}
		}
		if l.Stacked {
			return l.Desc + " retries by default (" + l.SDK.String() + ", over an http.Client that retries by itself)"
		}
		if l.OpaqueOptions {
			return l.Desc + " retries by default (" + l.SDK.String() + ", unless the options passed disable it)"
		}
		return l.Desc + " retries by default (" + l.SDK.String() + ")"
	}
	return l.Desc + " retries by itself (" + l.What + ")"
}

// consequence says how the attempts multiply. A factor of 1 is a layer
// that makes one call, no retry: it is left out, so that no message counts
// "1 calls".
func consequence(factors []int, outers []*retryscope.Scope) string {
	factors = slices.DeleteFunc(slices.Clone(factors), func(f int) bool { return f == 1 })
	parts := make([]string, len(factors))
	unbounded, unknown := false, false
	for i, f := range factors {
		switch f {
		case 0:
			parts[i], unknown = "an unknown number", true
		case catalog.Unbounded:
			parts[i], unbounded = "unbounded", true
		default:
			parts[i] = strconv.Itoa(f)
		}
	}
	if unbounded {
		for _, s := range outers {
			if s.Attempts == catalog.Unbounded && s.Kind == retryscope.AtLeastOnce {
				rest := factors[1:]
				if i := slices.Index(factors, catalog.Unbounded); i >= 0 {
					rest = slices.Delete(slices.Clone(factors), i, i+1)
				}
				if s.Context == catalog.MCPToolHandler {
					return "the model may call the tool again without limit, and each call " + attemptsPhrase(rest)
				}
				return "the " + s.Desc + " is retried without limit by default, and each of its attempts " + attemptsPhrase(rest)
			}
		}
		if factors[0] != catalog.Unbounded {
			// The limitless layer is inside: name it as such.
			outer := factors[:slices.Index(factors, catalog.Unbounded)]
			if p := retryscope.Product(outer); p > 1 {
				return "an inner layer retries without an attempt limit, on each of the outer layers' " + strconv.Itoa(p) + " attempts"
			}
			return "an inner layer retries without an attempt limit, on each attempt of the outer layer"
		}
		return "an outer layer retries without an attempt limit, and each of its attempts " + attemptsPhrase(factors[1:])
	}
	if unknown {
		return "the attempts multiply (" + strings.Join(parts, " × ") + " calls for one failing operation)"
	}
	if len(factors) < 2 {
		// Not nested: callers report only layers of more than one call.
		return "each failing operation is retried again"
	}
	return "up to " + strings.Join(parts, " × ") + " = " + strconv.Itoa(retryscope.Product(factors)) + " calls for one failing operation"
}

// attemptsPhrase says what each attempt of an outer layer does, given the
// factors of the layers inside it: "makes up to 4 calls", "retries again
// without an attempt limit", never "makes up to 1 calls".
func attemptsPhrase(fs []int) string {
	if slices.Contains(fs, catalog.Unbounded) {
		return "retries again without an attempt limit"
	}
	if p := retryscope.Product(fs); p > 1 {
		return "makes up to " + strconv.Itoa(p) + " calls"
	}
	return "retries again"
}

// sharesBudget reports whether call and scope s draw on one retry budget
// value, or, when configured, one context deadline made before s.
func (c *checker) sharesBudget(call *ast.CallExpr, s *retryscope.Scope) bool {
	if s.Kind == retryscope.AtLeastOnce {
		return false
	}
	inner := c.budgets(call, nil)
	if len(inner) > 0 {
		var outer map[any]bool
		switch s.Kind {
		case retryscope.Helper:
			outer = c.budgets(s.Call, s.Body)
		case retryscope.Loop:
			outer = c.budgets(s.Stmt, call)
		}
		for k := range inner {
			if outer[k] {
				return true
			}
		}
	}
	if c.cfg.DeadlineIsBudget {
		for _, a := range call.Args {
			if analysisutil.TypeName(c.pass.TypesInfo.TypeOf(a)) != "context.Context" {
				continue
			}
			for _, o := range c.flow.Origins(a) {
				if oc, ok := o.(*ast.CallExpr); ok && catalog.DeadlineFuncs[analysisutil.CalleeName(c.pass.TypesInfo, oc)] && !s.Contains(oc.Pos()) {
					return true
				}
			}
		}
	}
	return false
}

// budgets returns the budget values n refers to (skipping the subtree
// skip), following variables to where they were made and a failsafe
// executor to the policies it was built with: the variables and fields
// themselves and the expressions that made them.
func (c *checker) budgets(n ast.Node, skip ast.Node) map[any]bool {
	info := c.pass.TypesInfo
	out := map[any]bool{}
	seen := map[ast.Node]bool{}
	var visit func(n ast.Node, depth int)
	visit = func(n ast.Node, depth int) {
		if n == nil || depth > 4 || seen[n] {
			return
		}
		seen[n] = true
		ast.Inspect(n, func(x ast.Node) bool {
			if x == nil || x == skip {
				return false
			}
			e, ok := x.(ast.Expr)
			if !ok {
				return true
			}
			if c.scopes.IsBudget(info.TypeOf(e)) {
				switch e := e.(type) {
				case *ast.Ident, *ast.SelectorExpr:
					if obj := analysisutil.ObjectOf(info, e); obj != nil {
						if _, isVar := obj.(*types.Var); isVar {
							out[obj] = true
						}
					}
					for _, o := range c.flow.Origins(e) {
						out[o] = true
					}
					return false
				}
			}
			// Follow variables that hold executors and policies.
			if id, ok := e.(*ast.Ident); ok {
				if v, ok := info.ObjectOf(id).(*types.Var); ok && !v.IsField() && v.Pkg() == c.pass.Pkg && isFailsafe(v.Type()) {
					for _, o := range c.flow.Origins(id) {
						if o != e {
							visit(o, depth+1)
						}
					}
				}
			}
			return true
		})
	}
	visit(n, 0)
	return out
}

func isFailsafe(t types.Type) bool {
	return strings.HasPrefix(analysisutil.TypeName(t), catalog.FailsafePackage)
}

// enclosingFile returns the file of pos.
func (c *checker) file(pos token.Pos) *ast.File { return analysisutil.FileOf(c.pass.Files, pos) }
