package driver

import (
	"bytes"
	"strings"
	"testing"
)

// A flag naming a renamed analyzer by its old name stops the run with a
// message that gives the new name, before any package is loaded.
func TestRenamedFlag(t *testing.T) {
	for _, args := range [][]string{
		{"-directive=false", "./..."},
		{"--directive", "./..."},
		{"-json", "-directive", "false", "./..."},
	} {
		var stdout, stderr bytes.Buffer
		if got := Run(nil, args, &stdout, &stderr); got != ExitError {
			t.Errorf("%q: exit status %d, want %d", args, got, ExitError)
		}
		const want = `idemvet: -directive: "directive" is the old name of idemvetdirective: use -idemvetdirective`
		if got := strings.TrimSpace(stderr.String()); got != want {
			t.Errorf("%q: stderr\n%s\nwant\n%s", args, got, want)
		}
	}
	if err := renamedFlag([]string{"-idemvetdirective=false", "./...", "--", "-directive"}); err != nil {
		t.Errorf("the new name, or the old one after --: %v", err)
	}
}
