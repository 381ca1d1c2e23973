package driver

import (
	"bytes"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/passes/config"
)

// -h prints each configuration flag's effective default: -exposure's is
// at-least-once (config.DefaultExposure), what a run without the flag or a
// configuration file uses, in the first run of the process and in later
// ones.
func TestUsageDefaults(t *testing.T) {
	for range 2 {
		var stdout, stderr bytes.Buffer
		if got := Run(nil, []string{"-h"}, &stdout, &stderr); got != ExitClean {
			t.Fatalf("-h: exit status %d, want %d", got, ExitClean)
		}
		usage := stderr.String()
		i := strings.Index(usage, "-exposure")
		if i < 0 {
			t.Fatalf("-h does not show -exposure:\n%s", usage)
		}
		line, _, _ := strings.Cut(usage[i:], "\n  -")
		if want := "(default " + string(config.DefaultExposure) + ")"; !strings.Contains(line, want) {
			t.Errorf("-h shows\n%s\nwant %s", line, want)
		}
	}
}
