package nestedretry

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// permanentReturn marks the error of a call returned straight from a
// helper's operation as permanent with the mark m:
//
//	return call()       → return backoff.Permanent(call())
//	                    → if err := call(); err != nil { return retry.Unrecoverable(err) }; return nil
//	return v, call()    → return v, backoff.Permanent(call())
//	                    → if err := call(); err != nil { return v, retry.Unrecoverable(err) }; return v, nil
//	return call2()      → v, err := call2(); return v, backoff.Permanent(err)
//	                    → v, err := call2(); if err != nil { return v, retry.Unrecoverable(err) }; return v, nil
//
// where call returns an error and call2 a value and an error. A marker
// that does not pass nil through (retry-go's Unrecoverable) wraps only a
// non-nil error, in a branch; then the other results of "return v, call()"
// must be constants, so that evaluating them after the call changes
// nothing.
func (c *checker) permanentReturn(ret *ast.ReturnStmt, call *ast.CallExpr, m mark) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	last := len(ret.Results) - 1
	if last < 0 || ast.Unparen(ret.Results[last]) != call {
		return nil, false
	}
	ind := analysisutil.Indent(c.pass.Fset, ret.Pos())
	t := info.TypeOf(call)
	if tuple, ok := t.(*types.Tuple); ok {
		// return call2(): (T, error)
		if last != 0 || tuple.Len() != 2 || !analysisutil.IsErrorType(tuple.At(1).Type()) {
			return nil, false
		}
		v, err := analysisutil.LocalName(c.pass.Pkg, ret.Pos(), "v"), analysisutil.LocalName(c.pass.Pkg, ret.Pos(), "err")
		if v == "" || err == "" || v == m.pkg || err == m.pkg {
			return nil, false
		}
		text := v + ", " + err + " := " + analysisutil.Format(c.pass.Fset, call) + "\n" + ind
		if m.nilSafe {
			text += "return " + v + ", " + m.wrap(err)
		} else {
			text += "if " + err + " != nil {\n" + ind + "\treturn " + v + ", " + m.wrap(err) + "\n" + ind + "}\n" + ind + "return " + v + ", nil"
		}
		return []analysis.TextEdit{analysisutil.Replace(ret, text)}, true
	}
	if !analysisutil.IsErrorType(t) {
		return nil, false
	}
	if m.nilSafe {
		return []analysis.TextEdit{analysisutil.Replace(call, m.wrap(analysisutil.Format(c.pass.Fset, call)))}, true
	}
	var others []string
	for _, r := range ret.Results[:last] {
		if tv, ok := info.Types[r]; !ok || (tv.Value == nil && !tv.IsNil()) {
			return nil, false
		}
		others = append(others, analysisutil.Format(c.pass.Fset, r))
	}
	if m.pkg == "err" {
		return nil, false
	}
	prefix := strings.Join(append(others, ""), ", ")
	text := "if err := " + analysisutil.Format(c.pass.Fset, call) + "; err != nil {\n" +
		ind + "\treturn " + prefix + m.wrap("err") + "\n" + ind + "}\n" + ind + "return " + prefix + "nil"
	return []analysis.TextEdit{analysisutil.Replace(ret, text)}, true
}
