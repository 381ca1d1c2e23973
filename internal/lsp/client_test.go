package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/analyzers"
)

// A testClient is an editor for the protocol tests: it runs a server on
// pipes and records what the server sends.
type testClient struct {
	t      *testing.T
	conn   *jsonrpc2.Conn
	status chan int

	mu       sync.Mutex
	notes    []note // every notification, in order
	changed  chan struct{}
	closeOut func()
}

type note struct {
	method string
	params json.RawMessage
}

// startServer starts a server with suite (the analyzers' suite if nil)
// and a client for it; the debounce is short, for the tests.
func startServer(t *testing.T, suite []*analysis.Analyzer) *testClient {
	t.Helper()
	if suite == nil {
		suite = analyzers.Suite
	}
	cin, sout := io.Pipe()
	sin, cout := io.Pipe()
	s := newServer(suite, testLog{t})
	s.debounce = 50 * time.Millisecond
	c := &testClient{t: t, status: make(chan int, 1), changed: make(chan struct{}, 1)}
	go func() { c.status <- s.serve(context.Background(), sin, sout) }()
	stream := jsonrpc2.NewBufferedStream(struct {
		io.Reader
		io.Writer
		io.Closer
	}{cin, cout, cout}, jsonrpc2.VSCodeObjectCodec{})
	c.conn = jsonrpc2.NewConn(context.Background(), stream, jsonrpc2.HandlerWithError(c.handle))
	c.closeOut = func() { cout.Close() }
	t.Cleanup(func() { c.conn.Close(); cout.Close(); sout.Close() })
	return c
}

type testLog struct{ t *testing.T }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Logf("server: %s", strings.TrimSpace(string(p)))
	return len(p), nil
}

func (c *testClient) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	if !req.Notif {
		return nil, nil // client/registerCapability
	}
	var raw json.RawMessage
	if req.Params != nil {
		raw = *req.Params
	}
	c.mu.Lock()
	c.notes = append(c.notes, note{req.Method, raw})
	c.mu.Unlock()
	select {
	case c.changed <- struct{}{}:
	default:
	}
	return nil, nil
}

func (c *testClient) call(method string, params, result any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return c.conn.Call(ctx, method, params, result)
}

func (c *testClient) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

// initialize initializes the server with options and a workspace folder.
func (c *testClient) initialize(folder string, options any) {
	c.t.Helper()
	params := map[string]any{"processId": nil, "rootUri": pathToURI(folder), "capabilities": map[string]any{},
		"workspaceFolders": []workspaceFolder{{URI: pathToURI(folder), Name: filepath.Base(folder)}}}
	if options != nil {
		params["initializationOptions"] = options
	}
	var res initializeResult
	if err := c.call("initialize", params, &res); err != nil {
		c.t.Fatalf("initialize: %v", err)
	}
	c.notify("initialized", map[string]any{})
}

func (c *testClient) open(path, text string) {
	c.notify("textDocument/didOpen", didOpenParams{TextDocument: textDocumentItem{URI: pathToURI(path), Version: 1, Text: text}})
}

func (c *testClient) change(path string, version int, text string) {
	c.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": pathToURI(path), "version": version},
		"contentChanges": []map[string]any{{"text": text}},
	})
}

// mark returns the number of notifications so far, for wait to look only
// at later ones.
func (c *testClient) mark() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.notes)
}

// wait waits for a notification after mark that match accepts.
func (c *testClient) wait(mark int, what string, match func(note) bool) note {
	c.t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		c.mu.Lock()
		for _, n := range c.notes[mark:] {
			if match(n) {
				c.mu.Unlock()
				return n
			}
		}
		c.mu.Unlock()
		select {
		case <-c.changed:
		case <-time.After(100 * time.Millisecond):
		case <-deadline:
			c.t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// diagnostics waits for diagnostics of path published after mark.
func (c *testClient) diagnostics(mark int, path string) []diagnostic {
	c.t.Helper()
	n := c.wait(mark, "diagnostics of "+filepath.Base(path), func(n note) bool {
		var p publishDiagnosticsParams
		return n.method == "textDocument/publishDiagnostics" && json.Unmarshal(n.params, &p) == nil && p.URI == pathToURI(path)
	})
	var p publishDiagnosticsParams
	json.Unmarshal(n.params, &p)
	return p.Diagnostics
}

// diagnosticsOf waits for the diagnostics of path's given version
// published after mark.
func (c *testClient) diagnosticsOf(mark int, path string, version int) []diagnostic {
	c.t.Helper()
	n := c.wait(mark, fmt.Sprintf("diagnostics of %s version %d", filepath.Base(path), version), func(n note) bool {
		var p publishDiagnosticsParams
		return n.method == "textDocument/publishDiagnostics" && json.Unmarshal(n.params, &p) == nil &&
			p.URI == pathToURI(path) && p.Version != nil && *p.Version == version
	})
	var p publishDiagnosticsParams
	json.Unmarshal(n.params, &p)
	return p.Diagnostics
}

// message waits for a log or shown message after mark that contains s.
func (c *testClient) message(mark int, method, s string) string {
	c.t.Helper()
	n := c.wait(mark, method+" "+s, func(n note) bool {
		var p messageParams
		return n.method == method && json.Unmarshal(n.params, &p) == nil && strings.Contains(p.Message, s)
	})
	var p messageParams
	json.Unmarshal(n.params, &p)
	return p.Message
}

// count returns how many notifications after mark match.
func (c *testClient) count(mark int, match func(note) bool) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, x := range c.notes[mark:] {
		if match(x) {
			n++
		}
	}
	return n
}

// exampleModule copies the bundled example module into a temporary
// directory and returns it.
func exampleModule(t *testing.T) string {
	t.Helper()
	dst := t.TempDir()
	src := filepath.Join("..", "..", "testdata", "example")
	err := filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o777)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o666)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// byCode returns the diagnostics of one analyzer.
func byCode(diags []diagnostic, code string) []diagnostic {
	var out []diagnostic
	for _, d := range diags {
		if d.Code == code {
			out = append(out, d)
		}
	}
	return out
}

// applyEdits applies a workspace edit's edits of one file to its text.
func applyEdits(t *testing.T, text string, edits []textEdit) string {
	t.Helper()
	m := newMapper(text)
	type span struct {
		start, end int
		s          string
	}
	var spans []span
	for _, e := range edits {
		spans = append(spans, span{m.offset(e.Range.Start), m.offset(e.Range.End), e.NewText})
	}
	for i := len(spans) - 1; i >= 0; i-- { // edits come in order
		text = text[:spans[i].start] + spans[i].s + text[spans[i].end:]
	}
	return text
}
