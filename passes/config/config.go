// Package config is the configuration pseudo-pass that every idemvet
// analyzer requires. It reports nothing; its result is the *Config that
// applies to the package being analyzed, built from the flags (and, where
// present, the configuration file). The same Config type is what the
// golangci-lint plugin decodes its settings into.
package config

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Exposure says which contexts count as retry-exposed.
type Exposure string

const (
	// ExposeRetry: only retry scopes (helpers, loops, retrying clients) and
	// the functions they reach. The default.
	ExposeRetry Exposure = "retry"
	// ExposeAtLeastOnce adds at-least-once contexts: Temporal activities,
	// message handlers, agent tool handlers.
	ExposeAtLeastOnce Exposure = "at-least-once"
	// ExposeAll treats every write as retry-exposed.
	ExposeAll Exposure = "all"
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
	// Budgets are types whose values are a shared retry budget.
	Budgets []string `yaml:"budgets" json:"budgets"`
	// Ambiguous are functions that tell an unknown outcome apart.
	Ambiguous []string `yaml:"ambiguous" json:"ambiguous"`
	// DeadlineIsBudget makes a context deadline count as a shared budget.
	DeadlineIsBudget bool `yaml:"deadline-is-budget" json:"deadline-is-budget"`
}

// Default returns the configuration used when nothing is configured.
func Default() *Config { return &Config{Exposure: ExposeRetry} }

// Enabled reports whether the named analyzer is on.
func (c *Config) Enabled(name string) bool {
	on, ok := c.Analyzers[name]
	return !ok || on
}

// IsRetryHelper reports whether the function named name is configured as a
// retry helper.
func (c *Config) IsRetryHelper(name string) bool { return slices.Contains(c.RetryHelpers, name) }

// IsBudget reports whether the type named name is configured as a budget.
func (c *Config) IsBudget(name string) bool { return slices.Contains(c.Budgets, name) }

// IsAmbiguous reports whether the function named name is configured as an
// ambiguity classifier.
func (c *Config) IsAmbiguous(name string) bool { return slices.Contains(c.Ambiguous, name) }

// Validate checks values that the type system does not.
func (c *Config) Validate() error {
	switch c.Exposure {
	case "", ExposeRetry, ExposeAtLeastOnce, ExposeAll:
	default:
		return fmt.Errorf("exposure: %q is not one of retry, at-least-once, all", c.Exposure)
	}
	if c.Exposure == "" {
		c.Exposure = ExposeRetry
	}
	return nil
}

// Flag-set configuration, shared by every package of a run.
var (
	flagExposure     string
	flagRetryHelpers string
	flagBudgets      string
	flagAmbiguous    string
	flagDeadline     bool

	once   sync.Once
	global *Config
	gerr   error
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
	fs.StringVar(&flagExposure, "exposure", "retry", "which contexts are retry-exposed: retry, at-least-once or all")
	fs.StringVar(&flagRetryHelpers, "retry-helpers", "", "comma-separated full names of extra retry helpers")
	fs.StringVar(&flagBudgets, "budgets", "", "comma-separated full names of retry budget types")
	fs.StringVar(&flagAmbiguous, "ambiguous", "", "comma-separated full names of functions that classify ambiguous errors")
	fs.BoolVar(&flagDeadline, "deadline-is-budget", false, "count a context deadline as a shared retry budget")
}

// Set replaces the configuration for the rest of the process: front ends
// that read a file or plugin settings call it before analysis starts.
func Set(c *Config) {
	once.Do(func() {})
	global, gerr = c, c.Validate()
}

func run(pass *analysis.Pass) (any, error) {
	once.Do(func() {
		c := Default()
		c.Exposure = Exposure(flagExposure)
		c.RetryHelpers = split(flagRetryHelpers)
		c.Budgets = split(flagBudgets)
		c.Ambiguous = split(flagAmbiguous)
		c.DeadlineIsBudget = flagDeadline
		global, gerr = c, c.Validate()
	})
	if gerr != nil {
		return nil, gerr
	}
	return global, nil
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
