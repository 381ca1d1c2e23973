package driver

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// validateFixes checks the suggested fixes of a diagnostic as
// checker.Analyze does when the diagnostic is reported (x/tools'
// internal/analysis/driverutil.ValidateFixes): it sorts each fix's edits by
// position and gives an insertion its End, which the findings then show.
func validateFixes(fset *token.FileSet, a *analysis.Analyzer, fixes []analysis.SuggestedFix) error {
	messages := map[string]bool{}
	for i := range fixes {
		fix := &fixes[i]
		if messages[fix.Message] {
			return fmt.Errorf("analyzer %q suggests two fixes with same Message (%s)", a.Name, fix.Message)
		}
		messages[fix.Message] = true
		if err := validateFix(fset, fix); err != nil {
			return fmt.Errorf("analyzer %q suggests invalid fix (%s): %v", a.Name, fix.Message, err)
		}
	}
	return nil
}

func validateFix(fset *token.FileSet, fix *analysis.SuggestedFix) error {
	// Insertions (end = start) sort before deletions at the same point;
	// insertions at one point keep their order.
	slices.SortStableFunc(fix.TextEdits, func(x, y analysis.TextEdit) int {
		return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.End, y.End))
	})
	var prev *analysis.TextEdit
	for i := range fix.TextEdits {
		edit := &fix.TextEdits[i]
		start := edit.Pos
		file := fset.File(start)
		if file == nil {
			return fmt.Errorf("no token.File for TextEdit.Pos (%v)", edit.Pos)
		}
		fileEnd := token.Pos(file.Base() + file.Size())
		if end := edit.End; end.IsValid() {
			if end < start {
				return fmt.Errorf("TextEdit.Pos (%v) > TextEdit.End (%v)", edit.Pos, edit.End)
			}
			endFile := fset.File(end)
			if endFile != file && end < fileEnd+10 {
				// An End computed slightly past the end of the file
				// (ast.StructType's) is truncated to it.
				edit.End = fileEnd
				continue
			}
			if endFile == nil {
				return fmt.Errorf("no token.File for TextEdit.End (%v; File(start).FileEnd is %d)", end, file.Base()+file.Size())
			}
			if endFile != file {
				return fmt.Errorf("edit #%d spans files (%v and %v)", i, file.Position(edit.Pos), endFile.Position(edit.End))
			}
		} else {
			edit.End = start
		}
		if eof := fileEnd; edit.End > eof {
			return fmt.Errorf("end is (%v) beyond end of file (%v)", edit.End, eof)
		}
		if prev != nil && edit.Pos < prev.End {
			xpos, xend := fset.Position(prev.Pos), fset.Position(prev.End)
			ypos, yend := fset.Position(edit.Pos), fset.Position(edit.End)
			return fmt.Errorf("overlapping edits to %s (%d:%d-%d:%d and %d:%d-%d:%d)",
				xpos.Filename, xpos.Line, xpos.Column, xend.Line, xend.Column, ypos.Line, ypos.Column, yend.Line, yend.Column)
		}
		prev = edit
	}
	return nil
}
