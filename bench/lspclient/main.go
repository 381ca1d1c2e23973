// Command lspclient measures idemvet lsp as an editor sees it, for
// bench/lsp.sh: it starts the server, opens one file of a package, and
// edits one line of it again and again, speaking the Language Server
// Protocol on the server's standard input and output.
//
// Usage:
//
//	lspclient -bin idemvet -file path/to/file.go [-checks 20] [-edits 200]
//
// It prints, in seconds: the time from didOpen to the file's first
// diagnostics; the median, over -checks edits of one line, of the time
// from didChange to the diagnostics of the edited text, less the server's
// 200ms debounce, and of the run's own duration as the server logs it;
// the median time to parse and type-check the package alone, its
// dependencies' types already in memory; and the server's resident set
// (VmRSS, VmHWM from /proc, Linux only) after the -checks edits and after
// -edits edits.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"log"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"golang.org/x/tools/go/packages"
)

const debounce = 200 * time.Millisecond

func main() {
	bin := flag.String("bin", "idemvet", "the idemvet `binary`")
	file := flag.String("file", "", "the Go `file` to open and edit")
	checks := flag.Int("checks", 20, "edits whose re-check is timed")
	edits := flag.Int("edits", 200, "edits in all, for the resident set")
	initOpts := flag.String("init", "{}", "the server's initializationOptions, as `JSON`")
	flag.Parse()
	if *file == "" {
		flag.Usage()
		os.Exit(2)
	}
	path, err := filepath.Abs(*file)
	if err != nil {
		log.Fatal(err)
	}
	dir := filepath.Dir(path)
	uri := (&url.URL{Scheme: "file", Path: path}).String()
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	text := string(data)

	cmd := exec.Command(*bin, "lsp")
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		log.Fatal(err)
	}
	c := &client{published: make(chan published, 1000)}
	conn := jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(rw{out, in}, jsonrpc2.VSCodeObjectCodec{}), jsonrpc2.HandlerWithError(c.handle))
	ctx := context.Background()
	var res, opts any
	if err := json.Unmarshal([]byte(*initOpts), &opts); err != nil {
		log.Fatalf("-init: %v", err)
	}
	tests := !strings.Contains(strings.ReplaceAll(*initOpts, " ", ""), `"test":false`)
	if err := conn.Call(ctx, "initialize", map[string]any{"processId": os.Getpid(), "rootUri": (&url.URL{Scheme: "file", Path: dir}).String(),
		"capabilities": map[string]any{}, "initializationOptions": opts}, &res); err != nil {
		log.Fatal(err)
	}
	conn.Notify(ctx, "initialized", map[string]any{})

	start := time.Now()
	conn.Notify(ctx, "textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": text}})
	first := c.wait(uri, 1)
	fmt.Printf("first_diagnostics_s %.3f (%d diagnostics)\n", time.Since(start).Seconds(), first.n)

	// One line edited: a comment at the end of the package clause's line
	// changes on each edit, so each edit is a new text, with the same
	// imports.
	// The baselines, loaded now and timed after each timed edit, so that
	// both see the same load on the machine.
	alone, withTests := typeCheckPackages(dir, false), typeCheckPackages(dir, true)
	var tcAlone, tcTests []float64

	line := strings.Index(text, "\n")
	var latencies, runs []float64
	var rss20 string
	for i := 1; i <= *edits; i++ {
		edited := text[:line] + fmt.Sprintf(" // edit %d", i) + text[line:]
		v := i + 1
		c.mu.Lock()
		c.lastRun = 0
		c.mu.Unlock()
		t := time.Now()
		conn.Notify(ctx, "textDocument/didChange", map[string]any{
			"textDocument":   map[string]any{"uri": uri, "version": v},
			"contentChanges": []map[string]any{{"text": edited}},
		})
		c.wait(uri, v)
		if i <= *checks {
			latencies = append(latencies, (time.Since(t) - debounce).Seconds())
			c.mu.Lock()
			runs = append(runs, c.lastRun)
			c.mu.Unlock()
			tcAlone = append(tcAlone, timeTypeCheck(alone))
			if tests {
				tcTests = append(tcTests, timeTypeCheck(withTests))
			}
		}
		if i == *checks {
			rss20 = rss(cmd.Process.Pid)
		}
	}
	fmt.Printf("recheck_latency_s %.3f (median of %d edits, from didChange to diagnostics, less the %v debounce)\n", median(latencies), len(latencies), debounce)
	fmt.Printf("recheck_run_s %.3f (median of the server's own run durations)\n", median(runs))
	fmt.Printf("rss_after_%d %s\n", *checks, rss20)
	fmt.Printf("rss_after_%d %s\n", *edits, rss(cmd.Process.Pid))
	tc := median(tcAlone)
	fmt.Printf("typecheck_alone_s %.3f (median of %d, each after an edit's diagnostics: parse and type-check the package, its dependencies' types in memory)\n", tc, len(tcAlone))
	if tests {
		tct := median(tcTests)
		fmt.Printf("typecheck_with_tests_s %.3f (the same, for the package with its tests and its external test package, as the server analyzes them)\n", tct)
		fmt.Printf("ratio_recheck_run_to_typecheck_with_tests %.2f\n", median(runs)/tct)
	}
	fmt.Printf("ratio_recheck_run_to_typecheck %.2f\n", median(runs)/tc)

	conn.Call(ctx, "shutdown", nil, nil)
	conn.Notify(ctx, "exit", nil)
	cmd.Wait()
}

type rw struct {
	r interface{ Read([]byte) (int, error) }
	w interface {
		Write([]byte) (int, error)
		Close() error
	}
}

func (x rw) Read(p []byte) (int, error)  { return x.r.Read(p) }
func (x rw) Write(p []byte) (int, error) { return x.w.Write(p) }
func (x rw) Close() error                { return x.w.Close() }

type published struct {
	uri     string
	version int
	n       int
}

type client struct {
	published chan published
	mu        sync.Mutex
	lastRun   float64
}

var runLog = regexp.MustCompile(`findings in ([0-9.]+)(ms|s|µs)$`)

func (c *client) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	if req.Params == nil {
		return nil, nil
	}
	switch req.Method {
	case "textDocument/publishDiagnostics":
		var p struct {
			URI         string            `json:"uri"`
			Version     *int              `json:"version"`
			Diagnostics []json.RawMessage `json:"diagnostics"`
		}
		json.Unmarshal(*req.Params, &p)
		v := -1
		if p.Version != nil {
			v = *p.Version
		}
		c.published <- published{p.URI, v, len(p.Diagnostics)}
	case "window/logMessage":
		var p struct{ Message string }
		json.Unmarshal(*req.Params, &p)
		if m := runLog.FindStringSubmatch(p.Message); m != nil {
			d, _ := time.ParseDuration(m[1] + m[2])
			c.mu.Lock()
			c.lastRun = d.Seconds()
			c.mu.Unlock()
		}
	}
	return nil, nil
}

// wait waits for the diagnostics of uri at version (or later).
func (c *client) wait(uri string, version int) published {
	timeout := time.After(10 * time.Minute)
	for {
		select {
		case p := <-c.published:
			if p.uri == uri && p.version >= version {
				return p
			}
		case <-timeout:
			log.Fatalf("no diagnostics for version %d", version)
		}
	}
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	xs = slices.Clone(xs)
	slices.Sort(xs)
	return xs[len(xs)/2]
}

// rss returns the VmRSS and VmHWM of a process, from /proc.
func rss(pid int) string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "unknown"
	}
	var parts []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "VmRSS:") || strings.HasPrefix(l, "VmHWM:") {
			f := strings.Fields(l)
			kb, _ := strconv.Atoi(f[1])
			parts = append(parts, fmt.Sprintf("%s %dMiB", strings.TrimSuffix(f[0], ":"), kb/1024))
		}
	}
	return strings.Join(parts, " ")
}

// typeCheckPackages loads the package in dir, its imports' types from
// export data; with tests, the package with its in-package tests and its
// external test package instead.
func typeCheckPackages(dir string, tests bool) []*packages.Package {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
		packages.NeedTypes | packages.NeedDeps | packages.NeedTypesSizes | packages.NeedModule, Dir: dir, Tests: tests}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil || len(pkgs) == 0 {
		log.Fatalf("loading %s: %v", dir, err)
	}
	var check []*packages.Package
	for _, p := range pkgs {
		switch {
		case !tests && p.ID == p.PkgPath:
			check = append(check, p)
		case tests && strings.HasSuffix(p.ID, ".test]"):
			check = append(check, p) // "p [p.test]", "p_test [p.test]"
		}
	}
	if len(check) == 0 {
		check = pkgs[:1] // no tests
	}
	return check
}

// timeTypeCheck parses and type-checks pkgs, one after the other, and
// returns the time it took.
func timeTypeCheck(pkgs []*packages.Package) float64 {
	start := time.Now()
	for _, p := range pkgs {
		typeCheck(p)
	}
	return time.Since(start).Seconds()
}

func typeCheck(p *packages.Package) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range p.CompiledGoFiles {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			log.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
		Implicits: map[ast.Node]types.Object{}, Scopes: map[ast.Node]*types.Scope{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	tc := &types.Config{Importer: importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		return p.Imports[path].Types, nil
	}), Sizes: p.TypesSizes}
	if _, err := tc.Check(p.PkgPath, fset, files, info); err != nil {
		log.Fatalf("%s: %v", p.ID, err)
	}
}

type importerFunc func(string) (*types.Package, error)

func (imp importerFunc) Import(path string) (*types.Package, error) { return imp(path) }
