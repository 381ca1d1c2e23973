package driver

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// countRuns returns an analyzer that reports nothing and counts, by file
// (relative to dir), the root packages it analyzed that file in, and a
// function that lists the counts as "file N" lines.
func countRuns(dir string) (*analysis.Analyzer, func() string) {
	var mu sync.Mutex
	runs := map[string]int{}
	a := &analysis.Analyzer{
		Name: "countruns",
		Doc:  "counts the analyses of each file",
		Run: func(pass *analysis.Pass) (any, error) {
			mu.Lock()
			defer mu.Unlock()
			for _, f := range pass.Files {
				name := pass.Fset.File(f.FileStart).Name()
				if rel, err := filepath.Rel(dir, name); err == nil && filepath.IsLocal(rel) {
					runs[filepath.ToSlash(rel)]++
				}
			}
			return nil, nil
		},
	}
	list := func() string {
		mu.Lock()
		defer mu.Unlock()
		var lines []string
		for name, n := range runs {
			lines = append(lines, fmt.Sprintf("%s %d", name, n))
		}
		slices.Sort(lines)
		clear(runs)
		return strings.Join(lines, "\n")
	}
	return a, list
}

// TestEachFileAnalyzedOnce checks that with tests (the default) a package
// with in-package tests is analyzed only as its test variant, as go vet
// does, so that each of its files is analyzed once; its external tests
// once; a package without tests once; and that a package whose tests do
// not type-check is still analyzed on its own. The checker driver analyzes
// the same roots.
func TestEachFileAnalyzedOnce(t *testing.T) {
	dir := module(t, map[string]string{
		// billing has in-package and external tests, and shop imports it:
		// it is analyzed for its importers' facts too, not as a root.
		"billing/billing_test.go":   "package billing\n\nfunc helper() int { return 1 }\n",
		"billing/external_test.go":  "package billing_test\n\nimport \"example.com/shop/billing\"\n\nvar _ billing.Client\n",
		"shop/shop.go":              "package shop\n\nimport \"example.com/shop/billing\"\n\nvar C billing.Client\n",
		"onlyx/onlyx.go":            "package onlyx\n\nfunc F() {}\n",
		"onlyx/onlyx_test.go":       "package onlyx_test\n\nimport \"example.com/shop/onlyx\"\n\nvar _ = onlyx.F\n",
		"brokentest/broken.go":      "package brokentest\n\nfunc F() {}\n",
		"brokentest/broken_test.go": "package brokentest\n\nvar _ int = \"x\"\n",
	})
	want := strings.Join([]string{
		"billing/billing.go 1",
		"billing/billing_test.go 1",
		"billing/external_test.go 1",
		"brokentest/broken.go 1",
		"onlyx/onlyx.go 1",
		"onlyx/onlyx_test.go 1",
		"shop/shop.go 1",
	}, "\n")
	for _, checker := range []bool{false, true} {
		t.Run(fmt.Sprintf("checker=%v", checker), func(t *testing.T) {
			defer func() { useChecker = false }()
			useChecker = checker
			t.Setenv(cacheEnv, "off")
			a, list := countRuns(dir)
			var stdout, stderr bytes.Buffer
			code := Run([]*analysis.Analyzer{a}, []string{"-C", dir, "./..."}, &stdout, &stderr)
			if got := list(); got != want {
				t.Errorf("files analyzed (file, times):\n%s\nwant:\n%s", got, want)
			}
			if code != ExitError || !strings.Contains(stderr.String(), "skipped 1 of 7 packages") ||
				!strings.Contains(stderr.String(), "example.com/shop/brokentest (tests)") {
				t.Errorf("want exit 2 and brokentest's tests skipped; got exit %d, stderr:\n%s", code, stderr.String())
			}
		})
	}
}
