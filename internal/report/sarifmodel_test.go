package report

import (
	"encoding/json"
	"testing"
)

// TestSARIFZeroOffset: an edit at the start of a file has byte offset 0,
// which SARIF must see (its default is -1, "not given"); a pure insertion
// has byte length 0.
func TestSARIFZeroOffset(t *testing.T) {
	src := &Source{}
	fix := src.fix(Fix{Message: "m", Edits: []Edit{{File: "/abs/a.go", Start: 0, End: 0, New: "x"}}})
	b, err := json.Marshal(fix.ArtifactChanges[0].Replacements[0].DeletedRegion)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"byteOffset":0,"byteLength":0}`; got != want {
		t.Errorf("deleted region = %s, want %s", got, want)
	}
}
