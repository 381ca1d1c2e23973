// Package digest computes the digests that genwrites records in the header
// of the files it generates, and that the tests of package sdkwrites check.
package digest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// FileLine starts the header line that holds a generated file's digest.
const FileLine = "//\tfile sha256:"

// File returns the SHA-256 of a generated file's text without its FileLine.
func File(src string) string {
	var b strings.Builder
	for line := range strings.SplitAfterSeq(src, "\n") {
		if !strings.HasPrefix(line, FileLine) {
			b.WriteString(line)
		}
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:])
}

// Source returns the SHA-256 of the generator's source: the .go files other
// than tests under dir, in path order, each preceded by its slash-separated
// path relative to dir and its length.
func Source(dir string) (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(data))
		h.Write(data)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil)), err
}
