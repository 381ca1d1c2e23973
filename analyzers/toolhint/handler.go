package toolhint

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/catalog/lexicon"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/writes"
)

// maxDepth bounds how far the walk follows the handler into the functions
// of this package it calls.
const maxDepth = 4

// handlerWrites are the writes a handler makes, in the order found.
type handlerWrites struct {
	fn    ast.Node // the handler: a function literal or declaration
	body  *ast.BlockStmt
	found []*found
}

// A found write, with the calls that lead to it from the handler's body,
// the write's own call last.
type found struct {
	w     writes.Write
	chain []*ast.CallExpr
	fresh *keys.Fresh // the key is generated anew on each call of the handler
}

// walk records the writes in body and, for calls of functions of this
// package that the writes pass does not classify, in theirs.
func (c *checker) walk(h *handlerWrites, body *ast.BlockStmt, chain []*ast.CallExpr, seen map[*types.Func]bool) {
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		path := append(chain[:len(chain):len(chain)], call)
		w := c.writes.Classify(call)
		switch w.Class {
		case writes.Idempotent, writes.Keyed, writes.Unkeyed:
			h.found = append(h.found, &found{w: w, chain: path})
		case writes.Unknown:
			fn := analysisutil.Callee(c.pass.TypesInfo, call)
			if fn == nil || fn.Pkg() != c.pass.Pkg || seen[fn.Origin()] || len(chain) >= maxDepth {
				break
			}
			if d := c.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
				seen[fn.Origin()] = true
				c.walk(h, d.Body, path, seen)
			}
		}
		return true
	})
}

// first returns the first write that ok accepts, or nil.
func (h *handlerWrites) first(ok func(*found) bool) *found {
	for _, f := range h.found {
		if ok(f) {
			return f
		}
	}
	return nil
}

// firstDuplicating returns the first write that a second call of the
// handler with the same arguments makes again: one that cannot carry a
// key, one sent without a key, or one whose key the handler generates on
// each call. Writes whose key cannot be seen count as keyed.
func (h *handlerWrites) firstDuplicating(c *checker) *found {
	scope := &retryscope.Scope{Kind: retryscope.AtLeastOnce, Start: h.fn.Pos(), Body: h.body, Func: h.fn, Context: catalog.MCPToolHandler}
	return h.first(func(f *found) bool {
		switch {
		case f.w.Class == writes.Unkeyed:
			return !f.w.NoKeyEvidence // a raw POST: perhaps a read
		case f.w.Class != writes.Keyed:
			return false
		case f.w.Key == writes.KeyEmpty:
			return !rawHTTP(f.w)
		case f.w.Key == writes.KeySet && len(f.chain) == 1:
			for _, v := range c.keyValues(f.w) {
				if fr := c.keys.FreshIn(v, scope); fr != nil {
					f.fresh = fr
					return true
				}
			}
		}
		return false
	})
}

// keyValues returns the expressions a keyed write sends as its key.
func (c *checker) keyValues(w writes.Write) []ast.Expr {
	if w.KeyValue != nil {
		return []ast.Expr{w.KeyValue}
	}
	if w.Slot.Kind != writes.Header || w.Target == nil {
		return nil
	}
	id, ok := ast.Unparen(w.Target).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok {
		return nil
	}
	var out []ast.Expr
	for _, s := range c.keys.SinksOf(v) {
		if s.Kind == keys.Header {
			out = append(out, s.Value)
		}
	}
	return out
}

// isWrite reports whether f definitely changes the world. A raw HTTP POST
// that carries no key is not evidence enough: GraphQL and search APIs read
// with POST.
func isWrite(f *found) bool {
	switch f.w.Class {
	case writes.Idempotent:
		return true
	case writes.Unkeyed:
		return !f.w.NoKeyEvidence || f.w.Method == "PATCH"
	case writes.Keyed:
		return !rawHTTP(f.w) || f.w.Method == "PATCH" || f.w.Key == writes.KeySet || f.w.Key == writes.KeyFromParam
	}
	return false
}

// rawHTTP reports whether w is a keyable write sent with net/http or
// go-retryablehttp: a POST or PATCH, perhaps through a wrapper.
func rawHTTP(w writes.Write) bool {
	return w.Class == writes.Keyed && w.SDK.Record().RawHTTP
}

// isRemoval reports whether f deletes something: an HTTP DELETE, or a
// write whose operation is named as a removal.
func isRemoval(f *found) bool {
	if !isWrite(f) {
		return false
	}
	return f.w.Method == "DELETE" || f.w.Callee != nil && lexicon.IsRemovalOp(f.w.Callee.Name())
}

// path names the calls from the handler to the write: "refund →
// V1Refunds.Create (billing/refunds.go:12)".
func (c *checker) path(f *found) string {
	var parts []string
	for _, call := range f.chain[:len(f.chain)-1] {
		parts = append(parts, analysisutil.ShortName(analysisutil.Callee(c.pass.TypesInfo, call)))
	}
	parts = append(parts, f.w.Desc)
	if len(f.w.Via) > 1 {
		parts = append(parts, f.w.Via[1:]...)
	}
	s := strings.Join(parts, " → ")
	if len(parts) > 1 {
		where := f.w.Where
		if where == "" {
			where = analysisutil.PkgWhere(c.pass.Fset, f.w.Call.Pos())
		}
		s += " (" + where + ")"
	}
	return s
}
