package unkeyedwrite

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// Exposure all adds the writes that nothing retries. It must keep every
// finding of the narrower exposures as it is: a write that a retry scope
// reaches through a wrapper is reported at the wrapper's call in the scope,
// not again, in general terms, inside the wrapper.

// inTestFile reports whether call is in a _test.go file: tests send writes
// to fakes and sandboxes, so exposure all leaves them out unless they retry.
func (c *checker) inTestFile(call *ast.CallExpr) bool {
	return strings.HasSuffix(c.pass.Fset.Position(call.Pos()).Filename, "_test.go")
}

// coveredByScope reports whether the function around call is reached from
// a retry-exposed scope of this package, through calls of this package:
// the finding is made at the call in the scope.
func (c *checker) coveredByScope(call *ast.CallExpr) bool {
	if c.reached == nil {
		c.reached = c.reachedFromScopes()
	}
	fn := c.enclosingFunc(call)
	return fn != nil && c.reached[fn]
}

// reachedFromScopes returns the functions of this package called, directly
// or through others of this package, from inside a retry-exposed scope.
func (c *checker) reachedFromScopes() map[*types.Func]bool {
	reached := map[*types.Func]bool{}
	calls := map[*types.Func][]*types.Func{}
	var work []*types.Func
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		callee := analysisutil.Callee(c.pass.TypesInfo, call)
		if callee == nil || callee.Pkg() != c.pass.Pkg {
			continue
		}
		callee = callee.Origin()
		if len(c.scopes.Exposed(call.Pos())) > 0 {
			if !reached[callee] {
				reached[callee] = true
				work = append(work, callee)
			}
		} else if from := c.enclosingFunc(call); from != nil {
			calls[from] = append(calls[from], callee)
		}
	}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		for _, to := range calls[fn] {
			if !reached[to] {
				reached[to] = true
				work = append(work, to)
			}
		}
	}
	return reached
}

// enclosingFunc returns the declared function whose body holds call.
func (c *checker) enclosingFunc(call *ast.CallExpr) *types.Func {
	f := analysisutil.FileOf(c.pass.Files, call.Pos())
	if f == nil {
		return nil
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && analysisutil.Contains(fd.Body, call.Pos()) {
			fn, _ := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			return fn
		}
	}
	return nil
}
