package callretries

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A switched retrier is a function that retries only when one of its
// bool parameters is true: it hands the parameter on to the runtime
// options of a call that retries when told to (tea-rpc's DoRequest with
// runtime.SetAutoretry(autoRetry)), or to another such function
// (RpcPost(..., autoRetry bool) → rpcRequest).
type switched struct {
	Param    int    // index of the bool parameter
	Attempts int    // attempts when it is true
	Desc     string // the call that retries: "conn.DoRequest"
	Where    string // where that call is, "dir/file.go:41"
}

// switchedFact marks a function that retries when its parameter Param is
// true.
type switchedFact switched

func (*switchedFact) AFact() {}

func (f *switchedFact) String() string {
	return "retries when parameter " + strconv.Itoa(f.Param) + " is true: " + f.Desc + " at " + f.Where + " (" + strconv.Itoa(f.Attempts) + " attempts)"
}

// autoretry is what a runtime options value says of retries.
type autoretry struct {
	on       bool
	param    *types.Var // the retries follow this parameter, or nil
	attempts int
}

// runtimeRetryCall classifies a call that retries only when its runtime
// options turn it on: a layer when they do. ok is false when call is no
// such call.
func (r *Result) runtimeRetryCall(call *ast.CallExpr, fn *types.Func, name string) (*Layer, bool) {
	sdk, i, ok := runtimeRetryOf(fn, name)
	if !ok {
		return nil, false
	}
	a := r.runtimeOptions(sdk.RuntimeRetries, call, i)
	if !a.on || a.attempts == 1 {
		return nil, true
	}
	return &Layer{Kind: SDKLayer, Desc: r.callDesc(call), Factors: []int{a.attempts}, SDK: sdk.ID}, true
}

// runtimeRetryOf returns the SDK of fn, named name, when it retries as its
// runtime options say, and the index of their argument: a call the
// catalog names, or a method of an SDK whose every method taking the
// options does (RuntimeRetries.Params).
func runtimeRetryOf(fn *types.Func, name string) (catalog.SDK, int, bool) {
	if sdk, ok := catalog.RuntimeRetryCalls[name]; ok {
		return sdk, sdk.RuntimeRetries.Calls[name], true
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Pkg() == nil {
		return catalog.SDK{}, 0, false
	}
	for i := range catalog.RuntimeRetryParamSDKs {
		sdk := &catalog.RuntimeRetryParamSDKs[i]
		if !catalog.InSDK(sdk, fn.Pkg().Path()) {
			continue
		}
		if f := sdk.RuntimeRetries.ConfigField; f != "" {
			if v, _, _ := types.LookupFieldOrMethod(sig.Recv().Type(), true, fn.Pkg(), f); v != nil {
				if _, isVar := v.(*types.Var); isVar {
					continue // its retries are its config's
				}
			}
		}
		for j := range sig.Params().Len() {
			if slices.Contains(sdk.RuntimeRetries.Options, analysisutil.TypeName(sig.Params().At(j).Type())) {
				return *sdk, j, true
			}
		}
	}
	return catalog.SDK{}, 0, false
}

// runtimeOptions reads the runtime options argument of call, at index i:
// whether they turn retries on, or hand the choice to a parameter, and
// the attempts.
func (r *Result) runtimeOptions(rr *catalog.RuntimeRetries, call *ast.CallExpr, i int) autoretry {
	if i >= len(call.Args) {
		return autoretry{}
	}
	a := autoretry{attempts: rr.DefaultAttempts}
	origins, objs := r.flow.OriginsVia(call.Args[i])
	set := func(field string, v ast.Expr) {
		switch field {
		case rr.Field:
			a.on, a.param = r.boolValue(v)
		case rr.AttemptsField:
			if n, ok := analysisutil.IntConst(r.pass.TypesInfo, unwrapPtr(r.pass.TypesInfo, v)); ok && n >= 0 {
				a.attempts = n + rr.AttemptsAdd
			} else {
				a.attempts = 0
			}
		}
	}
	for _, o := range origins {
		if lit, ok := o.(*ast.CompositeLit); ok && slices.Contains(rr.Options, analysisutil.TypeName(r.pass.TypesInfo.TypeOf(lit))) {
			for _, f := range []string{rr.Field, rr.AttemptsField} {
				if v, ok := valueflow.Field(lit, f); ok {
					set(f, v)
				}
			}
		}
	}
	for _, obj := range objs {
		for _, f := range []string{rr.Field, rr.AttemptsField} {
			for _, v := range r.flow.FieldSets(obj, f) {
				set(f, v)
			}
		}
	}
	// Setter calls on a variable or field the options went through:
	// runtime.SetAutoretry(true), runtime.SetMaxAttempts(5).
	for _, c := range r.methodCalls() {
		sel := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		obj := analysisutil.ObjectOf(r.pass.TypesInfo, sel.X)
		if obj == nil || !slices.Contains(objs, obj) || len(c.Args) != 1 {
			continue
		}
		switch sel.Sel.Name {
		case rr.Setter:
			set(rr.Field, c.Args[0])
		case rr.AttemptsSetter:
			set(rr.AttemptsField, c.Args[0])
		}
	}
	return a
}

// methodCalls returns the calls in this package of a method on a
// variable or field, x.M(v).
func (r *Result) methodCalls() []*ast.CallExpr {
	if r.setters != nil {
		return r.setters
	}
	r.setters = []*ast.CallExpr{}
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && len(c.Args) == 1 {
				if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
					if _, ok := r.pass.TypesInfo.Uses[sel.Sel].(*types.Func); ok {
						r.setters = append(r.setters, c)
					}
				}
			}
			return true
		})
	}
	return r.setters
}

// boolValue reads a bool argument: a constant, or a parameter of the
// function around it (true, nil for a constant true; false, p for p).
// A pointer made from one (tea.Bool(true)) reads as the value.
func (r *Result) boolValue(e ast.Expr) (bool, *types.Var) {
	e = unwrapPtr(r.pass.TypesInfo, e)
	if tv, ok := r.pass.TypesInfo.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
		return constant.BoolVal(tv.Value), nil
	}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok {
		if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && !v.IsField() && r.flow.DeclaringFunc(v) != nil {
			return false, v
		}
	}
	return false, nil
}

// unwrapPtr returns x for a call that makes a pointer from one argument
// of its element type (tea.Bool(x), tea.Int(n)), else e.
func unwrapPtr(info *types.Info, e ast.Expr) ast.Expr {
	c, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return e
	}
	p, ok := info.TypeOf(c).(*types.Pointer)
	if !ok || !types.Identical(p.Elem(), info.TypeOf(c.Args[0])) {
		return e
	}
	return c.Args[0]
}

// computeSwitched finds the functions of this package that retry when one
// of their bool parameters is true, and exports the fact for each.
func (r *Result) computeSwitched(in *inspector.Inspector) {
	// The calls that can pass a switch on: of a function the catalog
	// knows, of one of this package, of one with a fact.
	type switchCall struct {
		call *ast.CallExpr
		fn   *types.Func
		name string
	}
	var calls []switchCall
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		fn, fi := r.calleeInfo(call)
		if fn == nil {
			continue
		}
		if _, _, ok := runtimeRetryOf(fn, fi.name); ok || fn.Pkg() == r.pass.Pkg || fi.switched != nil {
			calls = append(calls, switchCall{call, fn, fi.name})
		}
	}
	r.switched = map[*types.Func]*switched{}
	for round := 0; round < 8; round++ {
		changed := false
		for _, c := range calls {
			call, fn, name := c.call, c.fn, c.name
			var param *types.Var
			var s switched
			if sdk, i, ok := runtimeRetryOf(fn, name); ok {
				a := r.runtimeOptions(sdk.RuntimeRetries, call, i)
				if a.param == nil || a.attempts == 1 {
					continue
				}
				param, s = a.param, switched{Attempts: a.attempts, Desc: r.callDesc(call), Where: analysisutil.PkgWhere(r.pass.Fset, call.Pos())}
			} else if inner := r.switchedOf(fn); inner != nil && inner.Param < len(call.Args) {
				if _, p := r.boolValue(call.Args[inner.Param]); p != nil {
					param, s = p, *inner
				}
			}
			if param == nil {
				continue
			}
			outer := r.flow.DeclaringFunc(param)
			if outer == nil || r.switched[outer] != nil {
				continue
			}
			i := slices.Index(analysisutil.TupleVars(outer.Type().(*types.Signature).Params()), param)
			if i < 0 {
				continue
			}
			s.Param = i
			r.switched[outer] = &s
			changed = true
		}
		if !changed {
			break
		}
	}
	for _, fn := range r.flow.Funcs() {
		if s := r.switched[fn]; s != nil && fn.Exported() {
			f := switchedFact(*s)
			r.pass.ExportObjectFact(fn, &f)
		}
	}
}

// switchedOf returns how fn retries when told to, from this package or
// from its fact, or nil.
func (r *Result) switchedOf(fn *types.Func) *switched {
	fn = fn.Origin()
	if s := r.switched[fn]; s != nil {
		return s
	}
	if fn.Pkg() != r.pass.Pkg {
		return r.funcInfoOf(fn).switched
	}
	return nil
}

// switchedCall classifies a call of a switched retrier: a layer when the
// argument that turns its retries on is the constant true.
func (r *Result) switchedCall(call *ast.CallExpr, fn *types.Func) *Layer {
	s := r.switchedOf(fn)
	if s == nil || s.Param >= len(call.Args) {
		return nil
	}
	if on, _ := r.boolValue(call.Args[s.Param]); !on {
		return nil
	}
	return &Layer{Kind: FuncLayer, Desc: fn.Name(), Where: s.Where, Chain: []string{s.Desc}, Factors: []int{s.Attempts}, Switch: call.Args[s.Param]}
}
