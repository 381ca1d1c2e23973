package e2e_test

import (
	"encoding/json"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/driver"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestFixFixedPoint runs the built idemvet with -fix twice on copies of the
// real-SDK module, the fault matrix and the Terraform module: the second
// run must change no file and report nothing the first did not (only
// findings that come without a fix and say why), the fixed module must
// build and vet, and no fix may turn a RetryableError into a stop where
// the inner layer does not retry every transient failure itself.
func TestFixFixedPoint(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs -fix twice on the real-SDK, fault matrix and Terraform modules (minutes)")
	for _, mod := range []string{"testdata/e2e", "examples/faultmatrix", "testdata/e2etf"} {
		t.Run(filepath.Base(mod), func(t *testing.T) {
			src := filepath.Join("..", "..", filepath.FromSlash(mod))
			dir := t.TempDir()
			if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
				t.Fatal(err)
			}
			original := goFiles(t, dir)
			first := findingsOf(t, dir)

			if r := run(t, dir, idemvetBin, "-fix", "./..."); r.code == driver.ExitError {
				t.Fatalf("first -fix: %v", r)
			}
			fixed := goFiles(t, dir)
			second := findingsOf(t, dir)
			if r := run(t, dir, idemvetBin, "-fix", "./..."); r.code == driver.ExitError {
				t.Fatalf("second -fix: %v", r)
			}
			again := goFiles(t, dir)
			for _, name := range slices.Sorted(maps.Keys(again)) {
				if again[name] != fixed[name] {
					t.Errorf("the second -fix changed %s", name)
				}
			}

			// What the second run reports, the first reported too, and
			// it comes with no fix and says why.
			seen := map[string]int{}
			for _, f := range first {
				seen[f.key()]++
			}
			for _, f := range second {
				if len(f.Fixes) > 0 || !strings.Contains(f.Message, nestedretry.NoFix) {
					t.Errorf("after -fix, a finding with a fix remains: %s:%d: %s (%s)", f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
				}
				if seen[f.key()] == 0 {
					t.Errorf("after -fix, a new finding: %s:%d: %s (%s)", f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
				}
				seen[f.key()]--
			}

			for _, args := range [][]string{{"build", "./..."}, {"vet", "./..."}} {
				if r := run(t, dir, "go", args...); r.code != 0 {
					t.Errorf("the fixed module fails go %s: %v", args[0], r)
				}
			}

			// No stop where the inner layer leaves a transient failure
			// unretried.
			for _, name := range slices.Sorted(maps.Keys(original)) {
				var fs []idemtest.Finding
				for _, f := range first {
					if f.Posn.File == name && f.Analyzer == "nestedretry" {
						fs = append(fs, idemtest.Finding{Line: f.Posn.Line, Message: f.Message})
					}
				}
				unsafe, err := idemtest.UnsafeStops([]byte(original[name]), []byte(fixed[name]), fs)
				if err != nil {
					t.Fatal(err)
				}
				for _, fn := range unsafe {
					t.Errorf("%s: %s: -fix turned a RetryableError into a stop, but the inner layer does not retry every transient failure", name, fn)
				}
			}
			t.Logf("%d findings, %d after -fix", len(first), len(second))
		})
	}
}

type fixFinding struct {
	driver.Finding
}

var position = regexp.MustCompile(`\.go:\d+(:\d+)?`)

// key names a finding without its line numbers, which the fixes move.
func (f fixFinding) key() string {
	return f.Analyzer + " " + f.Posn.File + " " + position.ReplaceAllString(f.Message, ".go")
}

// findingsOf runs idemvet -json in dir; file names are relative to dir.
func findingsOf(t *testing.T, dir string) []fixFinding {
	t.Helper()
	r := run(t, dir, idemvetBin, "-json", "./...")
	if r.code == driver.ExitError {
		t.Fatalf("idemvet -json: %v", r)
	}
	var fs []fixFinding
	if err := json.Unmarshal([]byte(r.stdout), &fs); err != nil {
		t.Fatalf("decoding -json output: %v\n%s", err, r.stdout)
	}
	for i := range fs {
		if rel, err := filepath.Rel(dir, fs[i].Posn.File); err == nil && filepath.IsAbs(fs[i].Posn.File) {
			fs[i].Posn.File = filepath.ToSlash(rel)
		}
	}
	return fs
}

// goFiles returns the Go files under dir by slash-separated relative name.
func goFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}
