package retryscope

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// How a retry layer's failure leaves the functions around it. A function
// that returns, when the layer fails, only an error of its own making,
//
//	err = resource.Retry(2*time.Minute, ...)
//	if err != nil {
//		return "", fmt.Errorf("Describe %s endpoint ...: %#v.", product, err)
//	}
//
// hands its callers a fresh error: of the errors package's own type, equal
// to no other error value, wrapping nothing (no %w), whose message begins
// with the constant text before the format's first verb. A caller that
// returns it as it is hands on the same. A retry around the call that
// retries only errors its guard admits can tell, from that, that it never
// retries the layer's failure (nestedretry's guards).

// An exit is how the error of a call leaves the function it is made in.
type exit struct {
	asIs     bool     // some return hands the call's error on as it is
	prefixes []string // the fresh errors other returns make of it, by prefix
	ok       bool     // every return of the error is one of those
}

// errExit reads how the error of the call at cur leaves its function:
// "return f()", "x, err := f()" (or "if err := f(); ...") followed by
// returns of err or of a fresh error made from it, up to the next
// statement that sets err again.
func (r *Result) errExit(cur inspector.Cursor) exit {
	info := r.pass.TypesInfo
	call, ok := cur.Node().(*ast.CallExpr)
	if !ok {
		return exit{}
	}
	p := cur.Parent()
	switch n := p.Node().(type) {
	case *ast.ReturnStmt:
		if len(n.Results) == 1 || n.Results[len(n.Results)-1] == call && analysisutil.IsErrorType(info.TypeOf(call)) {
			return exit{asIs: true, ok: true}
		}
	case *ast.AssignStmt:
		if len(n.Rhs) != 1 || ast.Unparen(n.Rhs[0]) != call {
			return exit{}
		}
		v := analysisutil.IdentVar(info, n.Lhs[len(n.Lhs)-1])
		if v == nil || !analysisutil.IsErrorType(v.Type()) {
			return exit{}
		}
		switch q := p.Parent().Node().(type) {
		case *ast.IfStmt:
			if q.Init == n {
				stmts := []ast.Stmt{q.Body}
				if q.Else != nil {
					stmts = append(stmts, q.Else)
				}
				return r.exits(stmts, v)
			}
		case *ast.BlockStmt:
			if i := slices.Index(q.List, ast.Stmt(n)); i >= 0 {
				return r.exits(q.List[i+1:], v)
			}
		}
	}
	return exit{}
}

// exits reads the returns of stmts that carry the error v, up to the first
// statement that sets v again.
func (r *Result) exits(stmts []ast.Stmt, v *types.Var) exit {
	info := r.pass.TypesInfo
	e := exit{ok: true}
	found := false
	for _, st := range stmts {
		if assigns(info, st, v) {
			break
		}
		ast.Inspect(st, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				if len(n.Results) == 0 {
					return false
				}
				res := ast.Unparen(n.Results[len(n.Results)-1])
				if !analysisutil.MentionsVar(info, res, v) {
					return false
				}
				found = true
				if analysisutil.IdentVar(info, res) == v {
					e.asIs = true
				} else if pre, ok := freshError(info, res); ok {
					e.prefixes = append(e.prefixes, pre)
				} else {
					e.ok = false
				}
				return false
			}
			return true
		})
	}
	if !found {
		return exit{}
	}
	return e
}

// fresh returns the prefixes of the fresh errors that the layer inside a
// call with exit e leaves the function as, given those it leaves the call
// as (inner, nil when not fresh); ok is false when it may leave otherwise.
func (e exit) fresh(inner []string, innerFresh bool) ([]string, bool) {
	if !e.ok || e.asIs && !innerFresh {
		return nil, false
	}
	out := slices.Clone(e.prefixes)
	if e.asIs {
		out = append(out, inner...)
	}
	slices.Sort(out)
	return slices.Compact(out), true
}

// freshError reports whether e makes a new error that wraps nothing:
// errors.New("...") or fmt.Errorf("...") without %w, with a constant text;
// prefix is the text before the first verb.
func freshError(info *types.Info, e ast.Expr) (prefix string, ok bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return "", false
	}
	switch analysisutil.CalleeName(info, call) {
	case "errors.New":
	case "fmt.Errorf":
	default:
		return "", false
	}
	tv := info.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	s := constant.StringVal(tv.Value)
	if analysisutil.CalleeName(info, call) == "errors.New" {
		return s, true
	}
	if strings.Contains(s, "%w") {
		return "", false
	}
	if i := strings.IndexByte(s, '%'); i >= 0 {
		s = s[:i]
	}
	return s, true
}

// assigns reports whether n sets v.
func assigns(info *types.Info, n ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if as, ok := x.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				if analysisutil.IdentVar(info, l) == v {
					found = true
				}
			}
		}
		if u, ok := x.(*ast.UnaryExpr); ok && u.Op.String() == "&" && analysisutil.IdentVar(info, u.X) == v {
			found = true
		}
		return !found
	})
	return found
}
