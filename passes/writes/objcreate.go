package writes

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// objectCreate classifies a create that names its object by its metadata
// (an SDK record's Creates: client-go's typed and dynamic Create). The name is
// the key slot: set, the create is naturally idempotent (KeySet, with the
// name as the key); with only a prefix for the server to complete
// (GenerateName), every call makes a new object (KeyEmpty, with Prefix and
// PrefixAt saying where the prefix is set); neither seen, KeyUnknown.
func (r *Result) objectCreate(w Write, fn *types.Func) (Write, bool) {
	i := slices.IndexFunc(catalog.ObjectCreates, func(rec *catalog.ObjectCreate) bool {
		return fn.Name() == rec.Method && hasParamType(fn, rec.Options) && len(w.Call.Args) > rec.Object
	})
	if i < 0 {
		return w, false
	}
	rec := catalog.ObjectCreates[i]
	obj := w.Call.Args[rec.Object]
	w.Class, w.SDK, w.Desc = Keyed, rec.ID, analysisutil.ShortName(fn)
	w.Slot = Slot{Kind: ObjectName, Arg: rec.Object, Field: rec.NameField}
	w.Target = obj
	w.Key = KeyUnknown
	m := r.objectMeta(obj, w.Call, rec)
	switch {
	case m.name != nil:
		w.Key, w.KeyValue = KeySet, m.name
	case m.prefix != nil && m.known:
		w.Key, w.Prefix, w.PrefixAt = KeyEmpty, m.prefix, m.prefixAt
	}
	return w, true
}

// hasParamType reports whether a parameter of fn, or the elements of its
// variadic parameter, has one of the types named in names.
func hasParamType(fn *types.Func, names []string) bool {
	sig := fn.Type().(*types.Signature)
	params := sig.Params()
	for i := range params.Len() {
		t := params.At(i).Type()
		if s, ok := t.(*types.Slice); ok && sig.Variadic() && i == params.Len()-1 {
			t = s.Elem()
		}
		if slices.Contains(names, analysisutil.TypeName(t)) {
			return true
		}
	}
	return false
}

// objMeta is what the code shows of a created object's name.
type objMeta struct {
	rec          *catalog.ObjectCreate
	name, prefix ast.Expr
	prefixAt     ast.Node // the key-value, assignment or setter call that sets the prefix
	known        bool     // every value of the object is a literal of this package
}

// objectMeta finds the name and prefix that obj, the object argument of
// call, is created with: in its composite literal, the literals assigned
// to its variable, and the assignments and setter calls on that variable
// in the function of the call.
func (r *Result) objectMeta(obj ast.Expr, call *ast.CallExpr, rec *catalog.ObjectCreate) objMeta {
	m := objMeta{rec: rec}
	lit := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok {
			e = ast.Unparen(u.X)
		}
		cl, ok := e.(*ast.CompositeLit)
		if !ok {
			return false
		}
		r.metaInLiteral(cl, &m)
		return true
	}
	if lit(obj) {
		m.known = true
		return m
	}
	id, ok := ast.Unparen(obj).(*ast.Ident)
	if !ok {
		return m
	}
	v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok {
		return m
	}
	defs := r.flow.Defs(v)
	m.known = len(defs) > 0
	for _, d := range defs {
		if !lit(d) {
			m.known = false
		}
	}
	if d := r.decls[call]; d != nil {
		r.metaSets(d.Body, v, &m)
	}
	return m
}

// metaInLiteral records the name and prefix set in a typed object's
// literal (ObjectMeta{Name: ..., GenerateName: ...}) or an unstructured
// object's map (Object: map[string]any{"metadata": map[string]any{...}}).
func (r *Result) metaInLiteral(cl *ast.CompositeLit, m *objMeta) {
	rec := m.rec
	info := r.pass.TypesInfo
	ast.Inspect(cl, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		if key, ok := kv.Key.(*ast.Ident); ok && isMetaField(info.ObjectOf(key), rec) {
			r.metaValue(key.Name == rec.NameField, kv.Value, kv, m)
			return true
		}
		if stringConst(info, kv.Key) != rec.MetadataKey {
			return true
		}
		if md, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok {
			for _, e := range md.Elts {
				if mkv, ok := e.(*ast.KeyValueExpr); ok {
					switch stringConst(info, mkv.Key) {
					case rec.NameKey:
						r.metaValue(true, mkv.Value, mkv, m)
					case rec.PrefixKey:
						r.metaValue(false, mkv.Value, mkv, m)
					}
				}
			}
		}
		return false
	})
}

// metaSets records the assignments to the name or prefix of v (v.Name =,
// v.ObjectMeta.GenerateName =) and the setter calls on it
// (v.SetGenerateName(...)) in body.
func (r *Result) metaSets(body *ast.BlockStmt, v *types.Var, m *objMeta) {
	rec := m.rec
	info := r.pass.TypesInfo
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				sel, ok := lhs.(*ast.SelectorExpr)
				if !ok || len(n.Rhs) != len(n.Lhs) || rootVar(info, sel) != v || !isMetaField(info.ObjectOf(sel.Sel), rec) {
					continue
				}
				r.metaValue(sel.Sel.Name == rec.NameField, n.Rhs[i], n, m)
			}
		case *ast.CallExpr:
			sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
			if !ok || len(n.Args) != 1 || rootVar(info, sel.X) != v {
				break
			}
			switch analysisutil.CalleeName(info, n) {
			case rec.SetName:
				r.metaValue(true, n.Args[0], n, m)
			case rec.SetPrefix:
				r.metaValue(false, n.Args[0], n, m)
			}
		}
		return true
	})
}

// metaValue records value as the name or the prefix, set at site. An
// empty string sets neither.
func (r *Result) metaValue(name bool, value ast.Expr, site ast.Node, m *objMeta) {
	if tv := r.pass.TypesInfo.Types[value]; tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "" {
		return
	}
	if name {
		m.name = value
		return
	}
	if m.prefix != nil && m.prefixAt != site {
		m.known = false // set in two places: leave it alone
	}
	m.prefix, m.prefixAt = value, site
}

// isMetaField reports whether obj is the name or prefix field of rec's
// object metadata.
func isMetaField(obj types.Object, rec *catalog.ObjectCreate) bool {
	f, ok := obj.(*types.Var)
	if !ok || !f.IsField() || f.Pkg() == nil || f.Name() != rec.NameField && f.Name() != rec.PrefixField {
		return false
	}
	return f.Pkg().Path() == rec.MetaPackage
}

// rootVar returns the variable at the root of a selector chain (v in
// v.ObjectMeta.Name), or nil.
func rootVar(info *types.Info, e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			e = x.X
		case *ast.Ident:
			v, _ := info.ObjectOf(x).(*types.Var)
			return v
		default:
			return nil
		}
	}
}

// stringConst returns the value of e, a string constant, or "".
func stringConst(info *types.Info, e ast.Expr) string {
	if tv := info.Types[e]; tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}
