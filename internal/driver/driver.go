// Package driver is idemvet's command line: it runs the suite standalone on
// package patterns, or, when invoked by go vet -vettool or go fix -fixtool,
// speaks the unitchecker protocol. It turns findings into text, JSON or
// fixes; the outputs and the gate grow here, not in main.
package driver

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/unitchecker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/passes/config"
)

// Exit statuses.
const (
	ExitClean    = 0 // no findings
	ExitFindings = 1 // findings reported
	ExitError    = 2 // usage, configuration or load error
)

// Main runs the command with os.Args and exits.
func Main(suite []*analysis.Analyzer) {
	if isUnitchecker(os.Args[1:]) {
		unitchecker.Main(suite...)
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
	JSON  bool
	Fix   bool
	Diff  bool
	Tests bool
	Dir   string
}

// Run runs the standalone command and returns its exit status.
func Run(suite []*analysis.Analyzer, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("idemvet", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opts Options
	fs.BoolVar(&opts.JSON, "json", false, "print findings as JSON")
	fs.BoolVar(&opts.Fix, "fix", false, "apply the suggested fixes")
	fs.BoolVar(&opts.Diff, "diff", false, "print the suggested fixes as a unified diff, changing nothing")
	fs.BoolVar(&opts.Tests, "test", true, "analyze test files too")
	fs.StringVar(&opts.Dir, "C", "", "run in this directory")
	enabled := map[string]*bool{}
	for _, a := range suite {
		enabled[a.Name] = fs.Bool(a.Name, true, "run the "+a.Name+" analyzer")
	}
	// The configuration pass's flags, without a prefix: -exposure, -budgets...
	config.Analyzer.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: idemvet [flags] packages...\n\nidemvet finds retries that duplicate side effects. Analyzers:\n")
		for _, a := range suite {
			fmt.Fprintf(stderr, "  %-15s %s\n", a.Name, strings.SplitN(a.Doc, "\n", 2)[0])
		}
		fmt.Fprintf(stderr, "\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return ExitClean
		}
		return ExitError
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		fs.Usage()
		return ExitError
	}
	var run []*analysis.Analyzer
	for _, a := range suite {
		if *enabled[a.Name] {
			run = append(run, a)
		}
	}

	pkgs, err := load(opts, patterns)
	if err != nil {
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError
	}
	graph, err := checker.Analyze(run, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return ExitError
	}
	findings, errs := collect(graph)
	for _, e := range errs {
		fmt.Fprintf(stderr, "idemvet: %v\n", e)
	}
	status := ExitClean
	if len(errs) > 0 {
		status = ExitError
	}
	switch {
	case opts.Fix || opts.Diff:
		if err := applyFixes(findings, opts.Diff, stdout); err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError
		}
		if opts.Diff && len(findings) > 0 && status == ExitClean {
			status = ExitFindings
		}
	case opts.JSON:
		if err := printJSON(stdout, findings); err != nil {
			fmt.Fprintf(stderr, "idemvet: %v\n", err)
			return ExitError
		}
	default:
		printText(stdout, findings)
	}
	if len(findings) > 0 && status == ExitClean && !opts.Fix {
		status = ExitFindings
	}
	return status
}

// load loads the packages of patterns with everything the analyzers need.
func load(opts Options, patterns []string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax | packages.NeedModule,
		Tests: opts.Tests,
		Dir:   opts.Dir,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	var msgs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			msgs = append(msgs, e.Error())
		}
	})
	if len(msgs) > 0 {
		slices.Sort(msgs)
		msgs = slices.Compact(msgs)
		if len(msgs) > 10 {
			msgs = append(msgs[:10], fmt.Sprintf("and %d more", len(msgs)-10))
		}
		return nil, fmt.Errorf("loading packages:\n\t%s", strings.Join(msgs, "\n\t"))
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	return pkgs, nil
}
