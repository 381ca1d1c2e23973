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
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// fix builds the suggested fix: drop the counter, hoist the generator, or in
// a Temporal activity derive the key from the run and activity ids.
func (c *checker) fix(sink *keys.Sink, fresh *keys.Fresh, inner, outer *retryscope.Scope) (analysis.SuggestedFix, bool) {
	if fresh.Counter {
		edits, ok := c.dropCounter(fresh.Source)
		return analysis.SuggestedFix{Message: "Build the key from the intent without the attempt counter", TextEdits: edits}, ok
	}
	if sink.Kind == keys.MapKey {
		if edits, ok := c.keepEarlierKey(sink, outer); ok {
			return analysis.SuggestedFix{Message: "Keep the key set before the " + outer.Desc + " on every attempt", TextEdits: edits}, true
		}
	}
	if outer.Hoist != nil {
		edits, perItem, ok := c.hoist(fresh.Source, outer)
		msg := "Create the key once, before the " + outer.Desc
		if perItem {
			msg = "Create one key per item, before the " + outer.Desc
		}
		return analysis.SuggestedFix{Message: msg, TextEdits: edits}, ok
	}
	if outer.Kind == retryscope.AtLeastOnce && outer.Context == catalog.MCPToolHandler {
		edits, ok := c.toolKey(fresh.Source, outer)
		return analysis.SuggestedFix{Message: "Derive the key from the tool's name and arguments", TextEdits: edits}, ok
	}
	if inner.Kind == retryscope.AtLeastOnce && inner.Context == catalog.TemporalActivity {
		edits, ok := c.activityKey(fresh.Source, inner)
		return analysis.SuggestedFix{Message: "Derive the key from the workflow run id and the activity id", TextEdits: edits}, ok
	}
	if key := c.scopes.ContextKey(inner); key != "" {
		file := analysisutil.FileOf(c.pass.Files, fresh.Source.Pos())
		key, imp, ok := c.scopes.ContextKeyAt(inner, file, fresh.Source.Pos())
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits, ok := c.contextKey(fresh.Source, key)
		return analysis.SuggestedFix{Message: "Derive the key from what the " + inner.Desc + " is about: " + key, TextEdits: append(imp, edits...)}, ok
	}
	return analysis.SuggestedFix{}, false
}

// contextKey replaces the generated key src with key, an expression that is
// the same on every run of the at-least-once context for one intent.
func (c *checker) contextKey(src ast.Expr, key string) ([]analysis.TextEdit, bool) {
	target, ok := c.stringTarget(src)
	if !ok {
		return nil, false
	}
	file := analysisutil.FileOf(c.pass.Files, src.Pos())
	edits := []analysis.TextEdit{analysisutil.Replace(target, key)}
	return append(edits, analysisutil.DropImports(c.pass.Fset, c.pass.TypesInfo, file, target)...), true
}

// hoist moves the generator src before scope s: the whole "name := src"
// statement when that is what it is, else into a new variable; inside a
// loop over items of the scope, into one key per item (perItem).
func (c *checker) hoist(src ast.Expr, s *retryscope.Scope) (edits []analysis.TextEdit, perItem, ok bool) {
	info := c.pass.TypesInfo
	cur, ok := c.in.Root().FindByPos(src.Pos(), src.End())
	if !ok {
		return nil, false, false
	}
	// A generator with two results is hoisted with the call that takes them:
	// uuid.Must(uuid.NewRandom()).
	if _, tuple := info.TypeOf(src).(*types.Tuple); tuple {
		parent, ok := cur.Parent().Node().(*ast.CallExpr)
		if !ok {
			return nil, false, false
		}
		src, cur = parent, cur.Parent()
	}
	if !c.definedOutside(src, s) {
		return nil, false, false
	}
	src, cur = c.widen(src, cur, s)
	fset := c.pass.Fset
	text := analysisutil.Format(fset, src)
	if loop := analysisutil.ItemLoop(s.Body, src.Pos()); loop != nil {
		edits, ok := c.hoistPerItem(src, text, s, loop)
		return edits, true, ok
	}
	// key := uuid.NewString() → move the statement.
	if as, ok := cur.Parent().Node().(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 1 && len(as.Rhs) == 1 && as.Rhs[0] == src {
		if id, ok := as.Lhs[0].(*ast.Ident); ok {
			v, _ := info.Defs[id].(*types.Var)
			if v != nil && len(c.flow.Defs(v)) == 1 && analysisutil.FreeName(c.pass.Pkg, s.Hoist.Pos(), id.Name) == id.Name {
				if _, inBlock := cur.Parent().Parent().Node().(*ast.BlockStmt); inBlock {
					return []analysis.TextEdit{
						analysisutil.InsertBefore(fset, s.Hoist, id.Name+" := "+text),
						analysisutil.DeleteLine(fset, c.pass.Files, as),
					}, false, true
				}
			}
		}
	}
	name, ok := c.hoistName(src, s, "idempotencyKey")
	if !ok {
		return nil, false, false
	}
	return []analysis.TextEdit{
		analysisutil.InsertBefore(fset, s.Hoist, name+" := "+text),
		analysisutil.Replace(src, name),
	}, false, true
}

// hoistName picks the name of a variable declared before scope s and used
// at src: base, base2, ... the first free at both places.
func (c *checker) hoistName(src ast.Expr, s *retryscope.Scope, base string) (string, bool) {
	var name string
	for i := 1; name == ""; i++ {
		n := base
		if i > 1 {
			n += strconv.Itoa(i)
		}
		if !slices.Contains(c.hoisted[s.Hoist], n) && analysisutil.FreeName(c.pass.Pkg, s.Hoist.Pos(), n) == n {
			name = n
		}
	}
	if n2 := analysisutil.FreeName(c.pass.Pkg, src.Pos(), name); n2 != name {
		return "", false // the name is taken inside the scope
	}
	c.hoisted[s.Hoist] = append(c.hoisted[s.Hoist], name)
	return name, true
}

// hoistPerItem makes the keys of a loop over items inside scope s before
// it, one per item, and uses the item's key at src: each item is a write
// of its own, and one key for all would make the second item replay the
// first.
func (c *checker) hoistPerItem(src ast.Expr, text string, s *retryscope.Scope, loop ast.Stmt) ([]analysis.TextEdit, bool) {
	file := analysisutil.FileOf(c.pass.Files, src.Pos())
	if file == nil {
		return nil, false
	}
	elem, ok := typeText(c.pass.Pkg, file, c.pass.TypesInfo.TypeOf(src))
	if !ok {
		return nil, false
	}
	name, ok := c.hoistName(src, s, "idempotencyKeys")
	if !ok {
		return nil, false
	}
	edits, use, ok := analysisutil.PerItemKeys(c.pass, s.Hoist, loop, src.Pos(), name, text, elem)
	if !ok {
		return nil, false
	}
	return append(edits, analysisutil.Replace(src, use)), true
}

// typeText writes t as the file can name it: a predeclared type, or a named
// type of a package the file imports.
func typeText(pkg *types.Package, file *ast.File, t types.Type) (string, bool) {
	ok := true
	s := types.TypeString(t, func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		name, imported := analysisutil.ImportName(file, p.Path())
		if !imported || name == "_" || name == "." {
			ok = false
		}
		return name
	})
	return s, ok
}

// widen grows the hoisted expression to the whole key it builds, as long
// as that can still be evaluated before the scope: uuid.New().String(),
// "ch_" + strconv.FormatInt(time.Now().UnixNano(), 10).
func (c *checker) widen(src ast.Expr, cur inspector.Cursor, s *retryscope.Scope) (ast.Expr, inspector.Cursor) {
	info := c.pass.TypesInfo
	for p := cur.Parent(); p.Valid(); p = p.Parent() {
		var next ast.Expr
		switch n := p.Node().(type) {
		case *ast.ParenExpr:
			next = n
		case *ast.BinaryExpr:
			if n.Op == token.ADD {
				next = n
			}
		case *ast.SelectorExpr:
			continue // the method of a call: look at the call
		case *ast.CallExpr:
			name := analysisutil.CalleeName(info, n)
			tv, conv := info.Types[n.Fun]
			fn := analysisutil.Callee(info, n)
			if catalog.IsPassthrough(name) || (conv && tv.IsType()) || (fn != nil && fn.Name() == "String" && len(n.Args) == 0) {
				next = n
			}
		}
		if next == nil || !c.definedOutside(next, s) {
			break
		}
		if _, tuple := info.TypeOf(next).(*types.Tuple); tuple {
			break
		}
		src, cur = next, p
	}
	return src, cur
}

// definedOutside reports whether every variable e refers to is declared
// outside scope s, so that e can be evaluated before it.
func (c *checker) definedOutside(e ast.Expr, s *retryscope.Scope) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID {
			if v, isVar := c.pass.TypesInfo.ObjectOf(id).(*types.Var); isVar && !v.IsField() && s.Contains(v.Pos()) {
				ok = false
			}
			if v, isVar := c.pass.TypesInfo.ObjectOf(id).(*types.Var); isVar && !v.IsField() && analysisutil.Contains(s.Hoist, v.Pos()) {
				ok = false // declared in the loop's init: i := 0
			}
		}
		return ok
	})
	return ok
}

// dropCounter removes the counter src from the key that is built from it:
// an argument of fmt.Sprintf (with its verb) or an operand of a + chain.
func (c *checker) dropCounter(src ast.Expr) ([]analysis.TextEdit, bool) {
	cur, ok := c.in.Root().FindByPos(src.Pos(), src.End())
	if !ok {
		return nil, false
	}
	// Climb to the argument or operand that contains the counter.
	child := cur
	for p := cur.Parent(); p.Valid(); child, p = p, p.Parent() {
		switch n := p.Node().(type) {
		case *ast.CallExpr:
			if analysisutil.CalleeName(c.pass.TypesInfo, n) == "fmt.Sprintf" {
				return c.dropSprintfArg(n, child.Node())
			}
		case *ast.BinaryExpr:
			if n.Op == token.ADD {
				return c.dropOperand(p, child.Node())
			}
		case ast.Stmt, *ast.FuncLit, *ast.KeyValueExpr:
			return nil, false
		}
	}
	return nil, false
}

func (c *checker) dropSprintfArg(call *ast.CallExpr, arg ast.Node) ([]analysis.TextEdit, bool) {
	idx := -1
	for i, a := range call.Args {
		if a == arg {
			idx = i
		}
	}
	if idx < 1 || len(call.Args) < 2 {
		return nil, false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil, false
	}
	format := constant.StringVal(c.pass.TypesInfo.Types[lit].Value)
	newFormat, ok := dropVerb(format, idx-1)
	if !ok || !strings.Contains(newFormat, "%") && len(call.Args) > 2 {
		return nil, false
	}
	if !strings.Contains(newFormat, "%") {
		return nil, false // nothing of the intent would remain
	}
	file := analysisutil.FileOf(c.pass.Files, call.Pos())
	return append([]analysis.TextEdit{
		analysisutil.Replace(lit, strconv.Quote(newFormat)),
		{Pos: call.Args[idx-1].End(), End: call.Args[idx].End()},
	}, analysisutil.DropImports(c.pass.Fset, c.pass.TypesInfo, file, call.Args[idx])...), true
}

// dropVerb removes the n-th formatting verb of format and a separator
// next to it ("%s-%d" → "%s").
func dropVerb(format string, n int) (string, bool) {
	count := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			i++
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			return "", false
		}
		if strings.ContainsAny(format[i:j], "*[") {
			return "", false // indexed or star verbs consume other arguments
		}
		if count == n {
			start, end := i, j+1
			if start > 0 && strings.IndexByte("-_:./", format[start-1]) >= 0 {
				start--
			} else if end < len(format) && strings.IndexByte("-_:./", format[end]) >= 0 {
				end++
			}
			return format[:start] + format[end:], true
		}
		count++
		i = j
	}
	return "", false
}

// dropOperand removes the operand that holds the counter from the + chain
// whose innermost node is at cur.
func (c *checker) dropOperand(cur inspector.Cursor, operand ast.Node) ([]analysis.TextEdit, bool) {
	b := cur.Node().(*ast.BinaryExpr)
	// A string built by concatenation, or an integer sum (a stream offset,
	// base + attempt).
	if t, ok := c.pass.TypesInfo.TypeOf(b).Underlying().(*types.Basic); !ok || t.Info()&(types.IsString|types.IsInteger) == 0 {
		return nil, false
	}
	// The chain's root: climb while the parent is also a + expression.
	root := cur
	for p := root.Parent(); p.Valid(); p = p.Parent() {
		if pb, ok := p.Node().(*ast.BinaryExpr); ok && pb.Op == token.ADD {
			root = p
			continue
		}
		break
	}
	var ops []ast.Expr
	var flatten func(e ast.Expr)
	flatten = func(e ast.Expr) {
		if be, ok := e.(*ast.BinaryExpr); ok && be.Op == token.ADD {
			flatten(be.X)
			flatten(be.Y)
			return
		}
		ops = append(ops, e)
	}
	flatten(root.Node().(*ast.BinaryExpr))
	var keep []string
	var removed []ast.Node
	dropped := false
	for _, op := range ops {
		if analysisutil.Contains(op, operand.Pos()) && !dropped {
			dropped = true
			removed = append(removed, op)
			// A separator literal just before the counter goes with it.
			if n := len(keep); n > 1 {
				if lit, ok := ops[len(keep)-1].(*ast.BasicLit); ok && isSeparator(lit.Value) {
					keep = keep[:n-1]
				}
			}
			continue
		}
		keep = append(keep, analysisutil.Format(c.pass.Fset, op))
	}
	if !dropped || len(keep) == 0 {
		return nil, false
	}
	file := analysisutil.FileOf(c.pass.Files, b.Pos())
	return append([]analysis.TextEdit{analysisutil.Replace(root.Node(), strings.Join(keep, " + "))},
		analysisutil.DropImports(c.pass.Fset, c.pass.TypesInfo, file, removed...)...), true
}

func isSeparator(lit string) bool {
	s, err := strconv.Unquote(lit)
	return err == nil && len(s) <= 7 && strings.Trim(s, "-_:./retryattempt") == ""
}

// activityKey replaces the generated key in a Temporal activity with one
// made from the workflow run id and the activity id, which stay the same
// across the activity's retries.
func (c *checker) activityKey(src ast.Expr, s *retryscope.Scope) ([]analysis.TextEdit, bool) {
	info := c.pass.TypesInfo
	target, ok := c.stringTarget(src)
	if !ok {
		return nil, false
	}
	ctx := analysisutil.ContextParam(info, s.Func)
	if ctx == "" {
		return nil, false
	}
	file := analysisutil.FileOf(c.pass.Files, src.Pos())
	name, edits, ok := analysisutil.ImportAt(c.pass.Pkg, info, file, target.Pos(), catalog.TemporalActivityPackage)
	if !ok {
		return nil, false
	}
	info0 := name + ".GetInfo(" + ctx + ")"
	edits = append(edits, analysisutil.Replace(target, info0+".WorkflowExecution.RunID + \"/\" + "+info0+".ActivityID"))
	edits = append(edits, analysisutil.DropImports(c.pass.Fset, info, file, target)...)
	return edits, true
}

// isNilOrEmpty reports whether e is nil or the empty string: no key.
func isNilOrEmpty(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if ok && tv.IsNil() {
		return true
	}
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}
