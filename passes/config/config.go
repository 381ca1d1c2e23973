// Package config is the configuration pseudo-pass that every idemvet
// analyzer requires. It reports nothing; its result is the *Config that
// applies to the package being analyzed: the file named by the -config flag,
// or else the nearest .idemvet.yml in the package's directory or above it,
// or else the defaults, with the other flags laid over it. The same Config
// type is what the golangci-lint plugin decodes its settings into; the
// plugin fixes it for the whole run with Set.
//
// The file's keys are the yaml tags of Config. A bad file (a YAML syntax
// error, an unknown key, a value of the wrong type, a function or type name
// that does not parse) is an error naming the file, the line and the key;
// nothing is silently defaulted.
package config

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Exposure says which contexts count as retry-exposed.
type Exposure string

const (
	// ExposeRetry: only retry scopes (helpers, loops, retrying clients) and
	// the functions they reach.
	ExposeRetry Exposure = "retry"
	// ExposeAtLeastOnce adds at-least-once contexts: Temporal activities,
	// agent tool handlers, configured handlers. The default.
	ExposeAtLeastOnce Exposure = "at-least-once"
	// ExposeAll adds every write outside test files, and the writes of test
	// files in retry-exposed contexts.
	ExposeAll Exposure = "all"

	// DefaultExposure is the exposure when none is configured.
	DefaultExposure = ExposeAtLeastOnce
)

// Write describes a user or third-party function that writes.
type Write struct {
	Func    string `yaml:"func" json:"func"`         // full name, e.g. "(*example.com/mail.Client).Send"
	Class   string `yaml:"class" json:"class"`       // read, idempotent, keyed, unkeyed
	KeySlot string `yaml:"key-slot" json:"key-slot"` // for keyed: parameter name or "Field" of the argument
}

// Client describes a type whose methods retry internally.
type Client struct {
	Type     string `yaml:"type" json:"type"`         // full name, e.g. "example.com/http.RetryingClient"
	Attempts int    `yaml:"attempts" json:"attempts"` // default attempts, 0 if unknown
}

// Handler names a registration whose handler argument runs in an
// at-least-once context: a project's own wrapper of mcp.AddTool, or of
// Temporal's RegisterActivity.
type Handler struct {
	Func    string `yaml:"func" json:"func"`       // full name of the registration
	Arg     int    `yaml:"arg" json:"arg"`         // index of the handler argument; -1: the last
	Context string `yaml:"context" json:"context"` // mcp-tool or temporal-activity
}

// Contexts of handlers, as the configuration names them.
const (
	ContextMCPTool          = "mcp-tool"
	ContextTemporalActivity = "temporal-activity"
)

// Kind returns the catalog's kind of h's context.
func (h Handler) Kind() catalog.ContextKind {
	switch h.Context {
	case ContextMCPTool:
		return catalog.MCPToolHandler
	case ContextTemporalActivity:
		return catalog.TemporalActivity
	}
	return catalog.NoContext
}

// Config is idemvet's configuration. Its keys are those of .idemvet.yml and
// of the golangci-lint settings.
type Config struct {
	// Analyzers turns analyzers on (true) or off (false); absent ones are on.
	Analyzers map[string]bool `yaml:"analyzers" json:"analyzers"`
	// Exposure selects which contexts are retry-exposed.
	Exposure Exposure `yaml:"exposure" json:"exposure"`
	// RetryHelpers are extra functions that retry their func-typed argument.
	RetryHelpers []string `yaml:"retry-helpers" json:"retry-helpers"`
	// RetryingClients are types whose calls retry internally.
	RetryingClients []Client `yaml:"retrying-clients" json:"retrying-clients"`
	// Writes are extra write classifications.
	Writes []Write `yaml:"writes" json:"writes"`
	// KeyedHosts are hosts whose APIs take an Idempotency-Key header: a
	// raw POST or PATCH to one (or to a subdomain of one) is keyable.
	KeyedHosts []string `yaml:"keyed-hosts" json:"keyed-hosts"`
	// Budgets are types whose values are a shared retry budget.
	Budgets []string `yaml:"budgets" json:"budgets"`
	// Ambiguous are functions that tell an unknown outcome apart.
	Ambiguous []string `yaml:"ambiguous" json:"ambiguous"`
	// Handlers are extra registrations of at-least-once handlers.
	Handlers []Handler `yaml:"handlers" json:"handlers"`
	// DeadlineIsBudget makes a context deadline count as a shared budget.
	DeadlineIsBudget bool `yaml:"deadline-is-budget" json:"deadline-is-budget"`
}

// Default returns the configuration used when nothing is configured.
func Default() *Config { return &Config{Exposure: DefaultExposure} }

// Enabled reports whether the named analyzer is on.
func (c *Config) Enabled(name string) bool {
	on, ok := c.Analyzers[name]
	return !ok || on
}

// IsRetryHelper reports whether the function named name is configured as a
// retry helper.
func (c *Config) IsRetryHelper(name string) bool { return slices.Contains(c.RetryHelpers, name) }

// IsKeyedHost reports whether host, or a domain it belongs to, is
// configured as taking an Idempotency-Key header.
func (c *Config) IsKeyedHost(host string) bool {
	host = strings.ToLower(host)
	bare, _, _ := strings.Cut(host, ":")
	for _, h := range c.KeyedHosts {
		h = strings.ToLower(h)
		if !strings.Contains(h, ":") {
			host := bare // an entry without a port names the host on any port
			if host == h || strings.HasSuffix(host, "."+h) {
				return true
			}
			continue
		}
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// IsBudget reports whether the type named name is configured as a budget.
func (c *Config) IsBudget(name string) bool { return slices.Contains(c.Budgets, name) }

// IsAmbiguous reports whether the function named name is configured as an
// ambiguity classifier.
func (c *Config) IsAmbiguous(name string) bool { return slices.Contains(c.Ambiguous, name) }

// Flags, shared by every package of a run. Their values override the
// file's; list flags add to its lists.
var (
	flagConfig       = &stringFlag{}
	flagExposure     = &stringFlag{v: string(DefaultExposure)}
	flagRetryHelpers = &stringFlag{}
	flagBudgets      = &stringFlag{}
	flagAmbiguous    = &stringFlag{}
	flagDeadline     = &boolFlag{}
)

// Analyzer provides the *Config to the analyzers that require it.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetconfig",
	Doc:        "provide idemvet's configuration to its analyzers (reports nothing)",
	Run:        analysisutil.Safe("idemvetconfig", run),
	ResultType: reflect.TypeFor[*Config](),
}

func init() {
	fs := &Analyzer.Flags
	fs.Var(flagConfig, "config", "configuration file to use instead of the nearest "+FileName+" above each package")
	fs.Var(flagExposure, "exposure", "which contexts are retry-exposed: retry, at-least-once or all (retry leaves out at-least-once contexts)")
	fs.Var(flagRetryHelpers, "retry-helpers", "comma-separated full names of extra retry helpers")
	fs.Var(flagBudgets, "budgets", "comma-separated full names of retry budget types")
	fs.Var(flagAmbiguous, "ambiguous", "comma-separated full names of functions that classify ambiguous errors")
	fs.Var(flagDeadline, "deadline-is-budget", "count a context deadline as a shared retry budget")
}

// stringFlag and boolFlag remember whether they were set, wherever they
// were parsed (the standalone driver's flag set, unitchecker's, nogo's).
type stringFlag struct {
	v   string
	set bool
}

func (f *stringFlag) String() string     { return f.v }
func (f *stringFlag) Set(s string) error { f.v, f.set = s, true; return nil }

type boolFlag struct {
	v   bool
	set bool
}

func (f *boolFlag) String() string   { return strconv.FormatBool(f.v) }
func (f *boolFlag) IsBoolFlag() bool { return true }
func (f *boolFlag) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return err
	}
	f.v, f.set = v, true
	return nil
}

// The state of a run: the configuration fixed by Set, or the files read so
// far (by path, "" for none) and the file that applies to each directory.
var (
	mu     sync.Mutex
	fixed  *Config
	ferr   error
	byPath = map[string]result{}
	byDir  = map[string]string{}
)

type result struct {
	cfg *Config
	err error
}

// Set fixes the configuration for the rest of the process, for every
// package: the golangci-lint plugin calls it with its settings. No file is
// read after it.
func Set(c *Config) {
	mu.Lock()
	defer mu.Unlock()
	fixed, ferr = c, c.Validate()
}

// For returns the configuration of a package in dir: Set's if it was
// called; otherwise the file given by the -config flag, or else the nearest
// .idemvet.yml in dir or above it, or else the defaults; with the flags
// applied on top. Files are read once per process.
func For(dir string) (*Config, error) {
	mu.Lock()
	defer mu.Unlock()
	if fixed != nil || ferr != nil {
		return fixed, ferr
	}
	path := flagConfig.v
	if !flagConfig.set {
		var ok bool
		if path, ok = byDir[dir]; !ok {
			path = Find(dir)
			byDir[dir] = path
		}
	}
	r, ok := byPath[path]
	if !ok {
		r.cfg, r.err = Default(), nil
		if path != "" {
			r.cfg, r.err = Load(path)
		}
		if r.err == nil {
			r.err = applyFlags(r.cfg)
		}
		byPath[path] = r
	}
	return r.cfg, r.err
}

// applyFlags lays the flags that were set over c.
func applyFlags(c *Config) error {
	if flagExposure.set {
		c.Exposure = Exposure(flagExposure.v)
	}
	if flagDeadline.set {
		c.DeadlineIsBudget = flagDeadline.v
	}
	c.RetryHelpers = union(c.RetryHelpers, split(flagRetryHelpers.v))
	c.Budgets = union(c.Budgets, split(flagBudgets.v))
	c.Ambiguous = union(c.Ambiguous, split(flagAmbiguous.v))
	if err := c.Validate(); err != nil {
		return fmt.Errorf("flags: %v", err)
	}
	return nil
}

func union(a, b []string) []string {
	for _, s := range b {
		if !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	return a
}

// PackageDir returns the directory of a package's source files, where the
// search for its configuration file starts. Line directives are followed, so
// that cgo's generated files lead back to the package's own directory.
func PackageDir(fset *token.FileSet, files []*ast.File) string {
	for _, f := range files {
		if name := fset.Position(f.Package).Filename; name != "" {
			return filepath.Dir(name)
		}
	}
	return ""
}

func run(pass *analysis.Pass) (any, error) {
	return For(PackageDir(pass.Fset, pass.Files))
}

func split(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// Reset forgets the flags set, the files read and the configuration fixed by
// Set, so that a driver that runs several times in one process (tests, an
// editor server) starts each run as a new process would.
func Reset() {
	mu.Lock()
	defer mu.Unlock()
	*flagConfig = stringFlag{}
	*flagExposure = stringFlag{v: string(DefaultExposure)}
	*flagRetryHelpers = stringFlag{}
	*flagBudgets = stringFlag{}
	*flagAmbiguous = stringFlag{}
	*flagDeadline = boolFlag{}
	fixed, ferr = nil, nil
	byPath = map[string]result{}
	byDir = map[string]string{}
}
