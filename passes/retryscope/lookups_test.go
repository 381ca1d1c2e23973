package retryscope_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// TestLookupLoops runs the pass over the lookup and parsing loops of
// configuration, flag and parsing libraries (ini's section lookup and
// line parser; reduced yaml, viper, flag, bufio and net/url loops): none
// is a retry loop, so no function of theirs retries. The retry loops
// beside them still are.
func TestLookupLoops(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), retryscope.Analyzer, "gopkg.in/ini.v1", "retryfacts/lookups")
}
