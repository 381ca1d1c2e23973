package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestLocalIface: a retry loop of a package calls Send through the
// package's own interface, and an implementation of it in the same
// package calls an SDK that retries by itself; reported with no fix (the
// implementation serves other callers), while implementations that try
// once or retry nothing are silent.
func TestLocalIface(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/localiface")
}
