package render

import (
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"github.com/idemvet/idemvet/internal/audit"
)

// csvHeader is the CSV's first row; the columns are documented in
// docs/audit.md.
var csvHeader = []string{"entry_kind", "entry_name", "tool", "entry_posn", "entry_attempts", "hints",
	"write_call", "write_posn", "via", "class", "key_state", "key_source", "key_posn",
	"layers", "attempt_product", "unknown_outcome", "findings"}

// CSV prints a row per entry point and write it reaches (an entry point
// without writes on a row of its own), then a row per write no entry
// point reaches, its entry columns empty.
func CSV(w io.Writer, a *audit.Audit) error {
	cw := csv.NewWriter(w)
	cw.Write(csvHeader)
	for _, e := range a.Entries {
		ent := []string{e.Kind, e.Name, e.Tool, e.Posn, audit.Bound(e.Attempts), e.HintsText()}
		if len(e.Writes) == 0 {
			cw.Write(append(ent, "", "", "", "", "", "", "", "", "", "", findingsCell(e.Findings)))
		}
		for _, wr := range e.Writes {
			cw.Write(append(append([]string{}, ent...), writeCells(wr, e.Findings)...))
		}
	}
	for _, wr := range a.Unreached {
		cw.Write(append([]string{"", "", "", "", "", ""}, writeCells(wr, nil)...))
	}
	cw.Flush()
	return cw.Error()
}

func writeCells(wr *audit.Write, entry []audit.Finding) []string {
	var layers []string
	for _, l := range wr.Layers {
		layers = append(layers, l.Desc+" "+audit.Bound(l.Attempts))
	}
	return []string{wr.Call, wr.Posn, strings.Join(wr.Via, " → "), wr.Class, wr.Key.State, wr.Key.Source, wr.Key.Posn,
		strings.Join(layers, " × "), strconv.Itoa(wr.Product), wr.Outcome, findingsCell(append(append([]audit.Finding{}, entry...), wr.Findings...))}
}

func findingsCell(fs []audit.Finding) string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Analyzer+" "+f.Posn)
	}
	return strings.Join(out, "; ")
}
