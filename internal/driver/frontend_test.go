package driver

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/report"
)

// TestPathsRelativeToDir checks that with -C every output names files
// relative to that directory, whatever the working directory: text,
// GitHub annotations, SARIF, baselines and diffs agree.
func TestPathsRelativeToDir(t *testing.T) {
	dir := module(t, nil)
	file := filepath.Join("billing", "billing.go")
	if r := idemvet("-C", dir, "./..."); !strings.HasPrefix(r.stdout, file+":30:50: ") || !strings.Contains(r.stdout, "\n\t"+file+":27:2: the retry loop starts here") {
		t.Errorf("text: want paths relative to -C; got %v", r)
	}
	if r := idemvet("-C", dir, "-github", "./..."); !strings.HasPrefix(r.stdout, "::error file=billing/billing.go,line=30,") {
		t.Errorf("-github: want paths relative to -C; got %v", r)
	}
	if r := idemvet("-C", dir, "-sarif", "./..."); !strings.Contains(r.stdout, `"uri": "billing/billing.go"`) {
		t.Errorf("-sarif: want paths relative to -C; got %v", r)
	}
	if r := idemvet("-C", dir, "-diff", "./..."); !strings.HasPrefix(r.stdout, "--- billing/billing.go\n+++ billing/billing.go\n") {
		t.Errorf("-diff: want paths relative to -C; got %v", r)
	}
	baseline := filepath.Join(t.TempDir(), "baseline.json")
	r := idemvet("-C", dir, "-write-baseline", baseline, "./...")
	if r.code != ExitClean || r.stderr != "idemvet: wrote 2 entries to "+baseline+"\n" {
		t.Errorf("-write-baseline: want exit 0 and a line saying what it wrote; got %v", r)
	}
	var b report.Baseline
	data, _ := os.ReadFile(baseline)
	if err := json.Unmarshal(data, &b); err != nil || len(b.Findings) != 2 || b.Findings[0].File != "billing/billing.go" {
		t.Errorf("baseline: want 2 entries for billing/billing.go; got %s (%v)", data, err)
	}
}

// TestVersion checks -version, -V and -V=full, and SARIF's tool version.
func TestVersion(t *testing.T) {
	for _, flag := range []string{"-version", "-V"} {
		if r := idemvet(flag); r.code != ExitClean || !strings.HasPrefix(r.stdout, "idemvet ") || !strings.Contains(r.stdout, " go1.") {
			t.Errorf("%s: want exit 0 and idemvet's version; got %v", flag, r)
		}
	}
	// The go command parses -V=full: "name version VERSION buildID=ID".
	r := idemvet("-V=full")
	if f := strings.Fields(r.stdout); r.code != ExitClean || len(f) != 4 || f[1] != "version" || f[2] == "" || strings.Contains(r.stdout, "comments-go-here") || !strings.HasPrefix(f[3], "buildID=") {
		t.Errorf("-V=full: got %v", r)
	}
	dir := module(t, nil)
	r = idemvet("-C", dir, "-sarif", "./...")
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct{ Name, Version string }
			}
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil || log.Runs[0].Tool.Driver.Version == "" {
		t.Errorf("-sarif: want tool.driver.version; got %s (%v)", r.stdout, err)
	}
}

// TestProgress checks the progress line: shown (on a terminal) with the
// packages loaded and analyzed, and erased at the end; and not shown when
// stderr is not a terminal, as in every other test.
func TestProgress(t *testing.T) {
	dir := module(t, nil)
	if r := idemvet("-C", dir, "./..."); strings.Contains(r.stderr, "analyzed") {
		t.Errorf("progress shown on a pipe: %v", r)
	}
	defer func(d, i time.Duration) { progressDelay, progressInterval, progressForce = d, i, false }(progressDelay, progressInterval)
	progressDelay, progressInterval, progressForce = 0, 20*time.Millisecond, true
	r := idemvet("-C", dir, "./...")
	if r.code != ExitFindings || !strings.Contains(r.stderr, "\ridemvet: loaded 1 package, analyzed ") || !strings.HasSuffix(r.stderr, "\r\x1b[K") {
		t.Errorf("want a progress line, erased at the end; got %q", r.stderr[max(0, len(r.stderr)-300):])
	}
	if !strings.Contains(r.stdout, "(keyinretry)") {
		t.Errorf("findings missing with progress shown: %v", r)
	}
}

// TestVetToolNamesAnalyzer checks that under go vet and go fix each message
// ends with the analyzer's name, which //idemvet:ignore needs.
func TestVetToolNamesAnalyzer(t *testing.T) {
	dir := module(t, nil)
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, "./billing")
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatal(err)
	}
	g, err := checker.Analyze(vetSuite(analyzers.Suite), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var msgs bytes.Buffer
	for _, act := range g.Roots {
		for _, d := range act.Diagnostics {
			msgs.WriteString(d.Message + "\n")
			if !strings.HasSuffix(d.Message, " ("+act.Analyzer.Name+")") {
				t.Errorf("message does not end with (%s): %s", act.Analyzer.Name, d.Message)
			}
		}
	}
	if !strings.Contains(msgs.String(), "each attempt sends a new key, so a write that committed before a timeout is made again (keyinretry)") {
		t.Errorf("want the keyinretry findings; got\n%s", msgs.String())
	}
}
