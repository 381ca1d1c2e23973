// Package callretries is a helper pass that finds the calls that retry by
// themselves: a call on a retrying client (go-retryablehttp, an
// *http.Client with a retrying transport, a client type named in the
// configuration), an SDK call that retries by default (aws-sdk-go-v2,
// stripe-go, openai-go, anthropic-sdk-go and the other records of the
// catalog), with its bound read from per-call options, option slices, the
// client's constructor or its configuration, server retries and default
// retries that the program turns on or off, runtime options, stream
// writers, and function values a retry wrapper made. A call whose retries
// are turned off is no layer. Other packages learn, from its facts, which
// functions return retrying clients, which packages turn server retries on
// or default retries off, and which functions retry when a bool parameter
// is true. It reports nothing; retryscope asks it how a call retries.
package callretries

import (
	"go/ast"
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// Analyzer finds the calls that retry by themselves and exports what
// callers in other packages need to know of them.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetcallretries",
	Doc:        "find the calls that retry by themselves: SDK and HTTP clients, server, default and runtime retries (reports nothing)",
	Run:        analysisutil.Safe("idemvetcallretries", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(clientFact), new(serverRetriesFact), new(retriesOffFact), new(switchedFact)},
}

// Result classifies the calls of one package that retry by themselves.
// Safe for concurrent use once the pass has run.
type Result struct {
	pass *analysis.Pass
	flow *valueflow.Result
	cfg  *config.Config

	mu sync.Mutex // guards the handoffs' lazy state (sdkhttp.go)

	// funcInfos and clientPkgs are what the pass looked up about the
	// functions it saw called, and the packages they belong to.
	funcInfos  analysisutil.Memo[*types.Func, *funcInfo]
	clientPkgs analysisutil.Memo[*types.Package, bool]

	// switched are the functions of this package that retry when a bool
	// parameter is true (runtimeretries.go); setters the method calls of
	// one argument, found once.
	switched map[*types.Func]*switched
	setters  []*ast.CallExpr
}

func run(pass *analysis.Pass) (any, error) {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	r := &Result{
		pass: pass,
		flow: pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		cfg:  pass.ResultOf[config.Analyzer].(*config.Config),
	}
	r.exportServerRetries()
	r.exportRetriesOff()
	r.computeSwitched(in)
	r.exportClients()
	return r, nil
}

// Classify returns how call retries by itself, or nil if it does not or its
// retries are turned off: a call on a retrying client, an SDK call that
// retries by default, a call of a function value a retry wrapper made, a
// stream writer's append, a call that turns a function's retries on. Retry
// helpers and functions that retry are retryscope's.
//
// A layer of an SDK carries the record's Mechanism: how a call or its
// client is made to try once.
//
// decided says the call's retrying is this pass's to say even when l is
// nil: a stream writer's append, whose retries are off unless the writer
// was made with them on, while the writer's own source has a retry loop
// that a fact would report.
func (r *Result) Classify(call *ast.CallExpr) (l *Layer, decided bool) {
	l, decided = r.classify(call)
	if l != nil && l.SDK != catalog.NoSDK {
		if sdk := catalog.SDKFor(l.SDK); sdk != nil {
			l.Mechanism = sdk.Mechanism
		}
	}
	return l, decided || l != nil
}

func (r *Result) classify(call *ast.CallExpr) (*Layer, bool) {
	fn, fi := r.calleeInfo(call)
	if fn == nil {
		return r.wrappedCall(call), false
	}
	if l, ok := r.streamWriterCall(call, fi.name); ok {
		return l, true
	}
	if c, ok := catalog.RetryingClientFuncs[fi.name]; ok {
		return &Layer{Kind: ClientLayer, Desc: r.callDesc(call), What: "the default " + catalog.RetryingClients[c.Type].Short, Factors: []int{c.Attempts}, SDK: c.SDK}, true
	}
	sig := fn.Type().(*types.Signature)
	if recv := sig.Recv(); recv != nil {
		if l := r.clientCall(call, fn, analysisutil.TypeName(recv.Type())); l != nil {
			return l, true
		}
	}
	if l := r.sdkCall(call, fn, sig); l != nil {
		return l, true
	}
	return r.switchedCall(call, fn), false
}

// InClient reports whether fn belongs to a client library that the catalog
// describes: its own retrying is the record's, not its code's.
func (r *Result) InClient(fn *types.Func) bool { return fn != nil && r.inClientPkg(fn.Pkg()) }

// Switched reports whether fn is a function of this package, or one with a
// fact, that retries when one of its bool parameters is true.
func (r *Result) Switched(fn *types.Func) bool { return r.switchedOf(fn) != nil }

// A funcInfo is what the pass looks up about a called function by its full
// name, its module and its facts, none of which changes while the pass
// runs: looked up once per function rather than once for each
// classification of each call.
type funcInfo struct {
	name     string // analysisutil.FuncName
	inClient bool   // inClientModule
	// switched is how the function retries when told to, when it is
	// declared in another package and has a switchedFact.
	switched *switched
}

// funcInfoOf returns the funcInfo of fn, a callee. Safe for concurrent use.
func (r *Result) funcInfoOf(fn *types.Func) *funcInfo {
	fn = fn.Origin()
	return r.funcInfos.Get(fn, func() *funcInfo {
		fi := &funcInfo{name: r.flow.FuncName(fn), inClient: r.inClientPkg(fn.Pkg())}
		var sf switchedFact
		if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &sf) {
			s := switched(sf)
			fi.switched = &s
		}
		return fi
	})
}

// inClientPkg is inClientModule by package, looked up once per package.
func (r *Result) inClientPkg(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	return r.clientPkgs.Get(pkg, func() bool { return inClientPath(pkg.Path()) })
}

// calleeInfo returns the function call calls, as analysisutil.Callee does,
// and its funcInfo; nil, nil when it calls no function.
func (r *Result) calleeInfo(call *ast.CallExpr) (*types.Func, *funcInfo) {
	fn := analysisutil.Callee(r.pass.TypesInfo, call)
	if fn == nil {
		return nil, nil
	}
	return fn, r.funcInfoOf(fn)
}

// calleeName is analysisutil.CalleeName, by the funcInfo of the callee.
func (r *Result) calleeName(call *ast.CallExpr) string {
	if _, fi := r.calleeInfo(call); fi != nil {
		return fi.name
	}
	return ""
}
