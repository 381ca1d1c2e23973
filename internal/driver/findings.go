package driver

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"go/format"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	udiff "github.com/aymanbagabas/go-udiff"
	"golang.org/x/tools/go/analysis/checker"
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

// collect gathers the findings of the root actions, deduplicated (a file is
// analyzed once as part of its package and again with its tests) and sorted,
// and the errors of failed analyses.
func collect(g *checker.Graph) ([]Finding, []error) {
	var out []Finding
	var errs []error
	seen := map[string]bool{}
	for _, act := range g.Roots {
		if act.Err != nil {
			msg := act.Err.Error()
			if !seen[msg] {
				seen[msg] = true
				errs = append(errs, act.Err)
			}
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
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

// relative shortens file to a path relative to the working directory when
// it lies under it.
func relative(file string) string {
	wd, err := os.Getwd()
	if err != nil {
		return file
	}
	if rel, err := filepath.Rel(wd, file); err == nil && filepath.IsLocal(rel) {
		return rel
	}
	return file
}

// printText prints file:line:col: message (analyzer), with related
// locations indented below.
func printText(w io.Writer, findings []Finding) {
	for _, f := range findings {
		fmt.Fprintf(w, "%s:%d:%d: %s (%s)\n", relative(f.Posn.File), f.Posn.Line, f.Posn.Column, f.Message, f.Analyzer)
		for _, r := range f.Related {
			fmt.Fprintf(w, "\t%s:%d:%d: %s\n", relative(r.Posn.File), r.Posn.Line, r.Posn.Column, r.Message)
		}
	}
}

func printJSON(w io.Writer, findings []Finding) error {
	if findings == nil {
		findings = []Finding{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(findings)
}

// applyFixes applies the first fix of every finding, file by file. Edits
// that two findings share are applied once; a fix that overlaps one already
// taken is skipped whole. The result is gofmt-formatted. With diff, the
// changes are printed as a unified diff instead of written.
func applyFixes(findings []Finding, diff bool, w io.Writer) error {
	byFile := map[string][]udiff.Edit{}
	for _, f := range findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		if conflicts(byFile, fix) {
			continue
		}
		for _, e := range fix.Edits {
			edit := udiff.Edit{Start: e.Start, End: e.End, New: e.New}
			if !slices.Contains(byFile[e.File], edit) {
				byFile[e.File] = append(byFile[e.File], edit)
			}
		}
	}
	files := make([]string, 0, len(byFile))
	for file := range byFile {
		files = append(files, file)
	}
	slices.Sort(files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		edits := byFile[file]
		udiff.SortEdits(edits)
		out, err := udiff.Apply(string(src), edits)
		if err != nil {
			return fmt.Errorf("%s: applying fixes: %v", file, err)
		}
		if formatted, err := format.Source([]byte(out)); err == nil {
			out = string(formatted)
		}
		if diff {
			fmt.Fprint(w, fixHunkHeaders(udiff.Unified(relative(file), relative(file), string(src), out)))
			continue
		}
		if !bytes.Equal(src, []byte(out)) {
			if err := os.WriteFile(file, []byte(out), 0o666); err != nil {
				return err
			}
		}
	}
	return nil
}

// conflicts reports whether fix overlaps an edit already chosen without
// being identical to it.
func conflicts(byFile map[string][]udiff.Edit, fix Fix) bool {
	for _, e := range fix.Edits {
		for _, old := range byFile[e.File] {
			same := old.Start == e.Start && old.End == e.End && old.New == e.New
			// Two insertions at one point do not conflict: both apply, in
			// the order of their findings (two keys hoisted before one loop).
			inserts := e.Start == e.End && old.Start == old.End
			overlap := e.Start < old.End && old.Start < e.End || e.Start == old.Start && e.End == old.End && !inserts
			if overlap && !same {
				return true
			}
		}
	}
	return false
}

var hunkHeader = regexp.MustCompile(`(?m)^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@`)

// fixHunkHeaders recomputes the new-file start line of each hunk of a
// unified diff from the old-file start and the lines added and removed by
// the hunks before it: go-udiff v0.4.1 miscounts it after a hunk that adds
// lines.
func fixHunkHeaders(diff string) string {
	offset := 0
	return hunkHeader.ReplaceAllStringFunc(diff, func(h string) string {
		m := hunkHeader.FindStringSubmatch(h)
		from, _ := strconv.Atoi(m[1])
		oldLen, newLen := 1, 1
		if m[2] != "" {
			oldLen, _ = strconv.Atoi(m[2])
		}
		if m[4] != "" {
			newLen, _ = strconv.Atoi(m[4])
		}
		to := from + offset
		if oldLen == 0 {
			to++ // an insertion's old start names the line before it
		}
		if newLen == 0 {
			to--
		}
		offset += newLen - oldLen
		return fmt.Sprintf("@@ -%s +%d,%d @@", strings.TrimPrefix(strings.SplitN(h, " ", 3)[1], "-"), to, newLen)
	})
}
