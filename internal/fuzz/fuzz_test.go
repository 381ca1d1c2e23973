package fuzz_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// stubRoots are the directories of testdata/src that hold stubs of real
// modules, not test packages: their files are not seeds.
var stubRoots = []string{"github.com", "go.temporal.io", "google.golang.org", "k8s.io"}

// FuzzSuite runs the whole suite on one Go file, a package of its own that
// may import the stub SDKs, the test packages and the standard library
// packages they use. Input that does not parse or type-check is skipped, as
// the driver skips such packages; on any other input every analysis must
// succeed: a panic, or the error analysisutil.Safe makes of one, fails.
func FuzzSuite(f *testing.F) {
	src := filepath.Join(idemtest.TestData(), "src")
	seeds := 0
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			for _, r := range stubRoots {
				if rel == r {
					return filepath.SkipDir
				}
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f.Add(data)
		seeds++
		return nil
	})
	if err != nil {
		f.Fatal(err)
	}
	if seeds == 0 {
		f.Fatal("no seed files under testdata/src")
	}

	// Loaded before fuzzing, in every worker process: the fuzzing engine
	// gives each input 10 seconds.
	u := loadUniverse(f)
	f.Fuzz(func(t *testing.T, source []byte) {
		dir := t.TempDir()
		// An input on which the suite does not end fails too, with the
		// goroutines' stacks, rather than hang the fuzzer.
		done := make(chan []string, 1)
		go func() { done <- analyze(u, dir, source) }()
		select {
		case errs := <-done:
			for _, e := range errs {
				t.Errorf("%s\n--- input:\n%s", e, source)
			}
		case <-time.After(hangLimit):
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Fatalf("the suite did not finish in %v\n--- input:\n%s\n--- goroutines:\n%s", hangLimit, source, buf)
		}
	})
}

// analyze type-checks source, written to dir, and runs the suite on it. It
// returns the failures: none if source is not a well-typed Go file (the
// driver skips such packages too), or if every analysis succeeds.
func analyze(u *universe, dir string, source []byte) []string {
	pkg, err := typeCheck(u, dir, source)
	if err != nil {
		return []string{err.Error()}
	}
	if pkg == nil {
		return nil
	}
	graph, err := checker.Analyze(analyzers.Suite, []*packages.Package{pkg}, nil)
	if err != nil {
		return []string{err.Error()}
	}
	var errs []string
	for act := range graph.All() {
		if act.Err != nil {
			errs = append(errs, fmt.Sprintf("%s failed on a well-typed file: %v", act, act.Err))
		}
	}
	return errs
}

// hangLimit bounds the analysis of one input: the seeds take milliseconds,
// and the fuzzing engine kills a worker after 10 seconds on one input,
// without saying which.
const hangLimit = 8 * time.Second

// A universe is the packages a fuzz input may import, type-checked once.
type universe struct {
	fset  *token.FileSet
	pkgs  map[string]*types.Package
	sizes types.Sizes
	mu    sync.Mutex // guards fset: a FileSet is safe, but keep inputs in order
}

var (
	theUniverse  *universe
	universeErr  error
	universeOnce sync.Once
)

// loadUniverse loads every package under testdata/src (stubs and test
// packages) and their dependencies, from export data, once per process.
func loadUniverse(t testing.TB) *universe {
	universeOnce.Do(func() {
		testdata := idemtest.TestData()
		fset := token.NewFileSet()
		cfg := &packages.Config{
			Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports | packages.NeedDeps,
			Dir:  filepath.Join(testdata, "src"),
			Env:  append(os.Environ(), "GOPATH="+testdata, "GO111MODULE=off", "GOFLAGS="),
			Fset: fset,
		}
		roots, err := packages.Load(cfg, "./...")
		if err != nil {
			universeErr = err
			return
		}
		u := &universe{fset: fset, pkgs: map[string]*types.Package{}, sizes: types.SizesFor("gc", runtime.GOARCH)}
		packages.Visit(roots, nil, func(p *packages.Package) {
			if p.Types != nil && len(p.Errors) == 0 {
				u.pkgs[p.PkgPath] = p.Types
			}
		})
		theUniverse = u
	})
	if universeErr != nil {
		t.Fatalf("loading the stubs: %v", universeErr)
	}
	return theUniverse
}

// typeCheck parses source as the only file of package fuzzinput and
// type-checks it against u. It returns nil if source does not parse or
// type-check, and an error only if it cannot write the file.
func typeCheck(u *universe, dir string, source []byte) (*packages.Package, error) {
	// The file exists on disk, in a directory of its own, for analyzers
	// that read it or look for a configuration file next to it.
	name := filepath.Join(dir, "input.go")
	if err := os.WriteFile(name, source, 0o644); err != nil {
		return nil, err
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	file, err := parser.ParseFile(u.fset, name, source, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, nil
	}
	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Instances:    map[*ast.Ident]types.Instance{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		FileVersions: map[*ast.File]string{},
	}
	var typeErr error
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if p, ok := u.pkgs[path]; ok {
				return p, nil
			}
			return nil, fs.ErrNotExist
		}),
		Sizes: u.sizes,
		Error: func(err error) {
			if typeErr == nil {
				typeErr = err
			}
		},
	}
	tpkg, _ := conf.Check("fuzzinput", u.fset, []*ast.File{file}, info)
	if typeErr != nil {
		return nil, nil
	}
	return &packages.Package{
		ID:              "fuzzinput",
		Name:            tpkg.Name(),
		PkgPath:         tpkg.Path(),
		GoFiles:         []string{name},
		CompiledGoFiles: []string{name},
		Fset:            u.fset,
		Syntax:          []*ast.File{file},
		Types:           tpkg,
		TypesInfo:       info,
		TypesSizes:      u.sizes,
	}, nil
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
