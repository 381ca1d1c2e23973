package docgen_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/docgen"
)

var update = flag.Bool("update", false, "rewrite "+docgen.Page+" and the analyzer table of "+docgen.Readme)

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

// TestReadmeUpToDate fails when the analyzer table of README.md is not what
// the analyzers' doc.go files say.
func TestReadmeUpToDate(t *testing.T) {
	path := filepath.Join("..", "..", filepath.FromSlash(docgen.Readme))
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := docgen.RenderReadme(got, analyzers.Suite)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(path, want, 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the analyzer table of %s is out of date with the analyzers' doc.go files; run: go test ./internal/docgen -update", docgen.Readme)
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

// A README without the table's markers is an error, not a silent no-op.
func TestReadmeWithoutMarkers(t *testing.T) {
	if _, err := docgen.RenderReadme([]byte("# idemvet\n"), analyzers.Suite); err == nil {
		t.Error("no error for a README without the table's markers")
	}
}

// The nogo example of docs/frontends.md lists every analyzer package of the
// suite, and no other.
func TestNogoDeps(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "frontends.md"))
	if err != nil {
		t.Fatal(err)
	}
	const prefix = `"@com_github_idemvet_idemvet//analyzers/`
	var got, want []string
	for line := range strings.Lines(string(data)) {
		if _, rest, ok := strings.Cut(line, prefix); ok {
			name, _, _ := strings.Cut(rest, `"`)
			got = append(got, name)
		}
	}
	for _, a := range analyzers.Suite {
		want = append(want, a.Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("docs/frontends.md lists the analyzer packages %q for nogo, want %q", got, want)
	}
}

// TestReadmeFaultMatrix fails when the README's copy of the fault matrix
// differs from examples/faultmatrix/README.md, whose table the example's
// own test checks against what the matrix prints.
func TestReadmeFaultMatrix(t *testing.T) {
	block := func(path string) string {
		data, err := os.ReadFile(filepath.Join("..", "..", path))
		if err != nil {
			t.Fatal(err)
		}
		s := string(data)
		begin, end := strings.Index(s, "<!-- begin table"), strings.Index(s, "<!-- end table -->")
		if begin < 0 || end < begin {
			t.Fatalf("%s has no fault matrix table between its markers", path)
		}
		return s[begin:end]
	}
	if block(docgen.Readme) != block("examples/faultmatrix/README.md") {
		t.Errorf("the fault matrix in %s differs from examples/faultmatrix/README.md: copy the table", docgen.Readme)
	}
}
