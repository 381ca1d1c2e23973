package retryscope

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/catalog"

	"github.com/idemvet/idemvet/passes/callretries"
)

// CallRetries returns how call retries by itself, or nil if it does not or
// its retries are turned off (RetryMax = 0, option.WithMaxRetries(0), an
// aws per-call RetryMaxAttempts of 1, a helper limited to one attempt).
func (r *Result) CallRetries(call *ast.CallExpr) *Layer {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.callRetriesCached(call)
}

// FuncRetries returns the layer that calling fn, a function of another
// package, brings by its facts, or nil: what CallRetries says of a call of
// fn, for a function value (an activity registered by its value).
func (r *Result) FuncRetries(fn *types.Func) *Layer {
	r.mu.Lock()
	defer r.mu.Unlock()
	if fn == nil || r.calls.InClient(fn) {
		return nil
	}
	rt := r.retries(fn)
	if rt == nil || rt.Context {
		return nil // a context of its own package reports its nestings there
	}
	factors := rt.Factors
	if len(factors) == 0 {
		factors = []int{rt.Attempts}
	}
	return &Layer{Kind: FuncLayer, Desc: fn.Name(), Where: rt.Where, Chain: rt.Chain, Factors: factors, Fresh: rt.Fresh, Prefixes: rt.Prefixes}
}

func (r *Result) callRetriesCached(call *ast.CallExpr) *Layer {
	if l, ok := r.layers[call]; ok {
		return l
	}
	r.layers[call] = nil // cycle guard
	l := r.callRetries(call)
	r.layers[call] = l
	return l
}

func (r *Result) callRetries(call *ast.CallExpr) *Layer { return r.classify(call, true) }

// classify classifies call; with funcs, a call to a function that retries
// is a layer too.
func (r *Result) classify(call *ast.CallExpr, funcs bool) *Layer {
	if ops, desc, ok := r.HelperOp(call); ok && len(ops) > 0 {
		n := r.helpers.HelperAttempts(call)
		if n == 1 {
			return nil
		}
		return &Layer{Kind: HelperLayer, Desc: desc, Factors: []int{n}, Helper: r.calleeName(call)}
	}
	if l, decided := r.calls.Classify(call); decided {
		return l
	}
	fn, fi := r.calleeInfo(call)
	if fn == nil || !funcs {
		return nil
	}
	if m := r.transportRoundTrip(call, fn); m != nil {
		return r.transportLayer(call, m)
	}
	if fi.inClient {
		return nil
	}
	if rt := r.retries(fn); rt != nil {
		factors := rt.Factors
		if len(factors) == 0 {
			factors = []int{rt.Attempts}
		}
		l := &Layer{Kind: FuncLayer, Desc: fn.Name(), Where: rt.Where, Chain: rt.Chain, Pos: rt.pos, Factors: factors, Fresh: rt.Fresh, Prefixes: rt.Prefixes}
		return r.defaultLayer(l, call, fn, rt)
	}
	return nil
}

// The layers that calls bring with them are callretries'.
type (
	Layer     = callretries.Layer
	LayerKind = callretries.LayerKind
	Handoff   = callretries.Handoff
)

const (
	HelperLayer = callretries.HelperLayer
	ClientLayer = callretries.ClientLayer
	SDKLayer    = callretries.SDKLayer
	FuncLayer   = callretries.FuncLayer
)

// Product multiplies attempt counts: 0 if any is unknown, catalog.Unbounded
// if any has no limit.
func Product(fs []int) int { return catalog.Product(fs) }
