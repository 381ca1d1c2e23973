package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

func TestClients(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/clients")
}

func TestHelpers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/helpers")
}

func TestBudgets(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/budgets")
}

func TestCrossPackage(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/cross/app", "nestedretry/cross/notify")
}

func TestAtLeastOnce(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/atleastonce")
}

// Loops that look like retries on real code but are not.
func TestRegressions(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/regress_checkdestroy", "nestedretry/regress_errfallthrough")
}

// An SDK whose services are interfaces (go-tfe), in Terraform's retry helper.
func TestTerraform(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/terraform")
}

// An aws-sdk-go-v2 option function declared once and passed by name.
func TestRegressAWSOptionFunc(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/regress_awsoptfunc")
}

// Code as the fixes leave it is silent: a second run finds nothing.
func TestRegressFixedTwice(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/regress_fixedtwice")
}

// TestRegressTemporalFuture: a workflow's loop around activities whose
// Future.Get waits on the SDK's channel (the Temporal samples'
// fileprocessing workflow) is not nested retrying.
func TestRegressTemporalFuture(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/regress_temporalfuture")
}

// TestRegressInnerUnbounded: a bounded loop around a limitless inner retry
// names the inner layer as the limitless one.
func TestRegressInnerUnbounded(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/regress_innerunbounded")
}
