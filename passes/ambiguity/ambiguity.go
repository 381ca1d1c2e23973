package ambiguity

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/config"
	"github.com/idemvet/idemvet/passes/directives"
)

// Analyzer finds ambiguity checks and exports which functions classify
// errors.
var Analyzer = &analysis.Analyzer{
	Name:       "idemvetambiguity",
	Doc:        "find checks that tell an unknown outcome apart from a definite failure (reports nothing)",
	Run:        analysisutil.Safe("idemvetambiguity", run),
	Requires:   []*analysis.Analyzer{inspect.Analyzer, config.Analyzer, directives.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(classifierFact)},
}

// A Check is an expression that tells an unknown outcome apart.
type Check struct {
	Node ast.Node // the call, comparison, case expression or type
	Desc string   // how messages name it: "errors.Is(err, context.DeadlineExceeded)", "os.IsTimeout"
}

// Result is the ambiguity checks of one package.
type Result struct {
	Checks []*Check // in source order

	mu          sync.Mutex // guards classifiers, filled as they are queried
	pass        *analysis.Pass
	cfg         *config.Config
	dirs        *directives.Result
	classifiers map[*types.Func]string
}

// ChecksIn returns the checks that lie within n, in source order.
func (r *Result) ChecksIn(n ast.Node) []*Check {
	if n == nil {
		return nil
	}
	i, _ := slices.BinarySearchFunc(r.Checks, n.Pos(), func(c *Check, p token.Pos) int { return int(c.Node.Pos() - p) })
	var out []*Check
	for ; i < len(r.Checks) && r.Checks[i].Node.Pos() < n.End(); i++ {
		out = append(out, r.Checks[i])
	}
	return out
}

// Classifier reports how fn classifies errors ("annotated //idemvet:ambiguous",
// "configured", "checks os.IsTimeout"), or "" if it does not.
func (r *Result) Classifier(fn *types.Func) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.classifier(fn)
}

func (r *Result) classifier(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	fn = fn.Origin()
	if d, ok := r.classifiers[fn]; ok {
		return d
	}
	d := ""
	var f classifierFact
	switch {
	case r.cfg.IsAmbiguous(analysisutil.FuncName(fn)):
		d = "configured as ambiguous"
	case fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f):
		d = f.Desc
	}
	r.classifiers[fn] = d
	return d
}

// Stop returns how messages name the call that makes e stop a retry
// (backoff.Permanent(err), retry.Unrecoverable(err), ...), or "".
func (r *Result) Stop(e ast.Expr) string {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return catalog.Stoppers[analysisutil.CalleeName(r.pass.TypesInfo, x)]
	case *ast.UnaryExpr:
		// &backoff.PermanentError{Err: err}
		if cl, ok := ast.Unparen(x.X).(*ast.CompositeLit); ok && x.Op == token.AND {
			return catalog.StopTypes[analysisutil.TypeName(r.pass.TypesInfo.TypeOf(cl))]
		}
	}
	return ""
}

// Retryable returns how messages name the call that marks e for another
// attempt (retry.RetryableError(err)), or "".
func (r *Result) Retryable(e ast.Expr) string {
	if c, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return catalog.Retryables[analysisutil.CalleeName(r.pass.TypesInfo, c)]
	}
	return ""
}

func run(pass *analysis.Pass) (any, error) {
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	r := &Result{
		pass:        pass,
		cfg:         pass.ResultOf[config.Analyzer].(*config.Config),
		dirs:        pass.ResultOf[directives.Analyzer].(*directives.Result),
		classifiers: map[*types.Func]string{},
	}
	for _, obj := range r.dirs.Annotated(directives.Ambiguous) {
		if fn, ok := obj.(*types.Func); ok {
			r.classifiers[fn] = "annotated //idemvet:ambiguous"
		}
	}

	// Derived classifiers: functions that take an error and check it. Found
	// to a fixed point, since a classifier may call another.
	type fnBody struct {
		fn   *types.Func
		decl *ast.FuncDecl
	}
	var cands []fnBody
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := pass.TypesInfo.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil || !takesError(fn) {
			continue
		}
		if _, done := r.classifiers[fn]; !done {
			cands = append(cands, fnBody{fn, d})
		}
	}
	for changed := true; changed; {
		changed = false
		for _, c := range cands {
			if r.classifiers[c.fn] != "" {
				continue
			}
			if ch := r.firstCheck(c.decl.Body); ch != nil {
				r.classifiers[c.fn] = "checks " + ch.Desc
				changed = true
			}
		}
	}
	for _, c := range cands {
		if r.classifiers[c.fn] == "" {
			delete(r.classifiers, c.fn) // undecided: ask again later
		}
	}

	for cur := range in.Root().Preorder((*ast.CallExpr)(nil), (*ast.BinaryExpr)(nil), (*ast.CaseClause)(nil), (*ast.TypeAssertExpr)(nil)) {
		if ch := r.check(cur.Node()); ch != nil {
			r.Checks = append(r.Checks, ch)
		}
		if cc, ok := cur.Node().(*ast.CaseClause); ok {
			r.Checks = append(r.Checks, r.caseChecks(cur, cc)...)
		}
	}
	slices.SortStableFunc(r.Checks, func(a, b *Check) int { return int(a.Node.Pos() - b.Node.Pos()) })

	// Export the classifiers of this package, in source order.
	var fns []*types.Func
	for fn, d := range r.classifiers {
		if d != "" && fn.Pkg() == pass.Pkg {
			fns = append(fns, fn)
		}
	}
	slices.SortFunc(fns, func(a, b *types.Func) int { return int(a.Pos() - b.Pos()) })
	for _, fn := range fns {
		pass.ExportObjectFact(fn, &classifierFact{Desc: r.classifiers[fn]})
	}
	return r, nil
}

// takesError reports whether fn has a parameter of type error.
func takesError(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		if analysisutil.IsErrorType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// firstCheck returns the first ambiguity check within n.
func (r *Result) firstCheck(n ast.Node) *Check {
	var found *Check
	ast.Inspect(n, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr, *ast.BinaryExpr, *ast.TypeAssertExpr:
			found = r.check(n)
		case *ast.SwitchStmt:
			for _, s := range n.Body.List {
				if ch := r.caseCheck(n, s.(*ast.CaseClause)); ch != nil {
					found = ch
				}
			}
		case *ast.TypeSwitchStmt:
			for _, s := range n.Body.List {
				for _, e := range s.(*ast.CaseClause).List {
					if d := r.ambiguousType(r.pass.TypesInfo.TypeOf(e)); d != "" && found == nil {
						found = &Check{Node: e, Desc: "type switch case " + d}
					}
				}
			}
		}
		return found == nil
	})
	return found
}

// check returns the check that n is, or nil.
func (r *Result) check(n ast.Node) *Check {
	info := r.pass.TypesInfo
	switch n := n.(type) {
	case *ast.CallExpr:
		fn := analysisutil.Callee(info, n)
		if fn == nil {
			return nil
		}
		name := analysisutil.FuncName(fn)
		switch name {
		case "errors.Is":
			if len(n.Args) == 2 {
				if d := r.ambiguousError(n.Args[1]); d != "" {
					return &Check{Node: n, Desc: "errors.Is(" + types.ExprString(n.Args[0]) + ", " + d + ")"}
				}
			}
			return nil
		case "errors.As":
			if len(n.Args) == 2 {
				if t, ok := info.TypeOf(n.Args[1]).(*types.Pointer); ok {
					if d := r.ambiguousType(t.Elem()); d != "" {
						return &Check{Node: n, Desc: "errors.As(" + types.ExprString(n.Args[0]) + ", " + d + ")"}
					}
				}
			}
			return nil
		}
		if d, ok := catalog.AmbiguousFuncs[name]; ok {
			return &Check{Node: n, Desc: d}
		}
		if d, ok := catalog.AmbiguousMethods[fn.Name()]; ok && len(n.Args) == 0 && isBoolMethod(fn) {
			return &Check{Node: n, Desc: d}
		}
		if d := r.classifier(fn); d != "" {
			return &Check{Node: n, Desc: fn.Name() + " (" + d + ")"}
		}
	case *ast.BinaryExpr:
		switch n.Op {
		case token.EQL, token.NEQ:
			for _, side := range []ast.Expr{n.X, n.Y} {
				if d := r.ambiguousError(side); d != "" {
					return &Check{Node: n, Desc: "comparison with " + d}
				}
				if d := r.ambiguousConst(side); d != "" {
					return &Check{Node: n, Desc: "comparison with " + d}
				}
			}
			fallthrough
		case token.LSS, token.LEQ, token.GTR, token.GEQ:
			for _, pair := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
				if isStatus(info, pair[0]) {
					if c, ok := intConst(info, pair[1]); ok && statusBound(n.Op, c) {
						return &Check{Node: n, Desc: "HTTP status check " + types.ExprString(n)}
					}
				}
			}
		}
	case *ast.TypeAssertExpr:
		if n.Type != nil {
			if d := r.ambiguousType(info.TypeOf(n.Type)); d != "" {
				return &Check{Node: n, Desc: "type assertion to " + d}
			}
		}
	}
	return nil
}

// caseChecks returns the checks among the expressions of a case clause of
// a switch statement.
func (r *Result) caseChecks(cur inspector.Cursor, cc *ast.CaseClause) []*Check {
	switch sw := cur.Parent().Parent().Node().(type) {
	case *ast.SwitchStmt:
		if ch := r.caseCheck(sw, cc); ch != nil {
			return []*Check{ch}
		}
	case *ast.TypeSwitchStmt:
		for _, e := range cc.List {
			if d := r.ambiguousType(r.pass.TypesInfo.TypeOf(e)); d != "" {
				return []*Check{{Node: e, Desc: "type switch case " + d}}
			}
		}
	}
	return nil
}

// caseCheck returns the check made by a case of a tagged switch: a case
// on an ambiguous constant, an ambiguous error, or an ambiguous status code.
func (r *Result) caseCheck(sw *ast.SwitchStmt, cc *ast.CaseClause) *Check {
	if sw.Tag == nil {
		return nil
	}
	info := r.pass.TypesInfo
	status := isStatus(info, sw.Tag)
	for _, e := range cc.List {
		if d := r.ambiguousConst(e); d != "" {
			return &Check{Node: e, Desc: "switch case " + d}
		}
		if d := r.ambiguousError(e); d != "" {
			return &Check{Node: e, Desc: "switch case " + d}
		}
		if c, ok := intConst(info, e); ok && status && catalog.AmbiguousStatus(c) {
			return &Check{Node: e, Desc: "switch case on HTTP status " + types.ExprString(e)}
		}
	}
	return nil
}

// ambiguousError returns the name of the ambiguous sentinel error e refers to.
func (r *Result) ambiguousError(e ast.Expr) string {
	v, ok := analysisutil.ObjectOf(r.pass.TypesInfo, e).(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return ""
	}
	return catalog.AmbiguousErrors[v.Pkg().Path()+"."+v.Name()]
}

// ambiguousConst returns the name of the ambiguous constant e refers to.
func (r *Result) ambiguousConst(e ast.Expr) string {
	c, ok := analysisutil.ObjectOf(r.pass.TypesInfo, e).(*types.Const)
	if !ok || c.Pkg() == nil {
		return ""
	}
	return catalog.AmbiguousConstant(c.Pkg().Path() + "." + c.Name())
}

// ambiguousType returns the name of t (or *t) if it is an ambiguous error
// type.
func (r *Result) ambiguousType(t types.Type) string {
	return catalog.AmbiguousTypes[analysisutil.TypeName(t)]
}

// isStatus reports whether e reads an HTTP status code: a field or a method
// call named StatusCode, HTTPStatusCode... of integer type.
func isStatus(info *types.Info, e ast.Expr) bool {
	e = ast.Unparen(e)
	if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 0 {
		e = ast.Unparen(c.Fun)
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || !catalog.StatusFields[sel.Sel.Name] {
		return false
	}
	t := info.TypeOf(e)
	if sig, ok := t.(*types.Signature); ok && sig.Results().Len() == 1 {
		t = sig.Results().At(0).Type()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// statusBound reports whether comparing a status code with c using op
// singles out ambiguous statuses: == 503, >= 500, > 499, < 500, == 429.
func statusBound(op token.Token, c int64) bool {
	switch op {
	case token.EQL, token.NEQ:
		return catalog.AmbiguousStatus(c)
	default:
		return c >= 499 && c <= 600
	}
}

func intConst(info *types.Info, e ast.Expr) (int64, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	return constant.Int64Val(tv.Value)
}

func isBoolMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// classifierFact marks a function that tells unknown outcomes apart.
type classifierFact struct{ Desc string }

func (*classifierFact) AFact()           {}
func (f *classifierFact) String() string { return "ambiguity classifier: " + f.Desc }
