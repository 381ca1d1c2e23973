package applyfix

import (
	"fmt"
	"maps"
	"slices"

	udiff "github.com/aymanbagabas/go-udiff"

	"github.com/idemvet/idemvet/internal/report"
)

// Texts is Apply for an editor: it applies the first fix of every
// finding, as Apply chooses them, to the files' text as read returns it
// (the editor's unsaved text), and returns each changed file's new text,
// with only the lines the fixes write gofmt-formatted and the imports they
// leave unused removed, and the number of fixes applied. imports are, by
// file, the name each import path has in it (report.Source.Imports).
func Texts(findings []report.Finding, read func(file string) (string, error), imports map[string]map[string]string) (map[string]string, int, error) {
	byFile := map[string][]udiff.Edit{}
	n := 0
	for _, f := range findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		if conflicts(byFile, fix) {
			continue
		}
		n++
		for _, e := range fix.Edits {
			edit := udiff.Edit{Start: e.Start, End: e.End, New: e.New}
			if !slices.Contains(byFile[e.File], edit) {
				byFile[e.File] = append(byFile[e.File], edit)
			}
		}
	}
	out := map[string]string{}
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		before, err := read(file)
		if err != nil {
			return nil, 0, err
		}
		after, err := applyEdits(before, byFile[file])
		if err != nil {
			return nil, 0, fmt.Errorf("%s: applying fixes: %v", file, err)
		}
		after = dropUnusedImports(before, after, imports[file])
		if after != before {
			out[file] = after
		}
	}
	return out, n, nil
}

// LineEdits returns the edits that turn before into after, whole lines
// each, as an editor's text edits: only the lines that differ.
func LineEdits(before, after string) []udiff.Edit {
	return udiff.Lines(before, after)
}
