package nestedretry_test

import (
	"os"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

func TestMain(m *testing.M) {
	idemtest.RegisterMailSDK()
	os.Exit(m.Run())
}

// TestRecordOnlyClient checks a made-up mail SDK whose client retries by
// itself, which the catalog knows from its record alone
// (idemtest.MailSDK): its attempts are read from its constructor, field
// assignments and literals, 0 retries is no layer, and the fix turns its
// retries off where the client is made.
func TestRecordOnlyClient(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/mailsdk")
}
