package keys

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
	"github.com/idemvet/idemvet/passes/retryscope"
	"github.com/idemvet/idemvet/passes/valueflow"
)

type evaluator struct {
	r     *Result
	scope *retryscope.Scope
	seen  map[*types.Var]bool
}

func (ev *evaluator) eval(e ast.Expr, depth int) *Fresh {
	if e == nil || depth > 12 {
		return nil
	}
	info := ev.r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() { // conversion
			if len(x.Args) == 1 {
				return ev.eval(x.Args[0], depth+1)
			}
			return nil
		}
		fn := analysisutil.Callee(info, x)
		name := analysisutil.FuncName(fn)
		if d := catalog.Fresh(name); d != "" {
			return &Fresh{Source: x, Desc: d, Root: d}
		}
		if d, ok := catalog.AttemptCounters[name]; ok {
			return &Fresh{Source: x, Desc: d, Counter: true}
		}
		if d := ev.r.returnsFresh(fn); d != "" {
			return &Fresh{Source: x, Desc: fn.Name() + " (returns a new value from " + d + " on each call)", Root: d}
		}
		if i := ev.r.passthrough(fn); i >= 0 && i < len(x.Args) {
			return ev.eval(x.Args[i], depth+1)
		}
		if catalog.IsPassthrough(name) || isStringMethod(fn) {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && isMethod(fn) {
				if f := ev.eval(sel.X, depth+1); f != nil {
					return f
				}
			}
			for _, a := range x.Args {
				if f := ev.eval(a, depth+1); f != nil {
					return f
				}
			}
		}
		return nil
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok && sel.Kind() == types.FieldVal {
			key := analysisutil.TypeName(sel.Recv()) + "." + x.Sel.Name
			if d, ok := catalog.AttemptCounters[key]; ok {
				return &Fresh{Source: x, Desc: d, Counter: true}
			}
			return ev.evalField(x.X, x.Sel.Name, depth+1)
		}
		return nil
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || v.IsField() {
			return nil
		}
		if ev.scope.IsCounter(v) {
			return &Fresh{Source: x, Desc: "the attempt counter " + x.Name, Counter: true}
		}
		if ev.seen[v] {
			return nil
		}
		ev.seen[v] = true
		defer delete(ev.seen, v)
		for _, def := range ev.r.flow.Defs(v) {
			if !ev.scope.Contains(def.Pos()) {
				continue // assigned before the scope: the same on every attempt
			}
			if f := ev.eval(def, depth+1); f != nil {
				return f
			}
		}
		// A buffer written in place: rand.Read(buf[:]), hex.Encode(dst, buf).
		for _, fl := range ev.r.fills[v] {
			if !ev.scope.Contains(fl.call.Pos()) {
				continue
			}
			if fl.desc != "" {
				return &Fresh{Source: fl.call, Desc: fl.desc, Root: fl.desc}
			}
			if f := ev.eval(fl.src, depth+1); f != nil {
				return f
			}
		}
		return nil
	case *ast.BinaryExpr:
		if f := ev.eval(x.X, depth+1); f != nil {
			return f
		}
		return ev.eval(x.Y, depth+1)
	case *ast.UnaryExpr:
		return ev.eval(x.X, depth+1)
	case *ast.StarExpr:
		return ev.eval(x.X, depth+1)
	case *ast.IndexExpr:
		if f := ev.eval(x.X, depth+1); f != nil {
			return f
		}
		return ev.eval(x.Index, depth+1)
	case *ast.SliceExpr:
		return ev.eval(x.X, depth+1)
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if f := ev.eval(elt, depth+1); f != nil {
				return f
			}
		}
	}
	return nil
}

// evalField evaluates field name of the struct value e, following variables
// to the composite literals that built them. Fields of values returned by
// calls are not tracked: a struct that carries a timestamp does not make its
// other fields fresh.
func (ev *evaluator) evalField(e ast.Expr, name string, depth int) *Fresh {
	if depth > 12 {
		return nil
	}
	info := ev.r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || ev.seen[v] {
			return nil
		}
		ev.seen[v] = true
		defer delete(ev.seen, v)
		for _, def := range ev.r.flow.Defs(v) {
			if ev.scope.Contains(def.Pos()) {
				if f := ev.evalField(def, name, depth+1); f != nil {
					return f
				}
			}
		}
	case *ast.UnaryExpr:
		return ev.evalField(x.X, name, depth+1)
	case *ast.CompositeLit:
		if v, ok := valueflow.Field(x, name); ok {
			return ev.eval(v, depth+1)
		}
	}
	return nil
}

func isMethod(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}

// isStringMethod reports whether fn is a String() string method: its result
// is made from its receiver.
func isStringMethod(fn *types.Func) bool {
	if !isMethod(fn) || fn.Name() != "String" {
		return false
	}
	sig := fn.Type().(*types.Signature)
	return sig.Params().Len() == 0 && sig.Results().Len() == 1
}

// computeFresh decides which functions of this package return a new value
// on each call, to a fixed point, and exports the fact.
func (r *Result) computeFresh(in *inspector.Inspector) {
	type fnDecl struct {
		fn *types.Func
		d  *ast.FuncDecl
	}
	var decls []fnDecl
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
		if ok && d.Body != nil && fn.Type().(*types.Signature).Results().Len() > 0 &&
			isKeyType(fn.Type().(*types.Signature).Results().At(0).Type()) {
			decls = append(decls, fnDecl{fn, d})
		}
	}
	for changed := true; changed; {
		changed = false
		for _, fd := range decls {
			if _, done := r.fresh[fd.fn]; done {
				continue
			}
			// Evaluate the results as if the whole body were a scope: values
			// made in the body are new on each call.
			s := &retryscope.Scope{Body: fd.d.Body}
			ast.Inspect(fd.d.Body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false
				}
				ret, ok := n.(*ast.ReturnStmt)
				if !ok || len(ret.Results) == 0 {
					return true
				}
				// Only the first result: the value; the rest is an error.
				if f := r.freshIn(ret.Results[0], s); f != nil && !f.Counter {
					r.fresh[fd.fn] = f.Root
					changed = true
					return false
				}
				return true
			})
		}
	}
	for _, fd := range decls {
		if d, ok := r.fresh[fd.fn]; ok {
			r.pass.ExportObjectFact(fd.fn, &freshFact{Source: d})
		}
	}
}
