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
		if analysisutil.CalleeName(info, x) == "fmt.Sprintf" && len(x.Args) > 0 {
			if tv := info.Types[x.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
				return []string{strings.ReplaceAll(constant.StringVal(tv.Value), "%s", Unknown)}
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
