// Package idemtest holds what idemvet's analyzer tests share: the location
// of the top-level testdata directory, whose src/ holds the stub packages of
// the real SDKs and the test packages of every analyzer.
package idemtest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestData returns the absolute path of the repository's testdata
// directory, for analysistest.Run.
func TestData() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		panic("idemtest: cannot locate the source file")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}

// E2EVar is the environment variable that turns on the end-to-end lane:
// the tests that build binaries, run go vet -vettool or load the real SDK
// modules, and take minutes.
const E2EVar = "IDEMVET_E2E"

// E2E reports whether the end-to-end lane is on (IDEMVET_E2E=1).
func E2E() bool { return os.Getenv(E2EVar) == "1" }

// RequireE2E skips t unless the end-to-end lane is on, saying what the test
// does and how to run it.
func RequireE2E(t testing.TB, what string) {
	t.Helper()
	if !E2E() {
		t.Skipf("%s: end-to-end lane, run with %s=1", what, E2EVar)
	}
}
