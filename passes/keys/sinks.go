package keys

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/textproto"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
)

// A sinkSite is a node that findSinks looks at and that may be a sink: the
// sinks it is whatever the key parameters of the package's functions are
// (a literal's key field, a header set with a constant name, a key
// setter's argument), or a call whose key parameters decide (fn).
type sinkSite struct {
	pos   token.Pos
	sinks []*Sink // the sinks of a node whatever the key parameters are
	call  *ast.CallExpr
	fn    *types.Func
}

// collectSinkSites walks the package once for the sites of findSinks, in
// the order of the walk.
func (r *Result) collectSinkSites(root inspector.Cursor) []sinkSite {
	info := r.pass.TypesInfo
	var sites []sinkSite
	add := func(n ast.Node, s *Sink) { sites = append(sites, sinkSite{pos: n.Pos(), sinks: []*Sink{s}}) }
	for cur := range root.Preorder((*ast.KeyValueExpr)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.KeyValueExpr:
			if k := mapKey(info, cur.Parent().Node(), n.Key); k != "" {
				add(n, &Sink{Kind: MapKey, Value: n.Value, Slot: mapSlot(k), Base: mapSlot(k), Node: n})
				continue
			}
			id, ok := n.Key.(*ast.Ident)
			if !ok {
				continue
			}
			if v, ok := info.ObjectOf(id).(*types.Var); ok && v.IsField() && (isKeyField(v) || keyTagged(litType(info, cur.Parent().Node()), v) || r.docTagged(litType(info, cur.Parent().Node()), v)) {
				add(n, &Sink{Kind: Field, Value: n.Value, Slot: id.Name + " field", Base: id.Name + " field", Node: n})
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				continue
			}
			for i, lhs := range n.Lhs {
				switch l := ast.Unparen(lhs).(type) {
				case *ast.SelectorExpr:
					if v, ok := info.ObjectOf(l.Sel).(*types.Var); ok && v.IsField() && (isKeyField(v) || keyTagged(info.TypeOf(l.X), v) || r.docTagged(info.TypeOf(l.X), v)) {
						add(n, &Sink{Kind: Field, Value: n.Rhs[i], Slot: l.Sel.Name + " field", Base: l.Sel.Name + " field", Node: n})
					}
				case *ast.IndexExpr: // req.Header["Idempotency-Key"] = []string{v}
					if h := headerName(info, l.Index); h != "" && analysisutil.TypeName(info.TypeOf(l.X)) == catalog.HTTPHeader {
						add(n, &Sink{Kind: Header, Value: n.Rhs[i], Slot: h + " header", Base: h + " header", Node: n})
					} else if k := mapKey(info, l.X, l.Index); k != "" {
						add(n, &Sink{Kind: MapKey, Value: n.Rhs[i], Slot: mapSlot(k), Base: mapSlot(k), Node: n})
					}
				}
			}
		case *ast.CallExpr:
			fn := analysisutil.Callee(info, n)
			if fn == nil {
				continue
			}
			if len(n.Args) == 1 {
				if rec, ok := catalog.OffsetOptions[analysisutil.FuncName(fn)]; ok {
					_, opt := rec.OffsetOptionPackage()
					add(n, &Sink{Kind: Offset, Value: n.Args[0], Slot: "offset of " + opt, Base: "offset of " + opt, Node: n})
					continue
				}
			}
			if i, ok := r.keySetter(fn); ok && i < len(n.Args) {
				add(n, &Sink{Kind: Setter, Value: n.Args[i], Slot: fn.Name() + " call", Base: fn.Name() + " call", Node: n})
				continue
			}
			// A header name followed by its value: Header.Set, WithHeader...
			found := false
			for i := 0; i+1 < len(n.Args); i++ {
				if h := headerName(info, n.Args[i]); h != "" {
					add(n, &Sink{Kind: Header, Value: n.Args[i+1], Slot: h + " header", Base: h + " header", Node: n})
					found = true
					break
				}
			}
			if found {
				continue
			}
			sites = append(sites, sinkSite{pos: n.Pos(), call: n, fn: fn})
		}
	}
	return sites
}

// sitesIn returns the sites of nodes within n: the walk visits nodes in
// the order of their positions.
func sitesIn(sites []sinkSite, n ast.Node) []sinkSite {
	lo, _ := slices.BinarySearchFunc(sites, n.Pos(), func(s sinkSite, p token.Pos) int { return cmp.Compare(s.pos, p) })
	hi, _ := slices.BinarySearchFunc(sites, n.End(), func(s sinkSite, p token.Pos) int { return cmp.Compare(s.pos, p) })
	return sites[lo:hi]
}

// findSinks returns the key sinks of sites, with the key parameters known
// now.
func (r *Result) findSinks(sites []sinkSite) []*Sink {
	var sinks []*Sink
	for _, st := range sites {
		if st.call == nil {
			sinks = append(sinks, st.sinks...)
			continue
		}
		n, fn := st.call, st.fn
		sig, _ := fn.Type().(*types.Signature)
		for _, i := range sortedKeys(r.keyParams(fn)) {
			base := r.keyParams(fn)[i]
			if i < len(n.Args) && (sig == nil || !sig.Variadic() || i < sig.Params().Len()-1) {
				slot := base
				if p := sig.Params().At(i); !lexicon.IsKeyParamName(p.Name()) || base != p.Name()+" parameter of "+fn.Name() {
					slot = base + " (through " + p.Name() + " of " + fn.Name() + ")"
				}
				sinks = append(sinks, &Sink{Kind: Param, Value: n.Args[i], Slot: slot, Base: base, Node: n})
			}
		}
	}
	sortSinks(sinks)
	return sinks
}

// keySetter is catalog.KeySetter of fn's full name, looked up once per
// function.
func (r *Result) keySetter(fn *types.Func) (int, bool) {
	i, ok := r.setters[fn]
	if !ok {
		var setter bool
		if i, setter = catalog.KeySetter(analysisutil.FuncName(fn)); !setter {
			i = -1
		}
		if r.setters == nil {
			r.setters = map[*types.Func]int{}
		}
		r.setters[fn] = i
	}
	return i, i >= 0
}

func sortedKeys(m map[int]string) []int {
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func sortSinks(s []*Sink) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j].Value.Pos() < s[j-1].Value.Pos(); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// isKeyField reports whether field v holds an idempotency key: a
// KeyFieldNames name, or a key field of an SDK record in its module.
func isKeyField(v *types.Var) bool {
	return lexicon.KeyFieldNames[v.Name()] || v.Pkg() != nil && catalog.IsSDKKeyField(v.Pkg().Path(), v.Name())
}

// keyTagged reports whether field v of struct type t (or a pointer to it)
// holds a key by its JSON name: Key string `json:"idempotency_key"`.
func keyTagged(t types.Type, v *types.Var) bool {
	if t == nil {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if st.Field(i) == v {
			return lexicon.IsKeyJSONField(v.Name(), st.Tag(i)) && isKeyType(v.Type())
		}
	}
	return false
}

// litType returns the type of the composite literal n, or nil.
func litType(info *types.Info, n ast.Node) types.Type {
	if lit, ok := n.(*ast.CompositeLit); ok {
		return info.TypeOf(lit)
	}
	return nil
}

// mapKey returns the constant key k of a map with string keys, lit or
// indexed (a composite literal, or the map expression of m[k]), when k
// names a key slot (lexicon.IsKeyMapKey); else "".
func mapKey(info *types.Info, m ast.Node, k ast.Expr) string {
	e, ok := m.(ast.Expr)
	if !ok {
		return ""
	}
	mt := info.TypeOf(e)
	if mt == nil {
		return ""
	}
	t, ok := mt.Underlying().(*types.Map)
	if !ok {
		return ""
	}
	if b, ok := t.Key().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return ""
	}
	tv, ok := info.Types[k]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	if s := constant.StringVal(tv.Value); lexicon.IsKeyMapKey(s) {
		return s
	}
	return ""
}

// mapSlot is how messages name the map key k: "\"ClientToken\" map key".
func mapSlot(k string) string { return strconv.Quote(k) + " map key" }

// headerName returns the canonical name of a constant key header, or "".
func headerName(info *types.Info, e ast.Expr) string {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	h := textproto.CanonicalMIMEHeaderKey(constant.StringVal(tv.Value))
	if catalog.KeyHeaders[h] {
		return h
	}
	return ""
}
