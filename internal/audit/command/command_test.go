package command

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/audit"
	"github.com/idemvet/idemvet/internal/audit/render"
	"github.com/idemvet/idemvet/internal/driver"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// modules are the audited modules of the golden tests, by the name of
// their golden files.
var modules = map[string]string{
	"example":     "../../../testdata/example",
	"faultmatrix": "../../../examples/faultmatrix",
	"empty":       "testdata/empty",
}

// TestGolden audits each module once and prints it in every format,
// against testdata/golden/<module>.<format>.
func TestGolden(t *testing.T) {
	for name, dir := range modules {
		t.Run(name, func(t *testing.T) {
			var stderr bytes.Buffer
			a, status := Audit(analyzers.Suite, dir, false, []string{"./..."}, &stderr)
			if a == nil || status != driver.ExitClean {
				t.Fatalf("status %d: %s", status, stderr.String())
			}
			for _, format := range Formats {
				var out bytes.Buffer
				if err := render.Write(&out, format, a); err != nil {
					t.Fatal(err)
				}
				golden(t, filepath.Join("testdata", "golden", name+"."+ext(format)), out.Bytes())
				if format == "text" {
					for i, l := range strings.Split(out.String(), "\n") {
						if n := len([]rune(l)); n > render.Width {
							t.Errorf("line %d is %d columns: %q", i+1, n, l)
						}
					}
				}
			}
		})
	}
}

// TestBadPackage: a package that does not type-check is reported as the
// main command reports it, exit 2, and the audit covers the others.
func TestBadPackage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	status := Main(analyzers.Suite, []string{"-C", "testdata/mixed", "-format", "md", "./..."}, &stdout, &stderr)
	if status != driver.ExitError {
		t.Errorf("status %d, want %d", status, driver.ExitError)
	}
	if !strings.Contains(stderr.String(), "bad/bad.go:4:28: cannot use") || !strings.Contains(stderr.String(), "skipped 1 of 3 packages") {
		t.Errorf("stderr does not report the bad package:\n%s", stderr.String())
	}
	golden(t, "testdata/golden/mixed.md", stdout.Bytes())
}

// TestDiff saves the example's audit, makes it worse by hand and checks
// the Markdown and the exit status of -diff against it.
func TestDiff(t *testing.T) {
	var base audit.Audit
	data, err := os.ReadFile("testdata/golden/example.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &base); err != nil {
		t.Fatal(err)
	}
	// The saved audit was better: the tool's key stable, one layer fewer
	// around the refund, the receipt's loop smaller.
	for _, e := range base.Entries {
		for _, w := range e.Writes {
			switch w.Call {
			case "V1PaymentIntents.Create":
				if e.Kind == "MCP tool" {
					w.Key = audit.Key{State: "stable", Source: "args.OrderID"}
				}
			case "V1Refunds.Create":
				w.Layers, w.Product = w.Layers[:1], w.Layers[0].Attempts
			case "smtp.SendMail":
				w.Layers[0].Attempts, w.Product = 2, 2
			}
		}
	}
	saved := filepath.Join(t.TempDir(), "base.json")
	var buf bytes.Buffer
	if err := render.JSON(&buf, &base); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(saved, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	status := Main(analyzers.Suite, []string{"-C", modules["example"], "-diff", saved, "./..."}, &stdout, &stderr)
	if status != driver.ExitFindings {
		t.Errorf("status %d, want %d; stderr:\n%s", status, driver.ExitFindings, stderr.String())
	}
	golden(t, "testdata/golden/example.diff.md", stdout.Bytes())

	// Against itself: nothing changed, exit 0.
	d := audit.Diff(&base, &base)
	if d.Worse() || len(d.Changes) != 0 {
		t.Errorf("a diff against itself: %+v", d.Changes)
	}
}

func ext(format string) string {
	if format == "text" {
		return "txt"
	}
	return format
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -update rewrites it); got:\n%s", path, got)
	}
}
