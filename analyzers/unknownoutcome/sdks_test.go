package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestSDKs: the SDK records whose writes carry no key (sendgrid-go,
// twilio-go, mailgun-go, discordgo, go-github, aws-sdk-go-v2 SES v2) and
// vault/api, whose writes are left unclassified; one call, so the standard
// library and the stubs are loaded once.
func TestSDKs(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer,
		"unknownoutcome/sendgrid",
		"unknownoutcome/twilio",
		"unknownoutcome/mailgun",
		"unknownoutcome/discordgo",
		"unknownoutcome/github",
		"unknownoutcome/vault",
		"unknownoutcome/sesv2",
		"unknownoutcome/gotfe",
		// BigQuery's default stream, which takes no offset.
		"unknownoutcome/bqdefault",
	)
}
