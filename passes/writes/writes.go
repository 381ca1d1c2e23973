// Package writes is a helper pass that classifies calls by what they do to
// the world. It reports nothing; its *Result answers Classify(call) for any
// call of the package.
//
// Every call is one of: a read; a naturally idempotent write (PUT, DELETE,
// set, update); a keyed write, which has a key slot (a params or input
// field, an Idempotency-Key header, a key parameter) that may or may not be
// filled; an unkeyed write, which changes the world and has no key slot
// (net/smtp.SendMail); or unknown.
//
// The knowledge comes from the catalog (stripe-go, aws-sdk-go-v2 inputs with
// an idempotency token, net/http and go-retryablehttp, net/smtp), from the
// names of parameters and, for interface methods, of struct fields
// (idempotencyKey, IdempotencyKey, ClientToken...), and from facts: a user
// function that makes a keyed write is itself one. If one of its
// parameters, or a field of one, flows into the key slot, that parameter is
// its key slot; if it sends the write without a key and exposes none, it is
// a keyed write whose slot is hidden inside it. A user function that makes an
// unkeyed write is an unkeyed write. Facts carry this across packages.
//
// In a package the catalog has no record for, what a call sends is also
// read from the SDK's own code (builders.go): a request builder that takes
// the method as a parameter, a function that sends the request it is given
// or the one its receiver holds, and a request object whose method is a
// field that its constructor fills from a parameter (fieldmethod.go:
// NewCall("POST", path) then call.Do() is a POST, in this package or
// another; a PUT or DELETE repeats harmlessly, a PATCH is judged as any
// raw PATCH, a GET reads).
//
// This package decides the classes; what the code shows of a call's
// values is read by its internal packages: keystate (the value in a key
// slot), rawhttp (the URL and JSON body of a raw HTTP request), sdkargs (the
// object, stream or request literal of an SDK write whose class depends on
// it) and impls (the implementations behind an interface method call).
package writes

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
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes/internal/impls"
	"github.com/idemvet/idemvet/passes/writes/internal/keystate"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
	"github.com/idemvet/idemvet/passes/writes/internal/sdkargs"
)

// Analyzer classifies the calls of a package.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetwrites",
	Doc:        "classify calls as reads, idempotent, keyed or unkeyed writes (reports nothing)",
	Run:        analysisutil.Safe("idemvetwrites", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, retryscope.Analyzer, keys.Analyzer, valueflow.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(writeFact), new(keyHostsFact), new(ctorFact), new(chainFact)},
}

// Class is what a call does to the world.
type Class = catalog.WriteClass

// The classes.
const (
	Unknown    = catalog.WriteUnknown
	Read       = catalog.WriteRead
	Idempotent = catalog.WriteIdempotent
	Keyed      = catalog.WriteKeyed
	Unkeyed    = catalog.WriteUnkeyed
)

// SlotKind says where a keyed write's key goes: the catalog's enum, whose
// values this package names without their prefix.
type SlotKind = catalog.SlotKind

// The slot kinds (see catalog.SlotKind).
const (
	NoSlot     = catalog.NoSlot
	Field      = catalog.SlotField
	Header     = catalog.SlotHeader
	Param      = catalog.SlotParam
	Rewrite    = catalog.SlotRewrite
	Hidden     = catalog.SlotHidden
	ObjectName = catalog.SlotObjectName
	Option     = catalog.SlotOption
	Builder    = catalog.SlotBuilder
)

// A Slot is where a keyed write's key goes.
type Slot struct {
	Kind  SlotKind
	Arg   int    // the argument that holds or is the key (Field, Header, Param)
	Field string // the field (Field) or header (Header) name
	// Pointer: the field or parameter is a *string.
	Pointer bool
	// Body: the Field is one of the JSON body of a raw POST or PATCH
	// (body.go); Target is the value encoded, Arg is -1. For a map body,
	// Field is the entry's key as quoted text.
	Body bool
}

// KeyState says whether a keyed write carries a key: the state that
// package keystate reads from the code, whose values this package names
// with a Key prefix.
type KeyState = keystate.State

const (
	// KeyUnknown: the key slot's value cannot be seen (params built elsewhere).
	KeyUnknown = keystate.Unknown
	// KeyEmpty: no key: the slot is missing, nil, "" or a nil header.
	KeyEmpty = keystate.Empty
	// KeySet: the slot holds a key, fresh or stable.
	KeySet = keystate.Set
	// KeyFromParam: the slot holds a parameter (or a field of one) of the
	// enclosing function.
	KeyFromParam = keystate.FromParam
)

// A Write is the classification of one call.
type Write struct {
	Class  Class
	Call   *ast.CallExpr
	Callee *types.Func
	Desc   string // how messages name the call: "V1PaymentIntents.Create", "http.Post", "Do (POST)"
	// Method is the HTTP method of a request sent with Do ("DELETE"), or "".
	Method string
	Slot   Slot // for Keyed
	Key    KeyState
	// KeyValue is the expression in the slot when Key is KeySet or KeyFromParam.
	KeyValue ast.Expr
	// Prefix is the name prefix of an ObjectName create sent without a
	// name, and PrefixAt where it is set: the key-value, the assignment or
	// the setter call.
	Prefix   ast.Expr
	PrefixAt ast.Node
	// StreamMade are the calls that make the stream an Option-slot append
	// goes to (NewManagedStream), when they are seen.
	StreamMade []*ast.CallExpr
	// StreamKind names the type of that stream, as its variable is named
	// ("CommittedStream").
	StreamKind string
	// Target is the expression that holds the slot: the params or input
	// argument as written (Field), the request (Header), the argument (Param).
	Target ast.Expr
	// SDK is the API's library (catalog.NoSDK for user code); its String
	// names it in messages: "stripe-go", "aws-sdk-go-v2", "net/http".
	SDK catalog.SDKID
	// Autofill: when the slot is empty, the SDK sends a new key on each call.
	Autofill bool
	// Attempts is how many times the client itself sends the call (0: it
	// does not retry on its own).
	Attempts int
	// Form describes an http.Post-like call (Rewrite).
	Form *catalog.PostForm
	// For writes through user functions: the chain of calls to the API call
	// ("charge → V1PaymentIntents.Create") and where the API call is.
	Via   []string
	Where string
	// Exposed is set when the write inside a wrapper is already in a retry
	// scope of its own (and reported there).
	Exposed bool
	// NoKeyEvidence: a raw POST or PATCH (net/http, go-retryablehttp)
	// classified Unkeyed because nothing in the module shows that its API
	// reads an idempotency key (evidence.go).
	NoKeyEvidence bool
	// RetriedIn names the retry scope inside a request helper that sends
	// the write again on failure ("retry loop at client.go:40"): the
	// helper's own retry, with the key its caller passes (method.go).
	RetriedIn string
	// DefaultMethod is, for a send whose method is a field of its
	// receiver (Class Unknown: its callers decide), the method the field
	// holds unless a caller changes it, when that is a write with no key:
	// "POST" for a webhook type whose constructors all set POST and whose
	// setter takes the method from its caller (fieldmethod.go).
	DefaultMethod string
	// Impl is the method a call through an interface was resolved to, the
	// only implementation in the program (package impls): "SlackNotifier.Send".
	Impl string

	fromParam int    // KeyFromParam: parameter index
	fromField string // KeyFromParam: field of the parameter, or ""

	// An HTTP request whose method is a parameter of the enclosing function
	// (Class Unknown): the helper's callers decide what it is (method.go).
	methodParam int  // the parameter's index + 1, or 0
	urlParam    int  // the parameter that ends the URL, index + 1, or 0
	keyEvidence bool // the helper's package has evidence that its API takes a key
	// opText: the parameter methodParam is the GraphQL operation text of a
	// POST to a GraphQL endpoint, not an HTTP method (graphql.go).
	opText bool
	// A raw POST or PATCH whose JSON body is a parameter of the enclosing
	// function, of a type without a key field (any): its callers' argument
	// may have one (body.go). The parameter's index + 1, or 0.
	bodyParam int
	// reqParam: the function sends the request that is its parameter
	// reqParam-1 (Class Unknown): its callers' requests say what it is
	// (builders.go).
	reqParam int
	// reqRecv: the method sends the request held in a field of its
	// receiver (go-tfe's ClientRequest.Do).
	reqRecv bool
	// methodField: the method sends a request whose HTTP method is this
	// field of its receiver (Class Unknown), and urlField, when set, the
	// field that is its URL: the constructor that filled the receiver
	// says what it is (fieldmethod.go).
	methodField, urlField string
	// objParam: the function sends the request object of this parameter
	// (index + 1), whose method is its field methodField: its callers'
	// arguments say what it sends (chain.go).
	objParam int
}

// Result classifies the calls of one package.
type Result struct {
	mu     sync.Mutex // guards cache, funcs and decls, filled as they are queried
	pass   *analysis.Pass
	in     *inspector.Inspector
	cfg    *config.Config
	scopes *retryscope.Result
	flow   *valueflow.Result
	keys   *keys.Result
	cache  map[*ast.CallExpr]Write
	funcs  map[*types.Func]*summary
	decls  map[*ast.CallExpr]*ast.FuncDecl // enclosing declaration of each call
	// reads, while summarize classifies the calls of one function, collects
	// the functions of this package whose summaries funcOf read.
	reads map[*types.Func]bool
	hosts map[string]bool // hosts sent an idempotency key header (evidence.go)

	ifaces  *impls.Resolver         // interface method calls → their implementations
	req     *rawhttp.Reader         // the URLs and JSON bodies of raw HTTP requests
	args    *sdkargs.Reader         // the objects, streams and request literals of SDK writes
	eval    *keystate.Evaluator     // the values in key slots
	callees map[*types.Func]*callee // what the catalog says of each callee (classify.go)

	// infer: this package belongs to no SDK of the catalog, so what its
	// functions send is inferred from their code (builders.go).
	infer    bool
	builders map[*types.Func]builder // the request builders of this package (builders.go)
	senders  map[*types.Func]sends   // the functions of this package that send a request
	// ctors are the constructor summaries of this package's functions,
	// and litValues the values of the struct literals' keyed elements
	// (fieldmethod.go).
	ctors     map[*types.Func]*ctorFact
	litValues map[ast.Expr]bool
	chains    map[*types.Func]*chainFact // the chain methods of this package (chain.go)
}

// summary is what a user function does, as a write.
type summary struct {
	w   Write
	set bool
}

// Classify returns the classification of call.
func (r *Result) Classify(call *ast.CallExpr) Write {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.classifyCached(call)
}

func (r *Result) classifyCached(call *ast.CallExpr) Write {
	if w, ok := r.cache[call]; ok {
		return w
	}
	w := r.classify(call)
	r.cache[call] = w
	return w
}

// Func returns the classification of calling fn with unknown arguments:
// what its fact (or, in this package, its body) says; Class Unknown if it is
// not a write.
func (r *Result) Func(fn *types.Func) Write {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.funcOf(fn)
}

func (r *Result) funcOf(fn *types.Func) Write {
	if fn == nil {
		return Write{}
	}
	fn = fn.Origin()
	if r.reads != nil && fn.Pkg() == r.pass.Pkg {
		r.reads[fn] = true
	}
	if s, ok := r.funcs[fn]; ok {
		return s.w
	}
	var f writeFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		w := f.write()
		r.funcs[fn] = &summary{w: w, set: true}
		return w
	}
	return Write{}
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{
		pass:     pass,
		in:       pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		cfg:      pass.ResultOf[config.Analyzer].(*config.Config),
		scopes:   pass.ResultOf[retryscope.Analyzer].(*retryscope.Result),
		flow:     pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		keys:     pass.ResultOf[keys.Analyzer].(*keys.Result),
		cache:    map[*ast.CallExpr]Write{},
		funcs:    map[*types.Func]*summary{},
		decls:    map[*ast.CallExpr]*ast.FuncDecl{},
		builders: map[*types.Func]builder{},
		senders:  map[*types.Func]sends{},
		ctors:    map[*types.Func]*ctorFact{},
		chains:   map[*types.Func]*chainFact{},
		ifaces:   impls.New(pass.Fset, pass.Pkg, pass.Module),
	}
	r.infer = !catalog.HasRecord(pass.Pkg.Path())
	r.req = rawhttp.New(pass.TypesInfo, pass.Pkg, r.in, r.flow, r.keys)
	r.args = sdkargs.New(pass.TypesInfo, pass.Pkg, r.flow)
	r.eval = keystate.New(pass.TypesInfo, r.in, r.flow, r.keys, r.decls)
	r.exportKeyHosts()
	r.summarize()
	r.exportCtors()
	r.exportChains()
	return r, nil
}
