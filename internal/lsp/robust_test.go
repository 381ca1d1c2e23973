package lsp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/analyzers"
)

func isDiagnostics(path string) func(note) bool {
	return func(n note) bool {
		var p publishDiagnosticsParams
		return n.method == "textDocument/publishDiagnostics" && json.Unmarshal(n.params, &p) == nil && p.URI == pathToURI(path)
	}
}

// TestCancelStaleRun: an edit while its package is analyzed cancels the
// run, and the diagnostics published are those of the newest text.
func TestCancelStaleRun(t *testing.T) {
	dir := exampleModule(t)
	file := filepath.Join(dir, "billing", "billing.go")
	data, _ := os.ReadFile(file)
	orig := string(data)
	c := startServer(t, nil)
	c.initialize(dir, nil)
	m := c.mark()
	c.open(file, orig)
	c.diagnostics(m, file) // the dependencies are in memory now

	// Edit on, 20ms apart, past the debounce: some runs start and are
	// cancelled by the next edit.
	m = c.mark()
	text := orig
	for i := 0; i < 30; i++ {
		text = orig + strings.Repeat("\n// edit\n", i+1)
		c.change(file, i+2, text)
		time.Sleep(70 * time.Millisecond)
	}
	c.message(m, "window/logMessage", "run canceled")
	last := strings.Replace(orig, "params.SetIdempotencyKey(uuid.NewString())", `params.SetIdempotencyKey("k" + customer)`, 1)
	last = strings.Replace(last, `"github.com/google/uuid"`, `_ "github.com/google/uuid"`, 1)
	m = c.mark()
	c.change(file, 100, last)
	// A run of an older text may finish before the last edit reaches the
	// server, so the test waits for the last version's publication.
	diags := c.diagnosticsOf(m, file, 100)
	if len(byCode(diags, "keyinretry")) != 0 {
		t.Errorf("the diagnostics are not the newest text's: %+v", diags)
	}
}

// TestBadInputs: a file outside any module, a syntax error, a deleted
// file, a second workspace folder, a client that never sends initialized.
func TestBadInputs(t *testing.T) {
	dir := exampleModule(t)
	file := filepath.Join(dir, "billing", "billing.go")
	data, _ := os.ReadFile(file)
	orig := string(data)
	c := startServer(t, nil)
	var res initializeResult
	if err := c.call("initialize", map[string]any{"rootUri": pathToURI(dir), "capabilities": map[string]any{}}, &res); err != nil {
		t.Fatal(err)
	}
	// No initialized notification: the server serves anyway.

	outside := filepath.Join(t.TempDir(), "loose.go")
	os.WriteFile(outside, []byte("package loose\n\nfunc F() {}\n"), 0o666)
	m := c.mark()
	c.open(outside, "package loose\n\nfunc F() {}\n")
	c.message(m, "window/logMessage", "cannot load the package")

	m = c.mark()
	c.open(file, orig)
	good := c.diagnostics(m, file)
	if len(good) == 0 {
		t.Fatal("no diagnostics")
	}

	// A syntax error: the last good diagnostics stay.
	m = c.mark()
	c.change(file, 2, orig+"\nfunc broken( {\n")
	c.message(m, "window/logMessage", "keeping the last diagnostics")
	if n := c.count(m, isDiagnostics(file)); n != 0 {
		t.Errorf("%d publications for a file that does not parse", n)
	}
	var actions []codeAction
	if err := c.call("textDocument/codeAction", codeActionParams{TextDocument: textDocumentIdentifier{URI: pathToURI(file)}}, &actions); err != nil || len(actions) != 0 {
		t.Errorf("code actions on stale findings: %v %+v", err, actions)
	}

	// The second file of a package with findings, deleted: its
	// diagnostics go.
	tools := filepath.Join(dir, "agent", "tools.go")
	tdata, _ := os.ReadFile(tools)
	m = c.mark()
	c.open(tools, string(tdata))
	if len(c.diagnostics(m, tools)) == 0 {
		t.Fatal("no diagnostics for agent/tools.go")
	}
	c.notify("textDocument/didClose", didCloseParams{TextDocument: textDocumentIdentifier{URI: pathToURI(tools)}})
	os.Remove(tools)
	m = c.mark()
	c.notify("workspace/didChangeWatchedFiles", didChangeWatchedFilesParams{Changes: []fileEvent{{URI: pathToURI(tools), Type: 3}}})
	if d := c.diagnostics(m, tools); len(d) != 0 {
		t.Errorf("diagnostics of a deleted file: %+v", d)
	}

	// A second workspace folder, another module.
	dir2 := exampleModule(t)
	file2 := filepath.Join(dir2, "billing", "billing.go")
	c.notify("workspace/didChangeWorkspaceFolders", map[string]any{"event": map[string]any{
		"added": []workspaceFolder{{URI: pathToURI(dir2), Name: "second"}}, "removed": []workspaceFolder{}}})
	m = c.mark()
	c.open(file2, orig)
	if got := c.diagnostics(m, file2); len(got) != len(good) {
		t.Errorf("second folder: %d diagnostics, want %d", len(got), len(good))
	}

	if err := c.call("shutdown", nil, nil); err != nil {
		t.Fatal(err)
	}
	if err := c.call("textDocument/codeAction", codeActionParams{}, nil); err == nil {
		t.Error("a request after shutdown succeeded")
	}
	c.notify("exit", nil)
	if status := <-c.status; status != 0 {
		t.Errorf("exit after shutdown: status %d, want 0", status)
	}
}

func TestExitOrder(t *testing.T) {
	// exit without shutdown: status 1.
	c := startServer(t, nil)
	c.initialize(t.TempDir(), nil)
	c.notify("exit", nil)
	if status := <-c.status; status != 1 {
		t.Errorf("exit without shutdown: status %d, want 1", status)
	}
	// shutdown before initialize is refused; the end of the input ends
	// the server.
	c = startServer(t, nil)
	if err := c.call("shutdown", nil, nil); err == nil {
		t.Error("shutdown before initialize succeeded")
	}
	c.closeOut()
	if status := <-c.status; status != 1 {
		t.Errorf("end of input: status %d, want 1", status)
	}
}

// TestConfig: initializationOptions set the flags, with the flags'
// errors; .idemvet.yml is read again when the client says it changed.
func TestConfig(t *testing.T) {
	dir := exampleModule(t)
	file := filepath.Join(dir, "billing", "billing.go")
	data, _ := os.ReadFile(file)
	c := startServer(t, nil)
	m := c.mark()
	c.initialize(dir, map[string]any{"nestedretry": false, "directive": false, "nosuchflag": 1,
		"severity": map[string]any{"keyinretry": "error"}})
	c.message(m, "window/showMessage", `"directive" is the old name of idemvetdirective`)
	c.message(m, "window/showMessage", "flag provided but not defined: -nosuchflag")
	c.open(file, string(data))
	diags := c.diagnostics(m, file)
	if len(byCode(diags, "nestedretry")) != 0 || len(byCode(diags, "keyinretry")) != 1 {
		t.Fatalf("with nestedretry off: %+v", diags)
	}
	if d := byCode(diags, "keyinretry")[0]; d.Severity != severityError {
		t.Errorf("keyinretry severity %d, want error", d.Severity)
	}
	if d := byCode(diags, "unkeyedwrite")[0]; d.Severity != severityWarning {
		t.Errorf("unkeyedwrite severity %d, want warning", d.Severity)
	}

	cfg := filepath.Join(dir, ".idemvet.yml")
	os.WriteFile(cfg, []byte("analyzers:\n  keyinretry: false\n"), 0o666)
	m = c.mark()
	c.notify("workspace/didChangeWatchedFiles", didChangeWatchedFilesParams{Changes: []fileEvent{{URI: pathToURI(cfg), Type: 1}}})
	diags = c.diagnostics(m, file)
	if len(byCode(diags, "keyinretry")) != 0 || len(byCode(diags, "unkeyedwrite")) == 0 {
		t.Fatalf("after .idemvet.yml turned keyinretry off: %+v", diags)
	}

	// A bad file: said, and the server goes on.
	os.WriteFile(cfg, []byte("exposure: sometimes\n"), 0o666)
	m = c.mark()
	c.notify("workspace/didChangeWatchedFiles", didChangeWatchedFilesParams{Changes: []fileEvent{{URI: pathToURI(cfg), Type: 2}}})
	c.message(m, "window/showMessage", "exposure")
	os.Remove(cfg)
	m = c.mark()
	c.notify("workspace/didChangeWatchedFiles", didChangeWatchedFilesParams{Changes: []fileEvent{{URI: pathToURI(cfg), Type: 3}}})
	if diags := c.diagnostics(m, file); len(byCode(diags, "keyinretry")) != 1 {
		t.Fatalf("after .idemvet.yml went: %+v", diags)
	}

	// A bad exposure flag is the flag's error.
	c2 := startServer(t, nil)
	m = c2.mark()
	c2.initialize(dir, map[string]any{"exposure": "sometimes"})
	c2.open(file, string(data))
	c2.message(m, "window/showMessage", "exposure")
}

// panicky is an analyzer that panics, outside analysisutil.Safe.
var panicky = &analysis.Analyzer{
	Name:       "panicky",
	Doc:        "panics",
	Run:        func(*analysis.Pass) (any, error) { panic("boom") },
	ResultType: reflect.TypeFor[any](),
}

// TestPanic: a panic in a run is reported once, and the server serves on.
func TestPanic(t *testing.T) {
	dir := exampleModule(t)
	file := filepath.Join(dir, "billing", "billing.go")
	data, _ := os.ReadFile(file)
	suite := append([]*analysis.Analyzer{panicky}, analyzers.Suite...)
	c := startServer(t, suite)
	c.initialize(dir, nil)
	m := c.mark()
	c.open(file, string(data))
	c.message(m, "window/showMessage", "boom")
	c.change(file, 2, string(data)+"\n")
	c.change(file, 3, string(data)+"\n\n")
	time.Sleep(time.Second)
	c.message(m, "window/logMessage", "findings in") // the other analyzers still report
	var res []codeAction
	if err := c.call("textDocument/codeAction", codeActionParams{TextDocument: textDocumentIdentifier{URI: pathToURI(file)}}, &res); err != nil {
		t.Fatal(err)
	}
	isBoom := func(n note) bool {
		return n.method == "window/showMessage" && strings.Contains(string(n.params), "boom")
	}
	if n := c.count(0, isBoom); n != 1 {
		t.Errorf("the panic was shown %d times, want once", n)
	}
}
