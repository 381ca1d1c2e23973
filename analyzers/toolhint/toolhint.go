package toolhint

import (
	_ "embed"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/internal/docgen"
	"github.com/idemvet/idemvet/internal/rule"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/valueflow"
	"github.com/idemvet/idemvet/passes/writes"
)

//go:embed doc.go
var doc string

// Name is the analyzer's name, used in messages, suppressions and SARIF.
const Name = "toolhint"

// Analyzer reports MCP tool hints that the tool's handler contradicts.
var Analyzer = &analysis.Analyzer{
	Name:     Name,
	Doc:      analysisutil.MustExtractDoc(doc, Name),
	URL:      docgen.URL(Name),
	Run:      rule.Run(Name, run),
	Requires: append([]*analysis.Analyzer{inspect.Analyzer, writes.Analyzer, keys.Analyzer, valueflow.Analyzer}, rule.Requires...),
}

func run(pass *analysis.Pass) (any, error) {
	var pkgs []string
	for _, sdk := range catalog.ToolSDKs {
		pkgs = append(pkgs, sdk.Package)
	}
	if !analysisutil.Imports(pass.Pkg, pkgs...) {
		return nil, nil
	}
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{
		pass:   pass,
		in:     in,
		flow:   pass.ResultOf[valueflow.Analyzer].(*valueflow.Result),
		writes: pass.ResultOf[writes.Analyzer].(*writes.Result),
		keys:   pass.ResultOf[keys.Analyzer].(*keys.Result),

		reported: map[ast.Node]bool{},
	}
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		reg, ok := catalog.ToolRegistrations[analysisutil.CalleeName(pass.TypesInfo, call)]
		if !ok {
			continue
		}
		if !reg.List {
			if reg.Tool+1 < len(call.Args) {
				c.checkTool(reg.SDK, call.Args[reg.Tool], call.Args[reg.Tool+1])
			}
			continue
		}
		if call.Ellipsis.IsValid() {
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
				c.checkTool(reg.SDK, tool, handler)
			}
		}
	}
	return nil, nil
}

type checker struct {
	pass   *analysis.Pass
	in     *inspector.Inspector
	flow   *valueflow.Result
	writes *writes.Result
	keys   *keys.Result

	reported map[ast.Node]bool // hints reported so far
}

// A declared hint is a hint a tool sets, and where.
type declared struct {
	hint  catalog.Hint
	value bool
	// node is where the hint is set: the field's key-value pair, or the
	// option call; val is the expression that holds the value.
	node ast.Node
	val  ast.Expr
	// lit is the annotations literal that holds node, when it is a field.
	lit *ast.CompositeLit
}

// A tool is what a registration declares: its name ("" when not a
// constant) and its hints, by kind.
type tool struct {
	name  string
	hints map[catalog.Hint]*declared
}

// resolveTool reads the name and hints of the tool expression e: a Tool
// literal, a constructor call with options, or a local variable bound once
// to one of those.
func (c *checker) resolveTool(sdk *catalog.ToolSDK, e ast.Expr, depth int) (*tool, bool) {
	info := c.pass.TypesInfo
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		if analysisutil.TypeName(info.TypeOf(x)) != sdk.Tool {
			return nil, false
		}
		t := &tool{hints: map[catalog.Hint]*declared{}}
		if v, ok := valueflow.NestedField(x, sdk.NameField); ok {
			t.name = constString(info, v)
		}
		for _, elt := range x.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok || !isKey(kv, sdk.AnnotationsField) {
				continue
			}
			ann := ast.Unparen(kv.Value)
			if u, ok := ann.(*ast.UnaryExpr); ok && u.Op == token.AND {
				ann = ast.Unparen(u.X)
			}
			lit, ok := ann.(*ast.CompositeLit)
			if !ok {
				return nil, false // annotations made elsewhere: not followed
			}
			for _, a := range lit.Elts {
				akv, ok := a.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				id, _ := akv.Key.(*ast.Ident)
				if id == nil {
					continue
				}
				if h, ok := sdk.HintFields[id.Name]; ok {
					if v, ok := c.boolValue(akv.Value); ok {
						t.hints[h] = &declared{hint: h, value: v, node: akv, val: akv.Value, lit: lit}
					}
				}
			}
		}
		return t, true
	case *ast.CallExpr:
		if sdk.Constructor == "" || analysisutil.CalleeName(info, x) != sdk.Constructor || len(x.Args) == 0 {
			return nil, false
		}
		if x.Ellipsis.IsValid() {
			return nil, false // options not seen may set the hints
		}
		t := &tool{name: constString(info, x.Args[0]), hints: map[catalog.Hint]*declared{}}
		for _, a := range x.Args[1:] {
			opt, ok := ast.Unparen(a).(*ast.CallExpr)
			if !ok || len(opt.Args) != 1 {
				continue
			}
			h, ok := catalog.ToolHintOption(analysisutil.CalleeName(info, opt))
			if !ok {
				continue
			}
			if v, ok := constBool(info, opt.Args[0]); ok {
				t.hints[h] = &declared{hint: h, value: v, node: opt, val: opt.Args[0]} // the last one wins
			} else {
				delete(t.hints, h)
			}
		}
		return t, true
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || depth > 0 || v.Parent() == v.Pkg().Scope() || c.flow.Assigned(v, sdk.AnnotationsField) {
			return nil, false
		}
		for f := range sdk.HintFields {
			if len(c.flow.FieldAssigns(v, f)) > 0 {
				return nil, false // a hint set after the literal: not followed
			}
		}
		defs := c.flow.Defs(v)
		if len(defs) != 1 {
			return nil, false
		}
		return c.resolveTool(sdk, defs[0], depth+1)
	}
	return nil, false
}

// boolValue evaluates a hint's value: a constant bool, or a *bool made
// from one (&v with v bound once to a constant, or a call of one constant
// argument that returns *bool: mcp.ToBoolPtr(false), ptr.To(true)).
func (c *checker) boolValue(e ast.Expr) (bool, bool) {
	info := c.pass.TypesInfo
	if v, ok := constBool(info, e); ok {
		return v, true
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op != token.AND {
			return false, false
		}
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		if !ok {
			return false, false
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		if !ok {
			return false, false
		}
		if defs := c.flow.Defs(v); len(defs) == 1 {
			return constBool(info, defs[0])
		}
	case *ast.CallExpr:
		p, ok := info.TypeOf(x).(*types.Pointer)
		if !ok || len(x.Args) != 1 {
			return false, false
		}
		if b, ok := p.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			return constBool(info, x.Args[0])
		}
	}
	return false, false
}

// checkTool reports the hints of the tool expression toolExpr that its
// handler contradicts.
func (c *checker) checkTool(sdk *catalog.ToolSDK, toolExpr, handler ast.Expr) {
	t, ok := c.resolveTool(sdk, toolExpr, 0)
	if !ok {
		return
	}
	idem, readOnly, destructive := t.hints[catalog.IdempotentHint], t.hints[catalog.ReadOnlyHint], t.hints[catalog.DestructiveHint]
	wantIdem := idem != nil && idem.value
	wantRead := readOnly != nil && readOnly.value
	wantKeep := destructive != nil && !destructive.value
	if !wantIdem && !wantRead && !wantKeep {
		return
	}
	fn, body := c.handler(sdk, handler)
	if body == nil {
		return
	}
	h := &handlerWrites{fn: fn, body: body}
	c.walk(h, body, nil, map[*types.Func]bool{})
	if wantIdem {
		if f := h.firstDuplicating(c); f != nil {
			c.report(sdk, t, idem, f)
		}
	}
	if wantRead {
		if f := h.first(isWrite); f != nil {
			c.report(sdk, t, readOnly, f)
		}
	}
	if wantKeep {
		if f := h.first(isRemoval); f != nil {
			c.report(sdk, t, destructive, f)
		}
	}
}

// handler returns the function a handler expression denotes and its body:
// a function literal, or a function or method of this package, perhaps
// passed through one of the SDK's wrappers of typed handlers.
func (c *checker) handler(sdk *catalog.ToolSDK, e ast.Expr) (ast.Node, *ast.BlockStmt) {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if len(x.Args) == 1 && slices.Contains(sdk.HandlerWrappers, analysisutil.CalleeName(c.pass.TypesInfo, x)) {
			return c.handler(sdk, x.Args[0])
		}
	case *ast.FuncLit:
		return x, x.Body
	case *ast.Ident, *ast.SelectorExpr:
		if fn, ok := analysisutil.ObjectOf(c.pass.TypesInfo, x).(*types.Func); ok {
			if d := c.flow.Decl(fn.Origin()); d != nil && d.Body != nil {
				return d, d.Body
			}
		}
	}
	return nil, nil
}

func isKey(kv *ast.KeyValueExpr, name string) bool {
	id, ok := kv.Key.(*ast.Ident)
	return ok && id.Name == name
}

func constBool(info *types.Info, e ast.Expr) (bool, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(tv.Value), true
}

func constString(info *types.Info, e ast.Expr) string {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}
