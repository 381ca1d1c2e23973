package report

import (
	"fmt"
	"strings"
	"testing"
)

// TestGroupOnAnalyzerAndCause checks on findings alone that only findings
// of one analyzer and one cause position are grouped, two or more, at the
// first, and that findings without a cause are left alone.
func TestGroupOnAnalyzerAndCause(t *testing.T) {
	at := func(file string, offset int) Position {
		return Position{File: file, Line: offset, Column: 1, Offset: offset}
	}
	cause := func(offset int) *Related {
		return &Related{Posn: at("/m/c.go", offset), Message: "the retrying client is made here"}
	}
	findings := []Finding{
		{Analyzer: "a", Posn: at("/m/x.go", 1), Message: "one", Cause: cause(5)},
		{Analyzer: "b", Posn: at("/m/x.go", 2), Message: "other analyzer", Cause: cause(5)},
		{Analyzer: "a", Posn: at("/m/x.go", 3), Message: "no cause"},
		{Analyzer: "a", Posn: at("/m/x.go", 4), Message: "other cause", Cause: cause(6)},
		{Analyzer: "a", Posn: at("/m/y.go", 1), Message: "two", Cause: cause(5)},
	}
	got := Group(NewSource("/m"), findings)
	var msgs []string
	for _, f := range got {
		msgs = append(msgs, fmt.Sprintf("%s:%d %s [%d sites]", f.Posn.File, f.Posn.Line, f.Message, len(f.Sites)))
	}
	want := []string{
		"/m/x.go:1 one (and 1 other site shares this cause: the retrying client is made at c.go:5) [2 sites]",
		"/m/x.go:2 other analyzer [0 sites]",
		"/m/x.go:3 no cause [0 sites]",
		"/m/x.go:4 other cause [0 sites]",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
	if g := got[0]; len(g.Related) != 1 || g.Related[0].Posn != findings[4].Posn || findings[0].Message != "one" {
		t.Errorf("want the other site as the related location, and the sites unchanged; got %+v", g)
	}
}
