// Package applyfix applies the suggested fixes of the standalone command's
// findings (-fix), or prints them as a unified diff (-diff): the first fix
// of each finding, without overlaps, with the lines they touch
// gofmt-formatted and the imports they leave unused removed. It also
// corrects the hunk headers of such a diff (FixHunkHeaders), for go vet's
// -diff too.
package applyfix

import (
	"bytes"
	"fmt"
	"go/format"
	"go/scanner"
	"go/token"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	udiff "github.com/aymanbagabas/go-udiff"

	"github.com/idemvet/idemvet/internal/report"
)

// A Result says what Apply did.
type Result struct {
	Fixes, Files int      // the fixes applied, the files written
	Changed      []string // the files written
}

// Add adds the result of a later round: its fixes, and the files it wrote
// that no earlier round did.
func (r *Result) Add(o Result) {
	r.Fixes += o.Fixes
	for _, f := range o.Changed {
		if !slices.Contains(r.Changed, f) {
			r.Changed = append(r.Changed, f)
		}
	}
	r.Files = len(r.Changed)
}

func (r Result) String() string {
	return fmt.Sprintf("applied %d %s to %d %s", r.Fixes, plural(r.Fixes, "fix", "fixes"), r.Files, plural(r.Files, "file", "files"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Apply applies the first fix of every finding, file by file. Edits
// that two findings share are applied once; a fix that overlaps one already
// taken is skipped whole. The lines the fixes touch are gofmt-formatted and
// every other line is left byte for byte as it was, as gopls does for code
// actions: a fix must not reformat a file that predates today's gofmt. With
// diff, the changes are printed as a unified diff instead of written.
func Apply(src *report.Source, findings []report.Finding, diff bool, w io.Writer) (Result, error) {
	var res Result
	byFile := map[string][]udiff.Edit{}
	for _, f := range findings {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		if conflicts(byFile, fix) {
			continue
		}
		res.Fixes++
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
		after = dropUnusedImports(string(before), after, src.Imports[file])
		if diff {
			name := src.Rel(file)
			fmt.Fprint(w, FixHunkHeaders(udiff.Unified(name, name, string(before), after)))
			continue
		}
		if !bytes.Equal(before, []byte(after)) {
			if err := os.WriteFile(file, []byte(after), 0o666); err != nil {
				return res, err
			}
			res.Files++
			res.Changed = append(res.Changed, file)
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
	// Keep the formatter's changes to the touched lines, and to the lines
	// beside them that it changes because of the fix (realigned fields and
	// comments), but not to lines it would have changed anyway.
	dirty := misformatted(src)
	overlaps := func(e udiff.Edit) bool {
		for _, r := range touched {
			if e.Start < r[1] && r[0] < e.End || e.Start == e.End && r[0] <= e.Start && e.Start <= r[1] {
				return true
			}
		}
		return false
	}
	near := func(e udiff.Edit) bool {
		for _, r := range touched {
			if e.Start <= r[1] && r[0] <= e.End {
				return true
			}
		}
		return false
	}
	var keep []udiff.Edit
	for _, h := range udiff.Lines(out, string(formatted)) {
		if !near(h) {
			continue
		}
		for _, e := range splitHunk(out, h) {
			if overlaps(e) || !dirty[out[e.Start:e.End]] {
				keep = append(keep, e)
			}
		}
	}
	partial, err := udiff.Apply(out, keep)
	if err != nil {
		return out, nil
	}
	// Formatting some lines and not others must not lose or double a line
	// the formatter moved (an import it sorted): if it would, leave the
	// fix's text as it is.
	if !slices.Equal(tokens(partial), tokens(out)) {
		return out, nil
	}
	if again, err := format.Source([]byte(partial)); err != nil || !bytes.Equal(again, formatted) {
		return out, nil
	}
	return partial, nil
}

// tokens returns the Go tokens and comments of src, sorted.
func tokens(src string) []string {
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("", -1, len(src)), []byte(src), nil, scanner.ScanComments)
	var toks []string
	for {
		_, tok, lit := sc.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.SEMICOLON && lit == "\n" {
			continue // inserted at a line end
		}
		toks = append(toks, tok.String()+" "+lit)
	}
	slices.Sort(toks)
	return toks
}

// splitHunk splits a line edit that replaces n lines by n lines into n
// edits of one line; it returns any other edit whole.
func splitHunk(src string, e udiff.Edit) []udiff.Edit {
	old := strings.SplitAfter(src[e.Start:e.End], "\n")
	repl := strings.SplitAfter(e.New, "\n")
	if len(old) != len(repl) || len(old) < 2 {
		return []udiff.Edit{e}
	}
	var out []udiff.Edit
	start := e.Start
	for i := range old {
		if old[i] != "" || repl[i] != "" {
			out = append(out, udiff.Edit{Start: start, End: start + len(old[i]), New: repl[i]})
		}
		start += len(old[i])
	}
	return out
}

// misformatted returns the lines of src (with their newlines) that gofmt
// would change.
func misformatted(src string) map[string]bool {
	dirty := map[string]bool{}
	formatted, err := format.Source([]byte(src))
	if err != nil {
		return dirty
	}
	for _, h := range udiff.Lines(src, string(formatted)) {
		for _, line := range strings.SplitAfter(src[h.Start:h.End], "\n") {
			dirty[line] = true
		}
	}
	return dirty
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
func conflicts(byFile map[string][]udiff.Edit, fix report.Fix) bool {
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

var hunkHeader = regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$`)

// FixHunkHeaders recomputes the new-file start line of each hunk of a
// unified diff (of one or more files) from the old-file start and the lines
// added and removed by the hunks before it in the same file: x/tools'
// internal/diff, and go-udiff, its copy, leave out of it the unchanged lines
// between two changes inside an earlier hunk.
func FixHunkHeaders(diff string) string {
	lines := strings.SplitAfter(diff, "\n")
	offset, oldLeft, newLeft := 0, 0, 0
	for i, line := range lines {
		if oldLeft > 0 || newLeft > 0 { // inside a hunk
			switch {
			case strings.HasPrefix(line, " "):
				oldLeft--
				newLeft--
			case strings.HasPrefix(line, "-"):
				oldLeft--
			case strings.HasPrefix(line, "+"):
				newLeft--
			}
			continue
		}
		if strings.HasPrefix(line, "--- ") {
			offset = 0 // a new file
			continue
		}
		m := hunkHeader.FindStringSubmatch(strings.TrimSuffix(line, "\n"))
		if m == nil {
			continue
		}
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
		oldLeft, newLeft = oldLen, newLen
		old := m[1]
		if m[2] != "" {
			old += "," + m[2]
		}
		lines[i] = fmt.Sprintf("@@ -%s +%d,%d @@%s%s", old, to, newLen, m[5], line[len(strings.TrimSuffix(line, "\n")):])
	}
	return strings.Join(lines, "")
}
