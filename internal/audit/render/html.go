package render

import (
	_ "embed"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/idemvet/idemvet/internal/audit"
)

// page is the HTML page's template: one self-contained file, its style
// and script inline, that loads nothing (its Content-Security-Policy
// forbids it). Its script sorts the table by a column when its header is
// clicked and hides the rows that do not contain the filter's text; opened
// with #selftest, it clicks and types itself and writes what it saw into
// #selftest-result, for the browser test.
//
//go:embed page.html
var page string

var pageTmpl = template.Must(template.New("audit").Funcs(funcs).Parse(page))

// An htmlRow is one row of the page's table: an entry point and a write.
type htmlRow struct {
	Entry     *audit.Entry
	EntryText string
	Write     *audit.Write
	Product   string
	Rank      int
	Findings  []audit.Finding
}

// HTML prints a as a self-contained HTML page: the summary, then a
// sortable, filterable table with a row per entry point and write, the
// findings linked to their lines and to the analyzers' documentation.
func HTML(w io.Writer, a *audit.Audit) error {
	var rows []htmlRow
	for _, e := range a.Entries {
		text := e.Kind + " " + e.Name
		if e.Tool != "" {
			text += " (" + e.Tool + ")"
		}
		if len(e.Writes) == 0 {
			rows = append(rows, htmlRow{Entry: e, EntryText: text, Findings: e.Findings, Product: "-", Rank: -2})
		}
		for _, wr := range e.Writes {
			fs := append(append([]audit.Finding{}, e.Findings...), wr.Findings...)
			rows = append(rows, htmlRow{Entry: e, EntryText: text, Write: wr, Findings: fs, Product: audit.Bound(wr.Product), Rank: rank(wr.Product)})
		}
	}
	for _, wr := range a.Unreached {
		rows = append(rows, htmlRow{EntryText: "(no entry point)", Write: wr, Findings: wr.Findings, Product: audit.Bound(wr.Product), Rank: rank(wr.Product)})
	}
	data := struct {
		Summary []string
		Rows    []htmlRow
		Nothing string
	}{summaryLines(a), rows, ""}
	if empty(a) {
		data.Nothing = nothing
	}
	return pageTmpl.Execute(w, data)
}

// rank is audit.Rank, with Unbounded as a number a script can compare.
func rank(n int) int {
	if n == audit.Unbounded {
		return 1 << 30
	}
	return audit.Rank(n)
}

// funcs are the template's functions.
var funcs = template.FuncMap{
	"href": func(posn string) string {
		file, line := audit.SplitPosn(posn)
		if line == 0 {
			return file
		}
		return file + "#L" + strconv.Itoa(line)
	},
	"short": func(posn string) string {
		file, line := audit.SplitPosn(posn)
		return file + ":" + strconv.Itoa(line)
	},
	"join":   strings.Join,
	"bound":  audit.Bound,
	"layers": func(w *audit.Write) string { return w.LayersText() },
	"key":    func(w *audit.Write) string { return w.KeyText() },
	"hints":  func(e *audit.Entry) string { return e.HintsText() },
}
