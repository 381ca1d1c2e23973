package driver

import (
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// A loaded is the result of loading the patterns: the packages that can be
// analyzed, and the errors of those that cannot.
type loaded struct {
	roots   []*packages.Package // the packages the patterns matched
	root    string              // the directory load errors are relative to
	pkgs    []*packages.Package // roots that load and type-check, with all their dependencies
	errs    []string            // load errors, one line each, most useful first
	skipped []string            // the packages (by path) not analyzed because of them
	total   int                 // the packages the patterns matched, a package and its tests counted apart
}

// maxErrorsPerPackage bounds the errors printed for one package: the first
// few say what is wrong, as with the compiler.
const maxErrorsPerPackage = 10

// loadMode is what the streaming driver loads: the package graph and its
// files, without syntax or types, which it makes one package at a time.
const loadMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
	packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes

// useChecker makes Run load every package's syntax and types at once and
// analyze them with checker.Analyze, as it did before the streaming driver:
// for tests that compare the two.
var useChecker = false

// load loads the package graph of patterns: with syntax and types for
// checker.Analyze (useChecker), or else only what the streaming driver
// needs to parse and type-check each package itself. The error is non-nil
// only when nothing could be loaded at all.
func load(opts Options, root string, patterns []string) (*loaded, error) {
	mode := loadMode
	if useChecker {
		mode = packages.LoadAllSyntax | packages.NeedModule
	}
	cfg := &packages.Config{
		Mode:  mode,
		Tests: opts.Tests,
		Dir:   opts.Dir,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	return &loaded{roots: pkgs, root: root}, nil
}

// settle sorts the roots into those to analyze and those to skip, with
// their errors, once every package is type-checked. A package that does
// not load or type-check, or that depends on one that does not, is
// skipped, with its errors, and the others are analyzed: one broken
// package must not hide the findings of the rest.
func (l *loaded) settle() {
	root, pkgs := l.root, l.roots
	// broken[p] reports whether p or one of its dependencies has errors:
	// the checker fails every analysis of such a package.
	broken := map[*packages.Package]bool{}
	var visit func(p *packages.Package) bool
	visit = func(p *packages.Package) bool {
		if b, ok := broken[p]; ok {
			return b
		}
		broken[p] = false // cycles do not type-check anyway
		b := len(p.Errors) > 0
		for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
			if visit(p.Imports[path]) {
				b = true
			}
		}
		broken[p] = b
		return b
	}

	l.pkgs = nil
	all, bad := map[string]bool{}, map[string]bool{}
	for _, p := range pkgs {
		path := displayPath(p)
		if isTestVariant(p) {
			path += " (tests)"
		}
		all[path] = true
		if visit(p) {
			bad[path] = true
		} else {
			l.pkgs = append(l.pkgs, p)
		}
	}
	// The go command's hint for a missing module comes first; the type
	// checker's "could not import X (invalid package name: "")" for the
	// same package says nothing more.
	var hints, others []string
	missing := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if m := noModule.FindStringSubmatch(e.Msg); m != nil {
				missing[m[1]] = true
			}
		}
	})
	seen := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		n := 0
		for _, e := range p.Errors {
			if m := couldNotImport.FindStringSubmatch(e.Msg); m != nil && missing[m[1]] {
				continue
			}
			msg := loadError(root, e)
			if seen[msg] {
				continue
			}
			seen[msg] = true
			if noModule.MatchString(e.Msg) {
				hints = append(hints, msg)
			} else if n++; n <= maxErrorsPerPackage {
				others = append(others, msg)
			} else if n == maxErrorsPerPackage+1 {
				others = append(others, fmt.Sprintf("%s: too many errors", p.PkgPath))
			}
		}
	})
	l.errs = append(hints, others...)
	l.total = len(all)
	for path := range bad {
		l.skipped = append(l.skipped, path)
	}
	slices.Sort(l.skipped)
}

// displayPath names a package as the user knows it: its import path,
// without the test variants go/packages makes ("p [p.test]", "p_test",
// "p.test").
func displayPath(p *packages.Package) string {
	path := strings.TrimSuffix(p.PkgPath, "_test")
	if isTestMain(p) {
		path = strings.TrimSuffix(path, ".test")
	}
	return path
}

// goGet matches the go command's hint for a missing module.
var goGet = regexp.MustCompile(`(?s)no required module provides package (\S+?);\s*to add it:\s*(go get \S+)`)

// noModule matches the go command's errors for an import that no module
// provides.
var noModule = regexp.MustCompile(`(?:no required module provides|cannot find module providing) package (\S+?)[;:]`)

// couldNotImport matches the type checker's error for an import that did
// not load.
var couldNotImport = regexp.MustCompile(`^could not import (\S+) \(invalid package name: ""\)`)

// posn matches file:line[:col].
var posn = regexp.MustCompile(`^(.+?):(\d+(?::\d+)?)$`)

// loadError formats a package error on one line, its file relative to
// root, leading with what to do: for a missing module, the go get to run.
func loadError(root string, e packages.Error) string {
	pos := e.Pos
	if m := posn.FindStringSubmatch(pos); m != nil && filepath.IsAbs(m[1]) {
		if r, err := filepath.Rel(root, m[1]); err == nil && filepath.IsLocal(r) {
			pos = r + ":" + m[2]
		}
	}
	if pos == "-" {
		pos = ""
	}
	if pos != "" {
		pos += ": "
	}
	if m := goGet.FindStringSubmatch(e.Msg); m != nil {
		return fmt.Sprintf("%smissing module for %s: run %s", pos, m[1], m[2])
	}
	if m := noModule.FindStringSubmatch(e.Msg); m != nil {
		return fmt.Sprintf("%smissing module for %s: run go get %s (%s)", pos, m[1], m[1], strings.Join(strings.Fields(e.Msg), " "))
	}
	return pos + strings.Join(strings.Fields(e.Msg), " ")
}

// isTestMain reports whether p is the test binary's main package that
// go/packages synthesizes ("p.test").
func isTestMain(p *packages.Package) bool {
	return p.Name == "main" && strings.HasSuffix(p.ID, ".test")
}

// isInternalTest reports whether p is a package recompiled with its
// in-package test files ("p [p.test]").
func isInternalTest(p *packages.Package) bool {
	return p.ID == p.PkgPath+" ["+p.PkgPath+".test]"
}

// isTestVariant reports whether p exists only for tests: a package
// recompiled with its test files ("p [p.test]"), an external test package
// ("p_test [p.test]") or the test binary's main package ("p.test").
func isTestVariant(p *packages.Package) bool {
	return p.ID != p.PkgPath || isTestMain(p)
}
