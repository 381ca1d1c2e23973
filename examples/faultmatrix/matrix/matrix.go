// Package matrix runs every client strategy against every fault of the
// billing service and reports, for each pair, how many charges the ledger
// holds and what the client was told.
package matrix

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/idemvet/idemvet/examples/faultmatrix/billing"
	"github.com/idemvet/idemvet/examples/faultmatrix/strategies"
)

// A Strategy is a way of charging a customer, and what idemvet says about
// its code.
type Strategy struct {
	Name string
	Run  func(context.Context, strategies.Client, strategies.Intent) (string, error)
	// Finding is the idemvet analyzer that reports the strategy's code, or
	// "" when idemvet reports nothing.
	Finding string
	// Note qualifies the finding: a known gap of idemvet.
	Note string
}

// Strategies are the strategies of the matrix, in table order.
var Strategies = []Strategy{
	{Name: "naive retry", Run: strategies.NaiveRetry, Finding: "unkeyedwrite"},
	{Name: "verify then retry", Run: strategies.VerifyThenRetry, Finding: "unkeyedwrite"},
	{Name: "new key per attempt", Run: strategies.NewKeyPerAttempt, Finding: "keyinretry"},
	{Name: "key pinned to intent", Run: strategies.PinnedKey},
	{Name: "agent tool, key per call", Run: strategies.AgentMintedKey, Finding: "keyinretry"},
	{Name: "agent tool, key from call", Run: strategies.AgentDerivedKey},
}

// Told is what the client was told.
type Told string

const (
	Completed Told = "completed"
	Unknown   Told = "unknown: escalate"
	Failed    Told = "failed"
)

// A Cell is one strategy run against one fault.
type Cell struct {
	Strategy string
	Fault    billing.Fault
	Charges  int // charges in the ledger: more than 1 is a duplicate
	Replays  int // requests the service answered from a stored key
	Told     Told
	Err      error // the error the client got, if any
}

// Duplicate reports whether the intent was charged more than once.
func (c Cell) Duplicate() bool { return c.Charges > 1 }

// Safe reports whether the cell is an acceptable outcome: at most one
// charge, and the client told either that it completed (with the charge
// made) or that the outcome is unknown.
func (c Cell) Safe() bool {
	switch c.Told {
	case Completed:
		return c.Charges == 1
	case Unknown:
		return c.Charges <= 1
	}
	return false
}

// The intent every cell charges.
var intent = strategies.Intent{Customer: "cus_42", AmountCents: 1999, Order: "ord_1001"}

// Run charges the intent once with s against a fresh service with fault
// injected into the first charge request.
func Run(s Strategy, fault billing.Fault) Cell {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	svc := billing.NewService()
	inj := billing.NewInjector(svc, fault)
	id, err := s.Run(ctx, strategies.Client{HTTP: inj.Client(), BaseURL: "http://billing.test"}, intent)
	inj.Settle()
	c := Cell{Strategy: s.Name, Fault: fault, Charges: len(svc.Charges()), Replays: svc.Replays(), Err: err}
	switch {
	case err == nil && id != "":
		c.Told = Completed
	case errors.Is(err, strategies.ErrOutcomeUnknown):
		c.Told = Unknown
	default:
		c.Told = Failed
	}
	return c
}

// Violations runs strategy s against every fault and returns what makes it
// unsafe: a cell with more than one charge ("duplicate: ..."), or one whose
// client was told neither that the charge completed nor that its outcome is
// unknown ("not safe: ..."). A strategy that idemvet has fixed must have
// none; the checks of an unfixed copy, or of one fixed with a key made anew
// on each call, must find its duplicates.
func Violations(s Strategy) []string {
	var out []string
	for _, f := range billing.Faults {
		c := Run(s, f)
		switch {
		case c.Duplicate():
			out = append(out, fmt.Sprintf("duplicate: %s × %s: %d charges", s.Name, f, c.Charges))
		case !c.Safe():
			out = append(out, fmt.Sprintf("not safe: %s × %s: %s (%v)", s.Name, f, c, c.Err))
		}
	}
	return out
}

// All runs every strategy against every fault.
func All() [][]Cell {
	var rows [][]Cell
	for _, s := range Strategies {
		var row []Cell
		for _, f := range billing.Faults {
			row = append(row, Run(s, f))
		}
		rows = append(rows, row)
	}
	return rows
}

// Markdown formats the matrix as a Markdown table: one row per strategy,
// one column per fault, and idemvet's finding.
func Markdown(rows [][]Cell) string {
	var b strings.Builder
	b.WriteString("| strategy |")
	for _, f := range billing.Faults {
		fmt.Fprintf(&b, " %s |", f)
	}
	b.WriteString(" idemvet |\n| --- |")
	for range billing.Faults {
		b.WriteString(" --- |")
	}
	b.WriteString(" --- |\n")
	for i, row := range rows {
		s := Strategies[i]
		fmt.Fprintf(&b, "| %s |", s.Name)
		for _, c := range row {
			fmt.Fprintf(&b, " %s |", c)
		}
		fmt.Fprintf(&b, " %s |\n", s.finding())
	}
	return b.String()
}

func (s Strategy) finding() string {
	switch {
	case s.Finding != "":
		return "`" + s.Finding + "`"
	case s.Note != "":
		return s.Note
	}
	return "nothing (correct)"
}

// String is the cell as the table shows it: "**2 charges**, told completed".
func (c Cell) String() string {
	charges := fmt.Sprintf("%d charge", c.Charges)
	if c.Charges != 1 {
		charges += "s"
	}
	if c.Duplicate() {
		charges = "**" + charges + "**"
	}
	return charges + ", told " + string(c.Told)
}
