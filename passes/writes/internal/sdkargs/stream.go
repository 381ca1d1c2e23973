package sdkargs

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

// A StreamType is what the code shows of the stream an append goes to.
type StreamType int

const (
	StreamUnknown StreamType = iota // not seen, or made in a way not followed
	StreamKeyed                     // takes an offset: committed, pending, buffered
	StreamNoKey                     // takes none: the default stream
)

// ManagedStream follows the writer recv to the calls that make it
// and reads their options: the stream type they give, the name of its
// variable, the calls, and whether every one turns the writer's own
// retries on.
func (r *Reader) ManagedStream(recv ast.Expr, rec *catalog.StreamAppend) (StreamType, string, []*ast.CallExpr, bool) {
	info := r.info
	typ, kind := StreamUnknown, ""
	var made []*ast.CallExpr
	retries := true
	for _, o := range r.flow.Origins(recv) {
		o = ast.Unparen(o)
		if tv, ok := info.Types[o]; ok && tv.IsNil() {
			continue // an error return of a constructor
		}
		call, ok := o.(*ast.CallExpr)
		if !ok {
			return StreamUnknown, "", nil, false
		}
		fn := analysisutil.Callee(info, call)
		if fn != nil && fn.Pkg() == r.pkg && r.flow.Decl(fn.Origin()) != nil {
			continue // a constructor of this package: its returns are origins too
		}
		if analysisutil.FuncName(fn) != rec.NewStream || call.Ellipsis.IsValid() {
			return StreamUnknown, "", nil, false
		}
		t, k, on := r.writerOptions(call.Args[min(1, len(call.Args)):], rec)
		if t == StreamUnknown || typ != StreamUnknown && k != kind {
			return StreamUnknown, "", nil, false
		}
		typ, kind, retries = t, k, retries && on
		made = append(made, call)
	}
	return typ, kind, made, retries && len(made) > 0
}

// writerOptions reads the options a writer is made with: the stream type
// (the default stream without a type option, unknown with a stream name),
// the name of its variable, and whether its retries are on.
func (r *Reader) writerOptions(opts []ast.Expr, rec *catalog.StreamAppend) (StreamType, string, bool) {
	info := r.info
	_, kind, _ := strings.Cut(rec.NoKey[strings.LastIndex(rec.NoKey, "/")+1:], ".")
	typ, retries := StreamNoKey, false
	for _, a := range opts {
		c, ok := ast.Unparen(a).(*ast.CallExpr)
		if !ok {
			return StreamUnknown, "", false // an option made elsewhere
		}
		name := analysisutil.CalleeName(info, c)
		switch {
		case name == rec.StreamName:
			return StreamUnknown, "", false
		case name == rec.TypeOption && len(c.Args) == 1:
			v := analysisutil.ObjectOf(info, c.Args[0])
			if v == nil || v.Pkg() == nil {
				return StreamUnknown, "", false
			}
			kind = v.Name()
			switch full := v.Pkg().Path() + "." + v.Name(); {
			case slices.Contains(rec.Keyed, full):
				typ = StreamKeyed
			case full == rec.NoKey:
				typ = StreamNoKey
			default:
				return StreamUnknown, "", false
			}
		case name == rec.Retries && len(c.Args) == 1:
			if tv := info.Types[c.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.Bool {
				retries = constant.BoolVal(tv.Value)
			}
		}
	}
	return typ, kind, retries
}

// DefaultStreamName reports whether e is a stream name that ends in the
// default stream's (suffix): a constant, a concatenation whose last operand does,
// a fmt.Sprintf whose format does, or a variable all of whose values do.
func (r *Reader) DefaultStreamName(e ast.Expr, suffix string) bool {
	return r.defaultStreamName(e, suffix, 0)
}

func (r *Reader) defaultStreamName(e ast.Expr, suffix string, depth int) bool {
	info := r.info
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
