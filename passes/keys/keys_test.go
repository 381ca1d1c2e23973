package keys_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/keys"
)

func TestFacts(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), keys.Analyzer, "xpkg/upstream", "xpkg/middle", "keyinretry/regress_randbuffer/tokens")
}
