package factcache

import (
	"bytes"
	"crypto/sha256"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// A mark is a fact; gob encodes only exported fields.
type mark struct{ Name string }

func (*mark) AFact() {}

const src = "package p\n\nfunc F() {}\n"

// check type-checks src as package p, each time a new *types.Package.
func check(t *testing.T) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// TestStoreReadResolve checks that the facts stored under a key come back,
// resolved in another type check of the same package, that the key
// changes with the package's files and imports, that an analysis that
// failed is not kept, and that IDEMVET_CACHE=off turns the cache off.
func TestStoreReadResolve(t *testing.T) {
	t.Setenv(Env, t.TempDir())
	var stderr bytes.Buffer
	a := &analysis.Analyzer{Name: "marker", Doc: "marker marks.", FactTypes: []analysis.Fact{new(mark)}}
	run := []*analysis.Analyzer{a}
	c := Open(run, &stderr)
	if c == nil {
		t.Fatal("Open: the cache is off")
	}

	lpkg := &packages.Package{ID: "example.com/p", PkgPath: "example.com/p", Name: "p", CompiledGoFiles: []string{"p.go"}}
	dir := t.TempDir()
	files := [][sha256.Size]byte{sha256.Sum256([]byte(src))}
	key := c.Key(lpkg, dir, files, []string{"example.com/q"}, []Key{{1}})
	if c.Key(lpkg, dir, files, []string{"example.com/q"}, []Key{{1}}) != key {
		t.Error("Key: two keys for the same package")
	}
	if c.Key(lpkg, dir, [][sha256.Size]byte{{2}}, []string{"example.com/q"}, []Key{{1}}) == key {
		t.Error("Key: a change to a file keeps the key")
	}
	if c.Key(lpkg, dir, files, []string{"example.com/q"}, []Key{{2}}) == key {
		t.Error("Key: a change to an import's key keeps the key")
	}
	if _, ok := c.Read(key); ok {
		t.Fatal("Read: an entry in an empty cache")
	}

	pkg := check(t)
	facts := NewFacts()
	facts.Objs[ObjectKey{pkg.Scope().Lookup("F"), reflect.TypeOf(new(mark))}] = &mark{"F"}
	facts.Pkgs[reflect.TypeOf(new(mark))] = &mark{"p"}
	c.Store(key, lpkg.PkgPath, run, map[*analysis.Analyzer]*Facts{a: facts}, map[*analysis.Analyzer]error{})
	e, ok := c.Read(key)
	if !ok {
		t.Fatal("Read: no entry for the facts stored")
	}
	before := Hits()
	again := check(t)
	got, ok := c.Resolve(again, e, run)
	if !ok || Hits() != before+1 {
		t.Fatalf("Resolve: ok %v, %d hits; want the facts and one hit", ok, Hits()-before)
	}
	obj := got[a].Objs[ObjectKey{again.Scope().Lookup("F"), reflect.TypeOf(new(mark))}]
	if m, _ := obj.(*mark); m == nil || m.Name != "F" {
		t.Errorf("Resolve: the fact on F is %v, want F's", obj)
	}
	if m, _ := got[a].Pkgs[reflect.TypeOf(new(mark))].(*mark); m == nil || m.Name != "p" {
		t.Errorf("Resolve: the package fact is %v, want p's", m)
	}
	other := &analysis.Analyzer{Name: "other", Doc: "other.", FactTypes: []analysis.Fact{new(mark)}}
	if _, ok := c.Resolve(again, e, []*analysis.Analyzer{a, other}); ok {
		t.Error("Resolve: an entry without the facts of every analyzer")
	}

	failed := c.Key(lpkg, dir, [][sha256.Size]byte{{3}}, nil, nil)
	c.Store(failed, lpkg.PkgPath, run, map[*analysis.Analyzer]*Facts{a: facts}, map[*analysis.Analyzer]error{a: errFailed{}})
	if _, ok := c.Read(failed); ok {
		t.Error("Store: kept the facts of a failed analysis")
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}

	t.Setenv(Env, "off")
	if Open(run, &stderr) != nil {
		t.Errorf("%s=off: the cache is on", Env)
	}
}

type errFailed struct{}

func (errFailed) Error() string { return "failed" }
