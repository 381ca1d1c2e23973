// Package driver is idemvet's command line: it runs the suite standalone on
// package patterns, or, when invoked by go vet -vettool or go fix -fixtool,
// speaks the unitchecker protocol. It loads the packages, analyzes them
// with its streaming driver (analyze.go, action.go) and applies the flags,
// the baseline and the exit status. The findings, their outputs (text,
// JSON, SARIF, GitHub annotations) and the baseline file are package
// report's, -fix and -diff package applyfix's, the fact cache package
// factcache's; the outputs and the gate grow there and here, not in main.
package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/analyzernames"
	"github.com/idemvet/idemvet/internal/applyfix"
	"github.com/idemvet/idemvet/internal/report"
	"github.com/idemvet/idemvet/passes/config"
)

// Exit statuses.
const (
	ExitClean    = 0 // no findings
	ExitFindings = 1 // findings reported
	ExitError    = 2 // usage, configuration or load error
)

// The findings of the -json output, as package report defines them, for
// the tools that read that output back.
type (
	Finding  = report.Finding
	Position = report.Position
	Related  = report.Related
	Fix      = report.Fix
	Edit     = report.Edit
)

// Main runs the command with os.Args and exits.
func Main(suite []*analysis.Analyzer) {
	if isUnitchecker(os.Args[1:]) {
		if slices.Contains(os.Args[1:], "-V=full") {
			printVersion(os.Stdout)
			os.Exit(0)
		}
		// unitchecker declares the flags of the analyzers it is given,
		// not of the passes they require: declare the configuration
		// pass's flags as -idemvetconfig.config, -idemvetconfig.exposure...
		config.Analyzer.Flags.VisitAll(func(f *flag.Flag) {
			flag.Var(f.Value, config.Analyzer.Name+"."+f.Name, f.Usage)
		})
		// A bad configuration would only show as the failure of every
		// analysis that requires it: report it first, by file, line and key.
		if err := checkVetConfig(os.Args[1:]); err != nil {
			fmt.Fprintf(os.Stderr, "idemvet: %v\n", err)
			os.Exit(1)
		}
		if slices.Contains(os.Args[1:], "-diff") && os.Getenv(diffChildEnv) == "" {
			os.Exit(fixVetDiff(os.Args[1:]))
		}
		unitchecker.Main(vetSuite(suite)...)
		return // not reached
	}
	os.Exit(Run(suite, os.Args[1:], os.Stdout, os.Stderr))
}

// isUnitchecker reports whether the go command is invoking us as a vet or
// fix tool: with -V=full, -flags, or a single .cfg file after flags.
func isUnitchecker(args []string) bool {
	for _, a := range args {
		if a == "-V=full" || a == "-flags" {
			return true
		}
	}
	return len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg")
}

// Options are the standalone command's flags.
type Options struct {
	JSON          bool
	SARIF         bool
	GitHub        bool
	Fix           bool
	Diff          bool
	Tests         bool
	Group         bool
	Dir           string
	Baseline      string
	WriteBaseline string
}

// maxFixRounds bounds the rounds of -fix: a round applies the fixes that
// do not overlap, and the next analyzes the fixed code again, for the fixes
// an overlap held back and the findings a fix uncovers (the middle layer of
// three, once the innermost is off).
const maxFixRounds = 4

// Run runs the standalone command and returns its exit status. With -fix
// it runs again on the fixed code while a round applied a fix, at most
// maxFixRounds times, so that one -fix leaves code on which another
// changes nothing.
func Run(suite []*analysis.Analyzer, args []string, stdout, stderr io.Writer) int {
	var total applyfix.Result
	status, fixed := runRound(suite, args, stdout, stderr)
	for round := 1; fixed != nil; round++ {
		total.Add(*fixed)
		if fixed.Files == 0 || round == maxFixRounds {
			fmt.Fprintf(stderr, "idemvet: %s\n", total)
			break
		}
		status, fixed = runRound(suite, args, stdout, stderr)
	}
	return status
}

// runRound runs the command once; with -fix, it returns what the fixes
// did, for Run to say.
func runRound(suite []*analysis.Analyzer, args []string, stdout, stderr io.Writer) (int, *applyfix.Result) {
	// A run starts from the defaults, whatever an earlier run in this
	// process set or read.
	config.Reset()
	fs := flag.NewFlagSet("idemvet", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opts Options
	fs.BoolVar(&opts.JSON, "json", false, "print findings as JSON")
	fs.BoolVar(&opts.SARIF, "sarif", false, "print findings as a SARIF 2.1.0 log")
	fs.BoolVar(&opts.GitHub, "github", false, "print findings as GitHub Actions annotations")
	fs.StringVar(&opts.Baseline, "baseline", "", "report only findings not in this baseline `file`")
	fs.StringVar(&opts.WriteBaseline, "write-baseline", "", "write the findings to this baseline `file` and exit 0")
	fs.BoolVar(&opts.Fix, "fix", false, "apply the suggested fixes")
	fs.BoolVar(&opts.Diff, "diff", false, "print the suggested fixes as a unified diff, changing nothing")
	fs.BoolVar(&opts.Tests, "test", true, "analyze test files too")
	fs.BoolVar(&opts.Group, "group", true, "report the findings of one cause (a retrying client nested in many retries) as one, at the first site")
	fs.StringVar(&opts.Dir, "C", "", "run in this directory; paths in every output are relative to it")
	var showVersion versionFlag
	fs.Var(&showVersion, "version", "print idemvet's version and exit")
	fs.Var(&showVersion, "V", "print idemvet's version and exit (-V=full: as a go vet tool)")
	enabled := map[string]*bool{}
	for _, a := range suite {
		enabled[a.Name] = fs.Bool(a.Name, true, "run the "+a.Name+" analyzer")
	}
	// The configuration pass's flags, without a prefix: -exposure, -budgets...
	config.Analyzer.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: idemvet [flags] packages...\n\nidemvet finds retries that duplicate side effects. Analyzers:\n")
		width := 0
		for _, a := range suite {
			width = max(width, len(a.Name))
		}
		for _, a := range suite {
			fmt.Fprintf(stderr, "  %-*s  %s\n", width, a.Name, strings.SplitN(a.Doc, "\n", 2)[0])
		}
		fmt.Fprintf(stderr, "\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := renamedFlag(args); err != nil {
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError, nil
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return ExitClean, nil
		}
		return ExitError, nil
	}
	if showVersion != "" {
		if showVersion == "full" {
			printVersion(stdout)
		} else {
			printVersionLine(stdout)
		}
		return ExitClean, nil
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		fs.Usage()
		return ExitError, nil
	}
	if err := opts.check(); err != nil {
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError, nil
	}
	root, err := filepath.Abs(opts.Dir)
	if err != nil {
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError, nil
	}
	src := report.NewSource(root)
	var known map[string]bool
	if opts.Baseline != "" {
		if known, err = report.ReadBaseline(opts.Baseline); err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError, nil
		}
	}
	var run []*analysis.Analyzer
	for _, a := range suite {
		if *enabled[a.Name] {
			run = append(run, a)
		}
	}

	defer startProfiles(stderr)()
	prog := newProgress(stderr)
	defer prog.stop()
	prog.set("loading packages")
	l, err := load(opts, root, patterns)
	if err != nil {
		prog.stop()
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError, nil
	}
	var findings []report.Finding
	var errs []error
	if useChecker {
		findings, errs, err = analyzeChecker(l, src, run, prog)
	} else {
		findings, errs, err = analyzeStreaming(l, src, run, prog)
	}
	if err != nil {
		prog.stop()
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError, nil
	}
	prog.stop()
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
	status := ExitClean
	if len(errs) > 0 {
		status = ExitError
	}
	report.SetFingerprints(src, findings)
	var fixed *applyfix.Result
	if opts.WriteBaseline != "" {
		if err := report.WriteBaseline(opts.WriteBaseline, src, findings); err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError, nil
		}
		fmt.Fprintf(stderr, "idemvet: wrote %d entries to %s\n", len(findings), opts.WriteBaseline)
		return status, nil
	}
	if known != nil {
		findings = report.FilterBaseline(findings, known)
	}
	// What is reported, grouped by cause; the fixes are every site's.
	reported := findings
	if opts.Group {
		reported = report.Group(src, findings)
	}
	switch {
	case opts.Fix || opts.Diff:
		res, err := applyfix.Apply(src, findings, opts.Diff, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError, nil
		}
		if opts.Fix {
			fixed = &res
		}
		if opts.Diff && len(findings) > 0 && status == ExitClean {
			status = ExitFindings
		}
	case opts.JSON:
		if err := report.WriteJSON(stdout, reported); err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError, nil
		}
	case opts.SARIF:
		if err := report.WriteSARIF(stdout, suite, src, reported, errs, version()); err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError, nil
		}
	case opts.GitHub:
		report.WriteGitHub(stdout, src, reported)
	default:
		report.WriteText(stdout, src, reported)
	}
	if len(findings) > 0 && status == ExitClean && !opts.Fix {
		status = ExitFindings
	}
	return status, fixed
}

// renamedFlag reports a flag that turns an analyzer on or off by its old
// name (-directive=false), naming the new one. The old names are not
// aliases: under go vet and in other drivers they are not defined either.
func renamedFlag(args []string) error {
	for _, arg := range args {
		if arg == "--" {
			break
		}
		name, ok := strings.CutPrefix(arg, "-")
		if !ok {
			continue
		}
		name, _, _ = strings.Cut(strings.TrimPrefix(name, "-"), "=")
		if to, ok := analyzernames.Renamed[name]; ok {
			return fmt.Errorf("-%s: %q is the old name of %s: use -%s", name, name, to, to)
		}
	}
	return nil
}

// loadErrors turns the load errors into errors.
func loadErrors(l *loaded) []error {
	var errs []error
	for _, msg := range l.errs {
		errs = append(errs, errors.New(msg))
	}
	return errs
}

// A versionFlag is -version or -V, set to "true", or "full" for the go
// command's -V=full.
type versionFlag string

func (v *versionFlag) String() string   { return string(*v) }
func (v *versionFlag) IsBoolFlag() bool { return true }
func (v *versionFlag) Set(s string) error {
	switch s {
	case "true", "full":
		*v = versionFlag(s)
	case "false":
		*v = ""
	default:
		return fmt.Errorf("want -V, -version or -V=full")
	}
	return nil
}

// check rejects combinations of flags that make no sense.
func (o Options) check() error {
	n := 0
	for _, on := range []bool{o.JSON, o.SARIF, o.GitHub, o.Fix, o.Diff} {
		if on {
			n++
		}
	}
	if n > 1 {
		return fmt.Errorf("-json, -sarif, -github, -fix and -diff exclude each other")
	}
	if o.Baseline != "" && o.WriteBaseline != "" {
		return fmt.Errorf("-baseline and -write-baseline exclude each other")
	}
	return nil
}

// checkConfig reads the configuration of every package (dependencies too:
// they are analyzed for facts) before analysis, so
// that a bad file stops the run with its own message (file, line, key)
// rather than as the failure of each analysis that needs it. dir returns
// a package's directory, as config.PackageDir does.
func checkConfig(pkgs []*packages.Package, dir func(*packages.Package) string) error {
	var errs []error
	seen := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if _, err := config.For(dir(p)); err != nil && !seen[err.Error()] {
			seen[err.Error()] = true
			errs = append(errs, err)
		}
	})
	return errors.Join(errs...)
}
