// Package idemtest holds what idemvet's analyzer tests share: the location
// of the top-level testdata directory, whose src/ holds the stub packages of
// the real SDKs and the test packages of every analyzer.
package idemtest

import (
	"path/filepath"
	"runtime"
)

// TestData returns the absolute path of the repository's testdata
// directory, for analysistest.Run.
func TestData() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		panic("idemtest: cannot locate the source file")
	}
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}
