package driver

import (
	"bytes"
	"fmt"
	"go/format"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	udiff "github.com/aymanbagabas/go-udiff"
)

// A fixResult says what applyFixes did.
type fixResult struct {
	fixes, files int
}

func (r fixResult) String() string {
	return fmt.Sprintf("applied %d %s to %d %s", r.fixes, plural(r.fixes, "fix", "fixes"), r.files, plural(r.files, "file", "files"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// applyFixes applies the first fix of every finding, file by file. Edits
// that two findings share are applied once; a fix that overlaps one already
// taken is skipped whole. The lines the fixes touch are gofmt-formatted and
// every other line is left byte for byte as it was, as gopls does for code
// actions: a fix must not reformat a file that predates today's gofmt. With
// diff, the changes are printed as a unified diff instead of written.
func applyFixes(src *source, findings []Finding, diff bool, w io.Writer) (fixResult, error) {
	var res fixResult
	byFile := map[string][]udiff.Edit{}
	for _, f := range findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		if conflicts(byFile, fix) {
			continue
		}
		res.fixes++
		for _, e := range fix.Edits {
			edit := udiff.Edit{Start: e.Start, End: e.End, New: e.New}
			if !slices.Contains(byFile[e.File], edit) {
				byFile[e.File] = append(byFile[e.File], edit)
			}
		}
	}
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		before, err := os.ReadFile(file)
		if err != nil {
			return res, err
		}
		after, err := applyEdits(string(before), byFile[file])
		if err != nil {
			return res, fmt.Errorf("%s: applying fixes: %v", file, err)
		}
		if diff {
			name := src.rel(file)
			fmt.Fprint(w, fixHunkHeaders(udiff.Unified(name, name, string(before), after)))
			continue
		}
		if !bytes.Equal(before, []byte(after)) {
			if err := os.WriteFile(file, []byte(after), 0o666); err != nil {
				return res, err
			}
			res.files++
		}
	}
	return res, nil
}

// applyEdits applies edits to src and gofmt-formats the lines they touch,
// leaving every other line as it was.
func applyEdits(src string, edits []udiff.Edit) (string, error) {
	edits = slices.Clone(edits)
	udiff.SortEdits(edits)
	out, err := udiff.Apply(src, edits)
	if err != nil {
		return "", err
	}
	// The regions of out that the edits wrote, widened to whole lines.
	var touched [][2]int
	delta := 0
	for _, e := range edits {
		start := e.Start + delta
		end := start + len(e.New)
		delta += len(e.New) - (e.End - e.Start)
		touched = append(touched, [2]int{lineStart(out, start), lineEnd(out, end)})
	}
	formatted, err := format.Source([]byte(out))
	if err != nil {
		return out, nil // leave a fix that does not parse as it is; the diff shows it
	}
	// Keep the formatter's changes to the touched lines only.
	var keep []udiff.Edit
	for _, fe := range udiff.Lines(out, string(formatted)) {
		for _, r := range touched {
			if fe.Start < r[1] && r[0] < fe.End || fe.Start == fe.End && r[0] <= fe.Start && fe.Start <= r[1] {
				keep = append(keep, fe)
				break
			}
		}
	}
	return udiff.Apply(out, keep)
}

// lineStart returns the offset of the start of the line holding offset i.
func lineStart(s string, i int) int {
	return strings.LastIndexByte(s[:i], '\n') + 1
}

// lineEnd returns the offset just past the newline that ends the line
// holding offset i (or the line that ends just before it), or len(s).
func lineEnd(s string, i int) int {
	if i > 0 && s[i-1] == '\n' {
		return i
	}
	if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
		return i + j + 1
	}
	return len(s)
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
