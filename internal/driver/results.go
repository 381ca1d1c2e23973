package driver

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/report"
)

// An Analysis is what Analyze found on the root packages.
type Analysis struct {
	// Findings are the diagnostics of the analyzers run, each site apart
	// (not grouped), with their fingerprints.
	Findings []report.Finding
	// Results are the outcome of each analyzer run on each root that
	// type-checks: its diagnostics and its result value.
	Results []report.Result
	// Source reads the files; positions are relative to its root.
	Source *report.Source
	// Status is ExitError when a package did not load or an analysis
	// failed (the errors were printed), else ExitClean.
	Status int
}

// Analyze loads patterns in dir (with their tests when tests is set) and
// runs run on them as the standalone command does, for subcommands that
// read the analyzers' results (idemvet audit). It prints the load and
// analysis errors to stderr as the command does, and analyzes what loads;
// the error is non-nil only when nothing could be analyzed.
func Analyze(run []*analysis.Analyzer, dir string, tests bool, patterns []string, stderr io.Writer) (*Analysis, error) {
	root, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	opts := Options{Dir: dir, Tests: tests}
	src := report.NewSource(root)
	prog := newProgress(stderr)
	defer prog.stop()
	prog.set("loading packages")
	l, err := load(opts, root, patterns)
	if err != nil {
		return nil, err
	}
	findings, results, errs, err := analyzeStreamingResults(l, src, run, prog)
	if err != nil {
		return nil, err
	}
	prog.stop()
	a := &Analysis{Findings: findings, Results: results, Source: src, Status: ExitClean}
	if printErrors(stderr, l, errs) {
		a.Status = ExitError
	}
	report.SetFingerprints(src, findings)
	return a, nil
}

// printErrors prints the load errors of l, then errs, and the packages
// skipped, as the command reports them, and reports whether there were
// errors.
func printErrors(stderr io.Writer, l *loaded, errs []error) bool {
	errs = append(loadErrors(l), errs...)
	for _, e := range errs {
		fmt.Fprintf(stderr, "idemvet: %v\n", e)
	}
	if len(l.skipped) > 0 {
		names := l.skipped
		if len(names) > 10 {
			names = append(names[:10:10], fmt.Sprintf("and %d more", len(l.skipped)-10))
		}
		fmt.Fprintf(stderr, "idemvet: skipped %d of %d packages that do not load or type-check, or depend on one that does not: %s\n",
			len(l.skipped), l.total, strings.Join(names, ", "))
	}
	return len(errs) > 0
}
