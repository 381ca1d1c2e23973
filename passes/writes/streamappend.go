package writes

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/sdkargs"
)

// streamAppend classifies an append to a stream whose offset is its key
// (an SDK record's Stream: BigQuery's Storage Write API). An append with an
// offset is a keyed write with its key set; one without an offset to a
// stream that takes one is a keyed write without a key (Slot Option, the
// offset option the call can take, or Field, the request's offset field);
// one to the default stream, which takes none, is an unkeyed write. Where
// the stream cannot be seen and the append has no offset, the call is left
// unclassified.
func (r *Result) streamAppend(w Write, fn *types.Func) (Write, bool) {
	name := r.catalogued(fn).name
	rec, ok := catalog.StreamAppends[name]
	switch {
	case !ok && isInterfaceMethod(fn):
		return r.ifaceAppend(w, fn)
	case !ok:
		return w, false
	case name == rec.Append:
		return r.managedAppend(w, fn, rec), true
	}
	return r.rawAppend(w, fn, rec), true
}

// ifaceAppend classifies a call of a method of the package's own interface
// (type appender interface { AppendRows(...) }) as the managed append it
// makes when every value the receiver may hold is a writer the package
// makes with the record's NewStream: the dynamic type is then the record's
// writer, whose Append the call runs. An interface whose value may be
// another type, or comes from the caller, is left to the other rules.
func (r *Result) ifaceAppend(w Write, fn *types.Func) (Write, bool) {
	sel, ok := ast.Unparen(w.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return w, false
	}
	for _, name := range slices.Sorted(maps.Keys(catalog.StreamAppends)) {
		rec := catalog.StreamAppends[name]
		if name != rec.Append || !strings.HasSuffix(name, ")."+fn.Name()) || !r.madeStreams(sel.X, rec) {
			continue
		}
		impl := name[strings.LastIndex(name, ".")+1:]
		recv := strings.TrimPrefix(name[:strings.LastIndex(name, ")")], "(*")
		impl = recv[strings.LastIndex(recv, ".")+1:] + "." + impl
		w2 := r.managedAppend(w, fn, rec)
		if w2.Class == Unknown {
			return w, false
		}
		w2.Desc = analysisutil.ShortName(fn) + " (" + impl + ")"
		return w2, true
	}
	return w, false
}

// madeStreams reports whether every value that recv may hold is a writer
// made by rec's NewStream (a nil skipped: a constructor's error return),
// following variables, fields and this package's constructors.
func (r *Result) madeStreams(recv ast.Expr, rec *catalog.StreamAppend) bool {
	info := r.pass.TypesInfo
	made := false
	for _, o := range r.flow.Origins(recv) {
		o = ast.Unparen(o)
		if tv, ok := info.Types[o]; ok && tv.IsNil() {
			continue
		}
		call, ok := o.(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := analysisutil.Callee(info, call)
		if fn != nil && fn.Pkg() == r.pass.Pkg && r.flow.Decl(fn.Origin()) != nil {
			continue // a constructor of this package: its returns are origins too
		}
		if analysisutil.FuncName(fn) != rec.NewStream {
			return false
		}
		made = true
	}
	return made
}

// managedAppend classifies ms.AppendRows(ctx, data, opts...).
func (r *Result) managedAppend(w Write, fn *types.Func, rec *catalog.StreamAppend) Write {
	info := r.pass.TypesInfo
	sel, ok := ast.Unparen(w.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return w
	}
	w.SDK, w.Desc = rec.ID, analysisutil.ShortName(fn)
	_, opt := rec.OffsetOptionPackage()
	offset, spread := ast.Expr(nil), w.Call.Ellipsis.IsValid()
	for _, a := range w.Call.Args[min(2, len(w.Call.Args)):] {
		if c, ok := ast.Unparen(a).(*ast.CallExpr); ok && analysisutil.CalleeName(info, c) == rec.OffsetOption && len(c.Args) == 1 {
			offset = c.Args[0]
		}
	}
	if offset != nil {
		w.Class, w.Key, w.KeyValue = Keyed, KeySet, offset
		w.Slot = Slot{Kind: Option, Arg: -1, Field: opt}
		return w
	}
	if spread {
		return Write{Call: w.Call, Callee: w.Callee} // options built elsewhere
	}
	typ, kind, made, retries := r.args.ManagedStream(sel.X, rec)
	switch typ {
	case sdkargs.StreamNoKey:
		w.Class = Unkeyed
	case sdkargs.StreamKeyed:
		w.Class, w.Key = Keyed, KeyEmpty
		w.Slot = Slot{Kind: Option, Arg: -1, Field: opt}
		w.Target = sel.X
		w.StreamMade, w.StreamKind = made, kind
	default:
		return Write{Call: w.Call, Callee: w.Callee}
	}
	if retries {
		w.Attempts = rec.Attempts
	}
	return w
}

// rawAppend classifies stream.Send(req) of the raw client: its offset field
// set, a keyed write with its key; without one, to a stream whose name
// ends in the default stream's, an unkeyed write. The type of another
// stream is decided where it was created, which is not followed: such a
// send is left unclassified.
func (r *Result) rawAppend(w Write, fn *types.Func, rec *catalog.StreamAppend) Write {
	if len(w.Call.Args) != 1 {
		return w
	}
	req := w.Call.Args[0]
	st, val := r.eval.FieldKey(req, rec.OffsetField, w.Call)
	w.SDK, w.Desc = rec.ID, analysisutil.ShortName(fn)
	switch st {
	case KeySet, KeyFromParam:
		w.Class, w.Key, w.KeyValue = Keyed, KeySet, val
		w.Slot = Slot{Kind: Field, Arg: 0, Field: rec.OffsetField, Pointer: true}
		w.Target = req
		return w
	case KeyEmpty:
		if _, name := r.eval.FieldKey(req, rec.StreamField, w.Call); name != nil && r.args.DefaultStreamName(name, rec.DefaultSuffix) {
			w.Class = Unkeyed
			return w
		}
	}
	return Write{Call: w.Call, Callee: w.Callee}
}
