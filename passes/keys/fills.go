package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"maps"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// passthrough returns the index of the parameter that fn returns
// unchanged (through & and conversions: a provider's
// func String(s string) *string { return &s }), or -1.
func (r *Result) passthrough(fn *types.Func) int {
	if fn == nil {
		return -1
	}
	fn = fn.Origin()
	if i, ok := r.pass1[fn]; ok {
		return i
	}
	var f passthroughFact
	if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
		r.pass1[fn] = f.Param
		return f.Param
	}
	if fn.Pkg() != r.pass.Pkg {
		r.pass1[fn] = -1
	}
	return -1 // this package's are all in pass1 once computePassthrough has run
}

// computePassthrough finds the functions of this package that return one
// of their parameters unchanged, and exports the fact.
func (r *Result) computePassthrough(in *inspector.Inspector) {
	info := r.pass.TypesInfo
	for cur := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		d := cur.Node().(*ast.FuncDecl)
		fn, ok := info.Defs[d.Name].(*types.Func)
		if !ok || d.Body == nil {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() != 1 || !isKeyType(sig.Results().At(0).Type()) {
			continue
		}
		params := map[*types.Var]int{}
		for i := range sig.Params().Len() {
			params[sig.Params().At(i)] = i
		}
		param, returns := -1, 0
		ast.Inspect(d.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				returns++
				i := -2
				if len(n.Results) == 1 {
					i = r.paramOf(info, n.Results[0], params)
				}
				if returns == 1 {
					param = i
				} else if i != param {
					param = -2
				}
			}
			return true
		})
		if returns == 0 || param < 0 {
			continue
		}
		r.pass1[fn] = param
		r.pass.ExportObjectFact(fn, &passthroughFact{Param: param})
	}
}

// collectFills records the calls that write into buffer variables: the
// generators of catalog.FreshFillers and the copiers of
// catalog.BufferCopiers.
func (r *Result) collectFills(in *inspector.Inspector) {
	info := r.pass.TypesInfo
	for cur := range in.Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		var name string
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if _, builtin := info.Uses[id].(*types.Builtin); builtin {
				name = id.Name
			}
		}
		if name == "" {
			fn := analysisutil.Callee(info, call)
			if fn == nil || !fillerNames[fn.Name()] {
				continue // neither a filler nor a copier: spares building its full name
			}
			name = analysisutil.FuncName(fn)
		}
		if f, ok := catalog.FreshFillers[name]; ok && f.Dst < len(call.Args) {
			if f.Reader != "" && !r.isVar(readerOf(call, f), f.Reader) {
				continue
			}
			if v := bufferVar(info, call.Args[f.Dst]); v != nil {
				r.fills[v] = append(r.fills[v], fill{call: call, desc: f.Desc})
			}
			continue
		}
		if c, ok := catalog.BufferCopiers[name]; ok && c.Dst < len(call.Args) && c.Src < len(call.Args) {
			if v := bufferVar(info, call.Args[c.Dst]); v != nil {
				r.fills[v] = append(r.fills[v], fill{call: call, src: call.Args[c.Src]})
			}
		}
	}
}

// readerOf returns the reader a filler reads from: io.ReadFull's first
// argument, or the receiver of a Read method.
func readerOf(call *ast.CallExpr, f catalog.Filler) ast.Expr {
	if f.Dst > 0 {
		return call.Args[0]
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		return sel.X
	}
	return nil
}

// isVar reports whether e refers to the package-level variable named full
// ("crypto/rand.Reader").
func (r *Result) isVar(e ast.Expr, full string) bool {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return false
	}
	v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	return ok && v.Pkg() != nil && v.Pkg().Path()+"."+v.Name() == full
}

// bufferVar returns the local variable whose storage e writes into: buf,
// buf[:], buf[0:8], &buf.
func bufferVar(info *types.Info, e ast.Expr) *types.Var {
	for range 4 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
				return nil // fields and package variables are not tracked
			}
			return v
		case *ast.SliceExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
	return nil
}

// fillerNames are the names, without their packages and receivers, of
// catalog.FreshFillers and catalog.BufferCopiers.
var fillerNames = func() map[string]bool {
	m := map[string]bool{}
	for _, names := range []iter.Seq[string]{maps.Keys(catalog.FreshFillers), maps.Keys(catalog.BufferCopiers)} {
		for name := range names {
			m[name[strings.LastIndex(name, ".")+1:]] = true
		}
	}
	return m
}()
