package unkeyedwrite_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestSDKs: sends of SDK records that have no key slot (SES v2, sendgrid-go,
// discordgo) and SQS sends, whose MessageDeduplicationId is FIFO-only, are
// not asked for a key. Key fields that are plain strings (go-pagerduty
// DedupKey, square-go-sdk IdempotencyKey, Google Cloud RequestId) are set
// as strings, and RequestId with a UUID.
func TestSDKs(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unkeyedwrite.Analyzer, "unkeyedwrite/sdks", "unkeyedwrite/keyfields",
		// openai-go agent session events: an optional IdempotencyKey field.
		"unkeyedwrite/agentevents",
		// OpenAPI Generator request builders with an IdempotencyKey method.
		"unkeyedwrite/openapi")
}
