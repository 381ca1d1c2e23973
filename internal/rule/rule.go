// Package rule wraps the Run function of each of idemvet's rule analyzers
// with what they all need: panic recovery, the on/off switch of the
// configuration, and //idemvet:ignore suppression, applied in one place.
package rule

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/directives"
)

// Requires are the passes that Run relies on; a rule analyzer lists them
// among its own.
var Requires = []*analysis.Analyzer{config.Analyzer, directives.Analyzer}

// Run returns run wrapped for the rule analyzer called name.
func Run(name string, run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return analysisutil.Safe(name, func(pass *analysis.Pass) (any, error) {
		cfg := pass.ResultOf[config.Analyzer].(*config.Config)
		if !cfg.Enabled(name) {
			return nil, nil
		}
		dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			if !dirs.Ignored(d.Pos, name) {
				report(d)
			}
		}
		return run(pass)
	})
}
