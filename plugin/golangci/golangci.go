// Package golangci is idemvet's golangci-lint v2 module plugin. Build a
// golangci-lint that includes it with "golangci-lint custom" and a
// .custom-gcl.yml that names this package, then enable the linter "idemvet"
// (type "module") in .golangci.yml. Its settings are the keys of
// .idemvet.yml; with no settings, each package's .idemvet.yml applies, as
// for the standalone command.
package golangci

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/passes/config"
)

// Name is the linter's name in .golangci.yml and in //nolint comments.
const Name = "idemvet"

func init() { register.Plugin(Name, New) }

// Plugin is the golangci-lint plugin: the whole suite, type-checked.
type Plugin struct {
	settings *config.Config // nil: read .idemvet.yml files
}

// New decodes the settings under linters.settings.custom.idemvet.settings
// into idemvet's Config and checks them; unknown keys and bad values are
// errors that name the key.
func New(settings any) (register.LinterPlugin, error) {
	if isEmpty(settings) {
		return &Plugin{}, nil
	}
	cfg, err := register.DecodeSettings[config.Config](settings)
	if err != nil {
		return nil, settingsError(err)
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("idemvet settings: %v", err)
	}
	config.Set(&cfg)
	return &Plugin{settings: &cfg}, nil
}

// BuildAnalyzers returns the suite, each analyzer reporting without
// related locations: golangci-lint turns each related location into an
// issue of its own, on another line, which a //nolint:idemvet on the
// finding's line would not silence. The message names the same evidence
// ("the retry loop at billing.go:27").
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	out := make([]*analysis.Analyzer, len(analyzers.Suite))
	for i, a := range analyzers.Suite {
		out[i] = withoutRelated(a)
	}
	return out, nil
}

// withoutRelated returns a copy of a whose diagnostics carry no related
// locations. Only the suite's roots are copied; the passes they require are
// shared, so results and facts flow as usual.
func withoutRelated(a *analysis.Analyzer) *analysis.Analyzer {
	c := &analysis.Analyzer{
		Name:             a.Name,
		Doc:              a.Doc,
		URL:              a.URL,
		Requires:         a.Requires,
		ResultType:       a.ResultType,
		FactTypes:        a.FactTypes,
		RunDespiteErrors: a.RunDespiteErrors,
	}
	run := a.Run
	c.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			d.Related = nil
			report(d)
		}
		return run(pass)
	}
	return c
}

// GetLoadMode asks for type information: the analyzers need it.
func (p *Plugin) GetLoadMode() string { return register.LoadModeTypesInfo }

func isEmpty(settings any) bool {
	if settings == nil {
		return true
	}
	v := reflect.ValueOf(settings)
	return (v.Kind() == reflect.Map || v.Kind() == reflect.Slice) && v.Len() == 0
}

// settingsError turns encoding/json's errors into messages that name the
// setting.
func settingsError(err error) error {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return fmt.Errorf("idemvet settings: %s: want %s, got a %s", typ.Field, typ.Type, typ.Value)
	}
	msg := err.Error()
	if _, field, ok := strings.Cut(msg, "json: unknown field "); ok {
		return fmt.Errorf("idemvet settings: unknown key %s (known keys: %s)", field, strings.Join(config.Keys(), ", "))
	}
	return fmt.Errorf("idemvet settings: %v", err)
}
