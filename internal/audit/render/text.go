package render

import (
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/idemvet/idemvet/internal/audit"
)

// Width is the terminal table's width: no line of Text is longer.
const Width = 120

// columns are the terminal table's columns and their widths; with the
// indent and the gaps between them they fill Width.
var columns = []struct {
	title string
	width int
}{
	{"WRITE", 30},
	{"CLASS", 10},
	{"KEY", 24},
	{"LAYERS (OUTSIDE IN) = PRODUCT", 30},
	{"UNKNOWN OUTCOME", 16},
}

const indent = "  "
const gap = "  "

// Text prints a as a terminal table: the summary, then each entry point
// with its writes, then the writes no entry point reaches. Cells wrap at
// their column's width and findings under their row, so that no line is
// longer than Width.
func Text(w io.Writer, a *audit.Audit) error {
	var b strings.Builder
	b.WriteString("idemvet audit\n")
	for _, l := range summaryLines(a) {
		b.WriteString(indent + l + "\n")
	}
	if empty(a) {
		b.WriteString("\n" + nothing + "\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	for _, e := range a.Entries {
		b.WriteString("\n")
		wrapTo(&b, "", entryTitle(e), Width)
		for _, f := range e.Findings {
			wrapTo(&b, indent+"! ", findingText(f), Width)
		}
		writeRows(&b, e.Writes, "(no writes reached)")
	}
	if len(a.Unreached) > 0 {
		b.WriteString("\nWrites no entry point reaches\n")
		writeRows(&b, a.Unreached, "")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRows prints the header and a row per write, or none.
func writeRows(b *strings.Builder, ws []*audit.Write, none string) {
	if len(ws) == 0 {
		if none != "" {
			b.WriteString(indent + none + "\n")
		}
		return
	}
	var head []string
	for _, c := range columns {
		head = append(head, c.title)
	}
	row(b, head)
	for _, wr := range ws {
		file, line := audit.SplitPosn(wr.Posn)
		call := wr.Call + " " + file + ":" + strconv.Itoa(line)
		if len(wr.Via) > 0 {
			call += " via " + strings.Join(wr.Via, " → ")
		}
		row(b, []string{call, wr.Class, wr.KeyText(), wr.LayersText(), wr.Outcome})
		for _, f := range wr.Findings {
			wrapTo(b, indent+indent+"! ", findingText(f), Width)
		}
	}
}

// row prints cells in the columns, each wrapped at its width.
func row(b *strings.Builder, cells []string) {
	var wrapped [][]string
	lines := 0
	for i, c := range cells {
		ls := wrap(c, columns[i].width)
		wrapped = append(wrapped, ls)
		lines = max(lines, len(ls))
	}
	for l := range lines {
		var line strings.Builder
		line.WriteString(indent)
		for i, ls := range wrapped {
			cell := ""
			if l < len(ls) {
				cell = ls[l]
			}
			line.WriteString(cell)
			if i < len(wrapped)-1 {
				line.WriteString(strings.Repeat(" ", columns[i].width-utf8.RuneCountInString(cell)) + gap)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// wrapTo writes text wrapped at width, the first line after prefix and
// the others indented as far.
func wrapTo(b *strings.Builder, prefix, text string, width int) {
	pad := strings.Repeat(" ", utf8.RuneCountInString(prefix))
	for i, l := range wrap(text, width-utf8.RuneCountInString(prefix)) {
		if i == 0 {
			b.WriteString(prefix + l + "\n")
		} else {
			b.WriteString(pad + l + "\n")
		}
	}
}

// wrap breaks s into lines of at most width runes, at spaces where it
// can, else inside a word (a long path).
func wrap(s string, width int) []string {
	var out []string
	var cur []rune
	for _, word := range strings.Fields(s) {
		wr := []rune(word)
		if len(cur) > 0 && len(cur)+1+len(wr) > width {
			out = append(out, string(cur))
			cur = nil
		}
		if len(cur) > 0 {
			cur = append(cur, ' ')
		}
		cur = append(cur, wr...)
		for len(cur) > width {
			out = append(out, string(cur[:width]))
			cur = cur[width:]
		}
	}
	if len(cur) > 0 || len(out) == 0 {
		out = append(out, string(cur))
	}
	return out
}
