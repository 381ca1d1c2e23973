package e2e_test

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/internal/driver"
	"github.com/idemvet/idemvet/internal/fixcheck"
	"github.com/idemvet/idemvet/internal/idemtest"
)

// The fault matrix (examples/faultmatrix) runs client strategies for a
// billing service against the faults that fool a client (lost
// acknowledgement, late commit, redelivery) and counts the charges. These
// tests hold idemvet to it: it must report exactly the strategies that
// duplicate, and its fixes must stop the duplicates. They load the example's
// own module (retry libraries, the MCP SDK) and run its tests, so they are
// in the end-to-end lane.

// faultMatrixFindings are the (strategy function, analyzer) pairs idemvet
// must report on the example: the strategies that duplicate under some
// fault.
var faultMatrixFindings = []string{
	"NaiveRetry unkeyedwrite",
	"NewKeyPerAttempt keyinretry",
	"VerifyThenRetry unkeyedwrite",
	"chargeMintedKey keyinretry",
}

// faultMatrixGaps are strategies that duplicate but that idemvet does not
// report yet, so their duplicates survive -fix. There are none: the charge
// tool handler that mints a key on each call ("agent tool, key per call")
// is reported by keyinretry, whose fix derives the key from the tool's name
// and arguments.
var faultMatrixGaps []string

func faultMatrixDir(t *testing.T) string {
	t.Helper()
	idemtest.RequireE2E(t, "loads and tests the examples/faultmatrix module")
	dir, err := filepath.Abs(filepath.Join("..", "..", "examples", "faultmatrix"))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOWORK", "off")
	return dir
}

// idemvetInProcess runs the idemvet command in-process.
func idemvetInProcess(args ...string) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	code = driver.Run(analyzers.Suite, args, &out, &errb)
	return out.String(), errb.String(), code
}

// TestFaultMatrixFindings checks that idemvet reports exactly the
// strategies of the fault matrix that duplicate, each with the right
// analyzer.
func TestFaultMatrixFindings(t *testing.T) {
	dir := faultMatrixDir(t)
	stdout, stderr, code := idemvetInProcess("-json", "-C", dir, "./...")
	if code != driver.ExitFindings {
		t.Fatalf("exit %d, want %d\nstderr:\n%s", code, driver.ExitFindings, stderr)
	}
	var findings []driver.Finding
	if err := json.Unmarshal([]byte(stdout), &findings); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range findings {
		file := f.Posn.File
		if !filepath.IsAbs(file) {
			file = filepath.Join(dir, file)
		}
		got = append(got, enclosingFunc(t, file, f.Posn.Line)+" "+f.Analyzer)
		if len(f.Fixes) == 0 && !strings.Contains(f.Message, nestedretry.NoFix) {
			t.Errorf("finding without a fix that does not say why: %s:%d: %s", file, f.Posn.Line, f.Message)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, faultMatrixFindings) {
		t.Errorf("findings (function analyzer):\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(faultMatrixFindings, "\n\t"))
	}
}

// enclosingFunc names the function declared in file around line.
func enclosingFunc(t *testing.T, file string, line int) string {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f, err := parseFile(fset, file, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fset.Position(fd.Pos()).Line <= line && line <= fset.Position(fd.End()).Line {
			return fd.Name.Name
		}
	}
	return filepath.Base(file) + ":?"
}

var duplicateLine = regexp.MustCompile(`duplicate: (.+) × (.+): (\d+) charges`)

// faultMatrixDuplicating are the strategies of the matrix that charge twice
// under some fault before idemvet's fixes, by the names the matrix prints.
var faultMatrixDuplicating = []string{
	"agent tool, key per call",
	"naive retry",
	"new key per attempt",
	"verify then retry",
}

// TestFaultMatrixFixes applies idemvet's fixes to a copy of the example and
// reruns its matrix there in its safe mode: every strategy, the fixed copy
// of each one that duplicated among them, is run through the same faults
// and may not duplicate any more, and every outcome must be completed or
// unknown. Only the known gaps still duplicate. Before the fixes are
// applied, their text is checked: none makes its key from a source of new
// values inside an at-least-once context (the agent tool's handler).
func TestFaultMatrixFixes(t *testing.T) {
	dir := faultMatrixDir(t)
	cp := t.TempDir()
	if err := os.CopyFS(cp, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	checkFixKeys(t, cp)
	if _, stderr, code := idemvetInProcess("-fix", "-C", cp, "./..."); code != driver.ExitClean {
		t.Fatalf("-fix: exit %d\nstderr:\n%s", code, stderr)
	}
	// The gaps are not reported, so the fixed copy is clean.
	if stdout, stderr, code := idemvetInProcess("-C", cp, "./..."); code != driver.ExitClean || stdout != "" {
		t.Errorf("after -fix: exit %d, want %d\n%s%s", code, driver.ExitClean, stdout, stderr)
	}

	dups, notSafe, out, err := safeMatrix(t, cp)
	if notSafe {
		t.Errorf("after -fix, a strategy is told something other than completed or unknown:\n%s", out)
	}
	if got := slices.Sorted(maps.Keys(dups)); !slices.Equal(got, faultMatrixGaps) {
		t.Errorf("after -fix, strategies that still duplicate: %v, want only the known gaps %v\n%s", dups, faultMatrixGaps, out)
	}
	if err == nil && len(faultMatrixGaps) > 0 {
		t.Errorf("the matrix passed in safe mode: the gaps %v are closed; update faultMatrixGaps", faultMatrixGaps)
	}
}

// TestFaultMatrixCheckFails holds the safe-mode check to the unfixed copy:
// it must fail, and find the duplicates of exactly the strategies that
// charge twice, the agent tool that makes a new key on each call among
// them, which is what a fix leaves that makes a fresh key in the handler.
// A check that passed here would pass any fix.
func TestFaultMatrixCheckFails(t *testing.T) {
	dir := faultMatrixDir(t)
	dups, _, out, err := safeMatrix(t, dir)
	if err == nil {
		t.Fatalf("the unfixed matrix passed in safe mode:\n%s", out)
	}
	if got := slices.Sorted(maps.Keys(dups)); !slices.Equal(got, faultMatrixDuplicating) {
		t.Errorf("unfixed, the safe mode finds duplicates of %v, want %v\n%s", got, faultMatrixDuplicating, out)
	}
}

// safeMatrix runs the matrix's tests in dir in safe mode and returns the
// duplicates it reports, by strategy, whether any outcome was neither
// completed nor unknown, the output, and the run's error.
func safeMatrix(t *testing.T, dir string) (dups map[string][]string, notSafe bool, out string, err error) {
	t.Helper()
	cmd := exec.Command("go", "test", "-count=1", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "FAULTMATRIX_EXPECT=safe")
	b, err := cmd.CombinedOutput()
	dups = map[string][]string{}
	for _, m := range duplicateLine.FindAllStringSubmatch(string(b), -1) {
		dups[m[1]] = append(dups[m[1]], m[2]+": "+m[3]+" charges")
	}
	return dups, strings.Contains(string(b), "not safe:"), string(b), err
}

// checkFixKeys runs idemvet -json in dir and reports each suggested fix
// that makes its key from a source of new values inside an at-least-once
// context (fixcheck.FreshKeys).
func checkFixKeys(t *testing.T, dir string) {
	t.Helper()
	stdout, stderr, code := idemvetInProcess("-json", "-C", dir, "./...")
	if code == driver.ExitError {
		t.Fatalf("-json: exit %d\n%s", code, stderr)
	}
	var findings []driver.Finding
	if err := json.Unmarshal([]byte(stdout), &findings); err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		file := f.Posn.File
		if !filepath.IsAbs(file) {
			file = filepath.Join(dir, file)
		}
		src, _ := os.ReadFile(file)
		for _, v := range fixcheck.FreshKeys(f, src) {
			t.Error(v)
		}
	}
}
