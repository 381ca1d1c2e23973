package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestEinoWrap: eino's ModelRetryConfig composes a retry around the
// agent's Model at run time, so a model method that calls a retrying SDK
// nests in it; twins: a model that tries once, agents with no model retry.
func TestEinoWrap(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/einowrap")
}

// An activity registered by its value whose body, in another package,
// calls something that retries by itself: reported at the registration,
// with no fix. One that is an activity by its own code is reported in its
// package only; one that retries nothing is silent.
func TestRegisteredElsewhere(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/registered/worker", "nestedretry/registered/payments")
}
