package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/idemvet/idemvet/internal/audit"
)

// Markdown prints a as Markdown: the summary as a list, then a section
// per entry point with a table of its writes.
func Markdown(w io.Writer, a *audit.Audit) error {
	var b strings.Builder
	b.WriteString("# idemvet audit\n\n")
	for _, l := range summaryLines(a) {
		b.WriteString("- " + md(l) + "\n")
	}
	if empty(a) {
		b.WriteString("\n" + nothing + "\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	for _, e := range a.Entries {
		b.WriteString("\n## " + md(entryTitle(e)) + "\n\n")
		for _, f := range e.Findings {
			b.WriteString("- " + mdFinding(f) + "\n")
		}
		if len(e.Findings) > 0 {
			b.WriteString("\n")
		}
		mdTable(&b, e.Writes, "No writes reached.")
	}
	if len(a.Unreached) > 0 {
		b.WriteString("\n## Writes no entry point reaches\n\n")
		mdTable(&b, a.Unreached, "")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdTable(b *strings.Builder, ws []*audit.Write, none string) {
	if len(ws) == 0 {
		b.WriteString(none + "\n")
		return
	}
	b.WriteString("| Write | Class | Key | Layers (outside in) = product | Unknown outcome | Findings |\n")
	b.WriteString("|---|---|---|---|---|---|\n")
	for _, wr := range ws {
		var fs []string
		for _, f := range wr.Findings {
			fs = append(fs, fmt.Sprintf("[%s](%s) at `%s`", f.Analyzer, f.Doc, f.Posn))
		}
		fmt.Fprintf(b, "| %s | %s | %s | %s | %s | %s |\n", md(wr.Where()), wr.Class, md(wr.KeyText()), md(wr.LayersText()), wr.Outcome, strings.Join(fs, "<br>"))
	}
}

func mdFinding(f audit.Finding) string {
	return fmt.Sprintf("[%s](%s) at `%s`: %s", f.Analyzer, f.Doc, f.Posn, md(f.Message))
}

// md escapes the characters that Markdown tables and emphasis read.
func md(s string) string {
	return strings.NewReplacer("|", `\|`, "*", `\*`, "_", `\_`, "<", "&lt;", ">", "&gt;", "`", "\\`").Replace(s)
}

// Diff prints d as Markdown: the changes that made things worse, then
// the others; a line that says so when nothing changed.
func Diff(w io.Writer, d *audit.Delta) error {
	var b strings.Builder
	b.WriteString("# idemvet audit: changes\n\n")
	if len(d.Changes) == 0 {
		b.WriteString("No changes since the saved audit.\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	section := func(title string, worse bool) {
		var lines []string
		for _, c := range d.Changes {
			if c.Worse == worse {
				lines = append(lines, "- **"+md(c.Entry)+"**: "+md(c.Text))
			}
		}
		if len(lines) > 0 {
			b.WriteString("## " + title + "\n\n" + strings.Join(lines, "\n") + "\n\n")
		}
	}
	section("Worse", true)
	section("Other changes", false)
	_, err := io.WriteString(w, strings.TrimRight(b.String(), "\n")+"\n")
	return err
}
