package nestedretry

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp/syntax"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
)

// Guarded retries that never retry the inner layer's failure. A Terraform
// retry operation that retries the call's error only where a guard admits
// it,
//
//	response, err = client.RpcPostByLocation(...)
//	if err != nil {
//		if NeedRetry(err) {
//			return resource.RetryableError(err)
//		}
//		return resource.NonRetryableError(err)
//	}
//
// stops on the error in which the inner layer's failure reaches it when
// that error is a fresh one (errors.New, fmt.Errorf without %w, made in the
// functions between, retryscope's Layer.Fresh) and the guard, a predicate
// of this package, returns true only under tests that such an error fails:
// a type assertion to another error type, errors.Is with an error variable,
// a comparison with nil or a variable, a regular expression or a prefix
// test anchored at a text the fresh error's message does not begin with.
// The inner layer's attempts then run once for the operation, not once
// for each attempt of the outer one: it is no layer of that retry.

// unadmitted reports whether the outer helper s retries the error of call
// only behind guards that cannot admit the fresh error in which a failure
// of the call's layer l reaches it.
func (c *checker) unadmitted(call *ast.CallExpr, cur inspector.Cursor, s *retryscope.Scope, l *retryscope.Layer) bool {
	if !l.Fresh || s.Kind != retryscope.Helper || s.Call == nil {
		return false
	}
	info := c.pass.TypesInfo
	pkg, ok := catalog.TerraformRetryHelpers[analysisutil.CalleeName(info, s.Call)]
	if !ok {
		return false
	}
	lit, ok := s.Func.(*ast.FuncLit)
	if !ok {
		return false
	}
	_, _, v, ok := c.errAssign(&nesting{call: call, cur: cur})
	if !ok || !analysisutil.Contains(lit.Body, v.Pos()) {
		return false
	}
	var litCur inspector.Cursor
	for q := cur.Parent(); q.Valid(); q = q.Parent() {
		if q.Node() == lit {
			litCur = q
			break
		}
		if _, ok := q.Node().(*ast.FuncLit); ok {
			return false // the call is in another function inside the operation
		}
	}
	if !litCur.Valid() {
		return false
	}
	// v is set by this call alone.
	sets := 0
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, x := range as.Lhs {
				if analysisutil.IdentVar(info, x) == v {
					sets++
				}
			}
		}
		return true
	})
	if sets != 1 {
		return false
	}
	guarded, unsure := 0, false
	for rc := range litCur.Preorder((*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)) {
		if rc.Node() == lit {
			continue
		}
		ret, ok := rc.Node().(*ast.ReturnStmt)
		if !ok {
			continue // the returns of another function: not the operation's
		}
		if inFuncLit(rc, lit) {
			continue
		}
		if len(ret.Results) != 1 {
			unsure = true
			break
		}
		res := ast.Unparen(ret.Results[0])
		if analysisutil.IsNil(info, res) {
			continue
		}
		rcall, ok := res.(*ast.CallExpr)
		if !ok {
			unsure = true // a *RetryError made elsewhere
			break
		}
		switch analysisutil.CalleeName(info, rcall) {
		case pkg + ".NonRetryableError":
			continue
		case pkg + ".RetryableError":
		default:
			unsure = true
		}
		if unsure {
			break
		}
		if !mentions(info, rcall, v) {
			continue
		}
		if !c.guardedBy(rc, lit, v, l.Prefixes) {
			unsure = true
			break
		}
		guarded++
	}
	return !unsure && guarded > 0
}

// inFuncLit reports whether the node at cur lies in a function literal
// inside lit.
func inFuncLit(cur inspector.Cursor, lit *ast.FuncLit) bool {
	for q := cur.Parent(); q.Valid() && q.Node() != lit; q = q.Parent() {
		if _, ok := q.Node().(*ast.FuncLit); ok {
			return true
		}
	}
	return false
}

// guardedBy reports whether the return at cur runs only where the
// condition of an if statement around it, in lit, holds and cannot hold
// for a fresh error in v beginning with one of prefixes.
func (c *checker) guardedBy(cur inspector.Cursor, lit *ast.FuncLit, v *types.Var, prefixes []string) bool {
	child := cur
	for q := cur.Parent(); q.Valid() && q.Node() != lit; child, q = q, q.Parent() {
		ifs, ok := q.Node().(*ast.IfStmt)
		if !ok || child.Node() != ifs.Body {
			continue
		}
		if c.guardRejects(ifs.Cond, v, prefixes) {
			return true
		}
	}
	return false
}

// guardRejects reports whether cond, a call of a predicate of this package
// on v (or a disjunction of such calls, or a conjunction with one), is
// false for every fresh error beginning with one of prefixes.
func (c *checker) guardRejects(cond ast.Expr, v *types.Var, prefixes []string) bool {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LOR:
			return c.guardRejects(x.X, v, prefixes) && c.guardRejects(x.Y, v, prefixes)
		case token.LAND:
			return c.guardRejects(x.X, v, prefixes) || c.guardRejects(x.Y, v, prefixes)
		}
	case *ast.CallExpr:
		if len(x.Args) != 1 || analysisutil.IdentVar(info, x.Args[0]) != v {
			return false
		}
		fn := analysisutil.Callee(info, x)
		if fn == nil || fn.Pkg() != c.pass.Pkg {
			return false
		}
		d := c.flow.Decl(fn)
		if d == nil || d.Body == nil || d.Recv != nil {
			return false
		}
		params := fn.Type().(*types.Signature).Params()
		if params.Len() != 1 {
			return false
		}
		p := params.At(0)
		if assignsVar(info, d.Body, p) {
			return false
		}
		pr := &predicate{info: info, p: p, prefixes: prefixes, body: d.Body}
		return pr.rejects(d.Body.List, false)
	}
	return false
}

// A predicate is the body of a guard, read for what it returns for a
// fresh error in its parameter p.
type predicate struct {
	info     *types.Info
	p        *types.Var
	prefixes []string
	body     *ast.BlockStmt
}

// rejects reports whether every return of stmts that may return true is
// guarded (by an if statement whose condition fails for the fresh error).
func (pr *predicate) rejects(stmts []ast.Stmt, guarded bool) bool {
	for _, st := range stmts {
		switch st := st.(type) {
		case *ast.ReturnStmt:
			if !guarded && (len(st.Results) != 1 || !isFalse(pr.info, st.Results[0])) {
				return false
			}
		case *ast.IfStmt:
			if !pr.rejects(st.Body.List, guarded || pr.fails(st.Cond, st.Init)) {
				return false
			}
			if st.Else != nil && !pr.rejects([]ast.Stmt{st.Else}, guarded) {
				return false
			}
		case *ast.BlockStmt:
			if !pr.rejects(st.List, guarded) {
				return false
			}
		default:
			if !guarded && hasReturn(st) {
				return false
			}
		}
	}
	return true
}

// fails reports whether cond is false for a fresh error in p; init is the
// if statement's init.
func (pr *predicate) fails(cond ast.Expr, init ast.Stmt) bool {
	info := pr.info
	switch x := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND:
			return pr.fails(x.X, init) || pr.fails(x.Y, init)
		case token.LOR:
			return pr.fails(x.X, init) && pr.fails(x.Y, init)
		case token.EQL:
			a, b := x.X, x.Y
			if analysisutil.IdentVar(info, b) == pr.p {
				a, b = b, a
			}
			// err == nil, err == ErrX: a fresh error equals no other value.
			return analysisutil.IdentVar(info, a) == pr.p && (analysisutil.IsNil(info, b) || pkgVar(info, b))
		}
	case *ast.Ident:
		// if e, ok := err.(*tea.SDKError); ok
		as, ok := init.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 || analysisutil.IdentVar(info, as.Lhs[1]) != analysisutil.IdentVar(info, x) || analysisutil.IdentVar(info, x) == nil {
			return false
		}
		ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		if !ok || ta.Type == nil || analysisutil.IdentVar(info, ta.X) != pr.p {
			return false
		}
		t := info.TypeOf(ta.Type)
		return t != nil && !types.IsInterface(t) && analysisutil.TypeName(t) != "*errors.errorString"
	case *ast.CallExpr:
		switch analysisutil.CalleeName(info, x) {
		case "errors.Is":
			return len(x.Args) == 2 && analysisutil.IdentVar(info, x.Args[0]) == pr.p && pkgVar(info, x.Args[1])
		case "strings.HasPrefix":
			if len(x.Args) == 2 && pr.isMessage(x.Args[0]) {
				if s, ok := stringConst(info, x.Args[1]); ok {
					return pr.incompatible(s)
				}
			}
			return false
		case "(*regexp.Regexp).MatchString":
			if len(x.Args) != 1 || !pr.isMessage(x.Args[0]) {
				return false
			}
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok {
				return false
			}
			if pat, ok := pr.pattern(sel.X); ok {
				if pre, ok := anchoredPrefix(pat); ok {
					return pr.incompatible(pre)
				}
			}
		}
	}
	return false
}

// isMessage reports whether e is p.Error().
func (pr *predicate) isMessage(e ast.Expr) bool {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(c.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "Error" && analysisutil.IdentVar(pr.info, sel.X) == pr.p
}

// pattern returns the constant pattern a regular expression was compiled
// from: regexp.MustCompile("...") itself, or a variable of the predicate
// set once to it.
func (pr *predicate) pattern(e ast.Expr) (string, bool) {
	compiled := func(e ast.Expr) (string, bool) {
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(c.Args) != 1 {
			return "", false
		}
		switch analysisutil.CalleeName(pr.info, c) {
		case "regexp.MustCompile", "regexp.MustCompilePOSIX":
			return stringConst(pr.info, c.Args[0])
		}
		return "", false
	}
	if s, ok := compiled(e); ok {
		return s, true
	}
	v := analysisutil.IdentVar(pr.info, e)
	if v == nil || !analysisutil.Contains(pr.body, v.Pos()) {
		return "", false
	}
	var rhs ast.Expr
	n := 0
	ast.Inspect(pr.body, func(x ast.Node) bool {
		if as, ok := x.(*ast.AssignStmt); ok {
			for i, l := range as.Lhs {
				if analysisutil.IdentVar(pr.info, l) == v {
					n++
					if len(as.Rhs) == len(as.Lhs) {
						rhs = as.Rhs[i]
					}
				}
			}
		}
		return true
	})
	if n != 1 || rhs == nil {
		return "", false
	}
	return compiled(rhs)
}

// incompatible reports whether no message beginning with one of the
// fresh error's prefixes can begin with s, nor s with it: the text s must
// begin with differs from each prefix within their common length.
func (pr *predicate) incompatible(s string) bool {
	if s == "" {
		return false
	}
	for _, p := range pr.prefixes {
		if strings.HasPrefix(p, s) || strings.HasPrefix(s, p) {
			return false
		}
	}
	return true
}

// anchoredPrefix returns the literal text that every match of pat starts
// the input with: "Post " of "^Post [\"]*https://.*". ok is false for a
// pattern not anchored at the start of the text, or that folds case.
func anchoredPrefix(pat string) (string, bool) {
	re, err := syntax.Parse(pat, syntax.Perl)
	if err != nil {
		return "", false
	}
	re = re.Simplify()
	if re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText {
		return "", false
	}
	var b strings.Builder
	for _, sub := range re.Sub[1:] {
		if sub.Op != syntax.OpLiteral || sub.Flags&syntax.FoldCase != 0 {
			break
		}
		b.WriteString(string(sub.Rune))
	}
	return b.String(), b.Len() > 0
}

func stringConst(info *types.Info, e ast.Expr) (string, bool) {
	tv := info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func isFalse(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	return tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// pkgVar reports whether e names a package-level variable.
func pkgVar(info *types.Info, e ast.Expr) bool {
	v, ok := analysisutil.ObjectOf(info, e).(*types.Var)
	return ok && !v.IsField() && v.Parent() != nil && v.Parent() == v.Pkg().Scope()
}

func hasReturn(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		switch x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

func assignsVar(info *types.Info, n ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if analysisutil.IdentVar(info, l) == v {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND && analysisutil.IdentVar(info, x.X) == v {
				found = true
			}
		}
		return !found
	})
	return found
}
