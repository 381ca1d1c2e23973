package realsdk_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/driver"
	"github.com/idemvet/idemvet/internal/fixcheck"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// finding is the part of idemvet's -json output the test checks.
type finding struct {
	Analyzer string `json:"analyzer"`
	Message  string `json:"message"`
	Posn     struct {
		File   string `json:"file"`
		Line   int    `json:"line"`
		Column int    `json:"column"`
	} `json:"posn"`
	Fixes   []json.RawMessage `json:"suggested_fixes"`
	Related []struct {
		Message string `json:"message"`
	} `json:"related"`
}

// driverFinding returns f as the driver writes it, for fixcheck.
func (f finding) driverFinding(t *testing.T) driver.Finding {
	t.Helper()
	d := driver.Finding{Analyzer: f.Analyzer, Message: f.Message}
	d.Posn.File, d.Posn.Line, d.Posn.Column = f.Posn.File, f.Posn.Line, f.Posn.Column
	for _, raw := range f.Fixes {
		var fix driver.Fix
		if err := json.Unmarshal(raw, &fix); err != nil {
			t.Fatalf("decoding a suggested fix: %v\n%s", err, raw)
		}
		d.Fixes = append(d.Fixes, fix)
	}
	for _, r := range f.Related {
		d.Related = append(d.Related, driver.Related{Message: r.Message})
	}
	return d
}

// readFile returns the text of file, relative to dir, or nil.
func readFile(dir, file string) []byte {
	if !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	b, _ := os.ReadFile(file)
	return b
}

// want is one expectation: a finding of analyzer on file:line whose message
// matches re.
type want struct {
	file     string
	line     int
	analyzer string
	re       *regexp.Regexp
	matched  bool
}

func (w *want) String() string {
	return fmt.Sprintf("%s:%d: %s %q", w.file, w.line, w.analyzer, w.re)
}

var (
	wantComment = regexp.MustCompile(`// want: (.*)$`)
	wantItem    = regexp.MustCompile(`(\w+) "((?:[^"\\]|\\.)*)"`)
)

// parseWants reads the expectations of every Go file under dir.
func parseWants(t *testing.T, dir string) []*want {
	var wants []*want
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		for i, line := range strings.Split(string(data), "\n") {
			m := wantComment.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			items := wantItem.FindAllStringSubmatch(m[1], -1)
			if len(items) == 0 {
				t.Fatalf("%s:%d: malformed want comment", rel, i+1)
			}
			for _, it := range items {
				// The pattern is a regexp as written (\( is a
				// parenthesis, \d a digit), with \" for a quote.
				re, err := regexp.Compile(strings.ReplaceAll(it[2], `\"`, `"`))
				if err != nil {
					t.Fatalf("%s:%d: %v", rel, i+1, err)
				}
				wants = append(wants, &want{file: rel, line: i + 1, analyzer: it[1], re: re})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return wants
}

// copyModule copies the module testdata/name to a temporary directory, so
// that fixes do not touch the repository.
func copyModule(t *testing.T, name string) string {
	src := filepath.Join(idemtest.TestData(), name)
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

func buildIdemvet(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "idemvet")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/idemvet/idemvet/cmd/idemvet")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building idemvet: %v\n%s", err, out)
	}
	return bin
}

// start starts name in dir and returns a function that waits for it and
// returns its stdout, stderr and exit status. Commands started together run
// at once: the analyses are independent, and the machine may have other
// work.
func start(t *testing.T, dir, name string, args ...string) func() (string, string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	began := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return func() (string, string, int) {
		t.Helper()
		err := cmd.Wait()
		t.Logf("%s %s: %v", filepath.Base(name), strings.Join(args, " "), time.Since(began).Round(time.Second))
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s %v: %v", name, args, err)
		}
		return stdout.String(), stderr.String(), code
	}
}

// run runs name in dir and returns its stdout, stderr and exit status.
func run(t *testing.T, dir, name string, args ...string) (string, string, int) {
	t.Helper()
	return start(t, dir, name, args...)()
}

// startJSON starts idemvet -json in dir, every site on its own as go vet
// reports them; the function it returns waits and decodes the findings, with
// file names relative to dir.
func startJSON(t *testing.T, bin, dir string) func() []finding {
	t.Helper()
	wait := start(t, dir, bin, "-json", "-group=false", "./...")
	return func() []finding {
		t.Helper()
		return decodeFindings(t, dir, wait)
	}
}

func decodeFindings(t *testing.T, dir string, wait func() (string, string, int)) []finding {
	t.Helper()
	stdout, stderr, code := wait()
	if code != 0 && code != 1 {
		t.Fatalf("idemvet -json exited %d:\n%s", code, stderr)
	}
	var fs []finding
	if err := json.Unmarshal([]byte(stdout), &fs); err != nil {
		t.Fatalf("decoding idemvet -json output: %v\n%s", err, stdout)
	}
	for i := range fs {
		rel, err := filepath.Rel(dir, fs[i].Posn.File)
		if err == nil {
			fs[i].Posn.File = rel
		}
	}
	return fs
}

func TestRealModules(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it and go vet -vettool on the real SDK modules (minutes)")
	checkModule(t, "e2e")
}

// TestRealKubernetes runs the same checks on testdata/e2ek8s, a module of
// its own for client-go, apimachinery and controller-runtime: loading them
// would slow every run of the e2e module by minutes.
func TestRealKubernetes(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it and go vet -vettool on client-go and controller-runtime (minutes)")
	checkModule(t, "e2ek8s")
}

// TestRealBigQuery runs the same checks on testdata/e2ebq, a module of its
// own for cloud.google.com/go/bigquery's Storage Write API, whose gRPC and
// protobuf dependencies would slow every run of the e2e module.
func TestRealBigQuery(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it and go vet -vettool on the BigQuery Storage Write API (minutes)")
	checkModule(t, "e2ebq")
}

// TestRealEino runs the same checks on testdata/e2eeino, a module of its
// own for cloudwego/eino's agent framework: a ModelRetryConfig composes a
// retry around the agent's model at run time, inside which the model's
// openai-go client retries by itself.
func TestRealEino(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it and go vet -vettool on eino's agent framework (minutes)")
	checkModule(t, "e2eeino")
}

// TestRealTerraform runs the same checks on testdata/e2etf, a module of its
// own for terraform-plugin-sdk's retry helpers: guarded retries
// (RetryableError for the errors a predicate admits, NonRetryableError for
// the rest), client tokens minted inside them, and a raw create.
func TestRealTerraform(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it and go vet -vettool on terraform-plugin-sdk's retry helpers (minutes)")
	checkModule(t, "e2etf")
}

// TestRealGenerated runs the same checks on testdata/e2egen, a module of
// its own for generated SDK clients that idemvet has no record for
// (metronome-go from Stainless, Ory's client-go from OpenAPI Generator):
// what their calls send is read from the SDKs' code.
func TestRealGenerated(t *testing.T) {
	idemtest.RequireE2E(t, "builds idemvet and runs it and go vet -vettool on generated SDK clients with no record (minutes)")
	checkModule(t, "e2egen")
}

// checkModule runs idemvet standalone and as a go vet tool on the module
// testdata/name, checks its findings against the module's want comments,
// applies every fix and checks that the module builds and comes back clean.
func checkModule(t *testing.T, name string) {
	bin := buildIdemvet(t)
	dir := copyModule(t, name)
	wants := parseWants(t, dir)
	if len(wants) == 0 {
		t.Fatalf("the %s module has no want comments", name)
	}

	// Standalone: every finding is expected, every expectation found, and
	// every finding carries a suggested fix, or says why it has none. go vet -vettool runs at the
	// same time.
	waitFindings := startJSON(t, bin, dir)
	waitVet := start(t, dir, "go", "vet", "-vettool="+bin, "./...")
	findings := waitFindings()
	_, vetOut, vetCode := waitVet()
	for _, f := range findings {
		if len(f.Fixes) == 0 && !strings.Contains(f.Message, nestedretry.NoFix) {
			t.Errorf("%s:%d: finding has no suggested fix and does not say why: %s", f.Posn.File, f.Posn.Line, f.Message)
		}
		// No fix makes its key from a source of new values inside an
		// at-least-once context, where the context's next run would make
		// another.
		for _, v := range fixcheck.FreshKeys(f.driverFinding(t), readFile(dir, f.Posn.File)) {
			t.Error(v)
		}
		i := slices.IndexFunc(wants, func(w *want) bool {
			return !w.matched && w.file == f.Posn.File && w.line == f.Posn.Line && w.analyzer == f.Analyzer && w.re.MatchString(f.Message)
		})
		if i < 0 {
			t.Errorf("%s:%d: unexpected finding: %s (%s)", f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
			continue
		}
		wants[i].matched = true
	}
	for _, w := range wants {
		if !w.matched {
			t.Errorf("%s: no finding matched", w)
		}
	}

	// go vet -vettool reports the same findings.
	if vetCode == 0 {
		t.Errorf("go vet -vettool exited 0, want findings")
	}
	for _, f := range findings {
		line := fmt.Sprintf("%s:%d:%d: %s", f.Posn.File, f.Posn.Line, f.Posn.Column, f.Message)
		if !strings.Contains(vetOut, line) {
			t.Errorf("go vet -vettool did not report %s\ngo vet printed:\n%s", line, vetOut)
			break
		}
	}

	// Applying the fixes yields code that builds, vets and is clean. A fix
	// that overlaps another is skipped in one round, so allow a few.
	var remaining []finding
	for round := 0; round < 4; round++ {
		// go vet and the check for what remains run at once.
		if _, stderr, code := run(t, dir, bin, "-fix", "./..."); code == 2 {
			t.Fatalf("idemvet -fix failed:\n%s", stderr)
		}
		waitVet = start(t, dir, "go", "vet", "./...")
		waitJSON := start(t, dir, bin, "-json", "./...")
		_, stderr, code := waitVet()
		stdout, jsonErr, jsonCode := waitJSON()
		if code != 0 {
			t.Fatalf("after -fix, the module does not build or pass go vet:\n%s", stderr)
		}
		remaining = slices.DeleteFunc(decodeFindings(t, dir, func() (string, string, int) { return stdout, jsonErr, jsonCode }), func(f finding) bool {
			return len(f.Fixes) == 0 // said why above
		})
		if len(remaining) == 0 {
			break
		}
		for _, f := range remaining {
			t.Logf("after round %d of -fix: %s:%d: %s (%s)", round+1, f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
		}
	}
	for _, f := range remaining {
		t.Errorf("%s:%d: finding remains after -fix: %s (%s)", f.Posn.File, f.Posn.Line, f.Message, f.Analyzer)
	}
}
