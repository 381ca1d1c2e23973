package e2e_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestNogo runs the suite the way Bazel's nogo does and checks that it finds
// exactly what the standard driver finds. Like nogo, it type-checks each
// package against its dependencies' export data (so objects of other
// packages are not those the dependency's own analysis saw), fills only the
// Types, Uses, Defs, Implicits, Scopes and Selections of types.Info, gives
// the Pass no ReadFile, OtherFiles, IgnoredFiles or Module, and passes facts
// between packages only gob-encoded, keyed by objectpath.
func TestNogo(t *testing.T) {
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   filepath.Join(idemtest.TestData(), "src"),
		Env:   append(os.Environ(), "GOPATH="+idemtest.TestData(), "GO111MODULE=off", "GOFLAGS=", "GOWORK=off"),
		Tests: false,
	}
	patterns, err := testPackageDirs(cfg.Dir)
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	var roots []*packages.Package
	for _, p := range pkgs {
		if len(p.Errors) > 0 || p.IllTyped {
			t.Logf("skipping %s: %v", p.PkgPath, p.Errors)
			continue
		}
		roots = append(roots, p)
	}
	if len(roots) == 0 {
		t.Fatal("no packages to analyze")
	}

	// The standard driver.
	graph, err := checker.Analyze(analyzers.Suite, roots, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("checker: %s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			want = append(want, diagString(act.Package.Fset, act.Analyzer, d))
		}
	}

	slices.Sort(want)
	want = slices.Compact(want)
	if len(want) == 0 {
		t.Fatal("the standard driver found nothing: the comparison would be empty")
	}

	// The nogo-style driver, package by package, dependencies first. With
	// the standard library analyzed too, it must find exactly what the
	// standard driver finds. Without it (nogo has no facts for the standard
	// library), it may find less, never more, and nothing may fail.
	for _, withStd := range []bool{true, false} {
		t.Run(fmt.Sprintf("std=%v", withStd), func(t *testing.T) {
			got, size := runNogo(t, roots, withStd)
			if withStd && !slices.Equal(got, want) {
				t.Errorf("nogo-style findings differ from the standard driver's:\n%s", lineDiff(want, got))
			}
			if extra := lineDiff(want, got); !withStd && (strings.Contains(extra, "\n+ ") || strings.HasPrefix(extra, "+ ")) {
				t.Errorf("nogo-style findings the standard driver does not make:\n%s", extra)
			}
			t.Logf("%d packages, %d of %d findings, %d bytes of facts", len(roots), len(got), len(want), size)
		})
	}
}

// runNogo analyzes roots and their dependencies the nogo way and returns the
// sorted findings in roots.
func runNogo(t *testing.T, roots []*packages.Package, withStd bool) ([]string, int) {
	n := &nogo{facts: map[string][]byte{}}
	var got []string
	var order []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { order = append(order, p) })
	isRoot := map[*packages.Package]bool{}
	for _, p := range roots {
		isRoot[p] = true
	}
	loaded := map[string]*packages.Package{}
	for _, p := range order {
		loaded[p.PkgPath] = p
	}
	for _, p := range order {
		if !withStd && isStd(p) {
			continue
		}
		diags, err := n.analyze(p, loaded)
		if err != nil {
			t.Fatalf("nogo: %s: %v", p.PkgPath, err)
		}
		if isRoot[p] {
			got = append(got, diags...)
		}
	}
	slices.Sort(got)
	return slices.Compact(got), n.size
}

func diagString(fset *token.FileSet, a *analysis.Analyzer, d analysis.Diagnostic) string {
	p := fset.Position(d.Pos)
	return fmt.Sprintf("%s:%d:%d: %s: %s", filepath.Base(p.Filename), p.Line, p.Column, a.Name, d.Message)
}

func lineDiff(want, got []string) string {
	var b strings.Builder
	for _, w := range want {
		if !slices.Contains(got, w) {
			fmt.Fprintf(&b, "- %s\n", w)
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			fmt.Fprintf(&b, "+ %s\n", g)
		}
	}
	return b.String()
}

func isStd(p *packages.Package) bool {
	return len(p.GoFiles) > 0 && strings.HasPrefix(p.GoFiles[0], filepath.Join(build.Default.GOROOT, "src")+string(filepath.Separator))
}

// nogo holds the serialized facts of the packages analyzed so far.
type nogo struct {
	facts map[string][]byte // package path -> gob-encoded facts
	size  int
}

// A serialFact is a fact as it travels between packages.
type serialFact struct {
	Pkg    string // package path
	Object objectpath.Path
	Fact   analysis.Fact
}

type factKey struct {
	obj types.Object // nil for a package fact
	pkg *types.Package
	t   reflect.Type
}

func (n *nogo) analyze(p *packages.Package, loaded map[string]*packages.Package) ([]string, error) {
	// Type-check from source against export data, with a fresh file set.
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range p.Syntax {
		name := p.Fset.File(f.FileStart).Name()
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		af, err := parseFile(fset, name, src)
		if err != nil {
			return nil, err
		}
		files = append(files, af)
	}
	imports := map[string]*types.Package{}
	imp := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		if ip, ok := p.Imports[path]; ok {
			path = ip.PkgPath // vendored and mapped imports, like nogo's importmap
		}
		if pkg, ok := imports[path]; ok && pkg.Complete() {
			return pkg, nil
		}
		dep, ok := loaded[path]
		if !ok {
			return nil, fmt.Errorf("no package %s", path)
		}
		var buf bytes.Buffer
		if err := gcexportdata.Write(&buf, dep.Fset, dep.Types); err != nil {
			return nil, err
		}
		return gcexportdata.Read(&buf, fset, imports, path)
	})
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Uses:       map[*ast.Ident]types.Object{},
		Defs:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Scopes:     map[ast.Node]*types.Scope{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	tc := &types.Config{Importer: imp, Sizes: types.SizesFor("gc", build.Default.GOARCH)}
	pkg, err := tc.Check(p.PkgPath, fset, files, info)
	if err != nil {
		return nil, err
	}

	// Facts of every package this one reaches, decoded against its view.
	facts := map[factKey]analysis.Fact{}
	var visit func(*types.Package)
	seen := map[*types.Package]bool{}
	visit = func(tp *types.Package) {
		if seen[tp] {
			return
		}
		seen[tp] = true
		for _, dep := range tp.Imports() {
			visit(dep)
		}
		data := n.facts[tp.Path()]
		if data == nil {
			return
		}
		var sfs []serialFact
		if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&sfs); err != nil {
			panic(fmt.Sprintf("decoding facts of %s: %v", tp.Path(), err))
		}
		for _, sf := range sfs {
			key := factKey{pkg: tp, t: reflect.TypeOf(sf.Fact)}
			if sf.Object != "" {
				obj, err := objectpath.Object(tp, sf.Object)
				if err != nil {
					continue // not reachable from this package's view, as in nogo
				}
				key = factKey{obj: obj, t: reflect.TypeOf(sf.Fact)}
			}
			facts[key] = sf.Fact
		}
	}
	for _, dep := range pkg.Imports() {
		visit(dep)
	}

	var diags []string
	results := map[*analysis.Analyzer]any{}
	var exec func(a *analysis.Analyzer) error
	exec = func(a *analysis.Analyzer) error {
		if _, done := results[a]; done {
			return nil
		}
		inputs := map[*analysis.Analyzer]any{}
		for _, req := range a.Requires {
			if err := exec(req); err != nil {
				return err
			}
			inputs[req] = results[req]
		}
		for _, ft := range a.FactTypes {
			gob.Register(ft)
		}
		pass := &analysis.Pass{
			Analyzer:   a,
			Fset:       fset,
			Files:      files,
			Pkg:        pkg,
			TypesInfo:  info,
			TypesSizes: tc.Sizes,
			ResultOf:   inputs,
			Report: func(d analysis.Diagnostic) {
				diags = append(diags, diagString(fset, a, d))
			},
			ImportObjectFact: func(obj types.Object, f analysis.Fact) bool {
				v, ok := facts[factKey{obj: obj, t: reflect.TypeOf(f)}]
				if ok {
					reflect.ValueOf(f).Elem().Set(reflect.ValueOf(v).Elem())
				}
				return ok
			},
			ExportObjectFact: func(obj types.Object, f analysis.Fact) {
				if obj.Pkg() != pkg {
					panic(fmt.Sprintf("%s exported a fact for %v, of another package", a.Name, obj))
				}
				facts[factKey{obj: obj, t: reflect.TypeOf(f)}] = f
			},
			ImportPackageFact: func(tp *types.Package, f analysis.Fact) bool {
				v, ok := facts[factKey{pkg: tp, t: reflect.TypeOf(f)}]
				if ok {
					reflect.ValueOf(f).Elem().Set(reflect.ValueOf(v).Elem())
				}
				return ok
			},
			ExportPackageFact: func(f analysis.Fact) {
				facts[factKey{pkg: pkg, t: reflect.TypeOf(f)}] = f
			},
			AllObjectFacts: func() []analysis.ObjectFact {
				var out []analysis.ObjectFact
				for k, f := range facts {
					if k.obj != nil && slices.ContainsFunc(a.FactTypes, func(ft analysis.Fact) bool { return reflect.TypeOf(ft) == k.t }) {
						out = append(out, analysis.ObjectFact{Object: k.obj, Fact: f})
					}
				}
				return out
			},
			AllPackageFacts: func() []analysis.PackageFact {
				var out []analysis.PackageFact
				for k, f := range facts {
					if k.obj == nil && slices.ContainsFunc(a.FactTypes, func(ft analysis.Fact) bool { return reflect.TypeOf(ft) == k.t }) {
						out = append(out, analysis.PackageFact{Package: k.pkg, Fact: f})
					}
				}
				return out
			},
			// ReadFile, OtherFiles, IgnoredFiles and Module stay unset, as nogo leaves them.
		}
		res, err := a.Run(pass)
		if err != nil {
			return fmt.Errorf("%s: %v", a.Name, err)
		}
		if got, want := reflect.TypeOf(res), a.ResultType; got != want {
			return fmt.Errorf("%s returned a %v, declared %v", a.Name, got, want)
		}
		results[a] = res
		return nil
	}
	for _, a := range analyzers.Suite {
		if err := exec(a); err != nil {
			return nil, err
		}
	}

	// Encode this package's own facts for its importers, as nogo does.
	var out []serialFact
	for k, f := range facts {
		switch {
		case k.obj == nil && k.pkg == pkg:
			out = append(out, serialFact{Pkg: pkg.Path(), Fact: f})
		case k.obj != nil && k.obj.Pkg() == pkg:
			path, err := objectpath.For(k.obj)
			if err != nil {
				continue // not addressable from outside: not exported
			}
			out = append(out, serialFact{Pkg: pkg.Path(), Object: path, Fact: f})
		}
	}
	slices.SortFunc(out, func(a, b serialFact) int {
		return strings.Compare(string(a.Object)+fmt.Sprintf("%T", a.Fact), string(b.Object)+fmt.Sprintf("%T", b.Fact))
	})
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(out); err != nil {
		return nil, fmt.Errorf("encoding facts: %v", err)
	}
	n.facts[pkg.Path()] = buf.Bytes()
	n.size += buf.Len()
	return diags, nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// testPackageDirs returns a pattern for each tree of analysistest packages
// under src: every directory whose name is not the first element of an
// import path with a domain (the stubs of real modules, github.com/...).
func testPackageDirs(src string) ([]string, error) {
	ents, err := os.ReadDir(src)
	if err != nil {
		return nil, err
	}
	var patterns []string
	for _, e := range ents {
		if e.IsDir() && !strings.Contains(e.Name(), ".") {
			patterns = append(patterns, "./"+e.Name()+"/...")
		}
	}
	return patterns, nil
}
