package docgen_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/docgen"
)

var update = flag.Bool("update", false, "rewrite "+docgen.Page)

// TestPageUpToDate fails when docs/analyzers.md is not what the analyzers'
// doc.go files say.
func TestPageUpToDate(t *testing.T) {
	path := filepath.Join("..", "..", filepath.FromSlash(docgen.Page))
	want := docgen.Render(analyzers.Suite)
	if *update {
		if err := os.WriteFile(path, want, 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run: go test ./internal/docgen -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is out of date with the analyzers' doc.go files; run: go test ./internal/docgen -update", docgen.Page)
	}
}

// Every analyzer has a section, headed by its name, which the SARIF help
// URI points to.
func TestEverySectionPresent(t *testing.T) {
	page := string(docgen.Render(analyzers.Suite))
	for _, a := range analyzers.Suite {
		if !strings.Contains(page, "\n## "+a.Name+"\n") {
			t.Errorf("no section for %s", a.Name)
		}
		if docgen.Summary(a) == "" || docgen.Body(a) == "" {
			t.Errorf("%s: empty summary or body in its Doc", a.Name)
		}
	}
}
