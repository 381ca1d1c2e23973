package analysisutil_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

const nameAtSrc = `package p

import (
	"math/rand"
	str "strings"
)

var _ = rand.Int
var _ = str.ToUpper

func f() {
	errors := 1
	_ = errors // here
}
`

func TestNameAt(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", nameAtSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Implicits: map[ast.Node]types.Object{}, Scopes: map[ast.Node]*types.Scope{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	here := f.FileStart + token.Pos(strings.Index(nameAtSrc, "_ = errors"))
	for _, tc := range []struct {
		path         string
		names        []string
		name         string
		imported, ok bool
		edits        int
	}{
		{path: "strings", name: "str", imported: true, ok: true},
		{path: "crypto/rand", names: []string{"rand", "crand"}, name: "crand", ok: true, edits: 1},
		{path: "net", name: "net", ok: true, edits: 1},
		{path: "errors", ok: false}, // shadowed by the local errors
		{path: "github.com/avast/retry-go/v4", name: "retry", ok: true, edits: 1},
	} {
		name, imported, ok := analysisutil.NameAt(pkg, info, f, here, tc.path, tc.names...)
		if name != tc.name && tc.ok || imported != tc.imported || ok != tc.ok {
			t.Errorf("NameAt(%s) = %q, %v, %v; want %q, %v, %v", tc.path, name, imported, ok, tc.name, tc.imported, tc.ok)
		}
		_, edits, _ := analysisutil.ImportAt(pkg, info, f, here, tc.path, tc.names...)
		if len(edits) != tc.edits {
			t.Errorf("ImportAt(%s) makes %d edits, want %d", tc.path, len(edits), tc.edits)
		}
		if tc.names != nil && len(edits) == 1 && !strings.HasPrefix(string(edits[0].NewText), tc.name+" ") {
			t.Errorf("ImportAt(%s) imports %q, want it named %s", tc.path, edits[0].NewText, tc.name)
		}
	}
}
