package keyinretry_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/keyinretry"
)

func testdata() string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}

func TestLoops(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(), keyinretry.Analyzer, "keyinretry/loops")
}
