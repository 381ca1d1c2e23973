package writes

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
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
		if s.Kind != keys.Header || isEmpty(r.pass.TypesInfo, s.Value) || catalog.DeliveryIDHeaders[strings.TrimSuffix(s.Slot, " header")] {
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
		h := urlHost(r.urlPieces(c.URL, 0))
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
	h := urlHost(pieces)
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
	pieces := r.urlPieces(url, 0)
	switch seg := lastSegment(pieces); {
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

// unknownPiece stands for a part of a URL that cannot be read.
const unknownPiece = "\x00"

// urlPieces returns the constant parts of the URL expression e in order,
// with unknownPiece for each part that cannot be read: "https://x/v1/" +
// id + "/search" is ["https://x/v1/", unknownPiece, "/search"];
// fmt.Sprintf's format counts as its text.
func (r *Result) urlPieces(e ast.Expr, depth int) []string {
	unknown := []string{unknownPiece}
	if e == nil || depth > 4 {
		return unknown
	}
	info := r.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return []string{constant.StringVal(tv.Value)}
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return append(r.urlPieces(x.X, depth+1), r.urlPieces(x.Y, depth+1)...)
	case *ast.CallExpr:
		if analysisutil.CalleeName(info, x) == "fmt.Sprintf" && len(x.Args) > 0 {
			if tv := info.Types[x.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
				return []string{strings.ReplaceAll(constant.StringVal(tv.Value), "%s", unknownPiece)}
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

// urlHost returns the host of a URL whose first piece starts with its
// scheme, or "".
func urlHost(pieces []string) string {
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
	if !complete && len(pieces) > 1 || strings.Contains(host, unknownPiece) || host == "" {
		return ""
	}
	return strings.ToLower(host)
}

// lastSegment returns the last path segment of a URL whose end can be
// read, without its query, or "".
func lastSegment(pieces []string) string {
	if len(pieces) == 0 {
		return ""
	}
	last := pieces[len(pieces)-1]
	last, _, _ = strings.Cut(last, "?")
	i := strings.LastIndex(last, "/")
	if i < 0 || strings.Contains(last[i+1:], unknownPiece) || strings.Contains(last[i+1:], "%") {
		return ""
	}
	return last[i+1:]
}

// pathSegment returns the last segment of a URL's path when it can be read:
// the path ends at the first "?", wherever the query's values are joined
// on ("/sendMessage?chat_id=" + id + "&text=" + text).
func pathSegment(pieces []string) string {
	for i, p := range pieces {
		if before, _, ok := strings.Cut(p, "?"); ok {
			return lastSegment(append(slices.Clone(pieces[:i]), before))
		}
	}
	return lastSegment(pieces)
}
