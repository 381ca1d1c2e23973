package render

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestWrap(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  []string
	}{
		{"", 5, []string{""}},
		{"a bb ccc", 4, []string{"a bb", "ccc"}},
		{"averyverylongword x", 5, []string{"avery", "veryl", "ongwo", "rd x"}},
	} {
		got := wrap(c.in, c.width)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("wrap(%q, %d) = %q, want %q", c.in, c.width, got, c.want)
		}
		for _, l := range got {
			if utf8.RuneCountInString(l) > c.width {
				t.Errorf("wrap(%q, %d): line %q too long", c.in, c.width, l)
			}
		}
	}
	total := len(indent)
	for i, col := range columns {
		total += col.width
		if i > 0 {
			total += len(gap)
		}
	}
	if total > Width {
		t.Errorf("the columns take %d columns, more than %d", total, Width)
	}
}
