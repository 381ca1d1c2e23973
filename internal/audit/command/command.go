// Package command is the idemvet audit subcommand: it runs the suite with
// the audit's collector on the packages, merges the rows, and prints the
// inventory in the format asked for, or, with -diff, what changed since a
// saved one.
package command

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/audit"
	"github.com/idemvet/idemvet/internal/audit/collect"
	"github.com/idemvet/idemvet/internal/audit/render"
	"github.com/idemvet/idemvet/internal/driver"
)

// Formats are the output formats, the first the default.
var Formats = []string{"text", "md", "json", "csv", "html"}

// Main runs idemvet audit with args (those after "audit") and returns its
// exit status: 0, 1 when -diff finds something worse, 2 on a usage or
// load error (the audit still covers the packages that load).
func Main(suite []*analysis.Analyzer, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("idemvet audit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	format := fs.String("format", "text", "output `format`: text, md, json, csv or html")
	base := fs.String("diff", "", "print, as Markdown, what changed since the audit saved in this JSON `file`; exit 1 if something got worse")
	dir := fs.String("C", "", "run in this directory; paths in every output are relative to it")
	tests := fs.Bool("test", false, "audit test files too")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: idemvet audit [flags] packages...\n\n"+
			"idemvet audit lists each entry point that may run again for one intent and each write it reaches:\n"+
			"its class, key source, retry layers and their product, unknown-outcome handling, declared hints\n"+
			"and the findings that apply. See docs/audit.md.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return driver.ExitClean
		}
		return driver.ExitError
	}
	if !slices.Contains(Formats, *format) {
		fmt.Fprintf(stderr, "idemvet audit: unknown -format %q: want one of %v\n", *format, Formats)
		return driver.ExitError
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return driver.ExitError
	}
	var before *audit.Audit
	if *base != "" {
		var err error
		if before, err = readAudit(*base); err != nil {
			fmt.Fprintf(stderr, "idemvet audit: %v\n", err)
			return driver.ExitError
		}
	}
	a, status := Audit(suite, *dir, *tests, fs.Args(), stderr)
	if a == nil {
		return status
	}
	if before != nil {
		d := audit.Diff(before, a)
		if err := render.Diff(stdout, d); err != nil {
			fmt.Fprintf(stderr, "idemvet audit: %v\n", err)
			return driver.ExitError
		}
		if status == driver.ExitClean && d.Worse() {
			status = driver.ExitFindings
		}
		return status
	}
	if err := render.Write(stdout, *format, a); err != nil {
		fmt.Fprintf(stderr, "idemvet audit: %v\n", err)
		return driver.ExitError
	}
	return status
}

// Audit runs suite and the collector on patterns in dir and merges the
// rows. The status is driver.ExitError when a package did not load (the
// errors were printed; the Audit covers what loads), and the Audit nil
// when nothing could be analyzed.
func Audit(suite []*analysis.Analyzer, dir string, tests bool, patterns []string, stderr io.Writer) (*audit.Audit, int) {
	run := append(slices.Clip(suite), collect.Analyzer)
	an, err := driver.Analyze(run, dir, tests, patterns, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "idemvet: %v\n", err)
		return nil, driver.ExitError
	}
	var entries []*audit.Entry
	var own []*audit.Write
	for _, r := range an.Results {
		if res, ok := r.Value.(*collect.Result); ok && r.Analyzer == collect.Analyzer {
			entries = append(entries, res.Entries...)
			own = append(own, res.Writes...)
		}
	}
	rel := func(file string) string {
		r := an.Source.Rel(file)
		// A dependency's file, in the module cache: from the module on.
		if _, after, ok := strings.Cut(r, "/pkg/mod/"); ok && filepath.IsAbs(r) {
			return after
		}
		return r
	}
	return audit.Merge(entries, own, an.Findings, rel), an.Status
}

// readAudit reads a saved JSON audit.
func readAudit(path string) (*audit.Audit, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var a audit.Audit
	if err := json.Unmarshal(data, &a); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if a.Version != audit.Version {
		return nil, fmt.Errorf("%s: audit schema version %d, want %d", path, a.Version, audit.Version)
	}
	return &a, nil
}
