package callretries

import (
	"go/ast"
	"go/constant"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// streamWriterCall classifies an append of a stream writer that retries
// failed appends itself when it is made with its retries on (BigQuery's
// managedwriter with EnableWriteRetries(true)): a layer of the record's
// attempts when every writer the receiver may hold is made so in this
// package. The append is decided here, not by facts computed from the
// writer's source, whose retry loop runs once unless turned on. ok is
// false for other calls.
func (r *Result) streamWriterCall(call *ast.CallExpr, name string) (l *Layer, ok bool) {
	for _, sdk := range catalog.MechanismSDKs[catalog.StreamWriter] {
		if name == sdk.Stream.Append {
			return r.streamAppend(call, sdk.ID, sdk.Stream), true
		}
	}
	return nil, false
}

// streamAppend is streamWriterCall for an append of the stream writer rec
// of the SDK id.
func (r *Result) streamAppend(call *ast.CallExpr, id catalog.SDKID, rec *catalog.StreamAppend) *Layer {
	sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !isSel {
		return nil
	}
	info := r.pass.TypesInfo
	var src *ast.CallExpr
	for _, o := range r.flow.Origins(sel.X) {
		o = ast.Unparen(o)
		if tv, ok := info.Types[o]; ok && tv.IsNil() {
			continue
		}
		c, isCall := o.(*ast.CallExpr)
		if !isCall {
			return nil
		}
		fn := analysisutil.Callee(info, c)
		if fn != nil && fn.Pkg() == r.pass.Pkg && r.flow.Decl(fn.Origin()) != nil {
			continue // a constructor of this package: its returns are origins too
		}
		if analysisutil.FuncName(fn) != rec.NewStream || !r.writerRetries(rec, c) {
			return nil
		}
		if src == nil {
			src = c
		}
	}
	if src == nil {
		return nil
	}
	return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{rec.Attempts}, SDK: id, Source: src, Pos: src.Pos()}
}

// writerRetries reports whether the writer constructor call c turns the
// writer's retries on: an option Retries(true), the last one given.
func (r *Result) writerRetries(rec *catalog.StreamAppend, c *ast.CallExpr) bool {
	on := false
	for _, a := range c.Args {
		oc, ok := ast.Unparen(a).(*ast.CallExpr)
		if !ok || len(oc.Args) != 1 || analysisutil.CalleeName(r.pass.TypesInfo, oc) != rec.Retries {
			continue
		}
		tv := r.pass.TypesInfo.Types[oc.Args[0]]
		on = tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
	}
	return on
}
