// Package disable builds nestedretry's fixes that turn the inner retry
// layer of a finding off: for its one call where the API allows it (the
// call's own retry switch, a request option, a per-call AWS option, a retry
// helper made to try once, a failsafe executor built without its retry
// policy), or where its client or stream writer is made when that serves
// the outer layer alone; and the fix of a retrying http.Client handed to
// an SDK that retries through it. It also gives the edits that the
// analyzer's other fixes share (ImportAs, AfterLine).
package disable

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A Fixer builds the fixes of one pass.
type Fixer struct {
	pass   *analysis.Pass
	in     *inspector.Inspector
	scopes *retryscope.Result
	flow   *valueflow.Result
}

// New returns the Fixer of pass, which reads its syntax through in and the
// results of the retryscope and valueflow passes.
func New(pass *analysis.Pass, in *inspector.Inspector, scopes *retryscope.Result, flow *valueflow.Result) *Fixer {
	return &Fixer{pass: pass, in: in, scopes: scopes, flow: flow}
}

// A Nesting is a call that retries by itself, by its layer Layer, inside
// the retry scope Outer, the innermost of the layers around it.
type Nesting struct {
	Call  *ast.CallExpr
	Layer *retryscope.Layer
	Outer *retryscope.Scope
}

// Inner turns the inner layer of n off for its call, or where its client
// is made: false when there is no such fix, and the outer layer is to be
// stopped instead.
func (c *Fixer) Inner(n Nesting) (analysis.SuggestedFix, bool) {
	l := n.Layer
	if l.Switch != nil {
		// RpcPost(..., true): the switch is the call's own argument.
		return analysis.SuggestedFix{
			Message:   "Turn off " + l.Desc + "'s own retries for this call: the outer layer retries it",
			TextEdits: []analysis.TextEdit{analysisutil.Replace(l.Switch, "false")},
		}, true
	}
	if l.Stacked {
		// Turning the SDK's retries off leaves the client's: the outer
		// layer stops.
		return analysis.SuggestedFix{}, false
	}
	if l.Kind == retryscope.HelperLayer {
		return c.HelperOnce(n)
	}
	return c.disable(n)
}

// disablers make one call of an SDK or client layer, or the client it goes
// through, try once, by the mechanism the SDK's record names. A mechanism
// missing here has no such fix, and its records say why (SDK.NoFix): the
// outer layer is stopped instead; a record of a mechanism listed here that
// says why its calls are not to take the fix (tea-rpc's runtime options,
// often shared) has none either.
var disablers = map[catalog.RetryMechanism]func(*Fixer, Nesting) (analysis.SuggestedFix, bool){
	catalog.RequestOption:     (*Fixer).maxRetriesOption,
	catalog.ClientField:       (*Fixer).clientRetriesOff,
	catalog.AWSRetryer:        (*Fixer).awsOption,
	catalog.StripeBackend:     (*Fixer).stripeClient,
	catalog.StreamWriter:      (*Fixer).writerRetriesOff,
	catalog.AWSRequestRetryer: (*Fixer).awsV1Option,
	catalog.RuntimeOptions:    (*Fixer).runtimeRetriesOff,
	catalog.ConfigPolicy:      (*Fixer).policyRetriesOff,
}

// disable turns the inner layer of n off for its call, or where its client
// is made, by the mechanism the layer carries.
func (c *Fixer) disable(n Nesting) (analysis.SuggestedFix, bool) {
	if sdk := catalog.SDKFor(n.Layer.SDK); sdk != nil && sdk.NoFix != "" {
		return analysis.SuggestedFix{}, false
	}
	if f := disablers[n.Layer.Mechanism]; f != nil {
		return f(c, n)
	}
	return analysis.SuggestedFix{}, false
}
