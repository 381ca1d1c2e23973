package retrycontexts

import (
	"go/ast"
	"go/types"

	"github.com/idemvet/idemvet/internal/analysisutil"
	"github.com/idemvet/idemvet/internal/catalog"
)

// Activities are registered in the worker's package (usually main), which
// imports the package that defines them: facts flow the other way, so the
// defining package cannot learn of the registration. It finds its
// activities from evidence in its own code instead (see the package doc).

// activityScopes records the functions of this package that the evidence
// in their own code shows to be activities: they call the activity
// package (only an activity can), or take a context.Context first and
// make an error for the activity's retry policy.
func (r *Result) activityScopes() {
	sys := catalog.SystemFor(catalog.TemporalActivity)
	marker := analysisutil.Imports(r.pass.Pkg, sys.MarkerPackage)
	errs := analysisutil.Imports(r.pass.Pkg, sys.ErrorPackage)
	if !marker && !errs {
		return
	}
	for _, f := range r.pass.Files {
		for _, decl := range f.Decls {
			d, ok := decl.(*ast.FuncDecl)
			if !ok || d.Body == nil {
				continue
			}
			if r.activityEvidence(d, sys) {
				r.addAtLeastOnce(d, d.Body, nil, catalog.TemporalActivity)
			}
		}
	}
}

// activityEvidence reports whether d's body shows that it runs as an
// activity.
func (r *Result) activityEvidence(d *ast.FuncDecl, sys *catalog.System) bool {
	info := r.pass.TypesInfo
	ctxFirst := false
	if fn, ok := info.Defs[d.Name].(*types.Func); ok {
		ps := fn.Type().(*types.Signature).Params()
		ctxFirst = ps.Len() > 0 && analysisutil.TypeName(ps.At(0).Type()) == sys.MarkerParam
	}
	// A function literal runs in d only when d calls it (go func() {
	// heartbeat }()); one that d hands on may run anywhere.
	ran := map[*ast.FuncLit]bool{}
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if lit, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
				ran[lit] = true
			}
		}
		return true
	})
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if found {
			return false
		}
		if lit, ok := n.(*ast.FuncLit); ok && !ran[lit] {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn := analysisutil.Callee(info, call)
		if fn == nil || fn.Pkg() == nil {
			return true
		}
		if fn.Pkg().Path() == sys.MarkerPackage || ctxFirst && sys.MarkerErrors[r.calleeName(call)] {
			found = true
		}
		return true
	})
	return found
}

// siblingActivities records the exported methods of a type one of whose
// methods is an activity: Temporal registers a struct's exported methods
// together (worker.RegisterActivity(&Activities{})), so they all are.
func (r *Result) siblingActivities() {
	sys := catalog.SystemFor(catalog.TemporalActivity)
	if !sys.RegistersMethods {
		return
	}
	done := map[*types.TypeName]bool{}
	for _, s := range r.Found {
		d, ok := s.Func.(*ast.FuncDecl)
		if s.Context != catalog.TemporalActivity || !ok || d.Recv == nil {
			continue
		}
		fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
		if !ok {
			continue
		}
		recv := fn.Type().(*types.Signature).Recv().Type()
		if p, ok := recv.(*types.Pointer); ok {
			recv = p.Elem()
		}
		named, ok := types.Unalias(recv).(*types.Named)
		if !ok || done[named.Obj()] {
			continue
		}
		done[named.Obj()] = true
		mset := types.NewMethodSet(types.NewPointer(named))
		for i := range mset.Len() {
			m, ok := mset.At(i).Obj().(*types.Func)
			if !ok || !m.Exported() || m == fn {
				continue
			}
			ps := m.Type().(*types.Signature).Params()
			if ps.Len() == 0 || analysisutil.TypeName(ps.At(0).Type()) != sys.MarkerParam {
				continue
			}
			if md := r.flow.Decl(m); md != nil && md.Body != nil {
				r.addAtLeastOnce(md, md.Body, nil, catalog.TemporalActivity)
			}
		}
	}
}
