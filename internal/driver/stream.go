package driver

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"runtime"
	"runtime/debug"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/factcache"
	"github.com/idemvet/idemvet/internal/report"
	"github.com/idemvet/idemvet/passes/config"
)

// analyzeStreaming analyzes the packages l loaded (with loadMode) with the
// streaming driver and returns the findings of the roots that type-check
// and the errors of their analyses; l is settled. The error is non-nil
// when the analysis cannot start: a bad configuration, an invalid suite.
func analyzeStreaming(l *loaded, src *report.Source, run []*analysis.Analyzer, prog *progress) ([]report.Finding, []error, error) {
	findings, _, errs, err := analyzeStreamingResults(l, src, run, prog)
	return findings, errs, err
}

// analyzeStreamingResults is analyzeStreaming, with the outcome of each
// analyzer of run on each root: its diagnostics and its result.
func analyzeStreamingResults(l *loaded, src *report.Source, run []*analysis.Analyzer, prog *progress) ([]report.Finding, []report.Result, []error, error) {
	if err := analysis.Validate(run); err != nil {
		return nil, nil, nil, err
	}
	g := newGraph(l.roots)
	g.cache = factcache.Open(factClosure(run), prog.stderr)
	// The packages that will be analyzed, unless one fails to
	// type-check: their configuration is read first.
	var wanted, roots []*packages.Package
	for _, u := range g.units {
		if u.wanted {
			wanted = append(wanted, u.pkg)
			if u.root >= 0 {
				roots = append(roots, u.pkg)
			}
		}
	}
	if err := checkConfig(wanted, packageDir); err != nil {
		return nil, nil, nil, err
	}
	prog.analyzing(len(roots))
	// The live heap is small now, and the garbage large: collect half as
	// often as the default, unless GOGC says otherwise.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(gcPercent))
	}
	results := g.analyze(run, func() { prog.done.Add(1) })
	writeHeapProfile(prog.stderr)
	runtime.KeepAlive(g)
	l.settle()
	src.Imports = map[string]map[string]string{}
	// Later packages win, as in importNames.
	packages.Visit(l.pkgs, nil, func(p *packages.Package) {
		maps.Copy(src.Imports, g.byPkg[p].names)
	})
	findings, errs := report.Collect(results)
	return findings, results, errs, nil
}

// gcPercent is the garbage collector's target while the streaming driver
// runs: a package's syntax and types.Info are garbage once it is analyzed,
// and the live heap stays small, so at the default 100% the collector runs
// often. On net/http and encoding/json with their tests, 200 took about a
// sixth less CPU time, for a fifth more peak memory.
const gcPercent = 200

// analyzeChecker analyzes the packages l loaded (with LoadAllSyntax) with
// checker.Analyze.
func analyzeChecker(l *loaded, src *report.Source, run []*analysis.Analyzer, prog *progress) ([]report.Finding, []error, error) {
	l.settle()
	src.Imports = importNames(l.pkgs)
	if err := checkConfig(l.pkgs, func(p *packages.Package) string { return config.PackageDir(p.Fset, p.Syntax) }); err != nil {
		return nil, nil, err
	}
	roots := withoutTested(l.pkgs)
	prog.analyzing(len(roots))
	graph, err := checker.Analyze(prog.wrap(run), roots, nil)
	if err != nil {
		return nil, nil, err
	}
	writeHeapProfile(prog.stderr)
	var results []report.Result
	for _, act := range graph.Roots {
		if act.Analyzer != prog.analyzer {
			results = append(results, report.Result{Analyzer: act.Analyzer, Fset: act.Package.Fset, Diags: act.Diagnostics, Err: act.Err})
		}
	}
	findings, errs := report.Collect(results)
	return findings, errs, nil
}

// withoutTested returns pkgs without each package whose test variant
// ("p [p.test]") is among them, as the streaming driver analyzes only the
// variant (see unit.tests).
func withoutTested(pkgs []*packages.Package) []*packages.Package {
	tested := map[string]bool{}
	for _, p := range pkgs {
		if isInternalTest(p) {
			tested[p.PkgPath] = true
		}
	}
	var out []*packages.Package
	for _, p := range pkgs {
		if isTestVariant(p) || !tested[p.PkgPath] {
			out = append(out, p)
		}
	}
	return out
}

// packageDir returns the directory of p's first file, as config.PackageDir
// does for its syntax, reading only the files' package clauses.
func packageDir(p *packages.Package) string {
	for _, name := range p.CompiledGoFiles {
		fset := token.NewFileSet()
		f, _ := parser.ParseFile(fset, name, nil, parser.PackageClauseOnly|parser.ParseComments)
		if f == nil {
			continue
		}
		if dir := config.PackageDir(fset, []*ast.File{f}); dir != "" {
			return dir
		}
	}
	return ""
}
