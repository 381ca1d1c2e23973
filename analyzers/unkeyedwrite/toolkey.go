package unkeyedwrite

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// toolKey returns the statements, put at the top of the MCP tool handler of
// scope s, that derive a key from the call's intent: the tool's name, the
// session's id where the SDK gives one, and a hash of the arguments in
// canonical form (the typed input, or the raw arguments decoded and
// encoded again; encoding/json orders map keys). A model's reissue of the
// call with the same arguments gets the same key; a fresh key, made on
// each call, would not stop its second write. It returns the edits, the
// name of the key variable, and false when the handler does not name its
// request or arguments.
func (c *checker) toolKey(file *ast.File, s *retryscope.Scope, base string) ([]analysis.TextEdit, string, bool) {
	info := c.pass.TypesInfo
	var ftype *ast.FuncType
	switch fn := s.Func.(type) {
	case *ast.FuncLit:
		ftype = fn.Type
	case *ast.FuncDecl:
		ftype = fn.Type
	default:
		return nil, "", false
	}
	if s.Body == nil || len(s.Body.List) == 0 {
		return nil, "", false
	}
	var names []string
	var ptypes []types.Type
	for _, f := range ftype.Params.List {
		t := info.TypeOf(f.Type)
		if len(f.Names) == 0 {
			names, ptypes = append(names, ""), append(ptypes, t)
		}
		for _, n := range f.Names {
			names, ptypes = append(names, n.Name), append(ptypes, t)
		}
	}
	if len(names) < 2 || names[1] == "" || names[1] == "_" {
		return nil, "", false
	}
	sdk := toolSDK(ptypes[1])
	if sdk == nil {
		return nil, "", false
	}
	req := names[1]
	at := s.Body.List[0].Pos()
	var imps []analysisutil.Import
	pkg := func(path string) string {
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
	jsonName, sha, hex := pkg("encoding/json"), pkg("crypto/sha256"), pkg("encoding/hex")
	if jsonName == "" || sha == "" || hex == "" {
		return nil, "", false
	}
	taken := map[string]bool{}
	free := func(b string) string {
		n := analysisutil.FreeName(c.pass.Pkg, at, b)
		for i := 2; taken[n] || declaredIn(info, s.Body, n); i++ {
			n = analysisutil.FreeName(c.pass.Pkg, at, b+strconv.Itoa(i))
		}
		taken[n] = true
		return n
	}
	argsJSON, argsSum, key := free("argsJSON"), free("argsSum"), free(base)
	var lines []string
	switch {
	case len(names) >= 3 && names[2] != "" && names[2] != "_":
		lines = append(lines, argsJSON+", _ := "+jsonName+".Marshal("+names[2]+")")
	case len(names) >= 3:
		return nil, "", false // the typed arguments cannot be named
	case sdk.RawArguments:
		decoded := free("decodedArgs")
		lines = append(lines,
			"var "+decoded+" any",
			"_ = "+jsonName+".Unmarshal("+req+"."+sdk.Arguments+", &"+decoded+")",
			argsJSON+", _ := "+jsonName+".Marshal("+decoded+")")
	default:
		lines = append(lines, argsJSON+", _ := "+jsonName+".Marshal("+req+"."+sdk.Arguments+")")
	}
	lines = append(lines, argsSum+" := "+sha+".Sum256("+argsJSON+")")
	expr := req + "." + sdk.ToolName + ` + ":" + `
	if sdk.SessionID != "" {
		expr += req + "." + sdk.SessionID + ` + ":" + `
	}
	expr += hex + ".EncodeToString(" + argsSum + "[:])"
	lines = append(lines, key+" := "+expr)
	indent := analysisutil.Indent(c.pass.Fset, at)
	edits := analysisutil.AddImports(file, imps...)
	edits = append(edits, analysisutil.InsertBefore(c.pass.Fset, s.Body.List[0], strings.Join(lines, "\n"+indent)))
	return edits, key, true
}

// toolSDK returns the MCP SDK whose request type t is (or points to).
func toolSDK(t types.Type) *catalog.ToolSDK {
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
