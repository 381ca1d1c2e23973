package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestNestedRetry checks every test package's want comments and .golden
// files in one analysistest call: each call loads and analyzes the
// standard library and the SDK stubs from source again, which costs more
// than the packages under test, and no package's expectations depend on
// which others are loaded with it.
func TestNestedRetry(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer,
		"nestedretry/clients",
		"nestedretry/helpers",
		"nestedretry/budgets",
		"nestedretry/cross/app",
		"nestedretry/cross/notify",
		"nestedretry/atleastonce",
		// An SDK whose services are interfaces (go-tfe), in Terraform's
		// retry helper.
		"nestedretry/terraform",
		// An aws-sdk-go-v2 option function declared once and passed by
		// name.
		"nestedretry/regress_awsoptfunc",
		// A workflow's loop around activities whose Future.Get waits on
		// the SDK's channel (the Temporal samples' fileprocessing
		// workflow) is not nested retrying.
		"nestedretry/regress_temporalfuture",
		// A bounded loop around a limitless inner retry names the inner
		// layer as the limitless one.
		"nestedretry/regress_innerunbounded",
	)
}

// TestWithoutFixes checks the packages whose findings have no .golden file.
func TestWithoutFixes(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer,
		// Loops that look like retries on real code but are not.
		"nestedretry/regress_checkdestroy",
		"nestedretry/regress_errfallthrough",
		// Code as the fixes leave it is silent: a second run finds
		// nothing.
		"nestedretry/regress_fixedtwice",
	)
}
