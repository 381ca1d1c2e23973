package callretries

import (
	"go/ast"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// serverHandoff reads a call of the constructor of an SDK whose retries a
// switch turns on and whose config holds the *http.Client it sends each
// attempt through (go-tfe: tfe.NewClient(&tfe.Config{HTTPClient: hc,
// RetryServerErrors: true})): a handoff when that client retries by
// itself and the SDK's retries are on for the client made.
func (r *Result) serverHandoff(call *ast.CallExpr) (Handoff, bool) {
	if len(call.Args) != 1 {
		return Handoff{}, false
	}
	name := r.calleeName(call)
	for _, sdk := range catalog.ServerRetrySDKs {
		sr := sdk.ServerRetries
		if sr.HTTPClientField == "" || name != sr.Constructor {
			continue
		}
		hc, lit := r.configValue(call.Args[0], sr.HTTPClientField)
		if hc == nil {
			return Handoff{}, false
		}
		h, ok := r.retryingHTTPClient(hc)
		if !ok || h.attempts == 1 || h.ownCheck {
			// A client made in another package with a retry check of its
			// own may not retry the failures the SDK's retries repeat.
			return Handoff{}, false
		}
		on := r.switchedOn(sr, call)
		if on == nil {
			return Handoff{}, false
		}
		return Handoff{
			Client: hc, Ctor: call, Config: lit, SDK: sdk.ID, Factors: []int{sdk.Attempts, h.attempts},
			On: on, Retrier: h.client, Src: h.src, Lit: h.lit,
		}, true
	}
	return Handoff{}, false
}

// configValue returns the last value the config cfg gives its field: in
// the one literal that made it, or by a later assignment; and that
// literal. nil when the config has not one origin in this package.
func (r *Result) configValue(cfg ast.Expr, field string) (ast.Expr, *ast.CompositeLit) {
	origins, objs := r.flow.OriginsVia(cfg)
	if len(origins) != 1 {
		return nil, nil
	}
	var v ast.Expr
	lit, _ := origins[0].(*ast.CompositeLit)
	if lit != nil {
		v, _ = valueflow.Field(lit, field)
	}
	for _, obj := range objs {
		for _, set := range r.flow.FieldSets(obj, field) {
			v = set
		}
	}
	return v, lit
}

// switchedOn returns where the server retries of the client that the
// constructor call ctor makes are turned on: the config's field set true,
// in its literal or by an assignment, or the setter called with true on a
// variable or field the client went through, the last of them counting;
// nil when they are off.
func (r *Result) switchedOn(sr *catalog.ServerRetries, ctor *ast.CallExpr) ast.Expr {
	var on ast.Expr
	if v, _ := r.configValue(ctor.Args[0], sr.ConfigField); v != nil && r.isTrue(v) {
		on = v
	}
	for _, call := range r.callsOf(sr.Setter, 1) {
		recv := ast.Unparen(call.Fun).(*ast.SelectorExpr).X
		origins, _ := r.flow.OriginsVia(recv)
		for _, o := range origins {
			if o != ast.Expr(ctor) {
				continue
			}
			on = nil
			if r.isTrue(call.Args[0]) {
				on = call
			}
		}
	}
	return on
}
