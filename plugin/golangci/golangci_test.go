package golangci_test

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"

	"github.com/idemvet/idemvet/analyzers"
	_ "github.com/idemvet/idemvet/plugin/golangci"
)

func newPlugin(t *testing.T, settings any) (register.LinterPlugin, error) {
	t.Helper()
	newFn, err := register.GetPlugin("idemvet")
	if err != nil {
		t.Fatal(err)
	}
	return newFn(settings)
}

func TestRegisteredWithSuite(t *testing.T) {
	p, err := newPlugin(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil || len(as) != len(analyzers.Suite) {
		t.Fatalf("BuildAnalyzers = %d analyzers, %v; want the suite", len(as), err)
	}
	if p.GetLoadMode() != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode = %q", p.GetLoadMode())
	}
}

// Settings arrive as golangci-lint's viper gives them: maps of any.
func TestSettings(t *testing.T) {
	good := map[string]any{
		"exposure":      "at-least-once",
		"analyzers":     map[string]any{"nestedretry": false, "idemvetdirective": true},
		"retry-helpers": []any{"example.com/retry.Do"},
		"writes":        []any{map[string]any{"func": "(*example.com/mail.Client).Send", "class": "keyed", "key-slot": "DedupID"}},
	}
	if _, err := newPlugin(t, good); err != nil {
		t.Fatalf("good settings: %v", err)
	}
	for _, tc := range []struct {
		settings map[string]any
		want     string
	}{
		{map[string]any{"retry-helper": []any{"x.Y"}}, `idemvet settings: unknown key "retry-helper" (known keys: analyzers, exposure,`},
		{map[string]any{"deadline-is-budget": "yes"}, `idemvet settings: deadline-is-budget: want bool, got a string`},
		{map[string]any{"exposure": "sometimes"}, `idemvet settings: exposure: "sometimes" is not one of retry, at-least-once, all`},
		{map[string]any{"budgets": []any{"Budget"}}, `idemvet settings: budgets[0]: "Budget" is not a type name`},
		{map[string]any{"keyed-hosts": []any{"https://api.example.com/"}}, `idemvet settings: keyed-hosts[0]: "https://api.example.com/" is not a host name`},
		{map[string]any{"analyzers": map[string]any{"directive": false}}, `idemvet settings: analyzers.directive: "directive" is the old name of idemvetdirective: write idemvetdirective`},
	} {
		_, err := newPlugin(t, tc.settings)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("settings %v: got %v, want %q...", tc.settings, err, tc.want)
		}
	}
}
