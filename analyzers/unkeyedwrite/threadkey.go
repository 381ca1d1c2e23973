package unkeyedwrite

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/passes/writes"
)

// threadKey returns the edits that give the wrapper called by call a new
// key parameter, set the key slot of the write inside it from that
// parameter, and pass key at call and a new key at its other calls. Only
// for a wrapper of this package whose every use is a call in this package.
func (c *checker) threadKey(call *ast.CallExpr, w writes.Write, key string) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	fn := w.Callee
	if fn == nil || fn.Pkg() != c.pass.Pkg {
		return nil, false
	}
	fn = fn.Origin()
	decl := c.flow.Decl(fn)
	sig := fn.Type().(*types.Signature)
	if decl == nil || decl.Body == nil || sig.Variadic() || (fn.Exported() && c.pass.Pkg.Name() != "main") || sig.TypeParams().Len() > 0 {
		return nil, false
	}
	if sig.Recv() != nil && c.interfaceHas(fn.Name()) {
		return nil, false // the new parameter would break an interface
	}
	// Every use of fn is a call with one argument per parameter.
	var calls []*ast.CallExpr
	for id, obj := range info.Uses {
		if obj != fn && obj != w.Callee {
			continue
		}
		cur, ok := c.in.Root().FindByPos(id.Pos(), id.End())
		if !ok {
			return nil, false
		}
		p := cur.Parent()
		if sel, ok := p.Node().(*ast.SelectorExpr); ok && sel.Sel == id {
			p = p.Parent()
		}
		ce, ok := p.Node().(*ast.CallExpr)
		if !ok || (ce.Fun != id && !isSelOf(ce.Fun, id)) || len(ce.Args) != sig.Params().Len() || ce.Ellipsis.IsValid() {
			return nil, false
		}
		calls = append(calls, ce)
	}
	slices.SortFunc(calls, func(a, b *ast.CallExpr) int { return int(a.Pos() - b.Pos()) })
	// The write inside: one with a slot this fix can fill.
	var inner writes.Write
	var innerCur inspector.Cursor
	found := false
	if dc, ok := c.in.Root().FindNode(decl); ok {
		for cur := range dc.Preorder((*ast.CallExpr)(nil)) {
			iw := c.writes.Classify(cur.Node().(*ast.CallExpr))
			if iw.Class == writes.Keyed && iw.Key == writes.KeyEmpty && !iw.Exposed && iw.Slot.Kind != writes.Hidden {
				inner, innerCur, found = iw, cur, true
				break
			}
		}
	}
	if !found {
		return nil, false
	}
	param := analysisutil.FreeName(c.pass.Pkg, inner.Call.Pos(), keyName)
	if analysisutil.FreeName(c.pass.Pkg, decl.Body.Pos(), param) != param {
		return nil, false
	}
	innerStmt := analysisutil.EnclosingStmt(innerCur)
	innerFile := analysisutil.FileOf(c.pass.Files, inner.Call.Pos())
	if innerStmt == nil || innerFile == nil {
		return nil, false
	}
	edits, ok := c.setSlot(innerFile, innerStmt, inner.Call, inner, param)
	if !ok {
		return nil, false
	}
	// The parameter.
	params := decl.Type.Params
	text := param + " string"
	if len(params.List) > 0 {
		text = ", " + text
	}
	edits = append(edits, analysis.TextEdit{Pos: params.Closing, End: params.Closing, NewText: []byte(text)})
	// The arguments: key here, a new key (as the SDK would make) elsewhere.
	for _, ce := range calls {
		arg := key
		if ce != call {
			// A new key per call is right only where nothing sends the
			// call again: not in a retry nor an at-least-once context.
			if len(c.scopes.Exposed(ce.Pos())) > 0 {
				return nil, false
			}
			f := analysisutil.FileOf(c.pass.Files, ce.Pos())
			gen, e, ok := c.generator(f, inner, ce.Pos())
			if !ok {
				return nil, false
			}
			edits = append(edits, e...)
			arg = gen
		}
		if len(ce.Args) > 0 {
			arg = ", " + arg
		}
		edits = append(edits, analysis.TextEdit{Pos: ce.Rparen, End: ce.Rparen, NewText: []byte(arg)})
	}
	return edits, true
}

func isSelOf(e ast.Expr, id *ast.Ident) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel == id
}

// interfaceHas reports whether an interface type in this package's code
// has a method called name.
func (c *checker) interfaceHas(name string) bool {
	for _, tv := range c.pass.TypesInfo.Types {
		if it, ok := tv.Type.Underlying().(*types.Interface); ok {
			for i := range it.NumMethods() {
				if it.Method(i).Name() == name {
					return true
				}
			}
		}
	}
	return false
}
