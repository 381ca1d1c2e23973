package keyinretry

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// A handler is often registered without a call that names it beside its
// tool: in mcp-go, a ServerTool value given to AddTools, a handler built by
// NewTypedToolHandler, a tool constructor that returns the tool and its
// handler. The key fix finds the handler's SDK from its request parameter
// and its tool from whichever of these pairs the two.

// handlerSDK returns the MCP SDK whose request type the handler's second
// parameter has, or nil.
func (c *checker) handlerSDK(ftype *ast.FuncType) *catalog.ToolSDK {
	var t types.Type
	i := 0
	for _, f := range ftype.Params.List {
		n := max(len(f.Names), 1)
		if i <= 1 && 1 < i+n {
			t = c.pass.TypesInfo.TypeOf(f.Type)
		}
		i += n
	}
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return nil
	}
	for i := range catalog.ToolSDKs {
		if catalog.ToolSDKs[i].Package == named.Obj().Pkg().Path() {
			return &catalog.ToolSDKs[i]
		}
	}
	return nil
}

// toolNames returns the names of the tools that fn, a handler of sdk, is
// registered for in this package ("" for a tool whose name is not a
// constant): by a registration call, in a ServerTool literal, or returned
// beside it by a tool constructor.
func (c *checker) toolNames(fn ast.Node, sdk *catalog.ToolSDK) []string {
	info := c.pass.TypesInfo
	var names []string
	add := func(tool ast.Expr) {
		if n := toolName(info, sdk, tool); !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	for cur := range c.in.Root().Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil), (*ast.ReturnStmt)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			reg, ok := catalog.ToolRegistrations[analysisutil.CalleeName(info, n)]
			if ok && reg.SDK == sdk && !reg.List && reg.Tool+1 < len(n.Args) && c.denotes(n.Args[reg.Tool+1], fn, sdk) {
				add(n.Args[reg.Tool])
			}
		case *ast.CompositeLit:
			if sdk.ServerTool == "" || analysisutil.TypeName(info.TypeOf(n)) != sdk.ServerTool {
				continue
			}
			tool, tok := fieldValue(n, sdk.ServerToolTool)
			handler, hok := fieldValue(n, sdk.ServerToolHandler)
			if tok && hok && c.denotes(handler, fn, sdk) {
				add(tool)
			}
		case *ast.ReturnStmt:
			i := slices.IndexFunc(n.Results, func(e ast.Expr) bool { return c.denotes(e, fn, sdk) })
			if i < 0 {
				continue
			}
			for j, e := range n.Results {
				if j != i && analysisutil.TypeName(info.TypeOf(e)) == sdk.Tool {
					add(e)
				}
			}
		}
	}
	return names
}

// denotes reports whether e may be the handler fn, directly or through one
// of sdk's handler wrappers.
func (c *checker) denotes(e ast.Expr, fn ast.Node, sdk *catalog.ToolSDK) bool {
	info := c.pass.TypesInfo
	for _, o := range c.flow.Origins(e) {
		switch x := ast.Unparen(o).(type) {
		case *ast.FuncLit:
			if x == fn {
				return true
			}
		case *ast.CallExpr:
			if slices.Contains(sdk.HandlerWrappers, analysisutil.CalleeName(info, x)) && len(x.Args) == 1 && c.denotes(x.Args[0], fn, sdk) {
				return true
			}
		case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr:
			if ix, ok := x.(*ast.IndexExpr); ok {
				x = ix.X
			} else if ix, ok := x.(*ast.IndexListExpr); ok {
				x = ix.X
			}
			if f, ok := analysisutil.ObjectOf(info, x).(*types.Func); ok {
				if d := c.flow.Decl(f.Origin()); d != nil && ast.Node(d) == fn {
					return true
				}
			}
		}
	}
	return false
}

// fieldValue returns the value of the keyed field name in a struct literal.
func fieldValue(lit *ast.CompositeLit, name string) (ast.Expr, bool) {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value, true
			}
		}
	}
	return nil, false
}
