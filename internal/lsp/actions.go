package lsp

import (
	"fmt"
	"os"
	"strings"

	"github.com/idemvet/idemvet/internal/applyfix"
	"github.com/idemvet/idemvet/internal/report"
)

// codeActions returns the code actions for a range of a document: for each
// finding there, its suggested fixes (quickfix; the first preferred) and
// its suppression with a directive; and every fix of the file
// (source.fixAll.idemvet). The fixes are -fix's: the edits the analyzer
// suggests, with the lines they write gofmt-formatted and the imports they
// leave unused removed (package applyfix), sent as edits of only the
// lines they change. A document changed since its last analysis gets no
// actions: its findings' offsets are stale until the next run ends.
func (s *Server) codeActions(p codeActionParams) []codeAction {
	actions := []codeAction{}
	path, ok := s.path(p.TextDocument.URI)
	if !ok {
		return actions
	}
	s.mu.Lock()
	res := s.state.results[path]
	d := s.state.docs[path]
	s.mu.Unlock()
	if res == nil || d != nil && d.text != res.text {
		return actions
	}
	m := newMapper(res.text)
	start, end := m.offset(p.Range.Start), m.offset(p.Range.End)
	want := func(kind string) bool {
		if len(p.Context.Only) == 0 {
			return true
		}
		for _, only := range p.Context.Only {
			if only == kind || strings.HasPrefix(kind, only+".") {
				return true
			}
		}
		return false
	}
	read := func(file string) (string, error) {
		if t, ok := res.texts[file]; ok {
			return t, nil
		}
		data, err := os.ReadFile(file)
		return string(data), err
	}
	if want(kindQuickFix) {
		for _, f := range res.findings {
			if f.End.Offset < start || f.Posn.Offset > end {
				continue
			}
			diag := s.diagnosticFor(m, f)
			for i, fix := range f.Fixes {
				one := f
				one.Fixes = []report.Fix{fix}
				edit, n := s.fixEdit([]report.Finding{one}, read, res.imports)
				if n == 0 {
					continue
				}
				actions = append(actions, codeAction{Title: fix.Message, Kind: kindQuickFix,
					Diagnostics: []diagnostic{diag}, IsPreferred: i == 0, Edit: edit})
			}
			actions = append(actions, suppress(res.text, m, f, diag, p.TextDocument.URI))
		}
	}
	if want(kindFixAllOwn) {
		if edit, n := s.fixEdit(res.findings, read, res.imports); n > 0 {
			actions = append(actions, codeAction{Title: fmt.Sprintf("%s (%d)", fixAllTitle, n), Kind: kindFixAllOwn, Edit: edit})
		}
	}
	return actions
}

// diagnosticFor returns the diagnostic of a finding, as published, for
// the code action's diagnostics.
func (s *Server) diagnosticFor(m *mapper, f report.Finding) diagnostic {
	return diagnostic{Range: m.rangeOf(f.Posn.Offset, f.End.Offset), Code: f.Analyzer, Source: f.Analyzer, Message: f.Message}
}

// fixEdit returns the workspace edit of the first fix of each of findings,
// and how many fixes it applies.
func (s *Server) fixEdit(findings []report.Finding, read func(string) (string, error), imports map[string]map[string]string) (*workspaceEdit, int) {
	after, n, err := applyfix.Texts(findings, read, imports)
	if err != nil {
		s.logMessage(messageWarning, "applying a fix: %v", err)
		return nil, 0
	}
	if len(after) == 0 {
		return nil, 0
	}
	edit := &workspaceEdit{Changes: map[documentURI][]textEdit{}}
	for file, text := range after {
		before, _ := read(file)
		bm := newMapper(before)
		var edits []textEdit
		for _, e := range applyfix.LineEdits(before, text) {
			edits = append(edits, textEdit{Range: bm.rangeOf(e.Start, e.End), NewText: e.New})
		}
		edit.Changes[pathToURI(file)] = edits
	}
	return edit, n
}

// suppress returns the action that puts an //idemvet:ignore directive for
// the finding's analyzer on a line of its own above the finding, with a
// reason to fill in: a directive without a reason suppresses nothing.
func suppress(text string, m *mapper, f report.Finding, diag diagnostic, uri documentURI) codeAction {
	lineStart, indent := lineIndent(text, min(f.Posn.Offset, len(text)))
	directive := indent + fmt.Sprintf(suppressPattern, f.Analyzer) + "\n"
	at := m.position(lineStart)
	return codeAction{
		Title:       fmt.Sprintf("%s%s here with //idemvet:ignore (write the reason)", suppressPrefix, f.Analyzer),
		Kind:        kindQuickFix,
		Diagnostics: []diagnostic{diag},
		Edit: &workspaceEdit{Changes: map[documentURI][]textEdit{
			uri: {{Range: lspRange{Start: at, End: at}, NewText: directive}},
		}},
	}
}
