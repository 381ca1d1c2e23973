package writes

import (
	"strings"

	"github.com/idemvet/idemvet/internal/catalog"
)

// pathWrite classifies a write whose class depends on its path
// (catalog.PathWrite): a path that starts with an issuing pattern makes
// something new on each call, an unkeyed write; a constant path that
// matches none overwrites a value, idempotent; a path that cannot be read
// is left unclassified.
func (r *Result) pathWrite(w Write, api catalog.WriteAPI, desc string) Write {
	p := api.Path
	w.SDK, w.Desc = api.ID, desc
	if p.Arg >= len(w.Call.Args) {
		return w
	}
	path := strings.Join(r.urlPieces(w.Call.Args[p.Arg], 0), "")
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for _, pat := range p.Issuing {
		if matchSegments(segs, strings.Split(pat, "/")) {
			w.Class = Unkeyed
			w.Desc = desc + " (" + strings.TrimPrefix(pat, "*/") + ")"
			return w
		}
	}
	if !strings.Contains(path, unknownPiece) {
		w.Class = Idempotent
	}
	return w
}

// matchSegments reports whether the path segments segs start with the
// pattern pat, whose "*" matches any one segment; a segment that cannot be
// read matches only "*".
func matchSegments(segs, pat []string) bool {
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
