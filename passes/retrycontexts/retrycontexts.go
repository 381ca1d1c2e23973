// Package retrycontexts finds the at-least-once contexts of a package:
// functions that the system around them runs again for one intent
// (Temporal activities, MCP tool handlers, controller-runtime Reconcile
// methods, client-go workqueue handlers, the callbacks of Pub/Sub's
// Receive and JetStream's Consume, the bodies of sarama claim loops and
// SQS receive loops, what follows a kafka-go FetchMessage in a loop,
// handlers of registrations named in the
// configuration), each with the bound of its retry policy where the
// code states it. It is a plain package, not an analyzer: it exports no
// facts, and retryscope makes what it finds into scopes of kind
// AtLeastOnce (see retryscope's package documentation for what counts).
package retrycontexts

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A Context is a function that an at-least-once system may run again for
// one intent.
type Context struct {
	Start   token.Pos // the function
	Desc    string    // how messages name it: "Temporal activity"
	Context catalog.ContextKind
	Body    *ast.BlockStmt
	Func    ast.Node      // the function literal or declaration
	Call    *ast.CallExpr // the registration, or nil
	// Attempts bounds the runs: the retry policy's where the code sets it
	// (Temporal's MaximumAttempts in the workflows of this package, a
	// workqueue worker's requeue test), else the system's default.
	Attempts int
	// Bound names the code that bounds Attempts, for messages, when it is
	// read from a worker's requeue test: "NumRequeues < 5 at worker.go:30".
	Bound string
	// Options are the ActivityOptions literals of this package that the
	// executions of a Temporal activity here read Attempts from; nil when
	// one of them reads its options from elsewhere.
	Options []*ast.CompositeLit

	policyRead    bool // Attempts was read from the code
	optionsUnread bool // an execution's options are not literals
}

// Result is the at-least-once contexts of one package.
type Result struct {
	// Found are the contexts, one per function and kind, in the order of
	// their Start.
	Found []*Context

	pass *analysis.Pass
	flow *valueflow.Result
	cfg  *config.Config

	wrappers []wrapper // functions that run a func-typed parameter in a handler they build
	// optionUses are the activities executed with each ActivityOptions
	// literal (nil: one that is not a function of this package).
	optionUses map[*ast.CompositeLit][]ast.Node
	// itemParams are the workqueue handlers, to the index + 1 of the
	// parameter that receives the work item (workqueue.go).
	itemParams map[*ast.FuncDecl]int
	// loopVars are the message variables of the message loops, by the
	// loop's body (messageloops.go).
	loopVars map[*ast.BlockStmt]*types.Var
}

// Find finds the at-least-once contexts of pass's package.
func Find(pass *analysis.Pass, flow *valueflow.Result, cfg *config.Config, in *inspector.Inspector) *Result {
	r := &Result{
		pass:       pass,
		flow:       flow,
		cfg:        cfg,
		optionUses: map[*ast.CompositeLit][]ast.Node{},
		itemParams: map[*ast.FuncDecl]int{},
		loopVars:   map[*ast.BlockStmt]*types.Var{},
	}
	root := in.Root()
	for cur := range root.Preorder((*ast.CallExpr)(nil)) {
		r.registrationScopes(cur.Node().(*ast.CallExpr))
	}
	r.activityScopes()
	r.siblingActivities()
	r.shapeScopes()
	r.workqueueScopes()
	r.loopScopes(root)
	r.handlerScopes(root)
	r.wrapperScopes(root)
	slices.SortStableFunc(r.Found, func(a, b *Context) int { return int(a.Start - b.Start) })
	r.mergeContexts()
	r.Found = slices.DeleteFunc(r.Found, r.settledFirst)
	return r
}

// calleeName is analysisutil.CalleeName, each callee named once.
func (r *Result) calleeName(call *ast.CallExpr) string {
	return r.flow.CalleeName(r.pass.TypesInfo, call)
}

// PolicyRead reports whether c's Attempts were read from the code (a retry
// policy, a requeue test) rather than taken from the system's default.
func (c *Context) PolicyRead() bool { return c.policyRead }
