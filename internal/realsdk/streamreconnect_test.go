package realsdk_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// sdkPackage is the package of the MCP Go SDK whose streamable client
// reconnects its event streams: handleSSE opens a stream again with
// connectSSE, which retries by itself, whenever the stream ends without
// the call's result, up to MaxRetries rounds in a row without a new event.
const sdkPackage = "github.com/modelcontextprotocol/go-sdk/mcp"

// reopenCall is the call of connectSSE in handleSSE's loop, as the SDK
// writes it.
const reopenCall = "c.connectSSE(ctx, lastEventID, reconnectDelay, false)"

var reconnectFinding = regexp.MustCompile(`^connectSSE retries \(mcp/streamable\.go:\d+\) inside the reconnect loop at streamable\.go:\d+, which goes round when the stream that processStream reads ends without a result, with no shared budget: the attempts multiply \(5 × an unknown number calls for one failing operation\); ` +
	regexp.QuoteMeta(nestedretry.NoFix) + `the loop leaves when connectSSE fails`)

// TestRealStreamReconnect runs idemvet on the SDK's own package, from the
// e2e module that requires it, and checks that the reconnect loop of
// handleSSE is found with connectSSE's retries nested in it: one finding,
// at that call, and no other finding that names a reconnect loop.
func TestRealStreamReconnect(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it on the MCP Go SDK's mcp package (a minute)")
	bin := buildIdemvet(t)
	dir := copyModule(t, "e2e")
	findings := decodeFindings(t, dir, start(t, dir, bin, "-json", "-group=false", sdkPackage))

	matched, others := 0, 0
	for _, f := range findings {
		switch {
		case strings.HasSuffix(filepath.ToSlash(f.Posn.File), "/mcp/streamable.go") && f.Analyzer == nestedretry.Name && reconnectFinding.MatchString(f.Message):
			if want := lineOf(readFile(dir, f.Posn.File), reopenCall); f.Posn.Line != want {
				t.Errorf("%s:%d: reconnect finding not at the connectSSE call in handleSSE (line %d): %s", f.Posn.File, f.Posn.Line, want, f.Message)
			}
			if len(f.Fixes) != 0 {
				t.Errorf("%s:%d: reconnect finding carries a fix, want none: %s", f.Posn.File, f.Posn.Line, f.Message)
			}
			matched++
		case strings.Contains(f.Message, "reconnect loop"):
			t.Errorf("%s:%d: unexpected finding about a reconnect loop: %s (%s)", f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
		default:
			others++
			t.Logf("%s:%d: other finding: %s (%s)", f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
		}
	}
	if matched != 1 {
		t.Errorf("%d findings of connectSSE's retries inside handleSSE's reconnect loop, want 1", matched)
	}
	t.Logf("%d other findings in %s", others, sdkPackage)
}

// lineOf returns the line of data on which text first occurs, 0 if none.
func lineOf(data []byte, text string) int {
	for i, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, text) {
			return i + 1
		}
	}
	return 0
}
