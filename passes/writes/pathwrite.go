package writes

import (
	"strings"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
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
	path := strings.Join(r.req.URLPieces(w.Call.Args[p.Arg]), "")
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for _, pat := range p.Issuing {
		if rawhttp.MatchSegments(segs, strings.Split(pat, "/")) {
			w.Class = Unkeyed
			w.Desc = desc + " (" + strings.TrimPrefix(pat, "*/") + ")"
			return w
		}
	}
	if !strings.Contains(path, rawhttp.Unknown) {
		w.Class = Idempotent
	}
	return w
}
