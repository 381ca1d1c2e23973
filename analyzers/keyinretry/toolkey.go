package keyinretry

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// The packages the derived key of a tool call is computed with.
const (
	jsonPkg   = "encoding/json"
	sha256Pkg = "crypto/sha256"
	hexPkg    = "encoding/hex"
)

// toolKey replaces the key generated in the MCP tool handler s with one
// derived from the call's intent: the tool's name, a hash of its arguments
// in canonical form (the typed input, or the raw arguments decoded and
// encoded again, encoding/json ordering map keys), and the session's id
// where the SDK gives one ("" on stdio). A model's reissue of the call
// with the same arguments gets the same key. The statements that compute it
// go at the top of the handler.
func (c *checker) toolKey(src ast.Expr, s *retryscope.Scope) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	var ftype *ast.FuncType
	switch fn := s.Func.(type) {
	case *ast.FuncLit:
		ftype = fn.Type
	case *ast.FuncDecl:
		ftype = fn.Type
	default:
		return nil, false
	}
	sdk := c.handlerSDK(ftype)
	params := paramNames(ftype)
	if sdk == nil || len(params) < 2 || len(s.Body.List) == 0 {
		return nil, false
	}
	req := params[1]
	target, ok := c.stringTarget(src)
	if !ok {
		return nil, false
	}
	file := analysisutil.FileOf(c.pass.Files, src.Pos())
	at := s.Body.List[0].Pos()
	var imps []analysisutil.Import
	pkgName := func(path string) string {
		name, imported, ok := analysisutil.NameAt(c.pass.Pkg, info, file, at, path)
		if !ok {
			return ""
		}
		if !imported {
			imp := analysisutil.Import{Path: path}
			if name != path[strings.LastIndex(path, "/")+1:] {
				imp.Name = name
			}
			imps = append(imps, imp)
		}
		return name
	}
	jsonName, sha, hex := pkgName(jsonPkg), pkgName(sha256Pkg), pkgName(hexPkg)
	if jsonName == "" || sha == "" || hex == "" {
		return nil, false
	}
	fnScope := info.Scopes[ftype]
	taken := map[string]bool{}
	name := func(base string) string {
		for i := 1; ; i++ {
			n := base
			if i > 1 {
				n += strconv.Itoa(i)
			}
			if !taken[n] && (fnScope == nil || fnScope.Lookup(n) == nil) && analysisutil.FreeName(c.pass.Pkg, at, n) == n && !declaredIn(info, s.Body, n) {
				taken[n] = true
				return n
			}
		}
	}
	var lines []string
	b, sum := name("argsJSON"), name("argsSum")
	// key := uuid.NewString() in the handler's body: the derived key takes
	// its name and place.
	var keyStmt ast.Stmt
	key := ""
	if as, ok := c.defineOf(target); ok && slices.Contains(s.Body.List, ast.Stmt(as)) {
		keyStmt, key = as, as.Lhs[0].(*ast.Ident).Name
	} else {
		key = name("idempotencyKey")
	}
	switch {
	case len(params) >= 3 && params[2] != "_" && params[2] != "":
		lines = append(lines, b+", _ := "+jsonName+".Marshal("+params[2]+")")
	case len(params) >= 3 || req == "_" || req == "":
		return nil, false // the arguments cannot be named
	case sdk.RawArguments:
		decoded := name("decodedArgs")
		lines = append(lines,
			"var "+decoded+" any",
			"_ = "+jsonName+".Unmarshal("+req+"."+sdk.Arguments+", &"+decoded+")",
			b+", _ := "+jsonName+".Marshal("+decoded+")")
	default:
		lines = append(lines, b+", _ := "+jsonName+".Marshal("+req+"."+sdk.Arguments+")")
	}
	lines = append(lines, sum+" := "+sha+".Sum256("+b+")")
	parts := []string{}
	// A handler registered for several tools, or for a tool whose name is
	// not a constant here, names the tool it serves from the request.
	if tools := c.toolNames(s.Func, sdk); len(tools) == 1 && tools[0] != "" {
		parts = append(parts, strconv.Quote(tools[0]+":"))
	} else if req != "_" && req != "" {
		parts = append(parts, req+"."+sdk.ToolName, `":"`)
	} else {
		return nil, false
	}
	if sdk.SessionID != "" && req != "_" && req != "" {
		parts = append(parts, req+"."+sdk.SessionID, `":"`)
	}
	parts = append(parts, hex+".EncodeToString("+sum+"[:])")
	lines = append(lines, key+" := "+strings.Join(mergeLiterals(parts), " + "))
	fset := c.pass.Fset
	indent := analysisutil.Indent(fset, at)
	edits := analysisutil.AddImports(file, imps...)
	text := strings.Join(lines, "\n"+indent)
	switch keyStmt {
	case s.Body.List[0]:
		edits = append(edits, analysisutil.Replace(keyStmt, text))
	case nil:
		edits = append(edits, analysisutil.InsertBefore(fset, s.Body.List[0], text), analysisutil.Replace(target, key))
	default:
		edits = append(edits, analysisutil.InsertBefore(fset, s.Body.List[0], text), analysisutil.DeleteLine(fset, c.pass.Files, keyStmt))
	}
	edits = append(edits, analysisutil.DropImports(fset, info, file, target)...)
	return edits, true
}

// mergeLiterals joins adjacent quoted string literals: "charge:" ":" is
// not written as two.
func mergeLiterals(parts []string) []string {
	var out []string
	for _, p := range parts {
		if n := len(out); n > 0 && strings.HasPrefix(p, `"`) && strings.HasPrefix(out[n-1], `"`) {
			a, _ := strconv.Unquote(out[n-1])
			b, _ := strconv.Unquote(p)
			out[n-1] = strconv.Quote(a + b)
			continue
		}
		out = append(out, p)
	}
	return out
}

// toolName returns the constant name of the tool expression e: a Tool
// literal (or a pointer to one) or a constructor call, or "".
func toolName(info *types.Info, sdk *catalog.ToolSDK, e ast.Expr) string {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	var v ast.Expr
	switch x := e.(type) {
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == sdk.NameField {
					v = kv.Value
				}
			}
		}
	case *ast.CallExpr:
		if sdk.Constructor != "" && analysisutil.CalleeName(info, x) == sdk.Constructor && len(x.Args) > 0 {
			v = x.Args[0]
		}
	}
	if v == nil {
		return ""
	}
	if tv, ok := info.Types[v]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// paramNames returns the names of a function's parameters in order, ""
// for an unnamed one.
func paramNames(ft *ast.FuncType) []string {
	var out []string
	for _, f := range ft.Params.List {
		if len(f.Names) == 0 {
			out = append(out, "")
			continue
		}
		for _, n := range f.Names {
			out = append(out, n.Name)
		}
	}
	return out
}

// declaredIn reports whether a variable called name is declared anywhere
// in body, where a new declaration at its top could clash with it.
func declaredIn(info *types.Info, body *ast.BlockStmt, name string) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name && info.Defs[id] != nil {
			found = true
		}
		return !found
	})
	return found
}

// stringTarget widens src to the smallest enclosing expression of string
// type, the key as a whole: uuid.New().String().
func (c *checker) stringTarget(src ast.Expr) (ast.Expr, bool) {
	info := c.pass.TypesInfo
	cur, ok := c.in.Root().FindByPos(src.Pos(), src.End())
	if !ok {
		return nil, false
	}
	for p := cur; p.Valid(); p = p.Parent() {
		e, ok := p.Node().(ast.Expr)
		if !ok {
			return nil, false
		}
		if t, ok := info.TypeOf(e).(*types.Basic); ok && t.Kind() == types.String {
			return e, true
		}
	}
	return nil, false
}

// defineOf returns the statement "v := e" when e is its whole right-hand
// side and v is assigned nowhere else.
func (c *checker) defineOf(e ast.Expr) (*ast.AssignStmt, bool) {
	cur, ok := c.in.Root().FindByPos(e.Pos(), e.End())
	if !ok {
		return nil, false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Rhs[0] != e {
		return nil, false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := c.pass.TypesInfo.Defs[id].(*types.Var)
	return as, ok && len(c.flow.Defs(v)) == 1
}
