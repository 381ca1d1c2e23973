package rawhttp

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Unknown stands for a part of a URL that cannot be read: a piece that
// URLPieces returns, or a part of one.
const Unknown = "\x00"

// URLPieces returns the constant parts of the URL expression e in order,
// with Unknown for each part that cannot be read: "https://x/v1/" +
// id + "/search" is ["https://x/v1/", Unknown, "/search"];
// fmt.Sprintf's format counts as its text.
func (r *Reader) URLPieces(e ast.Expr) []string {
	return r.urlPieces(e, 0)
}

func (r *Reader) urlPieces(e ast.Expr, depth int) []string {
	unknown := []string{Unknown}
	if e == nil || depth > 4 {
		return unknown
	}
	info := r.info
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return []string{constant.StringVal(tv.Value)}
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return append(r.urlPieces(x.X, depth+1), r.urlPieces(x.Y, depth+1)...)
	case *ast.CallExpr:
		switch analysisutil.CalleeName(info, x) {
		case "fmt.Sprintf":
			if len(x.Args) > 0 {
				if tv := info.Types[x.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
					return []string{strings.ReplaceAll(constant.StringVal(tv.Value), "%s", Unknown)}
				}
			}
		case "path.Join":
			if len(x.Args) > 0 && !x.Ellipsis.IsValid() {
				return r.joinPieces(x.Args, depth)
			}
		}
	case *ast.Ident:
		if v, ok := info.ObjectOf(x).(*types.Var); ok && !v.IsField() {
			if defs := r.flow.Defs(v); len(defs) == 1 {
				return r.urlPieces(defs[0], depth+1)
			}
		}
	}
	return unknown
}

// joinPieces returns the pieces of path.Join(args...): each argument's,
// one slash between them. Join also cleans the path (.., a doubled slash
// inside a piece), which is not redone here: an argument read as a
// constant is taken as it is written.
func (r *Reader) joinPieces(args []ast.Expr, depth int) []string {
	var out []string
	for i, a := range args {
		ps := r.urlPieces(a, depth+1)
		if i > 0 {
			if n := len(out); n > 0 && out[n-1] != Unknown {
				out[n-1] = strings.TrimRight(out[n-1], "/")
			}
			out = append(out, "/")
			if ps[0] != Unknown {
				ps[0] = strings.TrimLeft(ps[0], "/")
			}
		}
		out = append(out, ps...)
	}
	return out
}

// FieldValues returns the values that the field e selects holds: every
// value this package stores in it, when they are all the values it can
// hold. That is a field of a struct type declared in this package, not
// generic, unexported (so no other package sets it), of type string (no
// method takes its address), whose every store the value-flow index
// reads. A local variable whose only definition selects such a field
// (p := d.path) stands for the field. field is the field, or nil when e
// is none of these.
func (r *Reader) FieldValues(e ast.Expr) (field *types.Var, values []ast.Expr) {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := r.info.ObjectOf(id).(*types.Var); ok && !v.IsField() {
			if defs := r.flow.Defs(v); len(defs) == 1 {
				e = ast.Unparen(defs[0])
			}
		}
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	s := r.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil, nil
	}
	v, ok := s.Obj().(*types.Var)
	if !ok || v.Pkg() != r.pkg || v.Exported() || v.Origin() != v {
		return nil, nil
	}
	if named, ok := types.Unalias(derefType(s.Recv())).(*types.Named); ok && (named.TypeParams().Len() > 0 || named.TypeArgs().Len() > 0) {
		return nil, nil
	}
	if b, ok := types.Unalias(v.Type()).(*types.Basic); !ok || b.Kind() != types.String {
		return nil, nil
	}
	defs, all := r.flow.FieldDefs(v)
	if !all || len(defs) == 0 {
		return nil, nil
	}
	return v, defs
}

func derefType(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// Host returns the host of a URL whose first piece starts with its
// scheme, or "".
func Host(pieces []string) string {
	if len(pieces) == 0 {
		return ""
	}
	rest, ok := strings.CutPrefix(pieces[0], "https://")
	if !ok {
		if rest, ok = strings.CutPrefix(pieces[0], "http://"); !ok {
			return ""
		}
	}
	host, _, complete := strings.Cut(rest, "/")
	if !complete && len(pieces) > 1 || strings.Contains(host, Unknown) || host == "" {
		return ""
	}
	return strings.ToLower(host)
}

// LastSegment returns the last path segment of a URL whose end can be
// read, without its query, or "".
func LastSegment(pieces []string) string {
	if len(pieces) == 0 {
		return ""
	}
	last := pieces[len(pieces)-1]
	last, _, _ = strings.Cut(last, "?")
	i := strings.LastIndex(last, "/")
	if i < 0 || strings.Contains(last[i+1:], Unknown) || strings.Contains(last[i+1:], "%") {
		return ""
	}
	return last[i+1:]
}

// PathSegment returns the last segment of a URL's path when it can be read:
// the path ends at the first "?", wherever the query's values are joined
// on ("/sendMessage?chat_id=" + id + "&text=" + text).
func PathSegment(pieces []string) string {
	for i, p := range pieces {
		if before, _, ok := strings.Cut(p, "?"); ok {
			return LastSegment(append(slices.Clone(pieces[:i]), before))
		}
	}
	return LastSegment(pieces)
}

// MatchSegments reports whether the path segments segs start with the
// pattern pat, whose "*" matches any one segment; a segment that cannot be
// read matches only "*".
func MatchSegments(segs, pat []string) bool {
	if len(segs) < len(pat) {
		return false
	}
	for i, p := range pat {
		if p != "*" && p != segs[i] {
			return false
		}
	}
	return true
}
