package retryscope

import (
	"go/types"
	"os"
	"path"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestInferredRetriesMatchRecords reads the retries of openai-go's
// creates from the SDK's own code, as for a generated SDK with no record
// (it is a Stainless SDK), and checks them against its record: the
// default attempts, and the option that turns them off for one call with
// the value the record's fix passes (0). (anthropic-sdk-go v2.15.0's send
// loop has no condition and leaves on a flag computed from its retry
// predicates, lastAttempt || !retry: not read as a retry loop, so its
// record alone says how it retries.)
func TestInferredRetriesMatchRecords(t *testing.T) {
	idemtest.RequireE2E(t, "analyzes the real openai-go and anthropic-sdk-go modules of testdata/e2e")
	dir := filepath.Join(idemtest.TestData(), "e2e")
	recordsDecide = false
	defer func() { recordsDecide = true }()
	for _, c := range []struct {
		sdk            catalog.SDKID
		pkg, recv, fun string
	}{
		{catalog.SDKOpenAI, "github.com/openai/openai-go/v3", "ChatCompletionService", "New"},
	} {
		rec := catalog.SDKFor(c.sdk)
		cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Env: append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")}
		pkgs, err := packages.Load(cfg, c.pkg)
		if err != nil || len(pkgs) != 1 || packages.PrintErrors(pkgs) > 0 {
			t.Fatalf("%s: loading: %v", c.pkg, err)
		}
		graph, err := checker.Analyze([]*analysis.Analyzer{Analyzer}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got *retriesFact
		for act := range graph.All() {
			if act.Analyzer != Analyzer || act.Package.PkgPath != c.pkg {
				continue
			}
			for _, of := range act.AllObjectFacts() {
				fn, ok := of.Object.(*types.Func)
				rf, isRetries := of.Fact.(*retriesFact)
				if !ok || !isRetries || fn.Pkg().Path() != c.pkg || fn.Name() != c.fun || fn.Signature().Recv() == nil {
					continue
				}
				if ptr, ok := fn.Signature().Recv().Type().(*types.Pointer); ok {
					if named, ok := types.Unalias(ptr.Elem()).(*types.Named); ok && named.Obj().Name() == c.recv {
						got = rf
					}
				}
			}
		}
		if got == nil {
			t.Errorf("%s: (*%s).%s: no retries inferred; the record says %d attempts", rec.Name, c.recv, c.fun, rec.Attempts)
			continue
		}
		t.Logf("%s: (*%s).%s: %s", rec.Name, c.recv, c.fun, got)
		if !got.Default || got.Attempts != rec.Attempts {
			t.Errorf("%s: inferred %d attempts (by default: %v); the record says %d by default", rec.Name, got.Attempts, got.Default, rec.Attempts)
		}
		if got.Option != rec.MaxRetries || path.Base(got.OptionPkg) != rec.OptionPkg {
			t.Errorf("%s: inferred option %s.%s; the record says %s.%s", rec.Name, got.OptionPkg, got.Option, rec.OptionPkg, rec.MaxRetries)
		}
		if once := 1 - got.Offset; once != 0 {
			t.Errorf("%s: inferred %s(%d) for one attempt; the record's fix passes 0", rec.Name, got.Option, once)
		}
	}
}
