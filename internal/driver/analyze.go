package driver

import (
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"log"
	"maps"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/factcache"
	"github.com/idemvet/idemvet/internal/report"
)

// The streaming driver analyzes the packages one at a time, dependencies
// first, as many at once as there are processors. Each package is parsed
// and type-checked from source against the *types.Package of its
// dependencies, then analyzed; once its analyzers are done its syntax and
// type information are dropped, and only its *types.Package and its facts
// stay for its importers. Loading every package's syntax first, as
// go/packages' LoadAllSyntax does, kept all of it alive to the end.
//
// It does what checker.Analyze does on packages loaded with LoadAllSyntax:
// the same type checking (go/packages' configuration, errors recorded in
// Package.Errors the same way), the same actions (every analyzer on the
// roots; on dependencies only the analyzers with facts and what they
// require), the same facts visible to each action, and the same errors.

// A unit is one package of the graph and its analysis.
type unit struct {
	pkg     *packages.Package
	index   int
	types   *types.Package
	imports []*unit  // direct imports, in the order of their sorted import paths
	paths   []string // sorted import paths of pkg.Imports
	deps    bitset   // transitive imports
	direct  bitset   // direct imports
	root    int      // index among the roots, or -1
	wanted  bool     // a root, or a dependency of a root without list errors
	// imported reports whether a package of the graph imports this one:
	// it is type-checked for its importers (and analyzed for their facts,
	// if wanted) even when not as a root.
	imported bool
	// tests is, for a root package whose tests are among the roots too
	// and load, its test variant ("p [p.test]"): the same files and the
	// in-package test files. The package is analyzed as a root only if
	// its test variant does not type-check (see processAlone), as go vet
	// analyzes only the test variant: each file once.
	tests  *unit
	asRoot bool // set by process: analyzed as a root
	done   chan struct{}
	key    factcache.Key // fact cache key, when the cache is on

	// Set while the unit is analyzed, read by its importers after done.
	facts map[*analysis.Analyzer]*factcache.Facts
	errs  map[*analysis.Analyzer]error
	names map[string]map[string]string // import names of each file (see importNames)
	// tfiles are the token.Files of the files parsed, for a Session to
	// keep with the package's types.
	tfiles []*token.File
}

// analyze type-checks every package of g and analyzes those wanted, with
// run on the roots. Type and parse errors are appended to each package's
// Errors, and IllTyped set, as go/packages does. It returns the outcome of
// each analyzer of run on each root that type-checks, analyzer by analyzer
// (the order of checker.Graph.Roots). done is called when a root package's
// analysis ends.
func (g *graph) analyze(run []*analysis.Analyzer, done func()) []report.Result {
	g.run, g.depRun = run, factClosure(run)
	g.results = make([][]report.Result, len(g.roots))
	limit := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, u := range g.units {
		wg.Go(func() {
			defer close(u.done)
			for _, imp := range u.imports {
				<-imp.done
			}
			limit <- struct{}{}
			defer func() { <-limit }()
			if g.session != nil {
				defer g.session.recover(u)
			}
			if u.tests == nil {
				g.process(u, u.root >= 0)
			} else if u.imported {
				g.process(u, false)
			}
			if u.root >= 0 && u.wanted && done != nil {
				done()
			}
		})
	}
	wg.Wait()
	// A package whose test variant did not type-check is analyzed on
	// its own, once every package is done: one broken test file must not
	// hide the package's findings.
	for _, u := range g.units {
		if u.tests == nil || !u.tests.pkg.IllTyped {
			continue
		}
		wg.Go(func() {
			limit <- struct{}{}
			defer func() { <-limit }()
			if g.session != nil {
				defer g.session.recover(u)
			}
			g.processAlone(u)
		})
	}
	wg.Wait()

	var out []report.Result
	for _, a := range run {
		for _, p := range g.roots {
			if p.IllTyped {
				continue
			}
			for _, r := range g.results[g.byPkg[p].root] {
				if r.Analyzer == a {
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// A graph is the package graph of a streaming analysis.
type graph struct {
	fset    *token.FileSet
	roots   []*packages.Package
	units   []*unit // dependencies first
	byPkg   map[*packages.Package]*unit
	byTypes map[*types.Package]*unit // under typesMu: a cached package's is replaced (processCached)
	typesMu sync.RWMutex
	run     []*analysis.Analyzer // on the roots
	depRun  []*analysis.Analyzer // on the other packages
	results [][]report.Result    // by root index
	cache   *factcache.Cache     // nil: off
	// session, for a Session's run: its memory of dependencies, the
	// editor's unsaved files, the run's cancellation (see session.go).
	session *sessionRun
}

func newGraph(roots []*packages.Package) *graph {
	g := &graph{fset: token.NewFileSet(), roots: roots, byPkg: map[*packages.Package]*unit{}, byTypes: map[*types.Package]*unit{}}
	packages.Visit(roots, nil, func(p *packages.Package) {
		u := &unit{pkg: p, index: len(g.units), root: -1, done: make(chan struct{})}
		// As go/packages does: a package named by go list, not by its
		// files' package clauses.
		if p.PkgPath == "unsafe" {
			u.types = types.Unsafe
		} else {
			u.types = types.NewPackage(p.PkgPath, p.Name)
		}
		u.paths = slices.Sorted(maps.Keys(p.Imports))
		for _, path := range u.paths {
			u.imports = append(u.imports, g.byPkg[p.Imports[path]])
		}
		g.units = append(g.units, u)
		g.byPkg[p] = u
		g.byTypes[u.types] = u
	})
	n := len(g.units)
	for _, u := range g.units {
		u.deps, u.direct = newBitset(n), newBitset(n)
		for _, imp := range u.imports {
			u.direct.set(imp.index)
			u.deps.set(imp.index)
			u.deps.or(imp.deps)
		}
	}
	// Only packages that roots without list errors reach are analyzed;
	// the others are type-checked for their errors.
	listBroken := map[*unit]bool{}
	for _, u := range g.units {
		b := len(u.pkg.Errors) > 0
		for _, imp := range u.imports {
			b = b || listBroken[imp]
		}
		listBroken[u] = b
	}
	var want func(u *unit)
	want = func(u *unit) {
		if u.wanted {
			return
		}
		u.wanted = true
		for _, imp := range u.imports {
			want(imp)
		}
	}
	for i, p := range roots {
		u := g.byPkg[p]
		if u.root < 0 {
			u.root = i
		}
		if !listBroken[u] {
			want(u)
		}
	}
	for _, u := range g.units {
		for _, imp := range u.imports {
			imp.imported = true
		}
	}
	// A package and its test variant, both roots, the variant without
	// list errors: the variant is analyzed, the package only for its
	// importers, unless the variant does not type-check.
	variants := map[string]*unit{}
	for _, p := range roots {
		if isInternalTest(p) && g.byPkg[p].wanted {
			variants[p.PkgPath] = g.byPkg[p]
		}
	}
	for _, p := range roots {
		if t := variants[p.PkgPath]; t != nil && !isTestVariant(p) {
			g.byPkg[p].tests = t
		}
	}
	return g
}

// processAlone analyzes u, a root whose test variant did not type-check,
// as a root on its own, once every package is processed. If a package
// imports u, u was type-checked and analyzed for its importers' facts:
// it is type-checked again, as a package of its own, so that its facts
// as a root are its own and its importers' stay as they saw them.
func (g *graph) processAlone(u *unit) {
	if !u.imported {
		g.process(u, true)
		return
	}
	if u.pkg.IllTyped || !u.wanted {
		return
	}
	lpkg := *u.pkg
	alone := &unit{pkg: &lpkg, index: u.index, imports: u.imports, paths: u.paths, deps: u.deps, direct: u.direct,
		root: u.root, wanted: true, done: make(chan struct{}), types: types.NewPackage(lpkg.PkgPath, lpkg.Name)}
	g.typesMu.Lock()
	g.byTypes[alone.types] = alone
	g.typesMu.Unlock()
	g.process(alone, true)
}

// process parses, type-checks and analyzes u, then lets go of its syntax
// and type information. A dependency whose facts the fact cache has is
// type-checked without its function bodies, for its importers, and not
// analyzed.
//
// asRoot says whether to analyze u as a root: all of a root's analyzers,
// not only those with facts, and its findings kept.
func (g *graph) process(u *unit, asRoot bool) {
	u.asRoot = asRoot
	if g.session.canceled() {
		u.pkg.IllTyped = true
		return
	}
	srcs, sums, readErrs := g.readFiles(u)
	if g.cache != nil {
		keys := make([]factcache.Key, len(u.imports))
		for i, imp := range u.imports {
			keys[i] = imp.key
		}
		u.key = g.cache.Key(u.pkg, packageDir(u.pkg), sums, u.paths, keys)
		if !u.asRoot && u.wanted && u.types != types.Unsafe {
			if g.session.reuse(g, u) {
				return
			}
			if g.processCached(u, srcs, readErrs) {
				g.session.keep(g, u)
				return
			}
		}
	}
	files, info := g.typeCheck(u, srcs, readErrs)
	u.names = fileImportNames(u.pkg, files)
	if u.pkg.IllTyped || !u.wanted {
		return
	}
	run := g.depRun
	if u.asRoot {
		run = g.run
	}
	results := u.analyze(g, run, files, info)
	if u.asRoot {
		g.results[u.root] = results
	}
	if g.cache != nil {
		g.cache.Store(u.key, u.pkg.PkgPath, g.depRun, u.facts, u.errs)
		if !u.asRoot {
			g.session.keep(g, u)
		}
	}
}

// readFiles reads u's compiled Go files and returns their contents, their
// hashes when the fact cache is on, and the error of each file that could
// not be read.
func (g *graph) readFiles(u *unit) (srcs [][]byte, sums [][sha256.Size]byte, errs []error) {
	names := u.pkg.CompiledGoFiles
	srcs, errs = make([][]byte, len(names)), make([]error, len(names))
	if g.cache != nil {
		sums = make([][sha256.Size]byte, len(names))
	}
	for i, name := range names {
		if data, ok := g.session.overlay(name); ok {
			srcs[i] = data
		} else {
			srcs[i], errs[i] = os.ReadFile(name)
		}
		if errs[i] == nil && sums != nil {
			sums[i] = sha256.Sum256(srcs[i])
		}
	}
	return srcs, sums, errs
}

// processCached gives u, a dependency, its facts from the fact cache, and
// reports whether it could. The entry exists only if the same files, with
// imports of the same keys, type-checked without error and were analyzed:
// the package's declarations are all its importers need, so its function
// bodies are not type-checked, nor its comments parsed. It changes nothing
// when it fails; the package is then type-checked and analyzed as any
// other.
func (g *graph) processCached(u *unit, srcs [][]byte, readErrs []error) bool {
	e, ok := g.cache.Read(u.key)
	if !ok {
		return false
	}
	lpkg := u.pkg
	for _, imp := range lpkg.Imports {
		if imp.IllTyped {
			return false
		}
	}
	var files []*ast.File
	for i, name := range lpkg.CompiledGoFiles {
		if readErrs[i] != nil {
			return false
		}
		f, err := parser.ParseFile(g.fset, name, srcs[i], parser.SkipObjectResolution)
		if err != nil {
			return false
		}
		files = append(files, f)
		u.tfiles = append(u.tfiles, g.fset.File(f.FileStart))
	}
	var failed bool
	tc := &types.Config{
		Importer:         g.importer(lpkg),
		Error:            func(error) { failed = true },
		Sizes:            lpkg.TypesSizes,
		IgnoreFuncBodies: true,
	}
	if lpkg.Module != nil && lpkg.Module.GoVersion != "" {
		tc.GoVersion = "go" + lpkg.Module.GoVersion
	}
	pkg := types.NewPackage(lpkg.PkgPath, lpkg.Name)
	if err := types.NewChecker(tc, g.fset, pkg, nil).Files(files); err != nil || failed {
		return false
	}
	facts, ok := g.cache.Resolve(pkg, e, g.depRun)
	if !ok {
		return false
	}
	u.facts, u.errs = facts, map[*analysis.Analyzer]error{}
	g.typesMu.Lock()
	delete(g.byTypes, u.types)
	u.types = pkg
	g.byTypes[pkg] = u
	g.typesMu.Unlock()
	lpkg.Types, lpkg.Fset, lpkg.IllTyped = pkg, g.fset, false
	u.names = fileImportNames(lpkg, files)
	return true
}

// importer returns the importer of lpkg's type check: its imports'
// packages, checked already.
func (g *graph) importer(lpkg *packages.Package) types.Importer {
	return importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		ipkg := lpkg.Imports[path]
		if ipkg == nil {
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		return g.byPkg[ipkg].types, nil
	})
}

// unitOf returns the unit whose package is pkg, or nil.
func (g *graph) unitOf(pkg *types.Package) *unit {
	g.typesMu.RLock()
	defer g.typesMu.RUnlock()
	return g.byTypes[pkg]
}

// typeCheck parses u's files, read by readFiles, and type-checks them as
// go/packages does, appending the errors to u.pkg.Errors and setting
// u.pkg.IllTyped.
func (g *graph) typeCheck(u *unit, srcs [][]byte, readErrs []error) ([]*ast.File, *types.Info) {
	lpkg := u.pkg
	lpkg.Types = u.types
	lpkg.Fset = g.fset
	if lpkg.PkgPath == "unsafe" {
		return []*ast.File{}, newTypesInfo()
	}
	appendError := func(err error) {
		var errs []packages.Error
		switch err := err.(type) {
		case packages.Error:
			errs = append(errs, err)
		case *os.PathError:
			errs = append(errs, packages.Error{Pos: err.Path + ":1", Msg: err.Err.Error(), Kind: packages.ParseError})
		case scanner.ErrorList:
			for _, err := range err {
				errs = append(errs, packages.Error{Pos: err.Pos.String(), Msg: err.Msg, Kind: packages.ParseError})
			}
		case types.Error:
			lpkg.TypeErrors = append(lpkg.TypeErrors, err)
			errs = append(errs, packages.Error{Pos: err.Fset.Position(err.Pos).String(), Msg: err.Msg, Kind: packages.TypeError})
		default:
			errs = append(errs, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
			log.Printf("internal error: error %q (%T) without position", err, err)
		}
		lpkg.Errors = append(lpkg.Errors, errs...)
	}

	var files []*ast.File
	u.tfiles = nil // those of a failed processCached
	for i, name := range lpkg.CompiledGoFiles {
		if readErrs[i] != nil {
			appendError(readErrs[i])
			continue
		}
		f, err := parser.ParseFile(g.fset, name, srcs[i], parser.AllErrors|parser.ParseComments)
		if err != nil {
			appendError(err)
		}
		if f != nil {
			files = append(files, f)
			u.tfiles = append(u.tfiles, g.fset.File(f.FileStart))
		}
	}

	info := newTypesInfo()
	tc := &types.Config{Importer: g.importer(lpkg), Error: appendError, Sizes: lpkg.TypesSizes}
	if lpkg.Module != nil && lpkg.Module.GoVersion != "" {
		tc.GoVersion = "go" + lpkg.Module.GoVersion
	}
	typErr := types.NewChecker(tc, g.fset, u.types, info).Files(files)
	if typErr != nil && len(lpkg.Errors) == 0 && len(files) > 0 {
		if msg := typErr.Error(); strings.HasPrefix(msg, "package requires newer Go version") {
			appendError(types.Error{Fset: g.fset, Pos: files[0].Package, Msg: msg})
		}
	}
	if typErr != nil && len(lpkg.Errors) == 0 {
		appendError(typErr)
	}
	lpkg.IllTyped = len(lpkg.Errors) > 0
	for _, imp := range lpkg.Imports {
		lpkg.IllTyped = lpkg.IllTyped || imp.IllTyped
	}
	return files, info
}

func newTypesInfo() *types.Info {
	return &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// factClosure returns the analyzers that run on a dependency: those of run
// (and of what they require) that have facts, and what they require.
func factClosure(run []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	in, seen := map[*analysis.Analyzer]bool{}, map[*analysis.Analyzer]bool{}
	var add func(a *analysis.Analyzer)
	add = func(a *analysis.Analyzer) {
		if in[a] {
			return
		}
		in[a] = true
		for _, req := range a.Requires {
			add(req)
		}
		out = append(out, a)
	}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, req := range a.Requires {
			visit(req)
		}
		if len(a.FactTypes) > 0 {
			add(a)
		}
	}
	for _, a := range run {
		visit(a)
	}
	return out
}

// A bitset is a set of unit indices.
type bitset []uint64

func newBitset(n int) bitset    { return make(bitset, (n+63)/64) }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }
func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) or(c bitset) {
	for i := range c {
		b[i] |= c[i]
	}
}
func (b bitset) each(f func(int)) {
	for i, w := range b {
		for j := 0; w != 0; j++ {
			if w&1 != 0 {
				f(i*64 + j)
			}
			w >>= 1
		}
	}
}
