package rawhttp_test

import (
	"go/ast"
	"slices"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes/internal/rawhttp"
)

const src = `package p

import (
	"fmt"
	pathpkg "path"
)

func id() string { return "" }

var (
	search = "https://API.example.com/v1/" + id() + "/search?q=" + id()
	send   = fmt.Sprintf("https://api.example.com/v1/%s/messages", id())
	path   = "/repos/" + id() + "/issues"
	joined = pathpkg.Join("pki/", "/issue", id())
)
`

// urls returns the pieces of the URL of each variable of src, by name.
func urls(t *testing.T) map[string][]string {
	t.Helper()
	_, f, pkg, info := idemtest.Check(t, "p", src)
	r := rawhttp.New(info, pkg, nil, nil, nil)
	got := map[string][]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok {
			got[vs.Names[0].Name] = r.URLPieces(vs.Values[0])
		}
		return true
	})
	return got
}

func TestURLPieces(t *testing.T) {
	u := rawhttp.Unknown
	for name, want := range map[string][]string{
		"search": {"https://API.example.com/v1/", u, "/search?q=", u},
		"send":   {"https://api.example.com/v1/" + u + "/messages"},
		"path":   {"/repos/", u, "/issues"},
		"joined": {"pki", "/", "issue", "/", u},
	} {
		if got := urls(t)[name]; !slices.Equal(got, want) {
			t.Errorf("URLPieces(%s) = %q, want %q", name, got, want)
		}
	}
}

func TestURLParts(t *testing.T) {
	p := urls(t)
	if got := rawhttp.Host(p["search"]); got != "api.example.com" {
		t.Errorf("Host(search) = %q, want api.example.com", got)
	}
	if got := rawhttp.Host(p["path"]); got != "" {
		t.Errorf("Host(path) = %q, want none", got)
	}
	if got := rawhttp.LastSegment(p["search"]); got != "" {
		t.Errorf("LastSegment(search) = %q, want none: the query's value cannot be read", got)
	}
	if got := rawhttp.PathSegment(p["search"]); got != "search" {
		t.Errorf("PathSegment(search) = %q, want search", got)
	}
	if got := rawhttp.LastSegment(p["send"]); got != "messages" {
		t.Errorf("LastSegment(send) = %q, want messages", got)
	}
	segs := strings.Split(strings.Trim(strings.Join(p["path"], ""), "/"), "/")
	if !rawhttp.MatchSegments(segs, []string{"repos", "*", "issues"}) || rawhttp.MatchSegments(segs, []string{"repos", "*", "pulls"}) {
		t.Errorf("MatchSegments(%q): want a match of repos/*/issues only", segs)
	}
}
