package applyfix

import (
	"strings"
	"testing"

	udiff "github.com/aymanbagabas/go-udiff"
)

// TestApplyEditsFormatsTouchedLines checks the formatting of edits alone:
// an inserted statement with odd spacing is formatted, and its misaligned
// neighbour is not.
func TestApplyEditsFormatsTouchedLines(t *testing.T) {
	src := "package p\n\nimport (\n\t\"fmt\"\n)\n\nfunc f() {\n    x :=  1\n\tfmt.Println(x)\n}\n"
	at := strings.Index(src, "\tfmt.Println")
	imp := strings.Index(src, "\t\"fmt\"")
	for _, c := range []struct {
		name  string
		edits []udiff.Edit
		want  string
	}{{
		"statement",
		[]udiff.Edit{{Start: at, End: at, New: "y:=uuid.NewString( )\n"}},
		"package p\n\nimport (\n\t\"fmt\"\n)\n\nfunc f() {\n    x :=  1\n\ty := uuid.NewString()\n\tfmt.Println(x)\n}\n",
	}, {
		// gofmt sorts the inserted import below "fmt": the import block
		// is formatted, and no line is lost or doubled.
		"unsorted import",
		[]udiff.Edit{{Start: imp, End: imp, New: "\t\"github.com/google/uuid\"\n"}},
		"package p\n\nimport (\n\t\"fmt\"\n\t\"github.com/google/uuid\"\n)\n\nfunc f() {\n    x :=  1\n\tfmt.Println(x)\n}\n",
	}} {
		got, err := applyEdits(src, c.edits)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("%s: got\n%s\nwant\n%s", c.name, got, c.want)
		}
	}

	// Inserting a field realigns its neighbour, which was gofmt-clean: it
	// is formatted too; the misformatted statement before it is not.
	src = "package p\n\nfunc f() {\n    x :=  1\n\treq := Req{\n\t\tAmount: 1,\n\t}\n\t_ = req\n}\n"
	at = strings.Index(src, "\t}\n\t_ = req")
	got, err := applyEdits(src, []udiff.Edit{{Start: at, End: at, New: "\t\tCurrency: \"usd\",\n"}})
	want := "package p\n\nfunc f() {\n    x :=  1\n\treq := Req{\n\t\tAmount:   1,\n\t\tCurrency: \"usd\",\n\t}\n\t_ = req\n}\n"
	if err != nil || got != want {
		t.Errorf("realigned field: got\n%s\nwant\n%s", got, want)
	}
}
