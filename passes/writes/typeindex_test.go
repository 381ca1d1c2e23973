package writes_test

import (
	"runtime"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes"
)

// TestTypeIndexesScopedToRun runs the pass twice over the same package, as
// a long-lived host (gopls, a linter daemon) does, and checks that the type
// indexes that interface resolution makes live as long as the run's
// FileSet, not as long as the process.
func TestTypeIndexesScopedToRun(t *testing.T) {
	first := analysistest.Run(t, idemtest.TestData(), report, "writes/ifacecache")
	if len(first) != 1 {
		t.Fatalf("got %d results, want 1", len(first))
	}
	fset := first[0].Pass.Fset
	if n := writes.CachedPackages(fset); n == 0 {
		t.Fatalf("the run of the first pass indexes no package; want the package of the resolved call")
	}
	analysistest.Run(t, idemtest.TestData(), report, "writes/ifacecache")
	if n := writes.CachedRuns(); n < 1 || n > 2 {
		t.Errorf("after two runs, one of them still held, %d runs are cached; want 1 or 2", n)
	}
	runtime.KeepAlive(fset)
	first, fset = nil, nil

	// The cleanups that remove the entries run after a collection, in
	// their own goroutine.
	deadline := time.Now().Add(10 * time.Second)
	for writes.CachedRuns() > 0 && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := writes.CachedRuns(); n != 0 {
		t.Errorf("after both runs are let go, %d runs are cached; want 0", n)
	}
}
