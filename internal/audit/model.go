// Package audit is idemvet's idempotency inventory: every entry point that
// the system around it may run again (an MCP tool, a Temporal activity, a
// controller's Reconcile, a configured or HTTP handler, and each retry
// scope elsewhere), each write it reaches through calls, with the write's
// class, the source of its key, the retry layers around it and the
// product of their bounds, how its error path handles an ambiguous
// outcome, the hints the tool declares and the findings that apply.
//
// Package collect gathers the rows of one package (an analyzer run with
// the suite), this package merges them into an Audit, sorted and
// deterministic, and compares two (Diff); package render prints one, and
// package command is the idemvet audit subcommand.
//
// The JSON form of an Audit is a stable schema (docs/audit.md): fields
// are added, never renamed, and Version changes when one changes meaning.
package audit

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is the version of the JSON schema.
const Version = 1

// Attempt bounds: a count, or one of these.
const (
	Unknown   = 0  // the bound is not known
	Unbounded = -1 // no limit
)

// An Audit is the inventory of the packages audited.
type Audit struct {
	Version   int      `json:"version"`
	Summary   Summary  `json:"summary"`
	Entries   []*Entry `json:"entries"`
	Unreached []*Write `json:"unreached"` // writes that no entry point reaches, each once
}

// A Summary counts what the Audit lists.
type Summary struct {
	EntryPoints int `json:"entry_points"`
	// Writes counts the distinct write calls by class ("keyed",
	// "unkeyed", "idempotent").
	Writes map[string]int `json:"writes_by_class"`
	// UnkeyedUnderRetry counts the rows of an unkeyed write, or a keyed
	// one sent with no key or a fresh one, under layers that may run it
	// more than once.
	UnkeyedUnderRetry int `json:"unkeyed_under_retry"`
	// LargestProduct is the largest attempt product of a row (Unbounded
	// above every count), and LargestAt the row's write and entry point.
	LargestProduct int    `json:"largest_attempt_product"`
	LargestAt      string `json:"largest_attempt_product_at,omitempty"`
}

// An Entry is code that may run again for one intent, and the writes it
// reaches.
type Entry struct {
	// Kind: "MCP tool", "Temporal activity", "Reconcile", "workqueue
	// handler", "Pub/Sub receiver", "JetStream consumer", "configured
	// handler", "HTTP handler", "retry scope".
	Kind    string `json:"kind"`
	Name    string `json:"name"`           // the function: "Tools.charge", "Service.Charge (retry loop)"
	Tool    string `json:"tool,omitempty"` // an MCP tool's name
	Desc    string `json:"desc"`           // how idemvet's messages name it: "MCP tool handler", "retry loop"
	Package string `json:"package"`
	Posn    string `json:"posn"` // "agent/tools.go:47:1", relative to the audit's directory
	// Attempts bounds the entry point's own runs for one intent (see
	// Unknown, Unbounded); 1 for an HTTP handler.
	Attempts int             `json:"attempts"`
	Hints    map[string]bool `json:"hints,omitempty"` // an MCP tool's declared hints: "IdempotentHint": true
	Findings []Finding       `json:"findings,omitempty"`
	Writes   []*Write        `json:"writes"`

	// RegFile, RegStart and RegEnd are the file and lines of the
	// registration call, for findings placed there (a tool's hint), and
	// FuncStart, FuncEnd the lines of the function it registers, whose
	// findings go on its writes; not in the JSON.
	RegFile            string `json:"-"`
	RegStart, RegEnd   int    `json:"-"`
	FuncStart, FuncEnd int    `json:"-"`
}

// A Write is one write call reached from an entry point (or from none).
type Write struct {
	Call  string   `json:"call"`          // "V1PaymentIntents.Create", "smtp.SendMail", "Do (POST)"
	Posn  string   `json:"posn"`          // where the call is
	Via   []string `json:"via,omitempty"` // the functions called between the entry point and the write, outermost first
	Class string   `json:"class"`         // "keyed", "unkeyed", "idempotent"
	Key   Key      `json:"key"`
	// Layers are the retry layers around the write, from the outside in:
	// the entry point's own runs first, the client's own retries last.
	Layers []Layer `json:"layers"`
	// Product is the product of the layers' attempts (see Unknown,
	// Unbounded); 1 without layers.
	Product int `json:"attempt_product"`
	// Outcome is how the write's error path handles an ambiguous
	// outcome: "none", "stops on an ambiguous error", "read-back", or
	// "not retried" when its error does not go back into a retry.
	Outcome  string    `json:"unknown_outcome"`
	Findings []Finding `json:"findings,omitempty"`
	// Site is, for a write reached through calls, the call in the audited
	// function that starts the chain. A write that no entry point reaches
	// is listed at its Site, so each call of an SDK's write is a row of
	// its own.
	Site string `json:"-"`
}

// A Key is where a keyed write's idempotency key comes from.
type Key struct {
	// State: "stable" (the same on every attempt), "fresh" (new on each
	// attempt or call), "none" (no key sent), "parameter" (a parameter of
	// a function no entry point calls), "unknown", or "" for a write that
	// needs none (idempotent) or has no slot (unkeyed).
	State  string `json:"state"`
	Source string `json:"source,omitempty"` // stable: the expression; fresh: the generator
	Posn   string `json:"posn,omitempty"`   // fresh: where the key is made
}

// A Layer is one retry layer.
type Layer struct {
	Desc     string `json:"desc"` // "MCP tool handler", "retry loop", "backoff.Retry", "stripe-go client"
	Posn     string `json:"posn,omitempty"`
	Attempts int    `json:"attempts"` // see Unknown, Unbounded
}

// A Finding is an analyzer's diagnostic on a row.
type Finding struct {
	Analyzer string `json:"analyzer"`
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	Doc      string `json:"doc"` // the analyzer's section of docs/analyzers.md, as an address
}

// Bound formats an attempt count: "3", "∞", "?".
func Bound(n int) string {
	switch n {
	case Unknown:
		return "?"
	case Unbounded:
		return "∞"
	}
	return strconv.Itoa(n)
}

// Product multiplies attempt counts: Unknown if one is, else Unbounded if
// one is.
func Product(ns []int) int {
	p, unbounded := 1, false
	for _, n := range ns {
		switch n {
		case Unknown:
			return Unknown
		case Unbounded:
			unbounded = true
		default:
			p *= n
		}
	}
	if unbounded {
		return Unbounded
	}
	return p
}

// Rank orders attempt products by how many runs they allow: Unknown
// lowest, Unbounded above every count.
func Rank(n int) int {
	switch n {
	case Unknown:
		return -1
	case Unbounded:
		return int(^uint(0) >> 1)
	}
	return n
}

// LayersText formats the layers from the outside in with their product:
// "MCP tool handler ∞ × stripe-go 3 = ∞"; "-" without layers.
func (w *Write) LayersText() string {
	if len(w.Layers) == 0 {
		return "-"
	}
	var parts []string
	for _, l := range w.Layers {
		parts = append(parts, l.Desc+" "+Bound(l.Attempts))
	}
	return strings.Join(parts, " × ") + " = " + Bound(w.Product)
}

// KeyText formats the key's source: "stable: req.ID", "fresh: uuid.NewString
// at agent/tools.go:53", "none"; "-" when the write takes none.
func (w *Write) KeyText() string {
	k := w.Key
	switch k.State {
	case "":
		return "-"
	case "stable", "parameter":
		if k.Source != "" {
			return k.State + ": " + k.Source
		}
	case "fresh":
		s := "fresh"
		if k.Source != "" {
			s += ": " + k.Source
		}
		if k.Posn != "" {
			file, line := SplitPosn(k.Posn)
			s += " at " + file + ":" + strconv.Itoa(line)
		}
		return s
	}
	return k.State
}

// Where is the write's call and place, with the calls that reach it:
// "V1PaymentIntents.Create at billing/billing.go:41 (via Service.Charge)".
func (w *Write) Where() string {
	s := w.Call + " at " + w.Posn
	if len(w.Via) > 0 {
		s += " (via " + strings.Join(w.Via, " → ") + ")"
	}
	return s
}

// HintsText formats the declared hints, sorted: "IdempotentHint=true".
func (e *Entry) HintsText() string {
	var out []string
	for _, h := range sortedKeys(e.Hints) {
		out = append(out, fmt.Sprintf("%s=%t", h, e.Hints[h]))
	}
	return strings.Join(out, " ")
}
