package lsp

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/report"
)

// A runner runs the analyses on its own goroutine, one at a time, so that
// the server answers the editor while a package is analyzed. An edit
// marks its package's directory pending and restarts the debounce timer;
// when the edits pause, the pending directories are analyzed, each with
// all open documents as the overlay. An edit to the package under
// analysis cancels that run, which a newer one replaces.
type runner struct {
	s    *Server
	wake chan struct{}

	mu      sync.Mutex
	pending map[string]bool
	timer   *time.Timer
	current string             // the directory under analysis
	cancel  context.CancelFunc // its run's
	reload  bool               // read the configuration again before the next run
	stopped bool
	meta    map[string]*metadata // by directory
}

// metadata is a directory's package graph, loaded once and reused while
// the shapes of its open files stay the same.
type metadata struct {
	roots  []*packages.Package
	shapes map[string]string // the open files' shapes when loaded
}

func newRunner(s *Server) *runner {
	return &runner{s: s, wake: make(chan struct{}, 1), pending: map[string]bool{}, meta: map[string]*metadata{}}
}

// schedule marks dir to be analyzed after the debounce delay, and cancels
// its run under way, now stale.
func (r *runner) schedule(dir string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped {
		return
	}
	r.pending[dir] = true
	if r.current == dir && r.cancel != nil {
		r.cancel()
	}
	if r.timer == nil {
		r.timer = time.AfterFunc(r.s.debounce, r.signal)
	} else {
		r.timer.Reset(r.s.debounce)
	}
}

func (r *runner) signal() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// invalidate forgets the metadata of every directory (a file created or
// deleted, a go.mod changed), or of dir only.
func (r *runner) invalidate(dir string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if dir == "" {
		clear(r.meta)
	} else {
		delete(r.meta, dir)
	}
}

// reloadConfig makes the next run read the configuration again, and
// re-analyzes every directory with an open file.
func (r *runner) reloadConfig() {
	r.mu.Lock()
	r.reload = true
	r.mu.Unlock()
}

// stop cancels the run under way and runs no more (shutdown).
func (r *runner) stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.stopped = true
	if r.cancel != nil {
		r.cancel()
	}
	if r.timer != nil {
		r.timer.Stop()
	}
	clear(r.pending)
}

func (r *runner) loop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-r.wake:
		}
		for {
			dir, runCtx := r.next(ctx)
			if dir == "" {
				break
			}
			r.run(runCtx, dir)
			r.mu.Lock()
			r.cancel()
			r.current, r.cancel = "", nil
			r.mu.Unlock()
		}
	}
}

// next takes a pending directory and makes its run's context.
func (r *runner) next(ctx context.Context) (string, context.Context) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped || len(r.pending) == 0 {
		return "", nil
	}
	dirs := make([]string, 0, len(r.pending))
	for d := range r.pending {
		dirs = append(dirs, d)
	}
	slices.Sort(dirs)
	dir := dirs[0]
	delete(r.pending, dir)
	runCtx, cancel := context.WithCancel(ctx)
	r.current, r.cancel = dir, cancel
	return dir, runCtx
}

// run analyzes the package in dir (and its tests) and publishes its
// diagnostics. A panic is reported once and the server goes on.
func (r *runner) run(ctx context.Context, dir string) {
	defer func() {
		if p := recover(); p != nil {
			r.s.reportPanic(fmt.Sprintf("analyzing %s: %v", dir, p))
		}
	}()
	s := r.s
	r.mu.Lock()
	reload := r.reload
	r.reload = false
	r.mu.Unlock()
	s.mu.Lock()
	opts := s.state.opts
	overlay := s.state.overlay()
	s.mu.Unlock()
	if reload {
		for _, err := range opts.applyConfigFlags() {
			s.showMessage(messageError, "idemvet: initializationOptions: "+err.Error())
		}
	}
	start := time.Now()
	md, err := r.metadata(ctx, dir, overlay, opts.tests())
	if err != nil {
		if ctx.Err() == nil {
			s.logMessage(messageWarning, "%s: cannot load the package: %v", dir, err)
			s.publishDir(dir)
		}
		return
	}
	res, err := s.session.Analyze(ctx, dir, md.roots, overlay, opts.enabled(s.suite), s.stderr)
	if errors.Is(err, context.Canceled) || ctx.Err() != nil {
		s.logMessage(messageLog, "%s: run canceled: a newer edit replaces it", dir)
		return
	}
	if err != nil {
		s.showMessage(messageError, fmt.Sprintf("idemvet: %s: %v", dir, err))
		return
	}
	for _, p := range res.Panics {
		s.reportPanic(p)
	}
	for _, e := range res.Errors {
		s.logMessage(messageLog, "%s", e)
	}
	if len(res.Broken) > 0 && len(res.Findings) == 0 {
		// A file that does not parse or type-check: the last good
		// diagnostics stay until the package checks again.
		s.logMessage(messageLog, "%s: does not type-check: keeping the last diagnostics", dir)
		return
	}
	s.logMessage(messageLog, "%s: %d findings in %v", dir, len(res.Findings), time.Since(start).Round(time.Millisecond))
	s.publish(dir, res.Findings, res.Imports, overlay)
}

// metadata returns dir's package graph: the one loaded before, if the
// shapes of its open files are the same, or a new one.
func (r *runner) metadata(ctx context.Context, dir string, overlay map[string][]byte, tests bool) (*metadata, error) {
	shapes := map[string]string{}
	for path, text := range overlay {
		if inDir(path, dir) {
			shapes[path] = shape(string(text))
		}
	}
	r.mu.Lock()
	md := r.meta[dir]
	r.mu.Unlock()
	if md != nil && sameShapes(md.shapes, shapes) {
		return md, nil
	}
	roots, err := r.s.session.Load(ctx, dir, []string{"."}, overlay, tests)
	if err != nil {
		return nil, err
	}
	md = &metadata{roots: roots, shapes: shapes}
	if !listErrorsOnly(roots) {
		r.mu.Lock()
		r.meta[dir] = md
		r.mu.Unlock()
	}
	return md, nil
}

func sameShapes(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// listErrorsOnly reports whether the go command found no package at all
// (a directory outside any module): such metadata is not kept.
func listErrorsOnly(roots []*packages.Package) bool {
	for _, p := range roots {
		if len(p.CompiledGoFiles) > 0 {
			return false
		}
	}
	return true
}

// publish publishes the findings of dir's run, by file, and clears the
// diagnostics of the files of dir that have none now.
func (s *Server) publish(dir string, findings []report.Finding, imports map[string]map[string]string, overlay map[string][]byte) {
	texts := map[string]string{}
	read := func(file string) string {
		if t, ok := texts[file]; ok {
			return t
		}
		t := string(overlay[file])
		if _, ok := overlay[file]; !ok {
			data, _ := os.ReadFile(file)
			t = string(data)
		}
		texts[file] = t
		return t
	}
	byFile := map[string][]report.Finding{}
	for _, f := range findings {
		byFile[f.Posn.File] = append(byFile[f.Posn.File], f)
	}
	for file := range byFile {
		read(file)
		for _, f := range byFile[file] {
			for _, fix := range f.Fixes {
				for _, e := range fix.Edits {
					read(e.File)
				}
			}
		}
	}
	s.mu.Lock()
	// An open file of the package edited since the run read it: a newer
	// run is queued, and these findings are of a text the client no
	// longer has.
	for file, d := range s.state.docs {
		if inDir(file, dir) && strings.HasSuffix(file, ".go") && string(overlay[file]) != d.text {
			s.mu.Unlock()
			return
		}
	}
	opts := s.state.opts
	old := s.state.published[dir]
	// Every open file of the package gets its diagnostics, none if it
	// has no findings: the client knows its analysis is done.
	for file := range s.state.docs {
		if inDir(file, dir) && strings.HasSuffix(file, ".go") {
			if _, ok := byFile[file]; !ok {
				byFile[file] = nil
				read(file)
			}
		}
	}
	now := map[string]bool{}
	for file := range old {
		delete(s.state.results, file)
	}
	for file, fs := range byFile {
		if len(fs) > 0 {
			now[file] = true
		}
		s.state.results[file] = &fileResult{text: texts[file], findings: fs, imports: imports, texts: texts}
	}
	s.state.published[dir] = now
	versions := map[string]*int{}
	for file := range byFile {
		if d := s.state.docs[file]; d != nil && string(overlay[file]) == d.text {
			v := d.version
			versions[file] = &v
		}
	}
	s.mu.Unlock()

	for file := range old {
		if _, ok := byFile[file]; !ok {
			s.sendDiagnostics(file, nil, nil)
		}
	}
	for file, fs := range byFile {
		var diags []diagnostic
		m := newMapper(texts[file])
		for _, f := range fs {
			d := diagnostic{
				Range:           m.rangeOf(f.Posn.Offset, f.End.Offset),
				Severity:        opts.severityOf(f.Analyzer),
				Code:            f.Analyzer,
				CodeDescription: &codeDescription{Href: docgen.URL(f.Analyzer)},
				Source:          f.Analyzer,
				Message:         f.Message,
			}
			for _, rel := range f.Related {
				rm := newMapper(read(rel.Posn.File))
				d.RelatedInformation = append(d.RelatedInformation, diagnosticRelatedInformation{
					Location: location{URI: pathToURI(rel.Posn.File), Range: rm.rangeOf(rel.Posn.Offset, rel.Posn.Offset)},
					Message:  rel.Message,
				})
			}
			diags = append(diags, d)
		}
		s.sendDiagnostics(file, diags, versions[file])
	}
}

// publishDir clears the diagnostics published for dir (its package no
// longer loads).
func (s *Server) publishDir(dir string) {
	s.mu.Lock()
	old := s.state.published[dir]
	delete(s.state.published, dir)
	for file := range old {
		delete(s.state.results, file)
	}
	s.mu.Unlock()
	for file := range old {
		s.sendDiagnostics(file, nil, nil)
	}
}

func (s *Server) sendDiagnostics(file string, diags []diagnostic, version *int) {
	if diags == nil {
		diags = []diagnostic{}
	}
	s.conn.Notify(context.Background(), "textDocument/publishDiagnostics",
		publishDiagnosticsParams{URI: pathToURI(file), Version: version, Diagnostics: diags})
}

// dirOf returns the package directory of a document's path.
func dirOf(path string) string { return filepath.Dir(path) }
