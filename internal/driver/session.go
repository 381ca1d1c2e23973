package driver

import (
	"context"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"maps"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/factcache"
	"github.com/idemvet/idemvet/internal/report"
)

// A Session runs the streaming driver again and again in one process, for
// the editor server: on the editor's unsaved text (an overlay), one run at
// a time, each cancellable. It keeps in memory what a run learns of each
// dependency that the fact cache would keep (its *types.Package, its
// facts, its files' import names), found by the same key, so that the next
// run over the same dependencies neither reads the cache nor type-checks
// them again: checking a package again after an edit costs little more
// than type-checking it. The memory needs the fact cache's keys: with the
// cache off (IDEMVET_CACHE=off) every run starts from nothing.
type Session struct {
	mu     sync.Mutex // one run at a time
	memoMu sync.Mutex // guards memo, which a run's units read and write from their goroutines
	memo   map[factcache.Key]*memoUnit
	runs   int
	cache  *factcache.Cache
	salt   string // the analyzers cache was opened for
}

// A memoUnit is what a Session keeps of one dependency.
type memoUnit struct {
	types *types.Package
	facts map[*analysis.Analyzer]*factcache.Facts
	names map[string]map[string]string
	files []*token.File
	used  int // the last run that used it
}

// memoRuns is how many runs a dependency is kept without being used: the
// versions of a package being edited, which is a dependency of another,
// go after that many runs.
const memoRuns = 8

// NewSession returns an empty Session.
func NewSession() *Session { return &Session{memo: map[factcache.Key]*memoUnit{}} }

// Load loads the package graph of patterns in dir, as the standalone
// command does, with overlay standing for the files it names. Its packages
// are not changed by Analyze, which may analyze them again and again.
func (s *Session) Load(ctx context.Context, dir string, patterns []string, overlay map[string][]byte, tests bool) ([]*packages.Package, error) {
	cfg := &packages.Config{Context: ctx, Mode: loadMode, Tests: tests, Dir: dir, Overlay: overlay}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	return pkgs, nil
}

// A SessionRun is the outcome of a Session's run.
type SessionRun struct {
	Findings []report.Finding
	// Errors are the load, type and analysis errors, one line each.
	Errors []string
	// Broken are the roots that did not load or type-check (they have no
	// findings), by package path.
	Broken []string
	// Imports are, by file, the name each import path has in it, for
	// package applyfix.
	Imports map[string]map[string]string
	// Panics are the panics recovered in the run, with their stacks.
	Panics []string
}

// Analyze runs run on roots, packages from Load, with overlay standing for
// the files it names; dir is where relative paths in errors start. It
// returns ctx's error if ctx is done before the run ends. A panic in the
// run is recovered and returned in Analysis.Panics.
func (s *Session) Analyze(ctx context.Context, dir string, roots []*packages.Package, overlay map[string][]byte, run []*analysis.Analyzer, stderr io.Writer) (*SessionRun, error) {
	if err := analysis.Validate(run); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.runs++
	roots = cloneGraph(roots)
	g := newGraph(roots)
	g.depRun = factClosure(run)
	g.cache = s.openCache(g.depRun, stderr)
	r := &sessionRun{s: s, ctx: ctx, files: overlay}
	g.session = r
	// The files of the dependencies kept come first in the run's file
	// set, so that the files parsed now come after them.
	var kept []*token.File
	for _, m := range s.memo {
		kept = append(kept, m.files...)
	}
	g.fset.AddExistingFiles(kept...)

	var wanted []*packages.Package
	for _, u := range g.units {
		if u.wanted {
			wanted = append(wanted, u.pkg)
		}
	}
	if err := checkConfig(wanted, packageDir); err != nil {
		return nil, err
	}
	// As in the standalone command: a unit's syntax is garbage once it
	// is analyzed; collect half as often, unless GOGC says otherwise.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
	}
	results := g.analyze(run, nil)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for k, m := range s.memo {
		if m.used < s.runs-memoRuns {
			delete(s.memo, k)
		}
	}
	l := &loaded{roots: roots, root: dir}
	l.settle()
	out := &SessionRun{Errors: l.errs, Broken: l.skipped, Imports: map[string]map[string]string{}, Panics: r.panics}
	packages.Visit(l.pkgs, nil, func(p *packages.Package) {
		maps.Copy(out.Imports, g.byPkg[p].names)
	})
	var errs []error
	out.Findings, errs = report.Collect(results)
	for _, e := range errs {
		out.Errors = append(out.Errors, e.Error())
	}
	return out, nil
}

// openCache returns the fact cache for depRun, opened once for each set of
// analyzers (opening it hashes the executable).
func (s *Session) openCache(depRun []*analysis.Analyzer, stderr io.Writer) *factcache.Cache {
	var names []string
	for _, a := range depRun {
		names = append(names, a.Name)
	}
	salt := strings.Join(names, ",")
	if s.cache == nil || s.salt != salt {
		s.cache, s.salt = factcache.Open(depRun, stderr), salt
		clear(s.memo) // other analyzers, other facts
	}
	return s.cache
}

// cloneGraph copies the packages of roots and of their dependencies, so
// that a run's type checking (which sets Types, Errors, IllTyped) leaves
// Load's packages as they were.
func cloneGraph(roots []*packages.Package) []*packages.Package {
	copies := map[*packages.Package]*packages.Package{}
	var clone func(p *packages.Package) *packages.Package
	clone = func(p *packages.Package) *packages.Package {
		if c := copies[p]; c != nil {
			return c
		}
		c := *p
		c.Errors, c.TypeErrors = slices.Clip(p.Errors), slices.Clip(p.TypeErrors)
		c.Imports = make(map[string]*packages.Package, len(p.Imports))
		copies[p] = &c
		for path, imp := range p.Imports {
			c.Imports[path] = clone(imp)
		}
		return &c
	}
	out := make([]*packages.Package, len(roots))
	for i, p := range roots {
		out[i] = clone(p)
	}
	return out
}

// A sessionRun is one run of a Session. Its methods are those of the
// graph's hooks; on a nil *sessionRun (the standalone command) they do
// nothing.
type sessionRun struct {
	s     *Session
	ctx   context.Context
	files map[string][]byte // the overlay

	mu     sync.Mutex
	panics []string
}

func (r *sessionRun) canceled() bool { return r != nil && r.ctx.Err() != nil }

func (r *sessionRun) overlay(name string) ([]byte, bool) {
	if r == nil {
		return nil, false
	}
	data, ok := r.files[name]
	return data, ok
}

// reuse gives u, a dependency, what an earlier run kept of it, and
// reports whether there was something.
func (r *sessionRun) reuse(g *graph, u *unit) bool {
	if r == nil {
		return false
	}
	for _, imp := range u.pkg.Imports {
		if imp.IllTyped {
			return false
		}
	}
	r.s.memoMu.Lock()
	m := r.s.memo[u.key]
	if m != nil {
		m.used = r.s.runs
	}
	r.s.memoMu.Unlock()
	if m == nil {
		return false
	}
	u.facts, u.errs, u.names, u.tfiles = m.facts, map[*analysis.Analyzer]error{}, m.names, m.files
	g.typesMu.Lock()
	delete(g.byTypes, u.types)
	u.types = m.types
	g.byTypes[u.types] = u
	g.typesMu.Unlock()
	u.pkg.Types, u.pkg.Fset, u.pkg.IllTyped = u.types, g.fset, false
	return true
}

// keep remembers u, a dependency just type-checked and analyzed (or given
// its facts by the fact cache), for the next runs.
func (r *sessionRun) keep(g *graph, u *unit) {
	if r == nil || u.pkg.IllTyped || !u.wanted || u.facts == nil {
		return
	}
	for _, a := range g.depRun {
		if u.errs[a] != nil {
			return
		}
	}
	r.s.memoMu.Lock()
	defer r.s.memoMu.Unlock()
	r.s.memo[u.key] = &memoUnit{types: u.types, facts: u.facts, names: u.names, files: u.tfiles, used: r.s.runs}
}

// run runs a on pass; in a Session's run, a panic is the analysis's
// error, recorded once for the run, and the other analyzers go on.
func (r *sessionRun) run(a *analysis.Analyzer, pass *analysis.Pass) (res any, err error) {
	if r == nil {
		return a.Run(pass)
	}
	defer func() {
		if p := recover(); p != nil {
			res, err = nil, fmt.Errorf("%s: internal error analyzing %s: %v", a.Name, pass.Pkg.Path(), p)
			r.mu.Lock()
			defer r.mu.Unlock()
			r.panics = append(r.panics, fmt.Sprintf("%s analyzing %s: %v\n%s", a.Name, pass.Pkg.Path(), p, debug.Stack()))
		}
	}()
	return a.Run(pass)
}

// recover, deferred in each unit's goroutine, turns a panic into the
// failure of that unit, recorded once for the run.
func (r *sessionRun) recover(u *unit) {
	p := recover()
	if p == nil {
		return
	}
	u.pkg.IllTyped = true
	u.pkg.Errors = append(u.pkg.Errors, packages.Error{Pos: "-", Msg: fmt.Sprintf("internal error: %v", p), Kind: packages.UnknownError})
	r.mu.Lock()
	defer r.mu.Unlock()
	r.panics = append(r.panics, fmt.Sprintf("analyzing %s: %v\n%s", u.pkg.ID, p, debug.Stack()))
}

// Version returns idemvet's version, as -version prints it.
func Version() string { return version() }
