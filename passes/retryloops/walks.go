package retryloops

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// A lookup loop walks its input: each round it cuts the name it looks up
// to its parent (sname = sname[:i], as ini's section lookup does),
// moves to a parent node (n = n.parent), or takes a shorter prefix of a
// path (path[:i] with i counting down, as viper's search does), and asks
// about that. A failure there sends it on to the next piece; it never asks
// the same thing twice, so it is no retry, and the function it is in
// retries nothing.

// walksIn are the packages whose functions, given a path or a name, return
// a part of it (filepath.Dir(dir), strings.TrimSuffix(name, ext)).
var walksIn = map[string]bool{"path": true, "path/filepath": true, "strings": true}

// walks reports whether the loop moves the input of call on each round:
// it assigns a variable that call's receiver or arguments use from a part
// of that variable itself, or call's arguments cut a string or collection
// with a loop variable of a counted loop.
func (lv *loopView) walks(body *ast.BlockStmt, call *ast.CallExpr) bool {
	info := lv.r.pass.TypesInfo
	inputs := map[*types.Var]bool{}
	addInputs := func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() {
					inputs[v] = true
				}
			}
			return true
		})
	}
	for _, a := range call.Args {
		addInputs(a)
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		addInputs(sel.X)
	}
	if f, ok := lv.loop.(*ast.ForStmt); ok && lv.cutsByCounter(f, call) {
		return true
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if _, lit := n.(*ast.FuncLit); lit || found {
			return false
		}
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, lhs := range as.Lhs {
			if v := analysisutil.IdentVar(info, lhs); v != nil && inputs[v] && lv.partOf(as.Rhs[i], v) {
				found = true
			}
		}
		return true
	})
	return found
}

// partOf reports whether e is a part of the variable v: a slice of it that
// keeps something (v[:i], v[1:], not v[:0]), a field of its own type
// (v.parent), or what a path or strings function makes of it
// (filepath.Dir(v)).
func (lv *loopView) partOf(e ast.Expr, v *types.Var) bool {
	info := lv.r.pass.TypesInfo
	isV := func(x ast.Expr) bool { return analysisutil.IdentVar(info, x) == v }
	switch x := ast.Unparen(e).(type) {
	case *ast.SliceExpr:
		if !isV(x.X) {
			return false
		}
		// buf = buf[:0] empties a buffer to fill it again.
		if x.Low == nil && x.High != nil {
			if tv, ok := info.Types[x.High]; ok && tv.Value != nil && constant.Sign(tv.Value) == 0 {
				return false
			}
		}
		return true
	case *ast.SelectorExpr:
		return isV(x.X) && types.Identical(info.TypeOf(x), v.Type())
	case *ast.CallExpr:
		fn := analysisutil.Callee(info, x)
		if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil || !walksIn[fn.Pkg().Path()] || len(x.Args) == 0 {
			return false
		}
		return isV(x.Args[0]) && types.Identical(info.TypeOf(x), v.Type())
	}
	return false
}

// cutsByCounter reports whether call's arguments slice a string or a
// collection with a variable the for statement steps (path[:i]): each
// round looks at another piece of it.
func (lv *loopView) cutsByCounter(f *ast.ForStmt, call *ast.CallExpr) bool {
	info := lv.r.pass.TypesInfo
	counters := map[*types.Var]bool{}
	if as, ok := f.Init.(*ast.AssignStmt); ok {
		for _, lhs := range as.Lhs {
			if v := analysisutil.IdentVar(info, lhs); v != nil {
				counters[v] = true
			}
		}
	}
	if inc, ok := f.Post.(*ast.IncDecStmt); !ok || analysisutil.IdentVar(info, inc.X) == nil || !counters[analysisutil.IdentVar(info, inc.X)] {
		return false
	}
	found := false
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			if s, ok := n.(*ast.SliceExpr); ok {
				for _, b := range []ast.Expr{s.Low, s.High} {
					if b != nil && mentionsAny(info, b, counters) {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}
