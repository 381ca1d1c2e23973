package analyzers_test

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestGoldensCompile checks that every suggested fix in the test data
// leaves code that compiles: each analysistest package with .golden files
// is built as its goldens say it is after its fixes, beside the stub
// packages, in GOPATH mode as analysistest loads them. The golden tests
// compare text; this one checks that the text is Go that type-checks.
func TestGoldensCompile(t *testing.T) {
	src := filepath.Join(idemtest.TestData(), "src")
	gopath := t.TempDir()
	dst := filepath.Join(gopath, "src")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	err := filepath.WalkDir(dst, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go.golden") {
			return err
		}
		if err := os.Rename(path, strings.TrimSuffix(path, ".golden")); err != nil {
			return err
		}
		rel, err := filepath.Rel(dst, filepath.Dir(path))
		if err != nil {
			return err
		}
		if pkg := filepath.ToSlash(rel); !slices.Contains(pkgs, pkg) {
			pkgs = append(pkgs, pkg)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 50 {
		t.Fatalf("found %d packages with .golden files; the test data has more", len(pkgs))
	}
	cmd := exec.Command("go", append([]string{"build"}, pkgs...)...)
	cmd.Dir = dst
	cmd.Env = append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS=", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the fixed test packages do not build: %v\n%s", err, out)
	}
	t.Logf("%d fixed test packages build", len(pkgs))
}
