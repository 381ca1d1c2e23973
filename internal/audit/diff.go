package audit

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strings"
)

// A Change is one difference between two audits.
type Change struct {
	Worse bool   // something got worse: the -diff exit status is 1
	Entry string // the entry point: "MCP tool Tools.charge (agent)"
	Text  string // what changed, for Markdown
}

// A Delta is what changed between two audits, the worse first.
type Delta struct {
	Changes []Change
}

// Worse reports whether something got worse.
func (d *Delta) Worse() bool {
	return slices.ContainsFunc(d.Changes, func(c Change) bool { return c.Worse })
}

// Diff compares the audit now with one saved before. Entry points are
// matched by kind, package and name, writes within them by call, the
// functions between and file, so that moved lines change nothing.
func Diff(before, now *Audit) *Delta {
	d := &Delta{}
	old := map[string]*Entry{}
	for _, e := range before.Entries {
		old[entryKey(e)] = e
	}
	matched := map[string]bool{}
	for _, e := range now.Entries {
		k := entryKey(e)
		matched[k] = true
		name := entryName(e)
		o := old[k]
		if o == nil {
			n := 0
			for _, w := range e.Writes {
				if w.Exposed() {
					n++
				}
			}
			if n > 0 {
				d.add(true, name, fmt.Sprintf("new entry point with %d unkeyed write(s) under retries", n))
			} else {
				d.add(false, name, fmt.Sprintf("new entry point (%d write(s))", len(e.Writes)))
			}
			continue
		}
		d.entry(name, o, e)
	}
	for _, e := range before.Entries {
		if !matched[entryKey(e)] {
			d.add(false, entryName(e), "entry point removed")
		}
	}
	slices.SortStableFunc(d.Changes, func(x, y Change) int {
		if x.Worse != y.Worse {
			if x.Worse {
				return -1
			}
			return 1
		}
		return cmp.Or(cmp.Compare(x.Entry, y.Entry), cmp.Compare(x.Text, y.Text))
	})
	return d
}

func (d *Delta) add(worse bool, entry, text string) {
	d.Changes = append(d.Changes, Change{Worse: worse, Entry: entry, Text: text})
}

// entry compares the writes of one entry point.
func (d *Delta) entry(name string, o, e *Entry) {
	if o.HintsText() != e.HintsText() {
		d.add(false, name, fmt.Sprintf("hints changed from %q to %q", o.HintsText(), e.HintsText()))
	}
	if len(e.Findings) > len(o.Findings) {
		d.add(true, name, fmt.Sprintf("findings on the entry point grew from %d to %d", len(o.Findings), len(e.Findings)))
	}
	old := map[string]*Write{}
	for _, w := range o.Writes {
		old[writeKey(w)] = w
	}
	seen := map[string]bool{}
	for _, w := range e.Writes {
		k := writeKey(w)
		seen[k] = true
		ow := old[k]
		if ow == nil {
			d.add(w.Exposed(), name, fmt.Sprintf("new write %s (%s, key %s, layers %s)", w.Where(), w.Class, w.KeyText(), w.LayersText()))
			continue
		}
		d.write(name, ow, w)
	}
	for _, w := range o.Writes {
		if !seen[writeKey(w)] {
			d.add(false, name, "write removed: "+w.Call+" in "+fileOf(w.Posn))
		}
	}
}

// write compares one write of an entry point.
func (d *Delta) write(name string, o, w *Write) {
	at := w.Where()
	switch {
	case w.Exposed() && !o.Exposed():
		d.add(true, name, fmt.Sprintf("%s became unkeyed under retries (%s, key %s; was %s, key %s)", at, w.Class, w.KeyText(), o.Class, o.KeyText()))
	case o.Exposed() && !w.Exposed():
		d.add(false, name, fmt.Sprintf("%s is no longer unkeyed under retries (key %s)", at, w.KeyText()))
	case o.Key.State != w.Key.State:
		d.add(keyRank(w.Key.State) > keyRank(o.Key.State), name, fmt.Sprintf("%s: key went from %s to %s", at, o.KeyText(), w.KeyText()))
	}
	if o.Class != w.Class && !(w.Exposed() && !o.Exposed()) {
		d.add(w.Class == "unkeyed", name, fmt.Sprintf("%s: class went from %s to %s", at, o.Class, w.Class))
	}
	if len(w.Layers) > len(o.Layers) {
		d.add(true, name, fmt.Sprintf("%s: a retry layer was added: %s (was %s)", at, w.LayersText(), o.LayersText()))
	} else if len(w.Layers) < len(o.Layers) {
		d.add(false, name, fmt.Sprintf("%s: a retry layer was removed: %s (was %s)", at, w.LayersText(), o.LayersText()))
	}
	if Rank(w.Product) > Rank(o.Product) {
		d.add(true, name, fmt.Sprintf("%s: the attempt product grew from %s to %s", at, Bound(o.Product), Bound(w.Product)))
	} else if Rank(w.Product) < Rank(o.Product) {
		d.add(false, name, fmt.Sprintf("%s: the attempt product fell from %s to %s", at, Bound(o.Product), Bound(w.Product)))
	}
	if o.Outcome != w.Outcome {
		d.add(w.Outcome == "none", name, fmt.Sprintf("%s: unknown-outcome handling went from %s to %s", at, o.Outcome, w.Outcome))
	}
	if len(w.Findings) > len(o.Findings) {
		d.add(true, name, fmt.Sprintf("%s: findings grew from %d to %d", at, len(o.Findings), len(w.Findings)))
	} else if len(w.Findings) < len(o.Findings) {
		d.add(false, name, fmt.Sprintf("%s: findings fell from %d to %d", at, len(o.Findings), len(w.Findings)))
	}
}

// keyRank orders key states from safe to unsafe.
func keyRank(s string) int {
	return map[string]int{"": 0, "stable": 1, "parameter": 2, "unknown": 3, "fresh": 4, "none": 5}[s]
}

func entryKey(e *Entry) string { return e.Kind + "|" + e.Package + "|" + e.Name + "|" + e.Tool }

func entryName(e *Entry) string {
	s := e.Kind + " " + e.Name
	if e.Tool != "" {
		s += " (" + e.Tool + ")"
	}
	return s + " in " + path.Base(e.Package)
}

func writeKey(w *Write) string {
	return w.Call + "|" + strings.Join(w.Via, "→") + "|" + fileOf(w.Posn)
}

func fileOf(posn string) string {
	f, _, _ := splitPosn(posn)
	return f
}
