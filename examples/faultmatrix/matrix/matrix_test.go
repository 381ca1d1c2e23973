package matrix_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/examples/faultmatrix/billing"
	"github.com/idemvet/idemvet/examples/faultmatrix/matrix"
)

// The charges each strategy leaves in the ledger under each fault, in the
// order of billing.Faults: none, lost ack, late commit, redelivery.
var wantCharges = map[string][4]int{
	"naive retry":               {1, 2, 2, 2},
	"verify then retry":         {1, 1, 2, 2},
	"new key per attempt":       {1, 2, 2, 1},
	"key pinned to intent":      {1, 1, 1, 1},
	"agent tool, key per call":  {1, 2, 2, 1},
	"agent tool, key from call": {1, 1, 1, 1},
}

// TestMatrix runs every strategy against every fault and checks the ledger.
//
// With FAULTMATRIX_EXPECT=safe (set by idemvet's end-to-end test once it has
// applied idemvet's fixes to a copy of this module), it checks instead that
// no strategy duplicates: every cell has at most one charge and the client
// was told either that the charge completed or that its outcome is unknown.
// Each duplicate is reported on a line starting "duplicate:".
func TestMatrix(t *testing.T) {
	safeOnly := os.Getenv("FAULTMATRIX_EXPECT") == "safe"
	if len(matrix.Strategies) != len(wantCharges) {
		t.Fatalf("%d strategies, %d expectations", len(matrix.Strategies), len(wantCharges))
	}
	for _, s := range matrix.Strategies {
		for i, f := range billing.Faults {
			t.Run(s.Name+"/"+f.String(), func(t *testing.T) {
				c := matrix.Run(s, f)
				t.Logf("%s × %s: %s", s.Name, f, c)
				if safeOnly {
					if c.Duplicate() {
						t.Errorf("duplicate: %s × %s: %d charges", s.Name, f, c.Charges)
					} else if !c.Safe() {
						t.Errorf("not safe: %s × %s: %s (%v)", s.Name, f, c, c.Err)
					}
					return
				}
				if want := wantCharges[s.Name][i]; c.Charges != want {
					t.Errorf("%s × %s: %d charges, want %d", s.Name, f, c.Charges, want)
				}
				// Every strategy tells its caller the charge completed, even
				// when it made two: the duplicate is invisible to the client.
				if c.Told != matrix.Completed {
					t.Errorf("%s × %s: told %s (%v), want completed", s.Name, f, c.Told, c.Err)
				}
			})
		}
	}
}

// TestFlaggedExactlyTheDuplicating checks the table's idemvet column against
// the ledger: a strategy has a finding (or a known gap) exactly when it
// duplicates under some fault.
func TestFlaggedExactlyTheDuplicating(t *testing.T) {
	for _, s := range matrix.Strategies {
		dup := false
		for _, n := range wantCharges[s.Name] {
			dup = dup || n > 1
		}
		if flagged := s.Finding != "" || s.Note != ""; flagged != dup {
			t.Errorf("%s: duplicates %v, but finding %q note %q", s.Name, dup, s.Finding, s.Note)
		}
	}
}

// TestREADME checks that the table in README.md is the one the matrix
// prints.
func TestREADME(t *testing.T) {
	if os.Getenv("FAULTMATRIX_EXPECT") == "safe" {
		t.Skip("the README shows the matrix of the code as written")
	}
	b, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if want := matrix.Markdown(matrix.All()); !strings.Contains(string(b), "-->\n"+want+"<!--") {
		t.Errorf("README.md's table is not the matrix's; replace it with the table go run . prints:\n%s", want)
	}
}

// TestViolationsCatchUnfixed holds the safe-mode check to the unfixed
// strategies: it must find the duplicates of each one idemvet reports and
// nothing on the two that charge once. "agent tool, key per call" is also
// what a fix leaves that makes a new key on each call of the tool handler
// (even once before a retry inside it): the model's reissue carries a new
// key, and the check finds the second charge. A fix is only accepted when
// the copy it leaves passes this check (idemvet's end-to-end test runs it
// with FAULTMATRIX_EXPECT=safe).
func TestViolationsCatchUnfixed(t *testing.T) {
	if os.Getenv("FAULTMATRIX_EXPECT") == "safe" {
		t.Skip("a fixed copy: TestMatrix checks that nothing duplicates")
	}
	for _, s := range matrix.Strategies {
		v := matrix.Violations(s)
		switch {
		case s.Finding != "" && len(v) == 0:
			t.Errorf("%s duplicates, but the check finds nothing", s.Name)
		case s.Finding == "" && len(v) > 0:
			t.Errorf("%s charges once, but the check finds %v", s.Name, v)
		}
		for _, line := range v {
			if !strings.HasPrefix(line, "duplicate: "+s.Name+" × ") {
				t.Errorf("unfixed %s: %s, want only duplicates", s.Name, line)
			}
		}
	}
}
