package applyfix

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/internal/report"
)

// TestApply checks Apply through its API: with diff it prints the fixes
// as a unified diff with paths relative to the root and writes nothing;
// without, it writes the first fix of each finding, once for an edit two
// findings share, skips a fix that overlaps one taken, and says what it
// did.
func TestApply(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.go")
	const before = "package p\n\nvar x = 1\n"
	if err := os.WriteFile(file, []byte(before), 0o666); err != nil {
		t.Fatal(err)
	}
	at := strings.Index(before, "1")
	fix := func(msg, text string) []report.Fix {
		return []report.Fix{{Message: msg, Edits: []report.Edit{{File: file, Start: at, End: at + 1, New: text}}}}
	}
	findings := []report.Finding{
		{Analyzer: "a", Message: "one", Fixes: fix("two", "2")},
		{Analyzer: "b", Message: "same edit", Fixes: fix("two", "2")},
		{Analyzer: "c", Message: "overlap", Fixes: fix("three", "3")},
		{Analyzer: "d", Message: "no fix"},
	}
	src := report.NewSource(dir)

	var out bytes.Buffer
	res, err := Apply(src, findings, true, &out)
	if err != nil {
		t.Fatal(err)
	}
	if want := "--- p.go\n+++ p.go\n@@ -1,3 +1,3 @@\n package p\n \n-var x = 1\n+var x = 2\n"; out.String() != want {
		t.Errorf("diff: got\n%s\nwant\n%s", out.String(), want)
	}
	if data, _ := os.ReadFile(file); string(data) != before || res.Files != 0 {
		t.Errorf("diff: wrote %d files; p.go is now\n%s", res.Files, data)
	}

	res, err = Apply(src, findings, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(file); string(data) != "package p\n\nvar x = 2\n" {
		t.Errorf("fix: p.go is\n%s", data)
	}
	var total Result
	total.Add(res)
	total.Add(Result{Fixes: 1, Files: 1, Changed: []string{file}})
	if got, want := total.String(), "applied 3 fixes to 1 file"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
