package analyzers_test

import (
	"bytes"
	"encoding/gob"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestSuiteTogether runs every analyzer at once on test packages of all of
// them (testdata/src/<name> for each analyzer of the suite), as the drivers
// do: the analyzers share the helper passes' results and run in parallel, so
// under -race this catches unsynchronised state in those results. Every analysis must succeed, and every fact must encode
// deterministically and stay small.
func TestSuiteTogether(t *testing.T) {
	src := filepath.Join(idemtest.TestData(), "src")
	var patterns []string
	for _, a := range analyzers.Suite {
		dirs, err := os.ReadDir(filepath.Join(src, a.Name))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dirs {
			if d.IsDir() {
				patterns = append(patterns, a.Name+"/"+d.Name()+"/...")
			}
		}
	}
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  src,
		Env:  append(os.Environ(), "GOPATH="+idemtest.TestData(), "GO111MODULE=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		t.Fatalf("%d errors loading the test packages", n)
	}
	// SanityCheck makes the checker encode every fact twice and compare.
	graph, err := checker.Analyze(analyzers.Suite, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	findings, facts := 0, 0
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if act.IsRoot {
			findings += len(act.Diagnostics)
		}
		// Facts stay small: they travel through the build cache for every
		// package that imports this one.
		for _, f := range act.AllObjectFacts() {
			var buf bytes.Buffer
			if err := gob.NewEncoder(&buf).Encode(f.Fact); err != nil {
				t.Errorf("%s: fact %T of %s does not encode: %v", act, f.Fact, f.Object, err)
			}
			if buf.Len() > 1024 {
				t.Errorf("%s: fact %T of %s is %d bytes encoded, want at most 1024: %v", act, f.Fact, f.Object, buf.Len(), f.Fact)
			}
			facts++
		}
	}
	if facts == 0 {
		t.Error("no facts were exported")
	}
	if findings == 0 {
		t.Error("the suite reported nothing on the analyzers' test packages")
	}
}
