// Package retryloops finds the retries that code writes by hand: retry
// loops and functions that retry by calling themselves. It is a plain
// package, not an analyzer: it exports no facts, and retryscope makes its
// findings into scopes (see retryscope's package documentation for what
// is and is not a retry loop).
package retryloops

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/passes/valueflow"
)

// A Finder finds the retry loops and recursive retries of one package.
type Finder struct {
	pass *analysis.Pass
	flow *valueflow.Result
	// isHelper reports whether a call is a retry helper's: a function
	// literal it is given reports the helper's attempts, not an operation
	// of the loop around it (callbackerr.go).
	isHelper func(*ast.CallExpr) bool
	// fieldDefaults memoizes the defaults of fields that bound retries
	// (defaults.go).
	fieldDefaults map[*types.Var]fieldDefault
}

// New returns a Finder for pass. isHelper reports whether a call is a
// call of a retry helper; nil: none is.
func New(pass *analysis.Pass, flow *valueflow.Result, isHelper func(*ast.CallExpr) bool) *Finder {
	return &Finder{pass: pass, flow: flow, isHelper: isHelper, fieldDefaults: map[*types.Var]fieldDefault{}}
}

// Found is a retry loop, or a function that retries by calling itself.
type Found struct {
	// Recursion: a function that calls itself again on failure; Func is
	// its declaration, Start the call to itself.
	Recursion bool
	Start     token.Pos // the for keyword, or the call to itself
	Desc      string    // "retry loop", "failover loop", "reconnect loop", "recursive retry"
	Body      *ast.BlockStmt
	Func      ast.Node      // Recursion: the function
	Hoist     ast.Stmt      // Loop: the statement before which a value made once dominates every round
	Stmt      ast.Stmt      // Loop: the loop statement
	Retried   *ast.CallExpr // the call whose error makes it go round
	// Failover: the loop tries Retried at a different target on each
	// round (failover.go).
	Failover bool
	// Stream: the loop reads the stream this call reads and goes round
	// when it ends without a result, opening it again with Retried, up to
	// Attempts times in a row without progress: a reconnect loop
	// (reconnect.go). nil for other loops.
	Stream *ast.CallExpr
	// Counters are the variables that change on every round: loop
	// variables and attempt counters.
	Counters []*types.Var
	// Attempts bounds the rounds: 0 unknown, catalog.Unbounded, or a count.
	Attempts int
	// Default says that Attempts was read from a default that options
	// may change (defaults.go), or is nil.
	Default *Default
}
