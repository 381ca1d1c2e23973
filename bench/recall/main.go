// Command recall scores idemvet's findings against a corpus of real code
// labelled by reading it: each label file names a repository, the commit it
// was read at, the module directories to analyze, and the places where a
// finding must appear (positives) or must not (negatives).
//
//	go run ./bench/recall -labels bench/recall/labels -src DIR -bin IDEMVET [-exposure X] [-out DIR]
//
// For each label file it finds the checkout DIR/<owner>__<repo>, checks that
// its HEAD is the labelled commit, runs IDEMVET -json ./... in each module
// directory (or reads the output saved under -out by an earlier run, saving it
// there otherwise), and prints markdown tables of recall per analyzer and per
// repository, then the misses, the findings that hit a negative, and the
// findings that match no label, for a reviewer to judge.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// A LabelFile is one repository's labels.
type LabelFile struct {
	Name    string // owner__repo, the file's base name
	Repo    string // owner/name
	Commit  string
	Modules []string
	Labels  []Label
}

// A Label is one labelled place.
type Label struct {
	ID       string
	Positive bool
	Analyzer string
	Spans    []Span // where the finding may be reported: any one will do
	Reason   string
}

// A Span is a file (relative to the repository root) and a line range.
type Span struct {
	File       string
	Start, End int
}

func (s Span) String() string {
	if s.Start == s.End {
		return fmt.Sprintf("%s:%d", s.File, s.Start)
	}
	return fmt.Sprintf("%s:%d-%d", s.File, s.Start, s.End)
}

// A Site is one reported place: a finding, or one site of a grouped finding.
type Site struct {
	Analyzer  string
	File      string // relative to the repository root
	Line, End int
	Message   string
}

// finding is the part of idemvet's -json output that scoring reads.
type finding struct {
	Analyzer string    `json:"analyzer"`
	Posn     position  `json:"posn"`
	End      position  `json:"end"`
	Message  string    `json:"message"`
	Sites    []finding `json:"sites"`
}

type position struct {
	File string `json:"file"`
	Line int    `json:"line"`
}

func main() {
	labelsDir := flag.String("labels", "bench/recall/labels", "directory of label files (*.tsv)")
	srcDir := flag.String("src", "", "directory holding the checkouts, one per label file, named owner__repo")
	bin := flag.String("bin", "idemvet", "idemvet binary to run")
	exposure := flag.String("exposure", "", "value for idemvet's -exposure flag (empty: its default)")
	outDir := flag.String("out", "", "directory for raw -json outputs: read when present, written otherwise")
	flag.Parse()
	if *srcDir == "" {
		fmt.Fprintln(os.Stderr, "recall: -src is required")
		os.Exit(2)
	}
	files, err := loadLabelDir(*labelsDir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "recall:", err)
		os.Exit(2)
	}
	var results []RepoResult
	failed := false
	for _, lf := range files {
		sites, err := findingsFor(lf, *srcDir, *bin, *exposure, *outDir)
		if err != nil {
			fmt.Fprintf(os.Stderr, "recall: %s: %v\n", lf.Repo, err)
			failed = true
			continue
		}
		results = append(results, Score(lf, sites))
	}
	Report(os.Stdout, results, *exposure)
	if failed {
		os.Exit(1)
	}
}

func loadLabelDir(dir string) ([]*LabelFile, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("no label files in %s", dir)
	}
	slices.Sort(names)
	var out []*LabelFile
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		lf, err := ParseLabels(strings.TrimSuffix(filepath.Base(name), ".tsv"), data)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		out = append(out, lf)
	}
	return out, nil
}

// ParseLabels reads a label file: "# key: value" headers (repo, commit,
// modules), then tab-separated rows of id, class, analyzer, location, reason.
// A location is one or more file:line or file:start-end spans separated by
// commas; a finding in any of them counts.
func ParseLabels(name string, data []byte) (*LabelFile, error) {
	lf := &LabelFile{Name: name}
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "#"); ok {
			key, val, ok := strings.Cut(rest, ":")
			if !ok {
				continue
			}
			val = strings.TrimSpace(val)
			switch strings.TrimSpace(key) {
			case "repo":
				lf.Repo = val
			case "commit":
				lf.Commit = val
			case "modules":
				lf.Modules = strings.Fields(val)
			}
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 5 {
			return nil, fmt.Errorf("line %d: want 5 tab-separated columns, got %d", n, len(cols))
		}
		l := Label{ID: cols[0], Analyzer: cols[2], Reason: cols[4]}
		switch cols[1] {
		case "positive":
			l.Positive = true
		case "negative":
		default:
			return nil, fmt.Errorf("line %d: class %q is neither positive nor negative", n, cols[1])
		}
		if seen[l.ID] {
			return nil, fmt.Errorf("line %d: id %s used twice", n, l.ID)
		}
		seen[l.ID] = true
		spans, err := ParseLocation(cols[3])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		l.Spans = spans
		lf.Labels = append(lf.Labels, l)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if lf.Repo == "" || len(lf.Commit) != 40 {
		return nil, errors.New("missing repo header or 40-hex commit header")
	}
	if len(lf.Modules) == 0 {
		lf.Modules = []string{"."}
	}
	return lf, nil
}

// ParseLocation parses "a.go:10-12,b.go:7".
func ParseLocation(s string) ([]Span, error) {
	var spans []Span
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		i := strings.LastIndex(part, ":")
		if i <= 0 {
			return nil, fmt.Errorf("location %q: want file:line or file:start-end", part)
		}
		sp := Span{File: filepath.ToSlash(part[:i])}
		lo, hi, isRange := strings.Cut(part[i+1:], "-")
		var err error
		if sp.Start, err = strconv.Atoi(lo); err != nil {
			return nil, fmt.Errorf("location %q: %v", part, err)
		}
		sp.End = sp.Start
		if isRange {
			if sp.End, err = strconv.Atoi(hi); err != nil {
				return nil, fmt.Errorf("location %q: %v", part, err)
			}
		}
		if sp.Start <= 0 || sp.End < sp.Start {
			return nil, fmt.Errorf("location %q: bad line range", part)
		}
		spans = append(spans, sp)
	}
	return spans, nil
}

// Matches reports whether a site of the label's analyzer lies in one of its
// spans: its first line inside the range, or its lines overlapping it.
func (l Label) Matches(s Site) bool {
	if s.Analyzer != l.Analyzer {
		return false
	}
	end := max(s.End, s.Line)
	for _, sp := range l.Spans {
		if sp.File == s.File && s.Line <= sp.End && end >= sp.Start {
			return true
		}
	}
	return false
}

// Sites flattens idemvet's -json output into reported places relative to
// root: each site of a grouped finding counts on its own. Duplicates (the
// same analyzer, file and line) are dropped.
func Sites(data []byte, root string) ([]Site, error) {
	var fs []finding
	if err := json.Unmarshal(data, &fs); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []Site
	add := func(f finding, analyzer string) {
		file := f.Posn.File
		if rel, err := filepath.Rel(root, file); err == nil && filepath.IsAbs(file) {
			file = rel
		}
		s := Site{Analyzer: cmp.Or(f.Analyzer, analyzer), File: filepath.ToSlash(file), Line: f.Posn.Line, End: f.End.Line, Message: f.Message}
		key := fmt.Sprintf("%s\x00%s\x00%d", s.Analyzer, s.File, s.Line)
		if !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	for _, f := range fs {
		if len(f.Sites) == 0 {
			add(f, f.Analyzer)
			continue
		}
		for _, s := range f.Sites {
			add(s, f.Analyzer)
		}
	}
	return out, nil
}

// findingsFor gathers the sites idemvet reports for one labelled repository.
func findingsFor(lf *LabelFile, srcDir, bin, exposure, outDir string) ([]Site, error) {
	root, err := filepath.Abs(filepath.Join(srcDir, lf.Name))
	if err != nil {
		return nil, err
	}
	head, err := exec.Command("git", "-C", root, "rev-parse", "HEAD").Output()
	if err != nil {
		return nil, fmt.Errorf("git rev-parse in %s: %v", root, err)
	}
	if got := strings.TrimSpace(string(head)); got != lf.Commit {
		return nil, fmt.Errorf("%s is at %s, labels are for %s", root, got, lf.Commit)
	}
	var all []Site
	for _, mod := range lf.Modules {
		data, err := rawOutput(root, mod, bin, exposure, outDir, lf.Name)
		if err != nil {
			return nil, err
		}
		sites, err := Sites(data, root)
		if err != nil {
			return nil, fmt.Errorf("module %s: reading -json output: %v", mod, err)
		}
		all = append(all, sites...)
	}
	return all, nil
}

func rawOutput(root, mod, bin, exposure, outDir, name string) ([]byte, error) {
	var saved string
	if outDir != "" {
		tag := cmp.Or(exposure, "default")
		modTag := strings.ReplaceAll(filepath.ToSlash(filepath.Clean(mod)), "/", "_")
		if modTag == "." {
			modTag = "root"
		}
		saved = filepath.Join(outDir, name, fmt.Sprintf("%s.%s.json", modTag, tag))
		if data, err := os.ReadFile(saved); err == nil {
			return data, nil
		}
	}
	args := []string{"-json"}
	if exposure != "" {
		args = append(args, "-exposure="+exposure)
	}
	args = append(args, "./...")
	cmd := exec.Command(bin, args...)
	cmd.Dir = filepath.Join(root, mod)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) {
		// Exit status 1 means findings; anything else is a failed run.
		return nil, fmt.Errorf("module %s: %s: %v\n%s", mod, bin, err, tail(stderr.String(), 2000))
	}
	if saved != "" {
		if err := os.MkdirAll(filepath.Dir(saved), 0o777); err != nil {
			return nil, err
		}
		if err := os.WriteFile(saved, stdout.Bytes(), 0o666); err != nil {
			return nil, err
		}
		if stderr.Len() > 0 {
			_ = os.WriteFile(strings.TrimSuffix(saved, ".json")+".stderr", stderr.Bytes(), 0o666)
		}
	}
	return stdout.Bytes(), nil
}

func tail(s string, n int) string {
	if len(s) > n {
		return "..." + s[len(s)-n:]
	}
	return s
}

// A RepoResult is one repository scored.
type RepoResult struct {
	File       *LabelFile
	Found      map[string]bool // positive id -> found
	False      []Hit           // findings at a negative
	Unlabelled []Site
}

// A Hit is a finding at a labelled place.
type Hit struct {
	Label Label
	Site  Site
}

// Score matches the sites against the labels. A site that matches a
// positive counts for it; one that matches only a negative is false; one that
// matches no label is unlabelled.
func Score(lf *LabelFile, sites []Site) RepoResult {
	r := RepoResult{File: lf, Found: map[string]bool{}}
	for _, l := range lf.Labels {
		if l.Positive {
			r.Found[l.ID] = false
		}
	}
	for _, s := range sites {
		pos := false
		var neg *Label
		for i, l := range lf.Labels {
			if !l.Matches(s) {
				continue
			}
			if l.Positive {
				r.Found[l.ID] = true
				pos = true
			} else if neg == nil {
				neg = &lf.Labels[i]
			}
		}
		switch {
		case pos:
		case neg != nil:
			r.False = append(r.False, Hit{*neg, s})
		default:
			r.Unlabelled = append(r.Unlabelled, s)
		}
	}
	return r
}

var analyzers = []string{"keyinretry", "unkeyedwrite", "nestedretry", "unknownoutcome"}

type tally struct{ pos, found, neg, falses, unlabelled int }

func (t tally) recall() string {
	if t.pos == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(t.found)/float64(t.pos))
}

// Report prints the tables and lists in markdown.
func Report(w io.Writer, results []RepoResult, exposure string) {
	fmt.Fprintf(w, "# idemvet recall (exposure: %s)\n\n", cmp.Or(exposure, "default"))
	per := map[string]*tally{}
	for _, a := range analyzers {
		per[a] = &tally{}
	}
	var total tally
	get := func(a string) *tally {
		if per[a] == nil {
			per[a] = &tally{}
		}
		return per[a]
	}
	for _, r := range results {
		for _, l := range r.File.Labels {
			t := get(l.Analyzer)
			if l.Positive {
				t.pos++
				total.pos++
				if r.Found[l.ID] {
					t.found++
					total.found++
				}
			} else {
				t.neg++
				total.neg++
			}
		}
		for _, h := range r.False {
			get(h.Site.Analyzer).falses++
			total.falses++
		}
		for _, s := range r.Unlabelled {
			get(s.Analyzer).unlabelled++
			total.unlabelled++
		}
	}
	names := slices.Clone(analyzers)
	for a := range per {
		if !slices.Contains(names, a) {
			names = append(names, a)
		}
	}
	slices.Sort(names[len(analyzers):])
	fmt.Fprintln(w, "## Per analyzer")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| analyzer | positives | found | missed | recall | negatives | false | unlabelled |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
	for _, a := range names {
		t := per[a]
		fmt.Fprintf(w, "| %s | %d | %d | %d | %s | %d | %d | %d |\n", a, t.pos, t.found, t.pos-t.found, t.recall(), t.neg, t.falses, t.unlabelled)
	}
	fmt.Fprintf(w, "| **all** | %d | %d | %d | %s | %d | %d | %d |\n\n", total.pos, total.found, total.pos-total.found, total.recall(), total.neg, total.falses, total.unlabelled)

	fmt.Fprintln(w, "## Per repository")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| repository | commit | positives | found | missed | recall | negatives | false | unlabelled |")
	fmt.Fprintln(w, "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
	for _, r := range results {
		var t tally
		for _, l := range r.File.Labels {
			if l.Positive {
				t.pos++
				if r.Found[l.ID] {
					t.found++
				}
			} else {
				t.neg++
			}
		}
		fmt.Fprintf(w, "| %s | %.12s | %d | %d | %d | %s | %d | %d | %d |\n", r.File.Repo, r.File.Commit, t.pos, t.found, t.pos-t.found, t.recall(), t.neg, len(r.False), len(r.Unlabelled))
	}
	fmt.Fprintln(w)

	fmt.Fprintln(w, "## Missed positives")
	fmt.Fprintln(w)
	for _, r := range results {
		for _, l := range r.File.Labels {
			if l.Positive && !r.Found[l.ID] {
				fmt.Fprintf(w, "- %s %s (%s) %s: %s\n", r.File.Repo, l.ID, l.Analyzer, spans(l.Spans), l.Reason)
			}
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "## Findings at a negative (false)")
	fmt.Fprintln(w)
	for _, r := range results {
		for _, h := range r.False {
			fmt.Fprintf(w, "- %s %s (%s) %s:%d: %s\n", r.File.Repo, h.Label.ID, h.Site.Analyzer, h.Site.File, h.Site.Line, firstLine(h.Site.Message))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "## Unlabelled findings (to judge)")
	fmt.Fprintln(w)
	for _, r := range results {
		for _, s := range r.Unlabelled {
			fmt.Fprintf(w, "- %s (%s) %s:%d: %s\n", r.File.Repo, s.Analyzer, s.File, s.Line, firstLine(s.Message))
		}
	}
}

func spans(ss []Span) string {
	var parts []string
	for _, s := range ss {
		parts = append(parts, s.String())
	}
	return strings.Join(parts, ",")
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	if len(s) > 240 {
		s = s[:240] + "..."
	}
	return s
}
