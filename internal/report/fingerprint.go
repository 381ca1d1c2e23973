package report

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// A Source reads the lines of the files findings point into, each file
// once, and knows the root that paths in reports are relative to.
type Source struct {
	root  string
	lines map[string][]string
	// Imports are the names of each file's imports (file, then import
	// path), which the driver records for the fixes.
	Imports map[string]map[string]string
}

// NewSource returns the Source of a run whose paths are relative to root.
func NewSource(root string) *Source { return &Source{root: root, lines: map[string][]string{}} }

// line returns the text of the 1-based line n of file, "" if unknown.
func (s *Source) line(file string, n int) string {
	ls, ok := s.lines[file]
	if !ok {
		data, err := os.ReadFile(file)
		if err == nil {
			ls = strings.Split(string(data), "\n")
		}
		s.lines[file] = ls
	}
	if n < 1 || n > len(ls) {
		return ""
	}
	return strings.TrimSuffix(ls[n-1], "\r")
}

// Rel returns file relative to the root, with forward slashes, when it is
// under the root; otherwise the absolute path.
func (s *Source) Rel(file string) string {
	if r, err := filepath.Rel(s.root, file); err == nil && filepath.IsLocal(r) {
		return filepath.ToSlash(r)
	}
	return filepath.ToSlash(file)
}

// display returns file as text output shows it: relative to the root when
// it is under the root, so that paths in every output agree (and match
// what "go -C dir" prints); otherwise the absolute path.
func (s *Source) display(file string) string {
	if r, err := filepath.Rel(s.root, file); err == nil && filepath.IsLocal(r) {
		return r
	}
	return file
}

// lineRefs match line numbers in messages ("loops.go:29", "loops.go:29:3",
// "line 40"), which move when unrelated code is edited.
var lineRefs = regexp.MustCompile(`(\.go):\d+(?::\d+)?|\b(lines?) \d+`)

// normalize removes line numbers from a message.
func normalize(msg string) string {
	return lineRefs.ReplaceAllString(msg, "$1$2")
}

// SetFingerprints gives each finding a fingerprint that does not depend on
// line numbers: a hash of the analyzer, the file's path under the root, the
// message without line numbers and the text of the flagged line (trimmed),
// followed by ":n" for the n-th identical finding in the file. It runs on
// every finding of the run, sorted as Collect leaves them, before the
// baseline filters them or grouping joins them: a finding's fingerprint is
// the same whichever of the others are reported, and a grouped finding's
// is its first site's.
func SetFingerprints(src *Source, findings []Finding) {
	seen := map[string]int{}
	for i, f := range findings {
		h := sha256.New()
		for _, part := range []string{f.Analyzer, src.Rel(f.Posn.File), normalize(f.Message), strings.TrimSpace(src.line(f.Posn.File, f.Posn.Line))} {
			h.Write([]byte(part))
			h.Write([]byte{0})
		}
		sum := hex.EncodeToString(h.Sum(nil))[:32]
		findings[i].fingerprint = fmt.Sprintf("%s:%d", sum, seen[sum])
		seen[sum]++
	}
}
