package callretries

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// serverRetryCall classifies a call of a service of a client that retries
// failures only when told to (go-tfe: client.Runs.Create): a layer of the
// SDK's attempts when the client it is made on has server retries on.
func (r *Result) serverRetryCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature, recvExpr ast.Expr) *Layer {
	path := fn.Pkg().Path()
	for _, sdk := range catalog.ServerRetrySDKs {
		if path != sdk.Module && !strings.HasPrefix(path, sdk.Module+"/") || sig.Recv() == nil || !returnsError(fn) || recvExpr == nil {
			continue
		}
		sr := sdk.ServerRetries
		root := r.clientRoot(recvExpr, sdk.Module)
		if root == nil || analysisutil.TypeName(r.pass.TypesInfo.TypeOf(root)) != sr.Client {
			return nil
		}
		on, src := r.serverRetriesOn(sdk, root)
		if !on {
			return nil
		}
		return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{sdk.Attempts}, SDK: sdk.ID, Source: src, Pos: posOf(src)}
	}
	return nil
}

// serverRetriesOn reports whether the client e has server retries on, and
// the call that made it when it is in this package. A client made here is
// decided by its config and by the setter calls on the variables and
// fields it went through; one from a function of another package by that
// function's client fact; one whose origin cannot be followed (a session
// store, a parameter) is on when some package of the program, this one or
// one it depends on, turns them on for the clients it makes.
func (r *Result) serverRetriesOn(sdk catalog.SDK, e ast.Expr) (bool, *ast.CallExpr) {
	sr := sdk.ServerRetries
	origins, objs := r.flow.OriginsVia(e)
	on, traced := false, false
	var src *ast.CallExpr
	for _, o := range origins {
		c, ok := o.(*ast.CallExpr)
		if !ok {
			continue
		}
		if r.calleeName(c) == sr.Constructor && len(c.Args) > 0 {
			traced, src = true, c
			if r.configTurnsOn(sr, c.Args[0]) {
				on = true
			}
			continue
		}
		if fn := analysisutil.Callee(r.pass.TypesInfo, c); fn != nil && fn.Pkg() != r.pass.Pkg {
			var f clientFact
			if r.pass.ImportObjectFact(fn.Origin(), &f) {
				traced, on = true, true
			} else if fn.Pkg() != nil && !strings.HasPrefix(fn.Pkg().Path(), sdk.Module) {
				continue // a getter elsewhere: not traced
			}
		}
	}
	for _, call := range r.callsOf(sr.Setter, 1) {
		recv := ast.Unparen(call.Fun).(*ast.SelectorExpr).X
		if obj := analysisutil.ObjectOf(r.pass.TypesInfo, recv); obj != nil && slices.Contains(objs, obj) {
			traced = true
			on = r.isTrue(call.Args[0])
		}
	}
	if !traced {
		return r.programTurnsOn(sdk), nil
	}
	return on, src
}

// configTurnsOn reports whether the config a constructor is given sets the
// field that turns server retries on: in its literal or by an assignment.
func (r *Result) configTurnsOn(sr *catalog.ServerRetries, cfg ast.Expr) bool {
	origins, objs := r.flow.OriginsVia(cfg)
	on := false
	for _, o := range origins {
		if lit, ok := o.(*ast.CompositeLit); ok {
			if v, ok := valueflow.Field(lit, sr.ConfigField); ok {
				on = r.isTrue(v)
			}
		}
	}
	for _, obj := range objs {
		for _, v := range r.flow.FieldSets(obj, sr.ConfigField) {
			on = r.isTrue(v)
		}
	}
	return on
}

// turnsOn reports whether this package turns an SDK's server retries on
// for a client it makes or is given: a config literal or assignment with
// the field true, or a setter call with true.
func (r *Result) turnsOn(sdk catalog.SDK) bool {
	sr := sdk.ServerRetries
	for _, c := range r.callsOf(sr.Setter, 1) {
		if r.isTrue(c.Args[0]) {
			return true
		}
	}
	return slices.ContainsFunc(r.configFieldValues(sdk.Module, sr.ConfigField), r.isTrue)
}

// programTurnsOn reports whether this package or one it depends on turns
// the SDK's server retries on.
func (r *Result) programTurnsOn(sdk catalog.SDK) bool {
	return r.programDoes(sdk, r.turnsOn, func(f analysis.Fact) []string {
		if f, ok := f.(*serverRetriesFact); ok {
			return f.SDKs
		}
		return nil
	})
}

// programDoes reports whether this package does something to an SDK's
// clients (here), or a package it depends on does, by the SDK names its
// package fact lists (names).
func (r *Result) programDoes(sdk catalog.SDK, here func(catalog.SDK) bool, names func(analysis.Fact) []string) bool {
	if here(sdk) {
		return true
	}
	for _, pf := range r.pass.AllPackageFacts() {
		if slices.Contains(names(pf.Fact), sdk.Name) {
			return true
		}
	}
	return false
}

// sdksDoing returns the names of the SDKs among sdks, imported here, that
// this package does something to (here), for its package fact.
func (r *Result) sdksDoing(sdks []catalog.SDK, here func(catalog.SDK) bool) []string {
	var names []string
	for _, sdk := range sdks {
		if analysisutil.Imports(r.pass.Pkg, sdk.Module) && here(sdk) {
			names = append(names, sdk.Name)
		}
	}
	return names
}

// exportServerRetries exports the package fact for the SDKs whose server
// retries this package turns on.
func (r *Result) exportServerRetries() {
	if names := r.sdksDoing(catalog.ServerRetrySDKs, r.turnsOn); len(names) > 0 {
		r.pass.ExportPackageFact(&serverRetriesFact{SDKs: names})
	}
}

func (r *Result) isTrue(e ast.Expr) bool {
	tv, ok := r.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}

// serverRetriesFact marks a package that turns on the server retries of
// the clients of these SDKs (by record name).
type serverRetriesFact struct{ SDKs []string }

func (*serverRetriesFact) AFact() {}

func (f *serverRetriesFact) String() string {
	return "turns on server retries: " + strings.Join(f.SDKs, ", ")
}

// serverRetrySDK returns the SDK whose client type t is, among those that
// retry failures only when told to.
func (r *Result) serverRetrySDK(t types.Type) (catalog.SDK, bool) {
	name := analysisutil.TypeName(t)
	for _, sdk := range catalog.ServerRetrySDKs {
		if sdk.ServerRetries.Client == name {
			return sdk, true
		}
	}
	return catalog.SDK{}, false
}
