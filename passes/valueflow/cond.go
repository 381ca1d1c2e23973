package valueflow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Polarity is which outcome of a call a condition on its error stands for.
type Polarity int

const (
	None    Polarity = iota
	Success          // the condition stands for success: err == nil
	Failure          // the condition stands for failure: err != nil
)

// A Cond is what a condition says about one error variable compared with
// nil in it. Each field is an implication that holds whatever the other
// operands of the condition are.
type Cond struct {
	Var *types.Var

	OnlyOnFailure  bool // the condition holds only when Var != nil
	OnlyOnSuccess  bool // the condition holds only when Var == nil
	OnAllFailures  bool // the condition holds whenever Var != nil
	OnAllSuccesses bool // the condition holds whenever Var == nil
}

// Guard is the polarity of a condition that must separate the outcomes
// for its branches: Failure when only a failure satisfies it (its branch
// sees failures alone), Success when every success satisfies it (what runs
// when it does not hold sees failures alone). err != nil && retryable(err)
// is Failure; err == nil || attempt >= max is Success; err == nil && ok and
// err != nil || done are None.
func (c Cond) Guard() Polarity {
	switch {
	case c.OnlyOnFailure:
		return Failure
	case c.OnAllSuccesses:
		return Success
	}
	return None
}

// Test is the polarity of the error test a condition turns on, even when
// other operands can override it: Failure when only failures satisfy it or
// every failure does, Success likewise. err == nil && ok is Success,
// err != nil || done is Failure.
func (c Cond) Test() Polarity {
	switch {
	case c.OnlyOnFailure || c.OnAllFailures:
		return Failure
	case c.OnlyOnSuccess || c.OnAllSuccesses:
		return Success
	}
	return None
}

// ErrCond finds, among the error variables that cond compares with nil and
// that isErr accepts, the first in source order for which polarity (Cond.Guard
// or Cond.Test) is not None, and returns it with that polarity.
func ErrCond(info *types.Info, cond ast.Expr, isErr func(*types.Var) bool, polarity func(Cond) Polarity) (*types.Var, Polarity) {
	for _, v := range errVars(info, cond, isErr) {
		if p := polarity(CondOn(info, cond, v)); p != None {
			return v, p
		}
	}
	return nil, None
}

// errVars returns the error variables compared with nil in cond, in source
// order, once each.
func errVars(info *types.Info, cond ast.Expr, isErr func(*types.Var) bool) []*types.Var {
	var vars []*types.Var
	ast.Inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BinaryExpr:
			if v, _, ok := nilCompare(info, n); ok && isErr(v) && !containsVar(vars, v) {
				vars = append(vars, v)
			}
		}
		return true
	})
	return vars
}

func containsVar(vs []*types.Var, v *types.Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// CondOn evaluates what cond says about v: a comparison of v with nil
// decides it, && and || combine their sides, ! swaps them, and any other
// operand may be true or false on either outcome.
func CondOn(info *types.Info, cond ast.Expr, v *types.Var) Cond {
	c := Cond{Var: v}
	switch x := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.EQL, token.NEQ:
			if w, failed, ok := nilCompare(info, x); ok && w == v {
				c.OnlyOnFailure, c.OnAllFailures = failed, failed
				c.OnlyOnSuccess, c.OnAllSuccesses = !failed, !failed
			}
		case token.LAND:
			// a && b holds only where either side holds only, and on all
			// of an outcome only where both sides do.
			a, b := CondOn(info, x.X, v), CondOn(info, x.Y, v)
			c.OnlyOnFailure = a.OnlyOnFailure || b.OnlyOnFailure
			c.OnlyOnSuccess = a.OnlyOnSuccess || b.OnlyOnSuccess
			c.OnAllFailures = a.OnAllFailures && b.OnAllFailures
			c.OnAllSuccesses = a.OnAllSuccesses && b.OnAllSuccesses
		case token.LOR:
			// a || b holds on all of an outcome where either side does,
			// and only on it where both sides do.
			a, b := CondOn(info, x.X, v), CondOn(info, x.Y, v)
			c.OnlyOnFailure = a.OnlyOnFailure && b.OnlyOnFailure
			c.OnlyOnSuccess = a.OnlyOnSuccess && b.OnlyOnSuccess
			c.OnAllFailures = a.OnAllFailures || b.OnAllFailures
			c.OnAllSuccesses = a.OnAllSuccesses || b.OnAllSuccesses
		}
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			// !a holds only on failure when a holds on every success.
			a := CondOn(info, x.X, v)
			c.OnlyOnFailure, c.OnlyOnSuccess = a.OnAllSuccesses, a.OnAllFailures
			c.OnAllFailures, c.OnAllSuccesses = a.OnlyOnSuccess, a.OnlyOnFailure
		}
	}
	return c
}

// nilCompare reports whether b compares a variable with nil (either way
// round), which variable, and whether b holds when it is not nil.
func nilCompare(info *types.Info, b *ast.BinaryExpr) (*types.Var, bool, bool) {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return nil, false, false
	}
	x, y := b.X, b.Y
	if analysisutil.IsNil(info, x) {
		x, y = y, x
	}
	if !analysisutil.IsNil(info, y) {
		return nil, false, false
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil, false, false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return nil, false, false
	}
	return v, b.Op == token.NEQ, true
}
