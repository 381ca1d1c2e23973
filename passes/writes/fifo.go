package writes

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// fifoWrite classifies a publish whose key slot exists only on a FIFO
// topic (catalog.FIFOWrite). A topic is known to be FIFO when its name, a
// constant, ends in the suffix, or when the input sets the deduplication
// id (a standard topic refuses one). On a FIFO topic a set id is the key
// slot, evaluated as any field slot, and an empty one leaves the
// deduplication to the topic's content hash: idempotent. A topic not known
// to be FIFO takes no key: an unkeyed write. An input built elsewhere (a
// parameter, a helper's result) may set the id, so it stays unclassified.
func (r *Result) fifoWrite(w Write, api catalog.WriteAPI, desc string) Write {
	f := api.FIFO
	w.SDK, w.Desc = api.ID, desc
	if f.Arg >= len(w.Call.Args) {
		return w
	}
	in := w.Call.Args[f.Arg]
	if !r.inputVisible(in, w.Call) {
		return w
	}
	fifo := false
	for _, t := range f.Targets {
		if _, val := r.eval.FieldKey(in, t, w.Call); val != nil && r.endsWith(val, f.Suffix) {
			fifo = true
		}
	}
	if f.Field == "" {
		// A batch: the ids are per entry.
		if fifo || f.EntryField != "" && r.mentionsField(w.Call, f.EntryField) {
			return w
		}
		w.Class = Unkeyed
		return w
	}
	st, val := r.eval.FieldKey(in, f.Field, w.Call)
	switch st {
	case KeySet, KeyFromParam:
		w.Class = Keyed
		w.Slot = Slot{Kind: Field, Arg: f.Arg, Field: f.Field, Pointer: fieldIsPointer(w.Callee, f.Arg, f.Field)}
		w.Target, w.Key, w.KeyValue = in, st, val
		if st == KeyFromParam {
			w.fromParam, w.fromField = r.eval.ParamRef(val, w.Call)
		}
	case KeyEmpty:
		if fifo {
			w.Class = Idempotent
		} else {
			w.Class = Unkeyed
		}
	}
	return w
}

// inputVisible reports whether the fields of the input e can be read here:
// a composite literal, its address, or a local variable bound to one.
func (r *Result) inputVisible(e ast.Expr, call *ast.CallExpr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		_, ok := ast.Unparen(x.X).(*ast.CompositeLit)
		return ok
	case *ast.CompositeLit:
		return true
	case *ast.Ident:
		v, ok := r.pass.TypesInfo.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() || v.Parent() == v.Pkg().Scope() || r.eval.ParamIndex(v, call) >= 0 {
			return false
		}
		defs := r.flow.Defs(v)
		if len(defs) == 0 {
			return r.eval.IsVarDecl(v)
		}
		for _, d := range defs {
			if !r.inputVisible(d, call) {
				return false
			}
		}
		return true
	}
	return false
}

// endsWith reports whether the string value e (a constant, or one passed
// through aws.String or taken the address of) ends in suffix.
func (r *Result) endsWith(e ast.Expr, suffix string) bool {
	info := r.pass.TypesInfo
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			e = x.X
			continue
		case *ast.CallExpr:
			if len(x.Args) == 1 && catalog.IsPassthrough(analysisutil.CalleeName(info, x)) {
				e = x.Args[0]
				continue
			}
		}
		break
	}
	pieces := r.req.URLPieces(e)
	last := pieces[len(pieces)-1]
	return !strings.Contains(last, rawhttp.Unknown) && strings.HasSuffix(last, suffix)
}

// mentionsField reports whether the function around call names a field
// called field (in a selector or a composite literal key).
func (r *Result) mentionsField(call *ast.CallExpr, field string) bool {
	d := r.eval.EnclosingDecl(call)
	if d == nil || d.Body == nil {
		return true
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectorExpr:
			found = found || x.Sel.Name == field
		case *ast.KeyValueExpr:
			if id, ok := x.Key.(*ast.Ident); ok && id.Name == field {
				found = true
			}
		}
		return !found
	})
	return found
}
