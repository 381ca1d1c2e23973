package rule_test

import (
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/rule"
)

// TestCause checks that CauseOf finds the related information Cause made,
// and no other: a position alone or a node's range is not a cause.
func TestCause(t *testing.T) {
	d := analysis.Diagnostic{Related: []analysis.RelatedInformation{
		{Pos: 10, Message: "the outer retry loop starts here"},
		{Pos: 20, End: 30, Message: "the read-back is here"},
		rule.Cause(40, "the retrying client is made here"),
	}}
	if r, ok := rule.CauseOf(d); !ok || r.Pos != 40 || r.Message != "the retrying client is made here" {
		t.Errorf("CauseOf = %+v, %v; want the client at 40", r, ok)
	}
	d.Related = d.Related[:2]
	if r, ok := rule.CauseOf(d); ok {
		t.Errorf("CauseOf = %+v without a cause", r)
	}
	if _, ok := rule.CauseOf(analysis.Diagnostic{Related: []analysis.RelatedInformation{rule.Cause(token.NoPos, "nowhere here")}}); ok {
		t.Errorf("a cause with no position is not one")
	}
}
