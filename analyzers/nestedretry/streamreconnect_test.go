package nestedretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestStreamReconnect: a loop that opens a stream again when it ends
// without the result, bounded by a count of rounds without a new event
// (the MCP Go SDK's streamable client), is a retry layer around the call
// that reopens the stream, which retries by itself.
func TestStreamReconnect(t *testing.T) {
	analysistest.Run(t, idemtest.TestData(), nestedretry.Analyzer, "nestedretry/streamreconnect")
}
