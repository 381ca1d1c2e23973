package fuzz_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestHarnessAnalyzes keeps FuzzSuite from passing vacuously: a seed
// of each analyzer's test packages type-checks in the harness, and the
// suite reports findings on them.
func TestHarnessAnalyzes(t *testing.T) {
	u := loadUniverse(t)
	src := filepath.Join(idemtest.TestData(), "src")
	findings := 0
	for _, a := range analyzers.Suite {
		files, _ := filepath.Glob(filepath.Join(src, a.Name, "*", "*.go"))
		checked := 0
		for _, name := range files {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			pkg, err := typeCheck(u, t.TempDir(), data)
			if err != nil {
				t.Fatal(err)
			}
			if pkg == nil {
				continue
			}
			checked++
			graph, err := checker.Analyze(analyzers.Suite, []*packages.Package{pkg}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for act := range graph.All() {
				if act.IsRoot {
					findings += len(act.Diagnostics)
				}
			}
		}
		t.Logf("%s: %d of %d files type-check alone", a.Name, checked, len(files))
		if checked == 0 {
			t.Errorf("%s: none of its %d test files type-checks in the fuzz harness", a.Name, len(files))
		}
	}
	if findings == 0 {
		t.Error("the suite reports nothing on the seeds in the fuzz harness")
	}
	t.Logf("%d findings", findings)
}
