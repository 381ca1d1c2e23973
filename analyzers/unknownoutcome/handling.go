package unknownoutcome

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/analyzers/unknownoutcome/internal/errpath"
	"github.com/idemvet/idemvet/passes/ambiguity"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

// How a write's error path handles an ambiguous outcome, as Handling
// reports it.
const (
	// HandlingNone: the error goes back into a retry (a loop, a helper, a
	// failed at-least-once run), unknown outcomes with the rest.
	HandlingNone = "none"
	// HandlingStops: the path tells an ambiguous error apart and stops.
	HandlingStops = "stops on an ambiguous error"
	// HandlingReadBack: a read decides whether the write is sent again.
	HandlingReadBack = "read-back"
	// HandlingNotRetried: the error does not go back into a retry, or its
	// path cannot be followed.
	HandlingNotRetried = ""
)

// Outcomes answers, for reports that list writes (idemvet audit), how
// each write's error path handles an ambiguous outcome, with the
// analyzer's own reading of the path. It reports nothing.
type Outcomes struct{ c *checker }

// NewOutcomes returns the Outcomes of pass's package; pass must have the
// results of the analyzer's required passes (inspect, retryscope, writes,
// ambiguity, valueflow).
func NewOutcomes(pass *analysis.Pass) *Outcomes {
	c := &checker{
		pass:   pass,
		in:     pass.ResultOf[inspect.Analyzer].(*inspector.Inspector),
		scopes: pass.ResultOf[retryscope.Analyzer].(*retryscope.Result),
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		writes: pass.ResultOf[writes.Analyzer].(*writes.Result),
		amb:    pass.ResultOf[ambiguity.Analyzer].(*ambiguity.Result),
	}
	c.paths = errpath.New(pass, c.scopes, c.flow)
	return &Outcomes{c}
}

// Handling returns how the error path of call, at cur, handles an
// ambiguous outcome: one of the Handling constants.
func (o *Outcomes) Handling(cur inspector.Cursor, call *ast.CallExpr) string {
	c := o.c
	s := c.paths.Site(cur, call)
	if s == nil {
		return HandlingNotRetried
	}
	p := c.paths.Path(s)
	if p == nil {
		return HandlingNotRetried
	}
	exp := c.exposure(s, p)
	switch {
	case exp == nil:
		return HandlingNotRetried
	case c.readBack(s, p, exp) != nil:
		return HandlingReadBack
	case c.handled(s, p, exp):
		return HandlingStops
	}
	return HandlingNone
}
