package nestedretry_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
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

// TestSharedClients: a fix changes only the call it is about. Clients and
// options that other calls share keep their configuration; where the
// inner layer has no per-call setting, the outer layer stops.
func TestSharedClients(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/sharedclients")
}

// TestSharedClientsFixed runs the analyzer on the code as the fixes of
// TestSharedClients leave it: nothing is reported, neither at the fixed
// calls nor at the calls that share their clients.
func TestSharedClientsFixed(t *testing.T) {
	want := regexp.MustCompile(" // want `.*`\n")
	code := func(path string) string {
		b, err := os.ReadFile(filepath.Join(idemtest.TestData(), "src", "nestedretry", path))
		if err != nil {
			t.Fatal(err)
		}
		s := want.ReplaceAllString(string(b), "\n")
		return s[strings.Index(s, "\npackage "):]
	}
	if code("sharedclients/shared.go.golden") != code("sharedclients_fixed/shared.go") {
		t.Fatal("sharedclients_fixed/shared.go is not sharedclients/shared.go.golden without its want comments")
	}
	// The shared clients keep the configuration the other calls rely on.
	fixed := code("sharedclients_fixed/shared.go")
	for _, kept := range []string{"ledger.RetryMax = 3\n", "Stripe: stripe.NewClient(key), ", "}, opts[0])\n", "var opts = []retry.Option{retry.Attempts(5)}\n"} {
		if !strings.Contains(fixed, kept) {
			t.Errorf("the fixes changed the shared configuration: %q is gone", kept)
		}
	}
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/sharedclients_fixed")
}
