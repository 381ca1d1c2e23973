package keyinretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/keyinretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

func TestLoops(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/loops")
}

func TestHelpers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/helpers")
}

func TestTemporal(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/temporal")
}

// TestCrossPackage checks that keys, generators and helpers are recognised
// two packages away, through facts.
func TestCrossPackage(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "xpkg/downstream")
}

// TestRegressRandBuffer: client tokens made from a buffer that crypto/rand.Read
// fills, behind a pointer helper (Terraform providers on Tencent and Baidu
// Cloud).
func TestRegressRandBuffer(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/regress_randbuffer")
}

// TestRegressTFSDKv1: resource.Retry of terraform-plugin-sdk v1, which many
// providers still use (the Baidu Cloud provider).
func TestRegressTFSDKv1(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/regress_tfsdkv1")
}

// TestRegressNoDuplicate: reads and removals that take a client token
// (the Baidu Cloud provider's GetEipBp, DeleteListeners, DetachEniInstance)
// are not reported; creates, attaches and updates are.
func TestRegressNoDuplicate(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/regress_nodup")
}

// TestSuppressed checks //idemvet:ignore: a well-formed directive on or
// above the line silences the finding; one for another analyzer or without
// a reason does not.
func TestSuppressed(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/suppressed")
}

// TestTools: keys generated in MCP tool handlers, which a model reissues;
// the fix derives the key from the tool's name and arguments.
func TestTools(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), keyinretry.Analyzer, "keyinretry/tools")
}
