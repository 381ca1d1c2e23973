package driver

import (
	"path/filepath"
	"testing"

	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestStreamingMatchesChecker checks that the streaming driver reports
// exactly what checker.Analyze reports on the same packages, byte for byte:
// findings with their fixes, errors, skipped packages, exit status. The
// GOPATH packages pass facts across packages (retryfacts, xpkg); the
// front-end module has a package that does not type-check and one whose
// module is missing.
func TestStreamingMatchesChecker(t *testing.T) {
	if testing.Short() {
		t.Skip("analyzes the test data twice")
	}
	both := func(t *testing.T, args ...string) {
		t.Helper()
		defer func() { useChecker = false }()
		useChecker = true
		want := idemvet(args...)
		useChecker = false
		got := idemvet(args...)
		if got != want {
			t.Errorf("idemvet %v: the streaming driver differs from the checker:\nchecker: %v\nstreaming: %v", args, want, got)
		}
		if want.stdout == "" {
			t.Errorf("idemvet %v: nothing reported: the comparison is empty", args)
		}
	}
	t.Run("gopath", func(t *testing.T) {
		t.Setenv("GOPATH", idemtest.TestData())
		t.Setenv("GO111MODULE", "off")
		t.Setenv("GOFLAGS", "")
		t.Setenv("GOWORK", "off")
		both(t, "-json", "-C", filepath.Join(idemtest.TestData(), "src"),
			"./keyinretry/...", "./nestedretry/...", "./unkeyedwrite/...", "./unknownoutcome/...", "./retryfacts/...", "./xpkg/...")
	})
	t.Run("broken", func(t *testing.T) {
		dir := module(t, broken)
		both(t, "-diff", "-C", dir, "./...")
	})
}
