package nestedretry

import (
	"regexp"
	"testing"

	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// TestConsequenceCounts checks that no message counts a layer of one call:
// whatever the factors, "1 calls" and "1 attempts" never appear, and the
// counts read are those of the layers that retry.
func TestConsequenceCounts(t *testing.T) {
	values := []int{0, 1, 2, 4, 9, catalog.Unbounded}
	outers := [][]*retryscope.Scope{
		nil,
		{{Kind: retryscope.Helper, Attempts: catalog.Unbounded, Desc: "resource.Retry"}},
		{{Kind: retryscope.AtLeastOnce, Attempts: catalog.Unbounded, Desc: "Temporal activity"}},
		{{Kind: retryscope.AtLeastOnce, Attempts: catalog.Unbounded, Context: catalog.MCPToolHandler, Desc: "MCP tool handler"}},
	}
	bad := regexp.MustCompile(`\b1 (calls|attempts)\b|× 1\b|\b1 ×`)
	var combos [][]int
	for _, a := range values {
		for _, b := range values {
			combos = append(combos, []int{a, b})
			for _, c := range values {
				combos = append(combos, []int{a, b, c})
			}
		}
	}
	for _, fs := range combos {
		for _, o := range outers {
			if msg := consequence(fs, o); bad.MatchString(msg) {
				t.Errorf("consequence(%v) = %q: counts a layer of one call", fs, msg)
			}
		}
	}
	for _, tc := range []struct {
		factors []int
		want    string
	}{
		{[]int{catalog.Unbounded, catalog.Unbounded}, "an outer layer retries without an attempt limit, and each of its attempts retries again without an attempt limit"},
		{[]int{catalog.Unbounded, 1}, "an outer layer retries without an attempt limit, and each of its attempts retries again"},
		{[]int{catalog.Unbounded, 9}, "an outer layer retries without an attempt limit, and each of its attempts makes up to 9 calls"},
		{[]int{9, catalog.Unbounded}, "an inner layer retries without an attempt limit, on each of the outer layers' 9 attempts"},
		{[]int{3, 1, 2}, "up to 3 × 2 = 6 calls for one failing operation"},
		{[]int{3, 2}, "up to 3 × 2 = 6 calls for one failing operation"},
	} {
		if got := consequence(tc.factors, nil); got != tc.want {
			t.Errorf("consequence(%v) = %q, want %q", tc.factors, got, tc.want)
		}
	}
}
