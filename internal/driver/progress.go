package driver

import (
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/tools/go/analysis"
)

// Progress is shown only on a terminal, and only for runs longer than
// progressDelay: a quick run and a CI log stay as they were.
var (
	progressDelay    = 3 * time.Second
	progressInterval = 500 * time.Millisecond
	progressForce    = false // for tests: show progress on any writer
)

// A progress keeps a one-line status (packages loaded, packages analyzed)
// on a terminal's stderr, rewritten in place and erased when the run ends.
type progress struct {
	w        io.Writer // nil: silent
	stderr   io.Writer // the command's, shown or not
	analyzer *analysis.Analyzer

	mu    sync.Mutex
	phase string
	total int
	done  atomic.Int64
	shown bool

	once sync.Once
	quit chan struct{}
	exit chan struct{}
}

func newProgress(stderr io.Writer) *progress {
	p := &progress{stderr: stderr, quit: make(chan struct{}), exit: make(chan struct{})}
	if !progressForce && !isTerminal(stderr) {
		close(p.exit)
		return p
	}
	p.w = stderr
	go p.loop()
	return p
}

// isTerminal reports whether w is a character device, as a terminal is.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0 && os.Getenv("TERM") != "dumb"
}

func (p *progress) loop() {
	defer close(p.exit)
	select {
	case <-time.After(progressDelay):
	case <-p.quit:
		return
	}
	tick := time.NewTicker(progressInterval)
	defer tick.Stop()
	for {
		p.print()
		select {
		case <-tick.C:
		case <-p.quit:
			return
		}
	}
}

func (p *progress) print() {
	p.mu.Lock()
	defer p.mu.Unlock()
	line := p.phase
	if p.total > 0 {
		line = fmt.Sprintf("loaded %d %s, analyzed %d", p.total, plural(p.total, "package", "packages"), p.done.Load())
	}
	fmt.Fprintf(p.w, "\ridemvet: %s\x1b[K", line)
	p.shown = true
}

// set names the current phase.
func (p *progress) set(phase string) {
	p.mu.Lock()
	p.phase = phase
	p.mu.Unlock()
}

// analyzing starts counting the analysis of n packages.
func (p *progress) analyzing(n int) {
	p.mu.Lock()
	p.total = n
	p.mu.Unlock()
}

// wrap returns the analyzers to run: with progress shown, run and an
// analyzer that reports nothing and counts the packages whose analysis is
// done (it requires every analyzer of run, so it runs last in each).
func (p *progress) wrap(run []*analysis.Analyzer) []*analysis.Analyzer {
	if p.w == nil {
		return run
	}
	p.analyzer = &analysis.Analyzer{
		Name:     "idemvetprogress",
		Doc:      "idemvetprogress counts the packages analyzed, for the progress line; it reports nothing.",
		Requires: run,
		Run: func(*analysis.Pass) (any, error) {
			p.done.Add(1)
			return nil, nil
		},
	}
	return append(run[:len(run):len(run)], p.analyzer)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// stop ends the progress line, erasing it. It may be called more than once.
func (p *progress) stop() {
	p.once.Do(func() { close(p.quit) })
	<-p.exit
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.shown = false
	}
}
