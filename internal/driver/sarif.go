package driver

import (
	"cmp"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/docgen"
)

// FingerprintKey names idemvet's entry in a SARIF result's
// partialFingerprints.
const FingerprintKey = "idemvet/v1"

const srcRoot = "%SRCROOT%"

// printSARIF writes findings as a SARIF 2.1.0 log with one run: a rule per
// analyzer of the suite (descriptions from its doc.go, help URI into
// docs/analyzers.md), results with related locations, line-independent
// partial fingerprints, and the suggested fixes. Paths are relative to the
// root, given as %SRCROOT%.
func printSARIF(w io.Writer, suite []*analysis.Analyzer, src *source, findings []Finding, errs []error) error {
	rep := sarif.NewReport()
	run := sarif.NewRunWithInformationURI("idemvet", "https://github.com/idemvet/idemvet")
	v := version()
	run.Tool.Driver.WithVersion(cmp.Or(strings.TrimPrefix(v, "v"), "devel"))
	if semver.IsValid(v) {
		run.Tool.Driver.WithSemanticVersion(strings.TrimPrefix(v, "v"))
	}
	run.WithColumnKind("utf16CodeUnits")
	root := src.root
	if !strings.HasSuffix(root, string(filepath.Separator)) {
		root += string(filepath.Separator)
	}
	run.WithOriginalUriBaseIds(map[string]sarif.ArtifactLocation{srcRoot: *sarif.NewArtifactLocation().WithURI(fileURI(root))})
	for _, a := range suite {
		run.AddRule(a.Name).
			WithName(a.Name).
			WithShortDescription(sarif.NewMultiformatMessageString().WithText(docgen.Summary(a))).
			WithFullDescription(sarif.NewMultiformatMessageString().WithText(docgen.Body(a))).
			WithHelp(sarif.NewMultiformatMessageString().WithText(a.Doc)).
			WithHelpURI(docgen.URL(a.Name)).
			WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel("error"))
	}
	fps := fingerprints(src, findings)
	for i, f := range findings {
		res := sarif.NewResult().
			WithRuleID(f.Analyzer).
			WithRuleIndex(run.GetRuleIndex(f.Analyzer)).
			WithLevel("error").
			WithMessage(sarif.NewTextMessage(f.Message)).
			AddLocation(src.location(f.Posn, f.End)).
			WithPartialFingerprints(map[string]string{FingerprintKey: fps[i]})
		for j, r := range f.Related {
			loc := src.location(r.Posn, r.Posn).WithID(j + 1).WithMessage(sarif.NewTextMessage(r.Message))
			res.AddRelatedLocation(loc)
		}
		for _, fix := range f.Fixes {
			res.AddFixe(src.fix(fix))
		}
		run.AddResult(res)
	}
	inv := sarif.NewInvocation().WithExecutionSuccessful(len(errs) == 0)
	for _, err := range errs {
		inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel("error").WithMessage(sarif.NewTextMessage(err.Error())))
	}
	run.AddInvocation(inv)
	rep.AddRun(run)
	if err := rep.PrettyWrite(w); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// artifact returns the location of file: relative to %SRCROOT% when it is
// under the root, an absolute file URI otherwise.
func (s *source) artifact(file string) *sarif.ArtifactLocation {
	rel := s.rel(file)
	if !filepath.IsAbs(filepath.FromSlash(rel)) {
		return sarif.NewArtifactLocation().WithURI((&url.URL{Path: rel}).EscapedPath()).WithURIBaseID(srcRoot)
	}
	return sarif.NewArtifactLocation().WithURI(fileURI(file))
}

// location returns a SARIF location for the range [start, end), with
// columns counted in UTF-16 code units as SARIF's default requires.
func (s *source) location(start, end Position) *sarif.Location {
	region := sarif.NewRegion().
		WithStartLine(start.Line).
		WithStartColumn(s.utf16Column(start))
	if end.File == start.File && (end.Line > start.Line || end.Line == start.Line && end.Column > start.Column) {
		region.WithEndLine(end.Line).WithEndColumn(s.utf16Column(end))
	}
	phys := sarif.NewPhysicalLocation().WithArtifactLocation(s.artifact(start.File)).WithRegion(region)
	return sarif.NewLocationWithPhysicalLocation(phys)
}

// utf16Column converts a Go (byte) column to UTF-16 code units.
func (s *source) utf16Column(p Position) int {
	line := s.line(p.File, p.Line)
	n := min(max(p.Column-1, 0), len(line))
	col := 1
	for _, r := range line[:n] {
		col += max(utf16.RuneLen(r), 1) // an invalid byte counts as one unit
	}
	return col
}

// fix converts a suggested fix; its edits are byte ranges of each file.
func (s *source) fix(fix Fix) *sarif.Fix {
	out := sarif.NewFix().WithDescription(sarif.NewTextMessage(fix.Message))
	byFile := map[string][]Edit{}
	var files []string
	for _, e := range fix.Edits {
		if _, ok := byFile[e.File]; !ok {
			files = append(files, e.File)
		}
		byFile[e.File] = append(byFile[e.File], e)
	}
	slices.Sort(files)
	for _, file := range files {
		change := sarif.NewArtifactChange().WithArtifactLocation(s.artifact(file))
		for _, e := range byFile[file] {
			change.AddReplacement(sarif.NewReplacement().
				WithDeletedRegion(sarif.NewRegion().WithByteOffset(e.Start).WithByteLength(e.End - e.Start)).
				WithInsertedContent(sarif.NewArtifactContent().WithText(e.New)))
		}
		out.AddArtifactChange(change)
	}
	return out
}

func fileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}
