package unknownoutcome_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/config"
)

func TestLoops(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/loops")
}

func TestHelpers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/helpers")
}

func TestHandlers(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/handlers", "unknownoutcome/activities")
}

// Tool handlers are found by their type: returned by constructors, set in
// ServerTool literals, wrapped by NewTypedToolHandler, given as methods.
func TestToolShapes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/toolshapes")
}

// A project's own registration, named in the configuration.
func TestConfiguredHandler(t *testing.T) {
	defer config.Set(config.Default())
	config.Set(&config.Config{Exposure: config.DefaultExposure, Handlers: []config.Handler{{Func: "unknownoutcome/confhandler.Register", Arg: 1, Context: config.ContextMCPTool}}})
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/confhandler")
}

func TestCrossPackage(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/cross/app")
}

func TestRegressions(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, idemtest.TestData(), unknownoutcome.Analyzer, "unknownoutcome/regress_reconnect")
}
