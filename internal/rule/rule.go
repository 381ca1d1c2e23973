// Package rule wraps the Run function of each of idemvet's rule analyzers
// with what they all need: panic recovery, the on/off switch of the
// configuration, and //idemvet:ignore suppression, applied in one place.
package rule

import (
	"go/token"

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

// NoFix starts the part of a finding's message that says why it comes
// without a suggested fix ("...; no automatic fix: the key belongs in
// ..."): the few findings whose fix would have to be made where the
// analysis cannot edit, or would leave a failure with no retry.
const NoFix = "no automatic fix: "

// Cause returns the related information that marks where a finding's cause
// is: the one place that makes the finding, shared by every finding it makes
// (the retrying client that many outer retries nest). message says what is
// there and ends with "here" ("the retrying client is made here"). The
// standalone driver groups an analyzer's findings of one cause into one, at
// their first site; go vet and other drivers show the location as any other
// related information.
//
// The mark is an empty range, End == Pos, which no other related
// information of the suite has: they give a position alone, or a node's
// range.
func Cause(pos token.Pos, message string) analysis.RelatedInformation {
	return analysis.RelatedInformation{Pos: pos, End: pos, Message: message}
}

// CauseOf returns the related information of d that Cause made, if any.
func CauseOf(d analysis.Diagnostic) (analysis.RelatedInformation, bool) {
	for _, r := range d.Related {
		if r.Pos.IsValid() && r.End == r.Pos {
			return r, true
		}
	}
	return analysis.RelatedInformation{}, false
}
