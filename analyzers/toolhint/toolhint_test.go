package toolhint_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/toolhint"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// TestGoSDK: tools of the official Go SDK (github.com/modelcontextprotocol/go-sdk).
func TestGoSDK(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), toolhint.Analyzer, "toolhint/gosdk")
}

// TestMCPGo: tools of github.com/mark3labs/mcp-go, with options and ServerTool lists.
func TestMCPGo(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), toolhint.Analyzer, "toolhint/mcpgo")
}

// TestCrossPackage: the write is in another package, known by its fact.
func TestCrossPackage(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), toolhint.Analyzer, "toolhint/xpkg/tools")
}
