package writes

import (
	"go/ast"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// pathWrite classifies a write whose class depends on its path
// (catalog.PathWrite): a path that starts with an issuing pattern makes
// something new on each call, an unkeyed write; a constant path that
// matches none overwrites a value, idempotent; a path that cannot be read
// is left unclassified. A path kept in a struct field (d.pkiPath) is read
// from the values the package stores in the field (rawhttp's
// FieldValues), and classified only when every one of them is read the
// same way; the description names the field and where it is set.
func (r *Result) pathWrite(w Write, api catalog.WriteAPI, desc string) Write {
	p := api.Path
	w.SDK, w.Desc = api.ID, desc
	if p.Arg >= len(w.Call.Args) {
		return w
	}
	arg := w.Call.Args[p.Arg]
	class, pat := r.pathClass(arg, p)
	if class == Unknown {
		field, values := r.req.FieldValues(arg)
		if field == nil {
			return w
		}
		if class, pat = r.fieldPathClass(values, p); class == Unknown {
			return w
		}
		w.Class = class
		if pat != "" {
			w.Desc = desc + " (" + pat + ", path in field " + field.Name() + " set at " + analysisutil.Where(r.pass.Fset, values[0].Pos()) + ")"
		}
		return w
	}
	w.Class = class
	if pat != "" {
		w.Desc = desc + " (" + pat + ")"
	}
	return w
}

// pathClass reads the path e: an issuing path is Unkeyed, with the
// pattern it matched (the mount's wildcard cut); a constant path that
// matches none is Idempotent; anything else is Unknown (unclassified).
func (r *Result) pathClass(e ast.Expr, p *catalog.PathWrite) (Class, string) {
	path := strings.Join(r.req.URLPieces(e), "")
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for _, pat := range p.Issuing {
		if rawhttp.MatchSegments(segs, strings.Split(pat, "/")) {
			return Unkeyed, strings.TrimPrefix(pat, "*/")
		}
	}
	if !strings.Contains(path, rawhttp.Unknown) {
		return Idempotent, ""
	}
	return Unknown, ""
}

// fieldPathClass is pathClass of the values stored in a field, when they
// all agree: the same issuing pattern, or all constant paths that issue
// nothing; otherwise Unknown.
func (r *Result) fieldPathClass(values []ast.Expr, p *catalog.PathWrite) (Class, string) {
	class, pat := r.pathClass(values[0], p)
	for _, v := range values[1:] {
		if c, pt := r.pathClass(v, p); c != class || pt != pat {
			return Unknown, ""
		}
	}
	return class, pat
}
