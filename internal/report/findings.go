// Package report owns what the standalone command reports: the findings,
// resolved to file positions from the analyzers' diagnostics, their
// line-independent fingerprints, the grouping of the findings of one cause,
// the baseline that filters them, and the outputs: text, JSON, SARIF 2.1.0
// and GitHub Actions annotations.
package report

import (
	"cmp"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/rule"
)

// A Finding is one diagnostic, resolved to file positions.
type Finding struct {
	Analyzer string    `json:"analyzer"`
	Category string    `json:"category,omitempty"`
	Posn     Position  `json:"posn"`
	End      Position  `json:"end"`
	Message  string    `json:"message"`
	Related  []Related `json:"related,omitempty"`
	Fixes    []Fix     `json:"suggested_fixes,omitempty"`
	// Cause is where the finding comes from, when its analyzer names a
	// place that other findings can share (see rule.Cause): the retrying
	// client that a nestedretry finding's inner layer calls. It is also
	// among Related.
	Cause *Related `json:"cause,omitempty"`
	// Sites are, for a finding that stands for several of one cause (see
	// Group), every one of them, this one first, each with its own
	// message, related locations and fixes.
	Sites []Finding `json:"sites,omitempty"`

	fingerprint string // see SetFingerprints
}

// A Position is a place in a file; Offset is in bytes.
type Position struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	Offset int    `json:"offset"`
}

// Related is a secondary location of a finding.
type Related struct {
	Posn    Position `json:"posn"`
	Message string   `json:"message"`
}

// A Fix is a suggested fix.
type Fix struct {
	Message string `json:"message"`
	Edits   []Edit `json:"edits"`
}

// An Edit replaces the bytes [Start, End) of File with New.
type Edit struct {
	File  string `json:"file"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	New   string `json:"new"`
}

func position(fset *token.FileSet, pos token.Pos) Position {
	p := fset.Position(pos)
	return Position{File: p.Filename, Line: p.Line, Column: p.Column, Offset: p.Offset}
}

// A Result is the outcome of one analyzer on one root package: its
// diagnostics, or the error of its analysis.
type Result struct {
	Analyzer *analysis.Analyzer
	Fset     *token.FileSet
	Diags    []analysis.Diagnostic
	Err      error
	// Value is the analyzer's result (its ResultType), for commands that
	// read it (idemvet audit); nil when the analysis failed.
	Value any
}

// Collect gathers the findings of the root actions, deduplicated and
// sorted, and the errors of failed analyses. The driver analyzes each file
// once (a package with tests only as its test variant); the deduplication
// remains for a diagnostic placed in another root's file.
func Collect(results []Result) ([]Finding, []error) {
	var out []Finding
	var errs []error
	seen := map[string]bool{}
	for _, act := range results {
		if act.Err != nil {
			msg := act.Err.Error()
			if !seen[msg] {
				seen[msg] = true
				errs = append(errs, act.Err)
			}
			continue
		}
		fset := act.Fset
		for _, d := range act.Diags {
			f := Finding{
				Analyzer: act.Analyzer.Name,
				Category: d.Category,
				Posn:     position(fset, d.Pos),
				End:      position(fset, cmp.Or(d.End, d.Pos)),
				Message:  d.Message,
			}
			for _, r := range d.Related {
				f.Related = append(f.Related, Related{Posn: position(fset, r.Pos), Message: r.Message})
			}
			if r, ok := rule.CauseOf(d); ok {
				f.Cause = &Related{Posn: position(fset, r.Pos), Message: r.Message}
			}
			for _, sf := range d.SuggestedFixes {
				fix := Fix{Message: sf.Message}
				for _, e := range sf.TextEdits {
					start := position(fset, e.Pos)
					end := position(fset, cmp.Or(e.End, e.Pos))
					fix.Edits = append(fix.Edits, Edit{File: start.File, Start: start.Offset, End: end.Offset, New: string(e.NewText)})
				}
				f.Fixes = append(f.Fixes, fix)
			}
			key := fmt.Sprintf("%s:%d:%s:%s", f.Posn.File, f.Posn.Offset, f.Analyzer, f.Message)
			if !seen[key] {
				seen[key] = true
				out = append(out, f)
			}
		}
	}
	slices.SortFunc(out, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Posn.File, b.Posn.File), cmp.Compare(a.Posn.Offset, b.Posn.Offset),
			cmp.Compare(a.Analyzer, b.Analyzer), cmp.Compare(a.Message, b.Message))
	})
	slices.SortFunc(errs, func(a, b error) int { return cmp.Compare(a.Error(), b.Error()) })
	return out, errs
}

// WriteText prints file:line:col: message (analyzer), with related
// locations indented below (the first listedSites other sites of a grouped
// finding); paths are relative to the root.
func WriteText(w io.Writer, src *Source, findings []Finding) {
	for _, f := range findings {
		fmt.Fprintf(w, "%s:%d:%d: %s (%s)\n", src.display(f.Posn.File), f.Posn.Line, f.Posn.Column, f.Message, f.Analyzer)
		related, more := f.listed(listedSites)
		for _, r := range related {
			fmt.Fprintf(w, "\t%s:%d:%d: %s\n", src.display(r.Posn.File), r.Posn.Line, r.Posn.Column, r.Message)
		}
		if more > 0 {
			fmt.Fprintf(w, "\t%s\n", moreSites(more))
		}
	}
}

// WriteJSON prints the findings as an indented JSON array.
func WriteJSON(w io.Writer, findings []Finding) error {
	if findings == nil {
		findings = []Finding{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(findings)
}
