package retryscope_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/idemtest"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// TestContextPolicy checks the bound that the scope of each at-least-once
// context carries: the activity options' MaximumAttempts where the
// workflow sets it in literals, else Temporal's default, and a model's
// reissue of a tool call, both without limit.
func TestContextPolicy(t *testing.T) {
	results := analysistest.Run(t, idemtest.TestData(), retryscope.Analyzer, "retryfacts/policy")
	want := map[string]int{
		"Charge": 5,
		"Email":  catalog.Unbounded,
		"Refund": catalog.Unbounded,
		"Notify": catalog.Unbounded,
		"Ship":   catalog.Unbounded,
		"Send":   3,
		"Other":  catalog.Unbounded,
		"Tool":   catalog.Unbounded,
	}
	got := map[string]int{}
	for _, r := range results {
		for _, s := range r.Result.(*retryscope.Result).Scopes {
			if d, ok := s.Func.(*ast.FuncDecl); ok && s.Kind == retryscope.AtLeastOnce {
				if _, dup := got[d.Name.Name]; dup {
					t.Errorf("%s has two at-least-once scopes", d.Name.Name)
				}
				got[d.Name.Name] = s.Attempts
			}
		}
	}
	for name, n := range want {
		if got[name] != n {
			t.Errorf("%s: Attempts = %d, want %d", name, got[name], n)
		}
	}
	if len(got) != len(want) {
		t.Errorf("scopes of %v, want those of %v", got, want)
	}
}
