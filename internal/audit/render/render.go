// Package render prints an audit.Audit: as a terminal table (text), as
// Markdown, JSON, CSV, or a self-contained HTML page; and an audit.Delta
// as Markdown.
package render

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/idemvet/idemvet/internal/audit"
)

// Write prints a in format: "text", "md", "json", "csv" or "html".
func Write(w io.Writer, format string, a *audit.Audit) error {
	switch format {
	case "text":
		return Text(w, a)
	case "md":
		return Markdown(w, a)
	case "json":
		return JSON(w, a)
	case "csv":
		return CSV(w, a)
	case "html":
		return HTML(w, a)
	}
	return fmt.Errorf("unknown format %q", format)
}

// JSON prints a as indented JSON, the schema of docs/audit.md.
func JSON(w io.Writer, a *audit.Audit) error {
	data, err := json.MarshalIndent(a, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// nothing is the line printed when an audit lists nothing.
const nothing = "No entry points and no writes found in the packages audited: nothing to report."

// empty reports whether a lists nothing.
func empty(a *audit.Audit) bool { return len(a.Entries) == 0 && len(a.Unreached) == 0 }

// summaryLines says what a counts, one fact a line.
func summaryLines(a *audit.Audit) []string {
	s := a.Summary
	var classes []string
	for _, c := range []string{"keyed", "unkeyed", "idempotent"} {
		if n := s.Writes[c]; n > 0 {
			classes = append(classes, fmt.Sprintf("%d %s", n, c))
		}
	}
	if len(classes) == 0 {
		classes = []string{"none"}
	}
	largest := audit.Bound(s.LargestProduct)
	if s.LargestAt != "" {
		largest += " (" + s.LargestAt + ")"
	}
	return []string{
		fmt.Sprintf("Entry points: %d", s.EntryPoints),
		"Writes by class: " + strings.Join(classes, ", "),
		fmt.Sprintf("Unkeyed writes under retries: %d", s.UnkeyedUnderRetry),
		"Largest attempt product: " + largest,
	}
}

// entryTitle names an entry point in a heading: "MCP tool Tools.charge
// (charge_customer) at agent/tools.go:47:1, runs ∞".
func entryTitle(e *audit.Entry) string {
	s := e.Kind + " " + e.Name
	if e.Tool != "" {
		s += " (" + e.Tool + ")"
	}
	s += " at " + e.Posn + ", runs " + audit.Bound(e.Attempts)
	if h := e.HintsText(); h != "" {
		s += ", hints: " + h
	}
	return s
}

// findingText is a finding on one line: "keyinretry at agent/tools.go:53:27: message".
func findingText(f audit.Finding) string {
	return f.Analyzer + " at " + f.Posn + ": " + f.Message
}
