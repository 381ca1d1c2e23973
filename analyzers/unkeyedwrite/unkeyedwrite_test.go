package unkeyedwrite_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/writes"
)

func TestStripe(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/stripe")
}

func TestAWS(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/aws")
}

func TestNetHTTP(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/nethttp")
}

func TestWrappers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/wrappers/agent")
	analysistest.Run(t, idemtest.TestData(), writes.Analyzer, "unkeyedwrite/wrappers/billing", "unkeyedwrite/wrappers/payments")
}

func TestHidden(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/hidden")
}
