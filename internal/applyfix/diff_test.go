package applyfix

import (
	"strings"
	"testing"

	udiff "github.com/aymanbagabas/go-udiff"
)

// TestFixHunkHeaders checks the new-file start of a hunk that follows a
// hunk with unchanged lines between two changes, which x/tools'
// internal/diff and go-udiff get wrong (they print +10 here), in a diff of
// two files, one of which removes a line that looks like a file header.
func TestFixHunkHeaders(t *testing.T) {
	before := "func f() {\n\tfor {\n\t\tx = g()\n\t\tuse(x)\n\t}\n}\n\n\n\n\n\nfunc h() {\n\ty := 1\n}\n"
	after := "func f() {\n\tk := g()\n\tfor {\n\t\tx = k\n\t\tuse(x)\n\t}\n}\n\n\n\n\n\nfunc h() {\n\ty := 2\n}\n"
	one := udiff.Unified("a.go", "a.go", before, after)
	if !strings.Contains(one, "@@ -10,5 +10,5 @@") {
		t.Logf("go-udiff no longer miscounts:\n%s", one)
	}
	two := udiff.Unified("b.go", "b.go", "x\n-- y\nz\n", "x\nz\n")
	got := FixHunkHeaders(one + two)
	want := strings.Replace(one, "@@ -10,5 +10,5 @@", "@@ -10,5 +11,5 @@", 1) + two
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
