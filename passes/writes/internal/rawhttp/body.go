package rawhttp

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/keys"
)

// JSONBody returns the value that the body expression e holds encoded as
// JSON: v of bytes.NewReader(b) after b, err := json.Marshal(v), or of
// bytes.NewReader(buf.Bytes()) after json.NewEncoder(&buf).Encode(v); nil
// when it cannot be seen.
func (r *Reader) JSONBody(e ast.Expr) ast.Expr {
	return r.jsonBody(e, 0)
}

func (r *Reader) jsonBody(e ast.Expr, depth int) ast.Expr {
	info := r.info
	if e == nil || depth > 6 {
		return nil
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return r.jsonBody(x.Args[0], depth+1) // string(b), []byte(s)
		}
		name := analysisutil.CalleeName(info, x)
		if i, ok := catalog.BodyReaders[name]; ok && i < len(x.Args) {
			return r.jsonBody(x.Args[i], depth+1)
		}
		if i, ok := catalog.JSONEncoders[name]; ok && i < len(x.Args) && !strings.HasPrefix(name, "(") {
			return x.Args[i]
		}
		if catalog.BufferBytes[name] {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				return r.encodedInto(sel.X)
			}
		}
		return r.builtBody(x, depth)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			if val := r.encodedInto(x.X); val != nil {
				return val
			}
			return r.bufferMadeBy(x.X, depth)
		}
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() {
			return nil
		}
		if isBuffer(v.Type()) {
			if val := r.encodedInto(x); val != nil {
				return val
			}
			return r.bufferMadeBy(x, depth)
		}
		defs := r.flow.Defs(v)
		if len(defs) == 1 {
			return r.jsonBody(defs[0], depth+1)
		}
		if len(defs) == 0 {
			return x // a parameter (its callers encode it) or a variable without a value
		}
	}
	return nil
}

// isBuffer reports whether t is a bytes.Buffer or a pointer to one.
func isBuffer(t types.Type) bool {
	return strings.TrimPrefix(analysisutil.TypeName(t), "*") == catalog.BodyBuffer
}

// encodedInto returns the value that the one json.Encoder of the function
// around buffer variable e encodes into it, or nil.
func (r *Reader) encodedInto(e ast.Expr) ast.Expr {
	info := r.info
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || v.IsField() {
		return nil
	}
	cur, ok := r.in.Root().FindByPos(v.Pos(), v.Pos())
	if !ok {
		return nil
	}
	var body ast.Node
	for c := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		body = c.Node()
		break
	}
	if body == nil {
		return nil
	}
	refersTo := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		id, ok := e.(*ast.Ident)
		return ok && info.ObjectOf(id) == v
	}
	var val ast.Expr
	var all []ast.Expr
	n := 0
	ast.Inspect(body, func(nd ast.Node) bool {
		call, ok := nd.(*ast.CallExpr)
		if !ok {
			return true
		}
		i, ok := catalog.JSONEncoders[analysisutil.CalleeName(info, call)]
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || !isSel || i >= len(call.Args) {
			return true
		}
		enc := ast.Unparen(sel.X)
		if eid, ok := enc.(*ast.Ident); ok { // enc := json.NewEncoder(&buf)
			if ev, ok := info.ObjectOf(eid).(*types.Var); ok {
				if defs := r.flow.Defs(ev); len(defs) == 1 {
					enc = ast.Unparen(defs[0])
				}
			}
		}
		nc, ok := enc.(*ast.CallExpr)
		if ok && analysisutil.CalleeName(info, nc) == catalog.JSONNewEncoder && len(nc.Args) == 1 && refersTo(nc.Args[0]) {
			if val == nil {
				val = call.Args[i]
			}
			all = append(all, call.Args[i])
			n++
		}
		return true
	})
	if n == 0 || n > 1 && !sameVar(info, val, all) {
		return nil
	}
	return val
}

// sameVar reports whether every expression of all is the variable that
// first is: a buffer encoded again after the value was trimmed.
func sameVar(info *types.Info, first ast.Expr, all []ast.Expr) bool {
	v := analysisutil.IdentVar(info, first)
	if v == nil {
		return false
	}
	for _, e := range all {
		if analysisutil.IdentVar(info, e) != v {
			return false
		}
	}
	return true
}

// builtBody returns the value that a function of this package called by
// call encodes as JSON into the body it returns (buf, err :=
// n.encodeMessage(msg), whose every return hands back a buffer that msg
// was encoded into): the caller's argument when the value is a parameter,
// else the value inside the function; nil when the returns disagree or
// cannot be seen.
func (r *Reader) builtBody(call *ast.CallExpr, depth int) ast.Expr {
	info := r.info
	fn := analysisutil.Callee(info, call)
	if fn == nil || fn.Pkg() != r.pkg {
		return nil
	}
	decl := r.flow.Decl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	res := -1
	for i := range sig.Results().Len() {
		if t := sig.Results().At(i).Type(); isBuffer(t) || isBytes(t) {
			res = i
			break
		}
	}
	if res < 0 {
		return nil
	}
	var val ast.Expr
	var vv types.Object
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			var b ast.Expr
			switch {
			case len(n.Results) == 1 && sig.Results().Len() > 1:
				b = r.marshalled(n.Results[0]) // return json.Marshal(v)
			case len(n.Results) != sig.Results().Len():
				ok = false
				return false
			case analysisutil.IsNil(info, ast.Unparen(n.Results[res])):
				return false // a failure's return
			default:
				b = r.jsonBody(n.Results[res], depth+1)
			}
			obj := analysisutil.ObjectOf(info, b)
			switch {
			case b == nil:
				ok = false
			case val == nil:
				val, vv = b, obj
			case obj == nil || obj != vv:
				ok = false
			}
		}
		return ok
	})
	if !ok || val == nil {
		return nil
	}
	if p, isVar := vv.(*types.Var); isVar {
		for i := range sig.Params().Len() {
			if sig.Params().At(i) == p && i < len(call.Args) && !sig.Variadic() {
				return call.Args[i] // the caller's value is what is encoded
			}
		}
	}
	return val
}

// marshalled returns v of a call json.Marshal(v) (a JSON encoder that
// returns the bytes and an error), or nil.
func (r *Reader) marshalled(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	name := analysisutil.CalleeName(r.info, call)
	if i, ok := catalog.JSONEncoders[name]; ok && i < len(call.Args) && !strings.HasPrefix(name, "(") {
		return call.Args[i]
	}
	return nil
}

// isBytes reports whether t is []byte.
func isBytes(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// bufferMadeBy returns the value encoded into the buffer variable e by the
// one call that made it (buf, err := n.encodeMessage(msg)), or nil.
func (r *Reader) bufferMadeBy(e ast.Expr, depth int) ast.Expr {
	v := analysisutil.IdentVar(r.info, e)
	if v == nil || v.IsField() {
		return nil
	}
	defs := r.flow.Defs(v)
	if len(defs) != 1 {
		return nil
	}
	if c, ok := ast.Unparen(defs[0]).(*ast.CallExpr); ok {
		return r.builtBody(c, depth+1)
	}
	return nil
}

// StructKeyField returns the key field of the JSON object that struct type
// u encodes to, and how deep it is: a field named as a key, tagged with a
// key's JSON name, or documented as a key by its package (keys.DocKey); a
// field of the struct first, then one of a struct it holds (not of a list
// of them: each item's key keys the item, not the request).
func (r *Reader) StructKeyField(u *types.Struct) (*types.Var, int) {
	return r.structKeyField(u, 0)
}

func (r *Reader) structKeyField(u *types.Struct, depth int) (*types.Var, int) {
	for i := range u.NumFields() {
		f := u.Field(i)
		if !f.Exported() || catalog.FIFOOnlyKeyFields[f.Name()] {
			continue
		}
		if lexicon.IsKeyJSONField(f.Name(), u.Tag(i)) && isKeyString(f.Type()) || r.keys.DocKey(f, u.Tag(i)) {
			return f, depth
		}
	}
	if depth >= 2 {
		return nil, 0
	}
	for i := range u.NumFields() {
		f := u.Field(i)
		if !f.Exported() && !f.Embedded() || strings.HasPrefix(reflect.StructTag(u.Tag(i)).Get("json"), "-") {
			continue
		}
		t := f.Type()
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if inner, ok := t.Underlying().(*types.Struct); ok {
			if kf, d := r.structKeyField(inner, depth+1); kf != nil {
				return kf, d
			}
		}
	}
	return nil, 0
}

func isKeyString(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// MapBodyKey returns the key sink of a map body: an entry of the literal,
// or of the variable, whose key names a key slot; nil if none.
func (r *Reader) MapBodyKey(val ast.Expr) *keys.Sink {
	switch x := ast.Unparen(val).(type) {
	case *ast.CompositeLit:
		for _, s := range r.keys.Sinks {
			if s.Kind == keys.MapKey && analysisutil.Contains(x, s.Node.Pos()) {
				return s
			}
		}
	case *ast.Ident:
		v, ok := r.info.ObjectOf(x).(*types.Var)
		if !ok {
			return nil
		}
		for _, s := range r.keys.SinksOf(v) {
			if s.Kind == keys.MapKey {
				return s
			}
		}
		if defs := r.flow.Defs(v); len(defs) == 1 {
			if lit, ok := ast.Unparen(defs[0]).(*ast.CompositeLit); ok {
				return r.MapBodyKey(lit)
			}
		}
	}
	return nil
}
