package writes

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// streamType is what the code shows of the stream an append goes to.
type streamType int

const (
	streamUnknown streamType = iota
	streamKeyed              // takes an offset: committed, pending, buffered
	streamNoKey              // takes none: the default stream
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
	case !ok:
		return w, false
	case name == rec.Append:
		return r.managedAppend(w, fn, rec), true
	}
	return r.rawAppend(w, fn, rec), true
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
	typ, kind, made, retries := r.managedStreamType(sel.X, rec)
	switch typ {
	case streamNoKey:
		w.Class = Unkeyed
	case streamKeyed:
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

// managedStreamType follows the writer recv to the calls that make it
// and reads their options: the stream type they give, the name of its
// variable, the calls, and whether every one turns the writer's own
// retries on.
func (r *Result) managedStreamType(recv ast.Expr, rec *catalog.StreamAppend) (streamType, string, []*ast.CallExpr, bool) {
	info := r.pass.TypesInfo
	typ, kind := streamUnknown, ""
	var made []*ast.CallExpr
	retries := true
	for _, o := range r.flow.Origins(recv) {
		o = ast.Unparen(o)
		if tv, ok := info.Types[o]; ok && tv.IsNil() {
			continue // an error return of a constructor
		}
		call, ok := o.(*ast.CallExpr)
		if !ok {
			return streamUnknown, "", nil, false
		}
		fn := analysisutil.Callee(info, call)
		if fn != nil && fn.Pkg() == r.pass.Pkg && r.flow.Decl(fn.Origin()) != nil {
			continue // a constructor of this package: its returns are origins too
		}
		if analysisutil.FuncName(fn) != rec.NewStream || call.Ellipsis.IsValid() {
			return streamUnknown, "", nil, false
		}
		t, k, on := r.writerOptions(call.Args[min(1, len(call.Args)):], rec)
		if t == streamUnknown || typ != streamUnknown && k != kind {
			return streamUnknown, "", nil, false
		}
		typ, kind, retries = t, k, retries && on
		made = append(made, call)
	}
	return typ, kind, made, retries && len(made) > 0
}

// writerOptions reads the options a writer is made with: the stream type
// (the default stream without a type option, unknown with a stream name),
// the name of its variable, and whether its retries are on.
func (r *Result) writerOptions(opts []ast.Expr, rec *catalog.StreamAppend) (streamType, string, bool) {
	info := r.pass.TypesInfo
	_, kind, _ := strings.Cut(rec.NoKey[strings.LastIndex(rec.NoKey, "/")+1:], ".")
	typ, retries := streamNoKey, false
	for _, a := range opts {
		c, ok := ast.Unparen(a).(*ast.CallExpr)
		if !ok {
			return streamUnknown, "", false // an option made elsewhere
		}
		name := analysisutil.CalleeName(info, c)
		switch {
		case name == rec.StreamName:
			return streamUnknown, "", false
		case name == rec.TypeOption && len(c.Args) == 1:
			v := analysisutil.ObjectOf(info, c.Args[0])
			if v == nil || v.Pkg() == nil {
				return streamUnknown, "", false
			}
			kind = v.Name()
			switch full := v.Pkg().Path() + "." + v.Name(); {
			case slices.Contains(rec.Keyed, full):
				typ = streamKeyed
			case full == rec.NoKey:
				typ = streamNoKey
			default:
				return streamUnknown, "", false
			}
		case name == rec.Retries && len(c.Args) == 1:
			if tv := info.Types[c.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.Bool {
				retries = constant.BoolVal(tv.Value)
			}
		}
	}
	return typ, kind, retries
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
	st, val := r.fieldKey(req, rec.OffsetField, w.Call, 0)
	w.SDK, w.Desc = rec.ID, analysisutil.ShortName(fn)
	switch st {
	case KeySet, KeyFromParam:
		w.Class, w.Key, w.KeyValue = Keyed, KeySet, val
		w.Slot = Slot{Kind: Field, Arg: 0, Field: rec.OffsetField, Pointer: true}
		w.Target = req
		return w
	case KeyEmpty:
		if _, name := r.fieldKey(req, rec.StreamField, w.Call, 0); name != nil && r.defaultStreamName(name, rec.DefaultSuffix, 0) {
			w.Class = Unkeyed
			return w
		}
	}
	return Write{Call: w.Call, Callee: w.Callee}
}

// defaultStreamName reports whether e is a stream name that ends in the
// default stream's (suffix): a constant, a concatenation whose last operand does,
// a fmt.Sprintf whose format does, or a variable all of whose values do.
func (r *Result) defaultStreamName(e ast.Expr, suffix string, depth int) bool {
	info := r.pass.TypesInfo
	if depth > 4 {
		return false
	}
	if tv := info.Types[e]; tv.Value != nil && tv.Value.Kind() == constant.String {
		return strings.HasSuffix(constant.StringVal(tv.Value), suffix)
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return x.Op == token.ADD && r.defaultStreamName(x.Y, suffix, depth+1)
	case *ast.CallExpr:
		if analysisutil.CalleeName(info, x) == "fmt.Sprintf" && len(x.Args) > 0 {
			return r.defaultStreamName(x.Args[0], suffix, depth+1)
		}
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok {
			return false
		}
		defs := r.flow.Defs(v)
		for _, d := range defs {
			if !r.defaultStreamName(d, suffix, depth+1) {
				return false
			}
		}
		return len(defs) > 0
	}
	return false
}
