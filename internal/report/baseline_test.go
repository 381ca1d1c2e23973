package report

import (
	"os"
	"path/filepath"
	"testing"
)

// TestBaselineRoundTrip checks that a baseline written for some findings
// filters out exactly those, that their fingerprints do not use line
// numbers, and that a file that is not a baseline is refused.
func TestBaselineRoundTrip(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.go")
	if err := os.WriteFile(file, []byte("package p\n\nvar x = f()\n\nvar y = f()\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	at := func(line int) Position { return Position{File: file, Line: line, Column: 9} }
	src := NewSource(dir)
	findings := []Finding{
		{Analyzer: "a", Posn: at(3), Message: "x is made at p.go:3"},
		{Analyzer: "a", Posn: at(5), Message: "y is made at p.go:5"},
	}
	SetFingerprints(src, findings)
	baseline := filepath.Join(dir, "baseline.json")
	if err := WriteBaseline(baseline, src, findings[:1]); err != nil {
		t.Fatal(err)
	}
	known, err := ReadBaseline(baseline)
	if err != nil {
		t.Fatal(err)
	}
	if got := FilterBaseline(findings, known); len(got) != 1 || got[0].Message != findings[1].Message {
		t.Errorf("FilterBaseline: got %+v, want the finding on y", got)
	}

	// The same finding two lines lower, its message naming its new line,
	// has the same fingerprint.
	if err := os.WriteFile(file, []byte("package p\n\n\n\nvar x = f()\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	moved := []Finding{{Analyzer: "a", Posn: at(5), Message: "x is made at p.go:5"}}
	SetFingerprints(NewSource(dir), moved)
	if got := FilterBaseline(moved, known); len(got) != 0 {
		t.Errorf("a finding that moved: got %+v, want it known", got)
	}

	if _, err := ReadBaseline(file); err == nil {
		t.Error("ReadBaseline: a Go file read as a baseline")
	}
}
