package analysisutil_test

import (
	"go/format"
	"go/parser"
	"go/token"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

func apply(t *testing.T, src string, imps ...analysisutil.Import) string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "a.go", src, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	edits := analysisutil.AddImports(f, imps...)
	slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return int(b.Pos - a.Pos) })
	out := src
	base := fset.File(f.Pos()).Base()
	for _, e := range edits {
		at := int(e.Pos) - base
		out = out[:at] + string(e.NewText) + out[int(e.End)-base:]
	}
	return out
}

func TestAddImports(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
		imps            []analysisutil.Import
	}{
		{
			name: "sorted into each group",
			src:  "package p\n\nimport (\n\t\"context\"\n\t\"net/http\"\n\n\t\"github.com/b/b\"\n)\n",
			imps: []analysisutil.Import{{Path: "github.com/a/a"}, {Path: "errors"}, {Path: "fmt"}, {Name: "crand", Path: "crypto/rand"}},
			want: "package p\n\nimport (\n\t\"context\"\n\tcrand \"crypto/rand\"\n\t\"errors\"\n\t\"fmt\"\n\t\"net/http\"\n\n\t\"github.com/a/a\"\n\t\"github.com/b/b\"\n)\n",
		},
		{
			name: "after the last of its kind",
			src:  "package p\n\nimport (\n\t\"context\"\n\n\t\"github.com/b/b\"\n)\n",
			imps: []analysisutil.Import{{Path: "net"}, {Path: "github.com/c/c"}},
			want: "package p\n\nimport (\n\t\"context\"\n\t\"net\"\n\n\t\"github.com/b/b\"\n\t\"github.com/c/c\"\n)\n",
		},
		{
			name: "a new group",
			src:  "package p\n\nimport (\n\t\"github.com/b/b\"\n)\n",
			imps: []analysisutil.Import{{Path: "net"}},
			want: "package p\n\nimport (\n\t\"net\"\n\n\t\"github.com/b/b\"\n)\n",
		},
		{
			name: "a new third-party group",
			src:  "package p\n\nimport (\n\t\"net\"\n)\n",
			imps: []analysisutil.Import{{Path: "go.temporal.io/sdk/activity"}},
			want: "package p\n\nimport (\n\t\"net\"\n\n\t\"go.temporal.io/sdk/activity\"\n)\n",
		},
		{
			name: "no imports",
			src:  "package p\n",
			imps: []analysisutil.Import{{Path: "net"}, {Path: "fmt"}},
			want: "package p\n\nimport (\n\t\"fmt\"\n\t\"net\"\n)\n",
		},
		{
			name: "a single import",
			src:  "package p\n\nimport \"fmt\"\n",
			imps: []analysisutil.Import{{Path: "net"}},
			want: "package p\n\nimport \"net\"\nimport \"fmt\"\n",
		},
	} {
		got := apply(t, tc.src, tc.imps...)
		if got != tc.want {
			t.Errorf("%s: got\n%s\nwant\n%s", tc.name, got, tc.want)
		}
		if formatted, err := format.Source([]byte(got)); err != nil || string(formatted) != got {
			t.Errorf("%s: result is not gofmt-clean:\n%s", tc.name, got)
		}
	}
}
