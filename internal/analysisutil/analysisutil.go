// Package analysisutil holds the small helpers that every idemvet pass
// shares: naming of functions as the catalog spells them, unwrapping of
// expressions, and the wrapper that keeps a panicking pass from crashing the
// user's build.
package analysisutil

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// Safe wraps a Run function so that a panic becomes an error for the package
// being analyzed instead of a crash of the whole driver.
func Safe(name string, run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (res any, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = nil
				err = fmt.Errorf("%s: internal error analyzing %s: %v\n%s", name, pass.Pkg.Path(), r, debug.Stack())
			}
		}()
		return run(pass)
	}
}

// FuncName returns the name under which the catalog knows fn:
// "pkg/path.Func" for functions, "(*pkg/path.Type).Method" or
// "(pkg/path.Type).Method" for methods. Type parameters are dropped, so a
// method of a generic type is named after its origin.
func FuncName(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	fn = fn.Origin()
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		if fn.Pkg() == nil {
			return fn.Name()
		}
		return fn.Pkg().Path() + "." + fn.Name()
	}
	recv := sig.Recv().Type()
	ptr := ""
	if p, ok := recv.(*types.Pointer); ok {
		ptr = "*"
		recv = p.Elem()
	}
	named, ok := types.Unalias(recv).(*types.Named)
	if !ok {
		return fn.Name()
	}
	obj := named.Obj()
	path := ""
	if obj.Pkg() != nil {
		path = obj.Pkg().Path() + "."
	}
	return "(" + ptr + path + obj.Name() + ")." + fn.Name()
}

// ShortName is how messages name fn: "V1PaymentIntents.Create" for stripe-go
// services, "paymentintent.New", "(*Client).Charge" → "Client.Charge".
func ShortName(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		t := TypeName(sig.Recv().Type())
		t = t[strings.LastIndex(t, ".")+1:]
		if strings.HasPrefix(t, "v1") && strings.HasSuffix(t, "Service") {
			// stripe-go v82: v1PaymentIntentService is the V1PaymentIntents field.
			return "V1" + strings.TrimSuffix(t[2:], "Service") + "s." + fn.Name()
		}
		if t == "" {
			return fn.Name()
		}
		if t == "Client" && fn.Pkg() != nil && strings.HasPrefix(fn.Pkg().Path(), "github.com/stripe/") {
			return fn.Pkg().Name() + "." + fn.Name()
		}
		return t + "." + fn.Name()
	}
	if fn.Pkg() == nil {
		return fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

// CallName is how messages name the function call calls: its name, or the
// called expression when no function is known statically.
func CallName(info *types.Info, call *ast.CallExpr) string {
	if fn := Callee(info, call); fn != nil {
		return fn.Name()
	}
	return types.ExprString(call.Fun)
}

// Callee returns the statically known function or method called by call,
// including interface methods, or nil.
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	if fn, ok := typeutil.Callee(info, call).(*types.Func); ok {
		return fn
	}
	return nil
}

// CalleeName is FuncName(Callee(info, call)).
func CalleeName(info *types.Info, call *ast.CallExpr) string {
	return FuncName(Callee(info, call))
}

// Unparen removes any parentheses around e.
func Unparen(e ast.Expr) ast.Expr { return ast.Unparen(e) }

// TypeName returns "pkg/path.Name" for a named type (through pointers), or "".
func TypeName(t types.Type) string {
	if t == nil {
		return ""
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return ""
	}
	obj := named.Origin().Obj()
	if obj.Pkg() == nil {
		return obj.Name()
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

// IsErrorType reports whether t is the predeclared error interface.
func IsErrorType(t types.Type) bool {
	return t != nil && types.Identical(t, types.Universe.Lookup("error").Type())
}

// Where formats pos as "file.go:12" for messages: short, and the same on
// every machine.
func Where(fset *token.FileSet, pos token.Pos) string {
	p := fset.Position(pos)
	if !p.IsValid() {
		return "?"
	}
	return filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
}

// PkgWhere formats pos as "dir/file.go:12", naming the package directory
// too, for evidence that lies in another package.
func PkgWhere(fset *token.FileSet, pos token.Pos) string {
	p := fset.Position(pos)
	if !p.IsValid() {
		return "?"
	}
	dir := filepath.Base(filepath.Dir(p.Filename))
	return dir + "/" + filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
}

// Line returns the line number of pos.
func Line(fset *token.FileSet, pos token.Pos) int { return fset.Position(pos).Line }

// Imports reports whether pkg imports (directly) any package whose path has
// one of the given prefixes.
func Imports(pkg *types.Package, prefixes ...string) bool {
	for _, imp := range pkg.Imports() {
		for _, p := range prefixes {
			if strings.HasPrefix(imp.Path(), p) {
				return true
			}
		}
	}
	return false
}

// ObjectOf returns the object an identifier or selector refers to.
func ObjectOf(info *types.Info, e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return info.ObjectOf(e)
	case *ast.SelectorExpr:
		return info.ObjectOf(e.Sel)
	}
	return nil
}

// Contains reports whether node n spans pos.
func Contains(n ast.Node, pos token.Pos) bool {
	return n != nil && n.Pos() <= pos && pos < n.End()
}

// InGoroot reports whether the files of the package being analyzed lie in
// the Go installation: the standard library. Its loops (a dialer trying
// each address, a transport re-sending an idempotent request) are not retry
// layers a user controls, so no retry facts are exported for them.
func InGoroot(pass *analysis.Pass) bool {
	root := build.Default.GOROOT
	if root == "" || len(pass.Files) == 0 {
		return false
	}
	name := pass.Fset.Position(pass.Files[0].Package).Filename
	return strings.HasPrefix(filepath.ToSlash(name), filepath.ToSlash(filepath.Join(root, "src"))+"/")
}

// IsNil reports whether e denotes the predeclared nil.
func IsNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[ast.Unparen(e)]
	return ok && tv.IsNil()
}

// IdentVar returns the variable that e, an identifier, names, or nil.
func IdentVar(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
}

// UsesOf returns the identifiers of the package that refer to v, in no
// particular order. It scans every use: for a fix's checks, not for a
// pass's hot path.
func UsesOf(info *types.Info, v *types.Var) []*ast.Ident {
	var ids []*ast.Ident
	for id, obj := range info.Uses {
		if obj == v {
			ids = append(ids, id)
		}
	}
	return ids
}

// MentionsVar reports whether n uses the variable v.
func MentionsVar(info *types.Info, n ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(n, func(x ast.Node) bool {
		if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// EndsInReturn reports whether stmts end with a return or a panic.
func EndsInReturn(stmts []ast.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch st := stmts[len(stmts)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := st.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// DedupVars removes the repeats from vs, in place, keeping the first of
// each.
func DedupVars(vs []*types.Var) []*types.Var {
	seen := map[*types.Var]bool{}
	out := vs[:0]
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// TupleVars returns the variables of t.
func TupleVars(t *types.Tuple) []*types.Var {
	vs := make([]*types.Var, t.Len())
	for i := range vs {
		vs[i] = t.At(i)
	}
	return vs
}

// IntConst returns the value of e when it is an integer constant.
func IntConst(info *types.Info, e ast.Expr) (int, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	n, ok := constant.Int64Val(constant.ToInt(tv.Value))
	return int(n), ok
}

// MirrorCompare returns the comparison that holds of y and x when t holds
// of x and y: a < b is b > a. Other tokens are returned as they are.
func MirrorCompare(t token.Token) token.Token {
	switch t {
	case token.LSS:
		return token.GTR
	case token.LEQ:
		return token.GEQ
	case token.GTR:
		return token.LSS
	case token.GEQ:
		return token.LEQ
	}
	return t
}
