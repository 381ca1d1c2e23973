package audit

import (
	"cmp"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/report"
)

// Merge makes the Audit of the packages' entry points and own write calls
// (positions with absolute files), attaching the findings whose position
// falls on a row. rel makes a file path relative to the audit's directory.
// The Audit is sorted and the same for the same input, whatever its order.
func Merge(entries []*Entry, own []*Write, findings []report.Finding, rel func(string) string) *Audit {
	a := &Audit{Version: Version, Entries: []*Entry{}, Unreached: []*Write{}}
	seen := map[string]bool{}
	reached := map[string]bool{}
	for _, e := range entries {
		if k := e.Kind + "|" + e.Posn; seen[k] {
			continue
		} else {
			seen[k] = true
		}
		e.Posn, e.RegFile = relPosn(e.Posn, rel), relFile(e.RegFile, rel)
		for _, w := range e.Writes {
			settle(w, rel)
			reached[w.Posn] = true
			if w.Site != "" {
				reached[relPosn(w.Site, rel)] = true
			}
		}
		a.Entries = append(a.Entries, e)
	}
	// A write reached through calls (Site set) is one of the audited
	// code's own, listed (or reached) at its place, or a dependency's (an
	// SDK's request helper): then each call that reaches it is a write of
	// its own, listed where the call is.
	direct := map[string]bool{}
	for _, w := range own {
		if w.Site == "" {
			direct[relPosn(w.Posn, rel)] = true
		}
	}
	seenOwn := map[string]bool{}
	for _, w := range own {
		if w.Site != "" {
			if direct[relPosn(w.Posn, rel)] {
				continue
			}
			w.Posn, w.Site = w.Site, ""
		}
		settle(w, rel)
		if reached[w.Posn] || seenOwn[w.Posn+"|"+w.Call] {
			continue
		}
		seenOwn[w.Posn+"|"+w.Call] = true
		a.Unreached = append(a.Unreached, w)
	}
	attach(a, findings, rel)
	for _, e := range a.Entries {
		slices.SortStableFunc(e.Writes, compareWrites)
	}
	slices.SortStableFunc(a.Entries, func(x, y *Entry) int {
		return cmp.Or(comparePosn(x.Posn, y.Posn), cmp.Compare(x.Kind, y.Kind), cmp.Compare(x.Name, y.Name))
	})
	slices.SortStableFunc(a.Unreached, compareWrites)
	a.Summary = summarize(a)
	return a
}

// settle makes w's positions relative and computes its product.
func settle(w *Write, rel func(string) string) {
	w.Posn = relPosn(w.Posn, rel)
	w.Key.Posn = relPosn(w.Key.Posn, rel)
	var ns []int
	for i := range w.Layers {
		w.Layers[i].Posn = relPosn(w.Layers[i].Posn, rel)
		ns = append(ns, w.Layers[i].Attempts)
	}
	w.Product = Product(ns)
	if w.Outcome == "" {
		w.Outcome = "not retried"
	}
	if w.Layers == nil {
		w.Layers = []Layer{}
	}
}

// attach adds each finding to the rows it falls on: a write whose call
// is on its line, an entry point whose start or registration is.
func attach(a *Audit, findings []report.Finding, rel func(string) string) {
	for _, f := range findings {
		file := relFile(f.Posn.File, rel)
		at := file + ":" + strconv.Itoa(f.Posn.Line)
		rf := Finding{Analyzer: f.Analyzer, Posn: at + ":" + strconv.Itoa(f.Posn.Column), Message: f.Message, Doc: docgen.URL(f.Analyzer)}
		onLine := func(posn string) bool {
			pf, pl, _ := splitPosn(posn)
			return pf == file && pl == f.Posn.Line
		}
		for _, e := range a.Entries {
			inReg := e.RegFile == file && e.RegStart <= f.Posn.Line && f.Posn.Line <= e.RegEnd &&
				!(e.FuncStart <= f.Posn.Line && f.Posn.Line <= e.FuncEnd)
			if onLine(e.Posn) || inReg {
				e.Findings = appendOnce(e.Findings, rf)
			}
			for _, w := range e.Writes {
				if onLine(w.Posn) || onLine(w.Key.Posn) {
					w.Findings = appendOnce(w.Findings, rf)
				}
			}
		}
		for _, w := range a.Unreached {
			if onLine(w.Posn) || onLine(w.Key.Posn) {
				w.Findings = appendOnce(w.Findings, rf)
			}
		}
	}
}

func appendOnce(fs []Finding, f Finding) []Finding {
	if slices.Contains(fs, f) {
		return fs
	}
	fs = append(fs, f)
	slices.SortFunc(fs, func(x, y Finding) int {
		return cmp.Or(comparePosn(x.Posn, y.Posn), cmp.Compare(x.Analyzer, y.Analyzer), cmp.Compare(x.Message, y.Message))
	})
	return fs
}

// summarize counts the Audit's rows.
func summarize(a *Audit) Summary {
	s := Summary{EntryPoints: len(a.Entries), Writes: map[string]int{}, LargestProduct: 1}
	distinct := map[string]string{}
	best := -2
	for _, e := range a.Entries {
		for _, w := range e.Writes {
			distinct[w.Posn+"|"+w.Call] = w.Class
			if exposed(w) {
				s.UnkeyedUnderRetry++
			}
			if r := Rank(w.Product); r > best && len(w.Layers) > 0 {
				best, s.LargestProduct = r, w.Product
				s.LargestAt = w.Call + " at " + w.Posn + " in " + e.Name
			}
		}
	}
	for _, w := range a.Unreached {
		distinct[w.Posn+"|"+w.Call] = w.Class
	}
	for _, class := range slices.Sorted(maps.Values(distinct)) {
		s.Writes[class]++
	}
	return s
}

// exposed reports whether w may be made again for one intent: unkeyed, or
// keyed with no key or a fresh one, under layers that may run it more
// than once.
func exposed(w *Write) bool {
	risky := w.Class == "unkeyed" || w.Class == "keyed" && (w.Key.State == "none" || w.Key.State == "fresh")
	return risky && len(w.Layers) > 0 && w.Product != 1
}

// Exposed is exposed, for the renderers.
func (w *Write) Exposed() bool { return exposed(w) }

func compareWrites(x, y *Write) int {
	return cmp.Or(comparePosn(x.Posn, y.Posn), cmp.Compare(x.Call, y.Call), slices.Compare(x.Via, y.Via))
}

// comparePosn orders "file:line:col" positions by file, then line and
// column as numbers.
func comparePosn(x, y string) int {
	xf, xl, xc := splitPosn(x)
	yf, yl, yc := splitPosn(y)
	return cmp.Or(cmp.Compare(xf, yf), cmp.Compare(xl, yl), cmp.Compare(xc, yc))
}

// splitPosn splits "file:line[:col]"; a position without a line is all
// file.
func splitPosn(p string) (file string, line, col int) {
	parts := strings.Split(p, ":")
	nums := []int{}
	for len(parts) > 1 && len(nums) < 2 {
		n, err := strconv.Atoi(parts[len(parts)-1])
		if err != nil {
			break
		}
		nums = append([]int{n}, nums...)
		parts = parts[:len(parts)-1]
	}
	file = strings.Join(parts, ":")
	if len(nums) > 0 {
		line = nums[0]
	}
	if len(nums) > 1 {
		col = nums[1]
	}
	return file, line, col
}

// SplitPosn is splitPosn, for the renderers: "a/b.go:12:3" → "a/b.go", 12.
func SplitPosn(p string) (string, int) {
	f, l, _ := splitPosn(p)
	return f, l
}

func relPosn(p string, rel func(string) string) string {
	if p == "" {
		return ""
	}
	f, l, c := splitPosn(p)
	out := relFile(f, rel)
	if l > 0 {
		out += ":" + strconv.Itoa(l)
	}
	if c > 0 {
		out += ":" + strconv.Itoa(c)
	}
	return out
}

func relFile(f string, rel func(string) string) string {
	if f == "" || !filepath.IsAbs(f) {
		return filepath.ToSlash(f)
	}
	return filepath.ToSlash(rel(f))
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }
