package toolhint

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

// A Declared is an MCP tool registration of a package as the analyzer
// reads it: the tool's name, the hints it declares (by their field names:
// "IdempotentHint": true) and its handler function, for reports that list
// the tools (idemvet audit). It reports nothing.
type Declared struct {
	Name    string
	Hints   map[string]bool
	Handler token.Pos // the handler's function literal or declaration; NoPos if not found
}

// DeclaredTools returns the MCP tool registrations of pass's package with
// their declared hints, and the server tool literals (a Tool and its
// Handler) that a function of the package returns for registration
// elsewhere. pass must have the results of the analyzer's required passes
// (inspect, writes, keys, valueflow).
func DeclaredTools(pass *analysis.Pass) []Declared {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{
		pass:   pass,
		in:     in,
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		writes: pass.ResultOf[writes.Analyzer].(*writes.Result),
		keys:   pass.ResultOf[keys.Analyzer].(*keys.Result),
	}
	var out []Declared
	seen := map[ast.Expr]bool{}
	add := func(sdk *catalog.ToolSDK, toolExpr, handler ast.Expr) {
		if seen[handler] {
			return
		}
		seen[handler] = true
		t, ok := c.resolveTool(sdk, toolExpr, 0)
		if !ok {
			return
		}
		d := Declared{Name: t.name, Hints: map[string]bool{}}
		for field, h := range sdk.HintFields {
			if dh := t.hints[h]; dh != nil {
				d.Hints[field] = dh.value
			}
		}
		if fn, _ := c.handler(sdk, handler); fn != nil {
			d.Handler = fn.Pos()
		}
		out = append(out, d)
	}
	serverTools := map[string]*catalog.ToolSDK{}
	for i := range catalog.ToolSDKs {
		if sdk := &catalog.ToolSDKs[i]; sdk.ServerTool != "" {
			serverTools[sdk.ServerTool] = sdk
		}
	}
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)) {
		if lit, ok := cur.Node().(*ast.CompositeLit); ok {
			if sdk := serverTools[analysisutil.TypeName(pass.TypesInfo.TypeOf(lit))]; sdk != nil {
				tool, _ := valueflow.NestedField(lit, sdk.ServerToolTool)
				handler, _ := valueflow.NestedField(lit, sdk.ServerToolHandler)
				if tool != nil && handler != nil {
					add(sdk, tool, handler)
				}
			}
			continue
		}
		call := cur.Node().(*ast.CallExpr)
		reg, ok := catalog.ToolRegistrations[analysisutil.CalleeName(pass.TypesInfo, call)]
		if !ok {
			continue
		}
		if !reg.List {
			if reg.Tool+1 < len(call.Args) {
				add(reg.SDK, call.Args[reg.Tool], call.Args[reg.Tool+1])
			}
			continue
		}
		for _, a := range call.Args {
			lit, ok := ast.Unparen(a).(*ast.CompositeLit)
			if !ok || analysisutil.TypeName(pass.TypesInfo.TypeOf(lit)) != reg.SDK.ServerTool {
				continue
			}
			tool, _ := valueflow.NestedField(lit, reg.SDK.ServerToolTool)
			handler, _ := valueflow.NestedField(lit, reg.SDK.ServerToolHandler)
			if tool != nil && handler != nil {
				add(reg.SDK, tool, handler)
			}
		}
	}
	return out
}
