package lsp

import (
	"fmt"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf16"
)

// uriToPath returns the file path of a file: URI.
func uriToPath(uri documentURI) (string, error) {
	u, err := url.Parse(uri)
	if err != nil {
		return "", err
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("%s: not a file: URI", uri)
	}
	return filepath.Clean(filepath.FromSlash(u.Path)), nil
}

// pathToURI returns the file: URI of an absolute path.
func pathToURI(path string) documentURI {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// A mapper converts between byte offsets in a text and LSP positions,
// whose characters count UTF-16 code units.
type mapper struct {
	text  string
	lines []int // the offset of each line's start
}

func newMapper(text string) *mapper {
	m := &mapper{text: text, lines: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			m.lines = append(m.lines, i+1)
		}
	}
	return m
}

// position returns the position of a byte offset, clamped to the text.
func (m *mapper) position(offset int) position {
	offset = max(0, min(offset, len(m.text)))
	line := 0
	lo, hi := 0, len(m.lines)-1
	for lo <= hi { // the last line starting at or before offset
		mid := (lo + hi) / 2
		if m.lines[mid] <= offset {
			line, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	return position{Line: line, Character: utf16Len(m.text[m.lines[line]:offset])}
}

func (m *mapper) rangeOf(start, end int) lspRange {
	return lspRange{Start: m.position(start), End: m.position(max(start, end))}
}

// offset returns the byte offset of a position, clamped to its line.
func (m *mapper) offset(p position) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= len(m.lines) {
		return len(m.text)
	}
	start := m.lines[p.Line]
	end := len(m.text)
	if p.Line+1 < len(m.lines) {
		end = m.lines[p.Line+1] - 1
	}
	units := 0
	for i, r := range m.text[start:end] {
		if units >= p.Character {
			return start + i
		}
		units += utf16.RuneLen(r)
	}
	return end
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// applyChange replaces the range r of text (the whole text if r is nil)
// with s, as a didChange event does.
func applyChange(text string, r *lspRange, s string) string {
	if r == nil {
		return s
	}
	m := newMapper(text)
	start, end := m.offset(r.Start), m.offset(r.End)
	if end < start {
		start, end = end, start
	}
	return text[:start] + s + text[end:]
}

// lineIndent returns the indentation of the line holding offset.
func lineIndent(text string, offset int) (lineStart int, indent string) {
	lineStart = strings.LastIndexByte(text[:offset], '\n') + 1
	rest := text[lineStart:]
	n := len(rest) - len(strings.TrimLeft(rest, " \t"))
	return lineStart, rest[:n]
}
