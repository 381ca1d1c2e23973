package report

import (
	"fmt"
	"io"
	"strings"
)

// WriteGitHub prints findings as GitHub Actions workflow commands, which the
// runner turns into annotations on the pull request's diff. Paths are
// relative to the root, which should be the repository's checkout.
func WriteGitHub(w io.Writer, src *Source, findings []Finding) {
	for _, f := range findings {
		msg := f.Message
		related, more := f.listed(listedSites)
		for _, r := range related {
			msg += fmt.Sprintf("\n%s:%d:%d: %s", src.Rel(r.Posn.File), r.Posn.Line, r.Posn.Column, r.Message)
		}
		if more > 0 {
			msg += "\n" + moreSites(more)
		}
		if len(f.Fixes) > 0 {
			msg += "\nsuggested fix: " + f.Fixes[0].Message
		}
		props := fmt.Sprintf("file=%s,line=%d,col=%d", escapeProperty(src.Rel(f.Posn.File)), f.Posn.Line, f.Posn.Column)
		if f.End.File == f.Posn.File && f.End.Line >= f.Posn.Line {
			props += fmt.Sprintf(",endLine=%d", f.End.Line)
			if f.End.Line == f.Posn.Line {
				props += fmt.Sprintf(",endColumn=%d", f.End.Column)
			}
		}
		props += ",title=" + escapeProperty("idemvet: "+f.Analyzer)
		fmt.Fprintf(w, "::error %s::%s\n", props, escapeData(msg))
	}
}

// escapeData escapes a workflow command's message.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
