package lsp

import (
	"path/filepath"
	"strings"

	"github.com/idemvet/idemvet/passes/config"
)

// The document notifications: each keeps the state and schedules the
// analysis of the package concerned.

func (s *Server) didOpen(p didOpenParams) {
	path, ok := s.path(p.TextDocument.URI)
	if !ok {
		return
	}
	s.mu.Lock()
	s.state.docs[path] = &document{version: p.TextDocument.Version, text: p.TextDocument.Text}
	s.mu.Unlock()
	s.changed(path)
}

func (s *Server) didChange(p didChangeParams) {
	path, ok := s.path(p.TextDocument.URI)
	if !ok {
		return
	}
	s.mu.Lock()
	d := s.state.docs[path]
	if d == nil { // a change to a document never opened: take it whole
		d = &document{}
		s.state.docs[path] = d
	}
	for _, c := range p.ContentChanges {
		d.text = applyChange(d.text, c.Range, c.Text)
	}
	d.version = p.TextDocument.Version
	s.mu.Unlock()
	s.changed(path)
}

func (s *Server) didSave(p didCloseParams) {
	if path, ok := s.path(p.TextDocument.URI); ok && filepath.Base(path) == config.FileName {
		s.configChanged()
	}
}

func (s *Server) didClose(p didCloseParams) {
	path, ok := s.path(p.TextDocument.URI)
	if !ok {
		return
	}
	s.mu.Lock()
	delete(s.state.docs, path)
	s.mu.Unlock()
	if strings.HasSuffix(path, ".go") {
		// The file is on disk again as it was saved: its package is
		// loaded and analyzed again from there.
		s.runner.invalidate(dirOf(path))
		s.runner.schedule(dirOf(path))
	}
}

// changed schedules the analysis of the package of path, a Go file, or
// reloads the configuration, for .idemvet.yml.
func (s *Server) changed(path string) {
	switch {
	case filepath.Base(path) == config.FileName:
		s.configChanged()
	case strings.HasSuffix(path, ".go"):
		s.runner.schedule(dirOf(path))
	}
}

// configChanged reads the configuration again and analyzes every open
// package again.
func (s *Server) configChanged() {
	s.logMessage(messageLog, "%s changed: reading the configuration again", config.FileName)
	s.runner.reloadConfig()
	s.rescheduleOpen()
}

// rescheduleOpen schedules every package with an open file.
func (s *Server) rescheduleOpen() {
	s.mu.Lock()
	dirs := map[string]bool{}
	for path := range s.state.docs {
		if strings.HasSuffix(path, ".go") {
			dirs[dirOf(path)] = true
		}
	}
	s.mu.Unlock()
	for dir := range dirs {
		s.runner.schedule(dir)
	}
}

func (s *Server) didChangeWatchedFiles(p didChangeWatchedFilesParams) {
	var cfg, graph bool
	for _, c := range p.Changes {
		path, ok := s.path(c.URI)
		if !ok {
			continue
		}
		switch base := filepath.Base(path); {
		case base == config.FileName:
			cfg = true
		case base == "go.mod" || base == "go.work" || base == "go.sum":
			graph = true
		case strings.HasSuffix(base, ".go"):
			if c.Type != 2 { // created or deleted: the package's files change
				graph = true
			}
			if c.Type == 3 {
				s.forget(path)
			}
		}
	}
	if graph {
		s.runner.invalidate("")
	}
	if cfg {
		s.configChanged()
	} else if graph {
		s.rescheduleOpen()
	}
}

// forget clears the diagnostics of a deleted file.
func (s *Server) forget(path string) {
	s.mu.Lock()
	delete(s.state.results, path)
	var had bool
	for _, files := range s.state.published {
		if files[path] {
			had = true
			delete(files, path)
		}
	}
	s.mu.Unlock()
	if had {
		s.sendDiagnostics(path, nil, nil)
	}
}

func (s *Server) didChangeWorkspaceFolders(p didChangeWorkspaceFoldersParams) {
	s.mu.Lock()
	for _, f := range p.Event.Removed {
		s.state.removeFolder(f.URI)
	}
	for _, f := range p.Event.Added {
		s.state.addFolder(f.URI)
	}
	s.mu.Unlock()
	s.runner.invalidate("")
	s.rescheduleOpen()
}

// path returns the file path of a document's URI; a URI that is not a
// file's is logged and ignored.
func (s *Server) path(uri documentURI) (string, bool) {
	path, err := uriToPath(uri)
	if err != nil {
		s.logMessage(messageLog, "ignoring %s: %v", uri, err)
		return "", false
	}
	return path, true
}
