package writes

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/writes/internal/keystate"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

// A raw POST or PATCH (net/http, go-retryablehttp, directly or through
// wrappers) has a key slot only if its API reads one, and most APIs ignore
// an Idempotency-Key header. The rule, one for every analyzer:
//
//   - a POST whose URL path ends in a read endpoint (catalog.ReadPOSTSegments:
//     search, query, embeddings, completions, token exchange) is a read, one
//     that ends in an endpoint that both reads and writes (GraphQL,
//     JSON-RPC) is left unclassified;
//   - a request that sets a key header itself is a keyed write;
//   - a request whose JSON body has an idempotency key field (body.go) is a
//     keyed write whose slot is that field, filled or not;
//   - otherwise it is keyed only with evidence that the API takes a key: an
//     idempotency key header set, in this package or in a package of the
//     same module that it imports, on a request to the same host or by a
//     method of the same client type (or, for a request whose host cannot be
//     read and that is not sent by a method, on any request whose host
//     cannot be read and that is not sent by a method either);
//   - without evidence it is an unkeyed write: it changes the world and
//     nothing shows that a key would help.
//
// A key field in another request's JSON body is no evidence for a request
// without one: an API that reads its key from the body ignores a header,
// and an endpoint whose body type has no key field may take none, so the
// only fix that evidence could offer (a header) would be a guess.

// keyHostsFact is a package fact: where this package sends an idempotency
// key header: the hosts of the requests, "type:" and the client type for
// requests sent by a method, "" for a request with neither.
type keyHostsFact struct {
	Hosts []string
}

func (*keyHostsFact) AFact() {}

func (f *keyHostsFact) String() string {
	hs := make([]string, len(f.Hosts))
	for i, h := range f.Hosts {
		if h == "" {
			h = "requests of unknown host"
		}
		hs[i] = h
	}
	return "sends idempotency keys to " + strings.Join(hs, ", ")
}

// keyHosts returns the hosts that this package, or a package of its module
// that it imports, sends an idempotency key header to.
func (r *Result) keyHosts() map[string]bool {
	if r.hosts != nil {
		return r.hosts
	}
	r.hosts = map[string]bool{}
	for _, h := range r.localKeyHosts() {
		r.hosts[h] = true
	}
	for _, pf := range r.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*keyHostsFact)
		if !ok || pf.Package == r.pass.Pkg || !r.ifaces.SameModule(pf.Package) {
			continue
		}
		for _, h := range f.Hosts {
			r.hosts[h] = true
		}
	}
	return r.hosts
}

// localKeyHosts returns the hosts of the requests of this package that
// carry an idempotency key header, sorted.
func (r *Result) localKeyHosts() []string {
	seen := map[string]bool{}
	for _, s := range r.keys.Sinks {
		if s.Kind != keys.Header || keystate.IsEmpty(r.pass.TypesInfo, s.Value) || catalog.DeliveryIDHeaders[strings.TrimSuffix(s.Slot, " header")] {
			continue
		}
		host, recv := r.sinkHost(s), r.recvAt(s.Node.Pos())
		if host != "" {
			seen[host] = true
		}
		if recv != "" {
			seen[recv] = true
		}
		if host == "" && recv == "" {
			seen[""] = true
		}
	}
	return slices.Sorted(func(yield func(string) bool) {
		for h := range seen {
			if !yield(h) {
				return
			}
		}
	})
}

// exportKeyHosts exports the package's key hosts, if any.
func (r *Result) exportKeyHosts() {
	if hs := r.localKeyHosts(); len(hs) > 0 {
		r.pass.ExportPackageFact(&keyHostsFact{Hosts: hs})
	}
}

// sinkHost returns the host of the request whose header the sink sets:
// req.Header.Set("Idempotency-Key", k), req.Header["Idempotency-Key"] = v.
func (r *Result) sinkHost(s *keys.Sink) string {
	var hdr ast.Expr
	switch n := s.Node.(type) {
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok {
			hdr = sel.X
		}
	case *ast.AssignStmt:
		for _, l := range n.Lhs {
			if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok {
				hdr = ix.X
			}
		}
	}
	sel, ok := ast.Unparen(hdr).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != catalog.RequestHeaderField {
		return ""
	}
	ctors, ok := r.requestCtors(sel.X)
	if !ok {
		return ""
	}
	host := ""
	for i, c := range ctors {
		h := rawhttp.Host(r.req.URLPieces(c.URL))
		if i > 0 && h != host {
			return ""
		}
		host = h
	}
	return host
}

// hasKeyEvidence reports whether a raw write to the URL with these pieces,
// sent by a method of the client type recv ("type:pkg.Name", or ""), has
// evidence that its API takes an idempotency key.
func (r *Result) hasKeyEvidence(pieces []string, recv string) bool {
	h := rawhttp.Host(pieces)
	if h != "" && r.cfg.IsKeyedHost(h) {
		return true // the configuration says the API takes a key
	}
	hosts := r.keyHosts()
	if len(hosts) == 0 {
		return false
	}
	return h != "" && hosts[h] || recv != "" && hosts[recv] || h == "" && recv == "" && hosts[""]
}

// recvAt returns "type:" and the receiver type of the method declared
// around pos, or "".
func (r *Result) recvAt(pos token.Pos) string {
	cur, ok := r.in.Root().FindByPos(pos, pos)
	if !ok {
		return ""
	}
	for c := range cur.Enclosing((*ast.FuncDecl)(nil)) {
		fn, ok := r.pass.TypesInfo.Defs[c.Node().(*ast.FuncDecl).Name].(*types.Func)
		if !ok {
			return ""
		}
		return recvKey(fn)
	}
	return ""
}

// recvKey returns "type:" and the receiver type of method fn, or "".
func recvKey(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	if n := analysisutil.TypeName(sig.Recv().Type()); n != "" {
		return "type:" + n
	}
	return ""
}

// rawEvidence applies the rule above to a raw POST or PATCH w, sent to url
// (nil when it cannot be seen).
func (r *Result) rawEvidence(w *Write, url ast.Expr, post bool) {
	pieces := r.req.URLPieces(url)
	switch seg := rawhttp.LastSegment(pieces); {
	case post && catalog.ReadPOSTSegments[seg]:
		w.Class, w.Slot, w.Key, w.KeyValue, w.Target, w.Form = Read, Slot{}, KeyUnknown, nil, nil, nil
		return
	case post && catalog.AmbiguousPOSTSegments[seg]:
		w.Class, w.Slot, w.Key, w.KeyValue, w.Target, w.Form = Unknown, Slot{}, KeyUnknown, nil, nil, nil
		return
	}
	if w.Key != KeyEmpty || w.Slot.Body || r.hasKeyEvidence(pieces, r.recvAt(w.Call.Pos())) {
		return
	}
	w.Class, w.Slot, w.Key, w.KeyValue, w.Target, w.Form = Unkeyed, Slot{}, KeyUnknown, nil, nil, nil
	w.NoKeyEvidence = true
}
