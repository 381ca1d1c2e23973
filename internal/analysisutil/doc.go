package analysisutil

import (
	"go/parser"
	"go/token"
	"strings"
)

// MustExtractDoc returns the documentation of the analyzer called name from
// the package comment of a doc.go file's content: the text that follows the
// heading "# Analyzer name", whose first line is "name: summary". It is how
// each analyzer's Doc, the README table and the SARIF rule texts come from
// one source.
func MustExtractDoc(content, name string) string {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil || f.Doc == nil {
		panic("analyzer " + name + ": doc.go has no package comment")
	}
	text := f.Doc.Text()
	_, after, ok := strings.Cut(text, "# Analyzer "+name+"\n")
	if !ok {
		panic("analyzer " + name + ": doc.go has no \"# Analyzer " + name + "\" section")
	}
	if i := strings.Index(after, "\n# "); i >= 0 {
		after = after[:i]
	}
	after = strings.TrimSpace(after)
	summary, ok := strings.CutPrefix(after, name+": ")
	if !ok {
		panic("analyzer " + name + ": doc section does not start with \"" + name + ": \"")
	}
	return summary
}
