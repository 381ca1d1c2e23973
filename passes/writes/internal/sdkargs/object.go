package sdkargs

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// HasParamType reports whether a parameter of fn, or the elements of its
// variadic parameter, has one of the types named in names.
func HasParamType(fn *types.Func, names []string) bool {
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

// ObjectMeta is what the code shows of a created object's name: the name
// and the prefix it is created with, where the prefix is set, and whether
// every value of the object is seen.
type ObjectMeta struct {
	rec          *catalog.ObjectCreate
	Name, Prefix ast.Expr
	PrefixAt     ast.Node // the key-value, assignment or setter call that sets the prefix
	Known        bool     // every value of the object is a literal of this package
}

// ObjectMetaOf finds the name and prefix that obj, the object argument of
// a create of rec, is created with: in its composite literal, the literals
// assigned to its variable, and the assignments and setter calls on that
// variable in decl, the function of the call (nil: not looked at).
func (r *Reader) ObjectMetaOf(obj ast.Expr, decl *ast.FuncDecl, rec *catalog.ObjectCreate) ObjectMeta {
	m := ObjectMeta{rec: rec}
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
		m.Known = true
		return m
	}
	id, ok := ast.Unparen(obj).(*ast.Ident)
	if !ok {
		return m
	}
	v, ok := r.info.ObjectOf(id).(*types.Var)
	if !ok {
		return m
	}
	defs := r.flow.Defs(v)
	m.Known = len(defs) > 0
	for _, d := range defs {
		if !lit(d) {
			m.Known = false
		}
	}
	if decl != nil {
		r.metaSets(decl.Body, v, &m)
	}
	return m
}

// metaInLiteral records the name and prefix set in a typed object's
// literal (ObjectMeta{Name: ..., GenerateName: ...}) or an unstructured
// object's map (Object: map[string]any{"metadata": map[string]any{...}}).
func (r *Reader) metaInLiteral(cl *ast.CompositeLit, m *ObjectMeta) {
	rec := m.rec
	info := r.info
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
func (r *Reader) metaSets(body *ast.BlockStmt, v *types.Var, m *ObjectMeta) {
	rec := m.rec
	info := r.info
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
func (r *Reader) metaValue(name bool, value ast.Expr, site ast.Node, m *ObjectMeta) {
	if tv := r.info.Types[value]; tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "" {
		return
	}
	if name {
		m.Name = value
		return
	}
	if m.Prefix != nil && m.PrefixAt != site {
		m.Known = false // set in two places: leave it alone
	}
	m.Prefix, m.PrefixAt = value, site
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
