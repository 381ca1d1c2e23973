package idemvetdirective

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/rule"
	"github.com/idemvet/idemvet/passes/directives"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name.
const Name = "idemvetdirective"

// Analyzer reports malformed directives. Like the rule analyzers, it is
// turned off in the configuration's analyzers section, and its findings are
// suppressed by //idemvet:ignore idemvetdirective.
var Analyzer = &analysis.Analyzer{
	Name:     Name,
	Doc:      analysisutil.MustExtractDoc(doc, Name),
	URL:      docgen.URL(Name),
	Run:      rule.Run(Name, run),
	Requires: rule.Requires,
}

func run(pass *analysis.Pass) (any, error) {
	dirs := pass.ResultOf[directives.Analyzer].(*directives.Result)
	for _, p := range dirs.Problems {
		fix := analysis.SuggestedFix{Message: "Remove the directive"}
		if p.Fixed != "" {
			fix = analysis.SuggestedFix{Message: "Correct the analyzer name",
				TextEdits: []analysis.TextEdit{{Pos: p.Comment.Pos(), End: p.Comment.End(), NewText: []byte(p.Fixed)}}}
		} else if p.OwnLine {
			fix.TextEdits = []analysis.TextEdit{analysisutil.DeleteLine(pass.Fset, nil, p.Comment)}
		} else {
			fix.TextEdits = []analysis.TextEdit{{Pos: p.Comment.Pos(), End: p.Comment.End()}}
		}
		pass.Report(analysis.Diagnostic{
			Pos:            p.Comment.Pos(),
			End:            p.Comment.End(),
			Message:        p.Message,
			SuggestedFixes: []analysis.SuggestedFix{fix},
		})
	}
	return nil, nil
}
