package report

import (
	"cmp"
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf16"

	"golang.org/x/mod/semver"
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/docgen"
)

// FingerprintKey names idemvet's entry in a SARIF result's
// partialFingerprints.
const FingerprintKey = "idemvet/v1"

const srcRoot = "%SRCROOT%"

// WriteSARIF writes findings as a SARIF 2.1.0 log with one run: a rule per
// analyzer of the suite (descriptions from its doc.go, help URI into
// docs/analyzers.md), results with related locations (for a grouped
// finding, the first sarifSites other sites), line-independent partial
// fingerprints, and the suggested fixes. Paths are relative to the
// root, given as %SRCROOT%. v is idemvet's module version ("v0.3.0"), ""
// when the build records none.
func WriteSARIF(w io.Writer, suite []*analysis.Analyzer, src *Source, findings []Finding, errs []error, v string) error {
	driver := sarifDriver{Name: "idemvet", InformationURI: "https://github.com/idemvet/idemvet"}
	driver.Version = cmp.Or(strings.TrimPrefix(v, "v"), "devel")
	if semver.IsValid(v) {
		driver.SemanticVersion = strings.TrimPrefix(v, "v")
	}
	ruleIndex := map[string]int{}
	for i, a := range suite {
		ruleIndex[a.Name] = i
		driver.Rules = append(driver.Rules, sarifRule{
			ID:                   a.Name,
			Name:                 a.Name,
			ShortDescription:     &sarifMessage{docgen.Summary(a)},
			FullDescription:      &sarifMessage{docgen.Body(a)},
			Help:                 &sarifMessage{a.Doc},
			HelpURI:              docgen.URL(a.Name),
			DefaultConfiguration: &sarifRuleSettings{Level: "error"},
		})
	}
	root := src.root
	if !strings.HasSuffix(root, string(filepath.Separator)) {
		root += string(filepath.Separator)
	}
	run := sarifRun{
		Tool:               sarifTool{Driver: driver},
		OriginalURIBaseIDs: map[string]sarifArtifact{srcRoot: {URI: fileURI(root)}},
		ColumnKind:         "utf16CodeUnits",
		Results:            []sarifResult{},
	}
	for _, f := range findings {
		res := sarifResult{
			RuleID:              f.Analyzer,
			Level:               "error",
			Message:             sarifMessage{f.Message},
			Locations:           []sarifLocation{src.location(f.Posn, f.End)},
			PartialFingerprints: map[string]string{FingerprintKey: f.fingerprint},
		}
		if j, ok := ruleIndex[f.Analyzer]; ok {
			res.RuleIndex = &j
		}
		related, _ := f.listed(sarifSites)
		for j, r := range related {
			loc := src.location(r.Posn, r.Posn)
			id := j + 1
			loc.ID, loc.Message = &id, &sarifMessage{r.Message}
			res.RelatedLocations = append(res.RelatedLocations, loc)
		}
		for _, fix := range f.Fixes {
			res.Fixes = append(res.Fixes, src.fix(fix))
		}
		run.Results = append(run.Results, res)
	}
	inv := sarifInvocation{ExecutionSuccessful: len(errs) == 0}
	for _, err := range errs {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{Level: "error", Message: sarifMessage{err.Error()}})
	}
	run.Invocations = []sarifInvocation{inv}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(sarifLog{Schema: sarifSchema, Version: sarifVersion, Runs: []sarifRun{run}})
}

// artifact returns the location of file: relative to %SRCROOT% when it is
// under the root, an absolute file URI otherwise.
func (s *Source) artifact(file string) sarifArtifact {
	rel := s.Rel(file)
	if !filepath.IsAbs(filepath.FromSlash(rel)) {
		return sarifArtifact{URI: (&url.URL{Path: rel}).EscapedPath(), URIBaseID: srcRoot}
	}
	return sarifArtifact{URI: fileURI(file)}
}

// location returns a SARIF location for the range [start, end), with
// columns counted in UTF-16 code units as SARIF's default requires.
func (s *Source) location(start, end Position) sarifLocation {
	region := &sarifRegion{StartLine: start.Line, StartColumn: s.utf16Column(start)}
	if end.File == start.File && (end.Line > start.Line || end.Line == start.Line && end.Column > start.Column) {
		region.EndLine, region.EndColumn = end.Line, s.utf16Column(end)
	}
	return sarifLocation{PhysicalLocation: sarifPhysicalLocation{ArtifactLocation: s.artifact(start.File), Region: region}}
}

// utf16Column converts a Go (byte) column to UTF-16 code units.
func (s *Source) utf16Column(p Position) int {
	line := s.line(p.File, p.Line)
	n := min(max(p.Column-1, 0), len(line))
	col := 1
	for _, r := range line[:n] {
		col += max(utf16.RuneLen(r), 1) // an invalid byte counts as one unit
	}
	return col
}

// fix converts a suggested fix; its edits are byte ranges of each file.
func (s *Source) fix(fix Fix) sarifFix {
	out := sarifFix{Description: sarifMessage{fix.Message}}
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
		change := sarifArtifactChange{ArtifactLocation: s.artifact(file)}
		for _, e := range byFile[file] {
			off, n := e.Start, e.End-e.Start
			change.Replacements = append(change.Replacements, sarifReplacement{
				DeletedRegion:   sarifRegion{ByteOffset: &off, ByteLength: &n},
				InsertedContent: &sarifMessage{e.New},
			})
		}
		out.ArtifactChanges = append(out.ArtifactChanges, change)
	}
	return out
}

func fileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}
