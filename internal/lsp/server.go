// Package lsp is idemvet's editor server: `idemvet lsp` speaks the
// Language Server Protocol on standard input and output, beside gopls.
//
// For each Go file the editor opens or changes it analyzes the file's
// package (with its tests), on the editor's unsaved text, and publishes
// the findings as diagnostics: the analyzer as source and code, a link to
// its section of the analyzer docs, the related locations (where the
// retry scope starts, where the key is set) as related information. Code
// actions offer each finding's suggested fix (quickfix), a suppression
// directive with a reason to fill in, and every fix of the file at once
// (source.fixAll.idemvet). The configuration is .idemvet.yml's, read again
// when it changes; initializationOptions set the command line's flags.
//
// The server (server.go) answers the protocol; the state of the editor's
// documents and the options are in state.go; runner.go schedules and runs
// the analyses, debounced and cancelled by newer edits, on a
// driver.Session, which keeps the dependencies' types and facts in memory
// between runs; actions.go makes the code actions.
package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/driver"
)

// Main runs the server on standard input and output and returns the exit
// status: 0 after shutdown and exit, 1 after an exit without shutdown or
// the end of the input without exit, 2 for a usage error.
func Main(suite []*analysis.Analyzer, args []string, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "usage: idemvet lsp\n\nidemvet lsp speaks the Language Server Protocol on standard input and output.\nIts options are the client's initializationOptions: see docs/frontends.md.\n")
		if args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
			return 0
		}
		return 2
	}
	return Serve(context.Background(), suite, os.Stdin, os.Stdout, stderr)
}

// stdio joins standard input and output into the stream the JSON-RPC
// connection reads and writes.
type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }

// Serve serves one client on in and out until it exits or in ends, and
// returns the exit status as Main does. Logs go to stderr, never to out.
func Serve(ctx context.Context, suite []*analysis.Analyzer, in io.Reader, out io.Writer, stderr io.Writer) int {
	s := newServer(suite, stderr)
	return s.serve(ctx, in, out)
}

// A Server is the state of one client's session.
type Server struct {
	suite    []*analysis.Analyzer
	logger   *log.Logger
	stderr   io.Writer
	session  *driver.Session
	runner   *runner
	debounce time.Duration

	conn *jsonrpc2.Conn
	exit chan int

	mu    sync.Mutex
	state state
}

func newServer(suite []*analysis.Analyzer, stderr io.Writer) *Server {
	s := &Server{
		suite:    suite,
		logger:   log.New(stderr, "idemvet lsp: ", log.LstdFlags),
		stderr:   stderr,
		session:  driver.NewSession(),
		debounce: 200 * time.Millisecond,
		exit:     make(chan int, 1),
		state:    newState(),
	}
	s.runner = newRunner(s)
	return s
}

func (s *Server) serve(ctx context.Context, in io.Reader, out io.Writer) int {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stream := jsonrpc2.NewBufferedStream(stdio{in, out}, jsonrpc2.VSCodeObjectCodec{})
	s.conn = jsonrpc2.NewConn(ctx, stream, handler{s, jsonrpc2.HandlerWithError(s.handle)}, jsonrpc2.SetLogger(s.logger))
	go s.runner.loop(ctx)
	status := 1
	select {
	case status = <-s.exit:
	case <-s.conn.DisconnectNotify():
		s.mu.Lock()
		if s.state.shutdown {
			status = 0
		}
		s.mu.Unlock()
	}
	cancel()
	s.conn.Close()
	return status
}

// handler answers the messages in the order they come, on the
// connection's reading goroutine, but for code actions, which it answers
// on goroutines of their own: making the fixes of a long file with many
// findings formats it many times, and the edits that come meanwhile must
// not wait for that.
type handler struct {
	s    *Server
	sync jsonrpc2.Handler
}

func (h handler) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	if req.Method == "textDocument/codeAction" && !req.Notif {
		go h.sync.Handle(ctx, conn, req)
		return
	}
	h.sync.Handle(ctx, conn, req)
}

// Errors of the protocol.
var (
	errNotInitialized = &jsonrpc2.Error{Code: -32002, Message: "the server is not initialized"}
	errShutdown       = &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "the server is shut down"}
)

// handle answers one message. It runs on the connection's reading
// goroutine, in the order the messages come: it must not wait for an
// analysis, which the runner does on its own goroutine.
func (s *Server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (result any, err error) {
	defer func() {
		if p := recover(); p != nil {
			s.reportPanic(fmt.Sprintf("handling %s: %v", req.Method, p))
			result, err = nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	s.mu.Lock()
	initialized, shutdown := s.state.initialized, s.state.shutdown
	s.mu.Unlock()
	switch {
	case req.Method == "exit":
		status := 1
		if shutdown {
			status = 0
		}
		select {
		case s.exit <- status:
		default:
		}
		return nil, nil
	case req.Method == "initialize":
		if initialized {
			return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "initialize sent twice"}
		}
		var p initializeParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		return s.initialize(p), nil
	case !initialized:
		if req.Notif {
			return nil, nil
		}
		return nil, errNotInitialized
	case shutdown && req.Method != "shutdown":
		if req.Notif {
			return nil, nil
		}
		return nil, errShutdown
	}
	switch req.Method {
	case "initialized":
		s.initialized()
	case "shutdown":
		s.mu.Lock()
		s.state.shutdown = true
		s.mu.Unlock()
		s.runner.stop()
	case "textDocument/didOpen":
		var p didOpenParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		s.didOpen(p)
	case "textDocument/didChange":
		var p didChangeParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		s.didChange(p)
	case "textDocument/didSave":
		var p didCloseParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		s.didSave(p)
	case "textDocument/didClose":
		var p didCloseParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		s.didClose(p)
	case "workspace/didChangeWatchedFiles":
		var p didChangeWatchedFilesParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		s.didChangeWatchedFiles(p)
	case "workspace/didChangeWorkspaceFolders":
		var p didChangeWorkspaceFoldersParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		s.didChangeWorkspaceFolders(p)
	case "workspace/didChangeConfiguration", "$/cancelRequest", "$/setTrace":
		// Nothing to do: the options are initializationOptions.
	case "textDocument/codeAction":
		var p codeActionParams
		if err := unmarshal(req, &p); err != nil {
			return nil, err
		}
		return s.codeActions(p), nil
	default:
		if !req.Notif {
			return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "idemvet lsp does not implement " + req.Method}
		}
	}
	return nil, nil
}

func unmarshal(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: req.Method + ": no params"}
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: fmt.Sprintf("%s: %v", req.Method, err)}
	}
	return nil
}

func (s *Server) initialize(p initializeParams) initializeResult {
	opts, errs := parseOptions(p.InitializationOptions, s.suite)
	for _, err := range errs {
		s.showMessage(messageError, "idemvet: initializationOptions: "+err.Error())
	}
	s.mu.Lock()
	s.state.initialized = true
	s.state.opts = opts
	s.state.watchDynamic = p.Capabilities.Workspace.DidChangeWatchedFiles.DynamicRegistration
	for _, f := range p.WorkspaceFolders {
		s.state.addFolder(f.URI)
	}
	if len(p.WorkspaceFolders) == 0 && p.RootURI != "" {
		s.state.addFolder(p.RootURI)
	}
	s.mu.Unlock()
	s.runner.reloadConfig()

	var r initializeResult
	c := &r.Capabilities
	c.TextDocumentSync.OpenClose = true
	c.TextDocumentSync.Change = 1
	c.CodeActionProvider.CodeActionKinds = []string{kindQuickFix, kindFixAllOwn}
	c.Workspace.WorkspaceFolders.Supported = true
	c.Workspace.WorkspaceFolders.ChangeNotifications = true
	r.ServerInfo.Name = "idemvet"
	r.ServerInfo.Version = driver.Version()
	return r
}

// initialized asks the client to watch the configuration files and the
// Go files, when it can watch files for the server.
func (s *Server) initialized() {
	s.mu.Lock()
	dynamic := s.state.watchDynamic
	s.mu.Unlock()
	if !dynamic {
		return
	}
	watchers := []map[string]any{{"globPattern": "**/.idemvet.yml"}, {"globPattern": "**/*.go"}, {"globPattern": "**/go.{mod,work}"}}
	params := registrationParams{Registrations: []registration{{
		ID: "idemvet-watch", Method: "workspace/didChangeWatchedFiles",
		RegisterOptions: map[string]any{"watchers": watchers},
	}}}
	go func() { // the reply comes on this goroutine's connection: do not wait on it here
		var res any
		if err := s.conn.Call(context.Background(), "client/registerCapability", params, &res); err != nil {
			s.logger.Printf("registering the file watchers: %v", err)
		}
	}()
}

// logMessage logs to the client's log (window/logMessage) and stderr.
func (s *Server) logMessage(typ int, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	s.logger.Print(msg)
	if s.conn != nil {
		s.conn.Notify(context.Background(), "window/logMessage", messageParams{Type: typ, Message: msg})
	}
}

// showMessage shows a message to the user (window/showMessage), and logs
// it on stderr.
func (s *Server) showMessage(typ int, msg string) {
	s.logger.Print(msg)
	if s.conn != nil {
		s.conn.Notify(context.Background(), "window/showMessage", messageParams{Type: typ, Message: msg})
	}
}

// reportPanic reports a panic to the user once, and to the log each time.
func (s *Server) reportPanic(msg string) {
	s.logger.Printf("internal error: %s", msg)
	first, _, _ := strings.Cut(msg, "\n")
	s.mu.Lock()
	seen := s.state.panics[first]
	s.state.panics[first] = true
	s.mu.Unlock()
	if !seen && s.conn != nil {
		s.conn.Notify(context.Background(), "window/showMessage", messageParams{Type: messageError,
			Message: "idemvet: internal error (the server goes on; the log has the stack): " + first})
	}
}
