package report

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
)

// A Baseline is the set of findings a pull-request gate accepts: only
// findings not in it are reported. Entries are matched by fingerprint, which
// does not use line numbers, so edits elsewhere in a file do not turn known
// findings into new ones; the other fields are there for reviewers.
type Baseline struct {
	Tool     string          `json:"tool"`
	Version  int             `json:"version"`
	Findings []BaselineEntry `json:"findings"`
}

// A BaselineEntry is one accepted finding.
type BaselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Analyzer    string `json:"analyzer"`
	File        string `json:"file"`
	Message     string `json:"message"`
}

const baselineVersion = 1

// ReadBaseline reads a baseline file.
func ReadBaseline(path string) (map[string]bool, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading baseline: %v", err)
	}
	var b Baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("%s: not an idemvet baseline: %v", path, err)
	}
	if b.Tool != "idemvet" || b.Version != baselineVersion {
		return nil, fmt.Errorf("%s: not an idemvet baseline of version %d (tool %q, version %d)", path, baselineVersion, b.Tool, b.Version)
	}
	known := map[string]bool{}
	for _, e := range b.Findings {
		known[e.Fingerprint] = true
	}
	return known, nil
}

// WriteBaseline writes the findings, site by site (they are not grouped),
// as a baseline file.
func WriteBaseline(path string, src *Source, findings []Finding) error {
	b := Baseline{Tool: "idemvet", Version: baselineVersion, Findings: []BaselineEntry{}}
	for _, f := range findings {
		b.Findings = append(b.Findings, BaselineEntry{
			Fingerprint: f.fingerprint,
			Analyzer:    f.Analyzer,
			File:        src.Rel(f.Posn.File),
			Message:     normalize(f.Message),
		})
	}
	slices.SortFunc(b.Findings, func(x, y BaselineEntry) int {
		return cmp.Or(cmp.Compare(x.File, y.File), cmp.Compare(x.Analyzer, y.Analyzer), cmp.Compare(x.Fingerprint, y.Fingerprint))
	})
	data, err := json.MarshalIndent(b, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o666)
}

// FilterBaseline returns the findings whose fingerprints are not known. It
// runs site by site, before grouping: a site that joins a cause whose other
// sites are known is new.
func FilterBaseline(findings []Finding, known map[string]bool) []Finding {
	var out []Finding
	for _, f := range findings {
		if !known[f.fingerprint] {
			out = append(out, f)
		}
	}
	return out
}
