package analyzers_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestSuiteTogether runs every analyzer at once on test packages of all of
// them, as the drivers do: the analyzers share the helper passes' results
// and run in parallel, so under -race this catches unsynchronised state in
// those results. Every analysis must succeed.
func TestSuiteTogether(t *testing.T) {
	src := filepath.Join(idemtest.TestData(), "src")
	var patterns []string
	for _, a := range []string{"keyinretry", "unkeyedwrite", "nestedretry", "unknownoutcome"} {
		dirs, err := os.ReadDir(filepath.Join(src, a))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range dirs {
			if d.IsDir() {
				patterns = append(patterns, a+"/"+d.Name()+"/...")
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
	graph, err := checker.Analyze(analyzers.Suite, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	findings := 0
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		if act.IsRoot {
			findings += len(act.Diagnostics)
		}
	}
	if findings == 0 {
		t.Error("the suite reported nothing on the analyzers' test packages")
	}
}
