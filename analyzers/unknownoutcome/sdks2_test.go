package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestMoreSDKs: go-simple-mail sends, GraphQL mutations (hasura and
// shurcooL clients), go-atlassian Jira creates and comments, aws-sdk-go-v2
// SNS publishes, vault/api writes to issuing paths and the model
// providers' creates: writes without a
// key; one call, so the standard library and the stubs are loaded once.
func TestMoreSDKs(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer,
		"unknownoutcome/simplemail",
		"unknownoutcome/graphqlmut",
		"unknownoutcome/jira",
		"unknownoutcome/snspub",
		// SQS sends: the same FIFO rule as SNS publishes.
		"unknownoutcome/sqssend",
		"unknownoutcome/graphqlraw",
		// openai-go and anthropic-sdk-go creates; model calls are reads.
		"unknownoutcome/llmcreates",
	)
}
