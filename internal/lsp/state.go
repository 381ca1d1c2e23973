package lsp

import (
	"encoding/json"
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analyzernames"
	"github.com/idemvet/idemvet/internal/report"
	"github.com/idemvet/idemvet/passes/config"
)

// state is what the server knows of the client's session, under
// Server.mu.
type state struct {
	initialized, shutdown bool
	watchDynamic          bool // the client watches files for the server
	opts                  options
	folders               []string             // workspace folders' directories
	docs                  map[string]*document // open documents, by path
	// results are, by file, the findings of the last run that analyzed
	// its package and type-checked, for the code actions.
	results map[string]*fileResult
	// published are, by package directory, the files whose diagnostics
	// were last published from that directory's run.
	published map[string]map[string]bool
	panics    map[string]bool // reported to the user
}

func newState() state {
	return state{docs: map[string]*document{}, results: map[string]*fileResult{},
		published: map[string]map[string]bool{}, panics: map[string]bool{}}
}

// A document is a file open in the editor.
type document struct {
	version int
	text    string
}

// A fileResult is a run's findings in one file.
type fileResult struct {
	text     string // the text analyzed
	findings []report.Finding
	imports  map[string]map[string]string // import names, by file (report.Source.Imports)
	texts    map[string]string            // the text analyzed of each file of the package, for fixes
}

func (st *state) addFolder(uri documentURI) {
	dir, err := uriToPath(uri)
	if err == nil && !slices.Contains(st.folders, dir) {
		st.folders = append(st.folders, dir)
	}
}

func (st *state) removeFolder(uri documentURI) {
	if dir, err := uriToPath(uri); err == nil {
		st.folders = slices.DeleteFunc(st.folders, func(d string) bool { return d == dir })
	}
}

// overlay returns the open Go documents' text, by path.
func (st *state) overlay() map[string][]byte {
	out := map[string][]byte{}
	for path, d := range st.docs {
		if strings.HasSuffix(path, ".go") {
			out[path] = []byte(d.text)
		}
	}
	return out
}

// options are the client's initializationOptions.
type options struct {
	// flags are the command line's flags to set, by name, as their
	// text: analyzers turned on or off, the configuration's flags.
	flags    map[string]string
	severity map[string]int // by analyzer; "" for the default
}

// severityOf returns the severity of a finding of analyzer.
func (o options) severityOf(analyzer string) int {
	if s, ok := o.severity[analyzer]; ok {
		return s
	}
	if s, ok := o.severity[""]; ok {
		return s
	}
	return severityWarning
}

// tests reports whether test files are analyzed too (the -test flag,
// true by default).
func (o options) tests() bool {
	on, err := strconv.ParseBool(o.flags["test"])
	return on || err != nil
}

// enabled returns the analyzers of suite that the options leave on.
func (o options) enabled(suite []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range suite {
		if v, ok := o.flags[a.Name]; ok {
			if on, _ := strconv.ParseBool(v); !on {
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

var severities = map[string]int{"error": severityError, "warning": severityWarning,
	"information": severityInformation, "info": severityInformation, "hint": severityHint}

// parseOptions reads initializationOptions: the command line's flags by
// name, without the dash ({"exposure": "all", "nestedretry": false}):
// those of the analyzers, of the configuration and -test; and
// "severity", one for every analyzer or one for each ({"keyinretry":
// "error"}). A bad option is an error, the flag's, and is left out.
func parseOptions(raw json.RawMessage, suite []*analysis.Analyzer) (options, []error) {
	o := options{flags: map[string]string{}, severity: map[string]int{}}
	if len(raw) == 0 || string(raw) == "null" {
		return o, nil
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return o, []error{fmt.Errorf("not a JSON object: %v", err)}
	}
	isAnalyzer := func(name string) bool {
		return slices.ContainsFunc(suite, func(a *analysis.Analyzer) bool { return a.Name == name })
	}
	var errs []error
	for _, name := range sortedKeys(m) {
		v := m[name]
		if name == "severity" {
			if err := o.parseSeverity(v, isAnalyzer); err != nil {
				errs = append(errs, err)
			}
			continue
		}
		if to, ok := analyzernames.Renamed[name]; ok {
			errs = append(errs, fmt.Errorf("-%s: %q is the old name of %s: use -%s", name, name, to, to))
			continue
		}
		text, err := flagText(v)
		if err != nil {
			errs = append(errs, fmt.Errorf("invalid value for flag -%s: %v", name, err))
			continue
		}
		switch {
		case isAnalyzer(name) || name == "test":
			if _, err := strconv.ParseBool(text); err != nil {
				errs = append(errs, fmt.Errorf("invalid boolean value %q for -%s: parse error", text, name))
				continue
			}
		case config.Analyzer.Flags.Lookup(name) != nil:
		default:
			errs = append(errs, fmt.Errorf("flag provided but not defined: -%s", name))
			continue
		}
		o.flags[name] = text
	}
	return o, errs
}

func (o *options) parseSeverity(v any, isAnalyzer func(string) bool) error {
	parse := func(key string, v any) error {
		s, _ := v.(string)
		sev, ok := severities[strings.ToLower(s)]
		if !ok {
			return fmt.Errorf("severity %v: want error, warning, information or hint", v)
		}
		o.severity[key] = sev
		return nil
	}
	if m, ok := v.(map[string]any); ok {
		for _, name := range sortedKeys(m) {
			if !isAnalyzer(name) {
				return fmt.Errorf("severity: unknown analyzer %q", name)
			}
			if err := parse(name, m[name]); err != nil {
				return err
			}
		}
		return nil
	}
	return parse("", v)
}

// flagText returns the text of a flag's value: a string as it is, a
// boolean or a number as the flag package reads it, a list joined with
// commas.
func flagText(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case bool:
		return strconv.FormatBool(v), nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case []any:
		var parts []string
		for _, e := range v {
			s, err := flagText(e)
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, ","), nil
	}
	return "", fmt.Errorf("%v is not a string, boolean, number or list", v)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// applyConfigFlags forgets the configuration files read and sets the
// configuration's flags of o, so that the next run reads .idemvet.yml
// again. It must not run while an analysis does (the runner calls it
// between runs).
func (o options) applyConfigFlags() []error {
	config.Reset()
	var errs []error
	for _, name := range sortedKeys(o.flags) {
		if config.Analyzer.Flags.Lookup(name) == nil {
			continue
		}
		if err := config.Analyzer.Flags.Set(name, o.flags[name]); err != nil {
			errs = append(errs, fmt.Errorf("invalid value %q for flag -%s: %v", o.flags[name], name, err))
		}
	}
	return errs
}

// shape is what of a Go file's text decides its package's metadata: its
// build constraints, package clause and imports. The metadata loaded for a
// package stays good while the shape of each open file stays the same.
func shape(text string) string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", text, parser.ImportsOnly|parser.ParseComments)
	if err != nil || f == nil {
		return "unparsed\x00" + text
	}
	var b strings.Builder
	for _, cg := range f.Comments {
		if cg.Pos() > f.Package {
			break
		}
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "//go:build") {
				b.WriteString(c.Text + "\x00")
			}
		}
	}
	b.WriteString("package " + f.Name.Name + "\x00")
	for _, imp := range f.Imports {
		b.WriteString(imp.Path.Value + "\x00")
	}
	return b.String()
}

// inDir reports whether path is a file of directory dir.
func inDir(path, dir string) bool { return filepath.Dir(path) == dir }
