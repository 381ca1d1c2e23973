package writes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/idemvet/idemvet/internal/analysisutil"
)

// A request builder whose methods set what it sends and return it, so that
// a request is a chain of calls: sling's
// api.sling.New().Post(path).BodyJSON(params), then Receive(&out, &failed).
// Post stores "POST" in the builder's method field (s.method = "POST") and
// returns the builder; BodyJSON sets the body and returns it too; Receive
// sends a request made with the method field (fieldmethod.go's sender
// summary). The chain's method is the constant that the call nearest to
// the send stores.
//
// A chain method's summary (chainFact, a fact for other packages) is what
// it does to the string fields of its receiver: the fields it sets to a
// constant, and those it sets otherwise (a value its caller decides). A
// method is a chain method when it returns its receiver: every return is
// the receiver itself, or a call of a chain method on it (return
// s.Path(pathURL)), whose effects it takes on.

// chainFact summarizes a chain method.
type chainFact struct {
	Fields []chainField // sorted by field name
}

// A chainField is a string field of the receiver that a chain method sets:
// to Value when Const, otherwise to what its caller decides.
type chainField struct {
	Field string
	Value string
	Const bool
}

func (*chainFact) AFact() {}

func (f *chainFact) String() string {
	if len(f.Fields) == 0 {
		return "returns its receiver"
	}
	var parts []string
	for _, c := range f.Fields {
		if c.Const {
			parts = append(parts, fmt.Sprintf("%s = %q", c.Field, c.Value))
		} else {
			parts = append(parts, c.Field+" set")
		}
	}
	return "returns its receiver with " + strings.Join(parts, ", ")
}

func (f *chainFact) field(name string) (chainField, bool) {
	for _, c := range f.Fields {
		if c.Field == name {
			return c, true
		}
	}
	return chainField{}, false
}

// chainOf returns the chain summary of fn, or nil when it is no chain
// method: from its body in this package, from its fact in another.
func (r *Result) chainOf(fn *types.Func) *chainFact {
	fn = fn.Origin()
	if fn.Pkg() != r.pass.Pkg {
		var f chainFact
		if r.pass.ImportObjectFact(fn, &f) {
			return &f
		}
		return nil
	}
	if f, ok := r.chains[fn]; ok {
		return f
	}
	r.chains[fn] = nil // recursion
	f := r.computeChain(fn)
	r.chains[fn] = f
	return f
}

func (r *Result) computeChain(fn *types.Func) *chainFact {
	sig := fn.Signature()
	if sig.Recv() == nil || sig.Results().Len() != 1 || !types.Identical(sig.Recv().Type(), sig.Results().At(0).Type()) {
		return nil
	}
	if _, ok := sig.Recv().Type().(*types.Pointer); !ok {
		return nil
	}
	d := r.flow.Decl(fn)
	if d == nil || d.Body == nil || d.Recv == nil || len(d.Recv.List) != 1 || len(d.Recv.List[0].Names) != 1 {
		return nil
	}
	info := r.pass.TypesInfo
	recv, _ := info.Defs[d.Recv.List[0].Names[0]].(*types.Var)
	if recv == nil {
		return nil
	}
	fields := map[string]chainField{}
	set := func(c chainField) {
		if old, ok := fields[c.Field]; ok && old != c {
			c = chainField{Field: c.Field}
		}
		fields[c.Field] = c
	}
	ok := true
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				sel, isSel := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !isSel || analysisutil.IdentVar(info, sel.X) != recv {
					continue
				}
				if f, isField := info.Uses[sel.Sel].(*types.Var); !isField || !f.IsField() || !isString(f.Type()) {
					continue
				}
				c := chainField{Field: sel.Sel.Name}
				if len(n.Rhs) == len(n.Lhs) {
					if tv := info.Types[n.Rhs[i]]; tv.Value != nil && tv.Value.Kind() == constant.String {
						c.Value, c.Const = constant.StringVal(tv.Value), true
					}
				}
				set(c)
			}
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
				return false
			}
			res := ast.Unparen(n.Results[0])
			if analysisutil.IdentVar(info, res) == recv {
				return true
			}
			call, isCall := res.(*ast.CallExpr)
			if !isCall {
				ok = false
				return false
			}
			sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			callee := analysisutil.Callee(info, call)
			if !isSel || callee == nil || analysisutil.IdentVar(info, sel.X) != recv {
				ok = false
				return false
			}
			inner := r.chainOf(callee)
			if inner == nil {
				ok = false
				return false
			}
			for _, c := range inner.Fields {
				set(c)
			}
		}
		return ok
	})
	if !ok {
		return nil
	}
	f := &chainFact{}
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range fields {
			if !yield(k) {
				return
			}
		}
	}) {
		f.Fields = append(f.Fields, fields[k])
	}
	return f
}

// exportChains exports the chain summaries of this package's methods that
// set a field or return their receiver.
func (r *Result) exportChains() {
	if !r.infer {
		return
	}
	for _, fn := range r.flow.Funcs() {
		if f := r.chainOf(fn); f != nil {
			r.pass.ExportObjectFact(fn, f)
		}
	}
}

// chainMethod reads the method that a chain of builder calls, e, stores in
// field: the constant of the call nearest to the send that sets it
// (Post(path) in x.New().Post(path).BodyJSON(b)). A builder held in a
// variable is not followed: a later call on it may set the method again.
// path is that call's string argument, the
// path it sends to (sling's Post(pathURL)), when it takes one. ok is false
// when a call of the chain is no chain method, sets the field to what its
// caller decides, or nothing sets it.
func (r *Result) chainMethod(e ast.Expr, field string) (method string, path ast.Expr, ok bool) {
	info := r.pass.TypesInfo
	for range 16 {
		e = ast.Unparen(e)
		call, isCall := e.(*ast.CallExpr)
		if !isCall {
			return "", nil, false
		}
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		fn := analysisutil.Callee(info, call)
		if !isSel || fn == nil {
			return "", nil, false
		}
		f := r.chainOf(fn)
		if f == nil {
			return "", nil, false
		}
		if c, set := f.field(field); set {
			if !c.Const {
				return "", nil, false
			}
			if len(call.Args) == 1 && isString(info.TypeOf(call.Args[0])) {
				path = call.Args[0]
			}
			return strings.ToUpper(c.Value), path, true
		}
		e = sel.X
	}
	return "", nil, false
}
