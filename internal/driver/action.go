package driver

import (
	"fmt"
	"go/ast"
	"go/types"
	"log"
	"os"
	"reflect"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/idemvet/idemvet/internal/factcache"
	"github.com/idemvet/idemvet/internal/report"
)

// analyze runs the analyzers of run (and what they require) on u, whose
// syntax and type information are files and info, as checker.Analyze runs
// its actions. It returns, for a root, the outcome of each analyzer of run.
func (u *unit) analyze(g *graph, run []*analysis.Analyzer, files []*ast.File, info *types.Info) []report.Result {
	u.facts = map[*analysis.Analyzer]*factcache.Facts{}
	u.errs = map[*analysis.Analyzer]error{}
	results := map[*analysis.Analyzer]any{}
	diags := map[*analysis.Analyzer][]analysis.Diagnostic{}
	module := &analysis.Module{}
	if u.pkg.Module != nil {
		module = analysisModule(u.pkg.Module)
	}
	done := map[*analysis.Analyzer]bool{}
	var exec func(a *analysis.Analyzer)
	exec = func(a *analysis.Analyzer) {
		if done[a] {
			return
		}
		done[a] = true
		for _, req := range a.Requires {
			exec(req)
		}
		// The dependencies of checker's action: the required analyzers
		// on this package, then, for an analyzer with facts, itself on
		// each import.
		var failed []string
		for _, req := range a.Requires {
			if u.errs[req] != nil {
				failed = append(failed, req.Name+"@"+u.pkg.ID)
			}
		}
		if len(a.FactTypes) > 0 {
			for _, imp := range u.imports {
				if imp.errs[a] != nil {
					failed = append(failed, a.Name+"@"+imp.pkg.ID)
				}
			}
		}
		if failed != nil {
			sort.Strings(failed)
			u.errs[a] = fmt.Errorf("failed prerequisites: %s", strings.Join(failed, ", "))
			return
		}
		inputs := map[*analysis.Analyzer]any{}
		for _, req := range a.Requires {
			inputs[req] = results[req]
		}
		store := factcache.NewFacts()
		u.facts[a] = store
		var pass *analysis.Pass
		running := true
		pass = &analysis.Pass{
			Analyzer:     a,
			Fset:         g.fset,
			Files:        files,
			OtherFiles:   u.pkg.OtherFiles,
			IgnoredFiles: u.pkg.IgnoredFiles,
			Pkg:          u.types,
			TypesInfo:    info,
			TypesSizes:   u.pkg.TypesSizes,
			TypeErrors:   u.pkg.TypeErrors,
			Module:       module,
			ResultOf:     inputs,
			Report: func(d analysis.Diagnostic) {
				if err := validateFixes(g.fset, a, d.SuggestedFixes); err != nil {
					panic(err)
				}
				diags[a] = append(diags[a], d)
			},
			ImportObjectFact: func(obj types.Object, ptr analysis.Fact) bool {
				if obj == nil {
					panic("nil object")
				}
				return copyFact(u.objectFact(g, a, obj, factType(ptr)), ptr)
			},
			ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
				if !running {
					log.Panicf("%s@%s: Pass.ExportObjectFact(%s, %T) called after Run", a, u.pkg, obj, fact)
				}
				if obj.Pkg() != u.types {
					log.Panicf("internal error: in analysis %s of package %s: Fact.Set(%s, %T): can't set facts on objects belonging another package",
						a, u.pkg, obj, fact)
				}
				store.Objs[factcache.ObjectKey{Obj: obj, Type: factType(fact)}] = fact
			},
			ImportPackageFact: func(pkg *types.Package, ptr analysis.Fact) bool {
				if pkg == nil {
					panic("nil package")
				}
				return copyFact(u.packageFact(g, a, pkg, factType(ptr)), ptr)
			},
			ExportPackageFact: func(fact analysis.Fact) {
				if !running {
					log.Panicf("%s@%s: Pass.ExportPackageFact(%T) called after Run", a, u.pkg, fact)
				}
				store.Pkgs[factType(fact)] = fact
			},
			AllObjectFacts:  func() []analysis.ObjectFact { return u.allObjectFacts(g, a) },
			AllPackageFacts: func() []analysis.PackageFact { return u.allPackageFacts(g, a) },
		}
		pass.ReadFile = func(filename string) ([]byte, error) {
			if err := checkReadable(pass, filename); err != nil {
				return nil, err
			}
			return os.ReadFile(filename)
		}
		res, err := g.session.run(a, pass)
		if err == nil {
			if got, want := reflect.TypeOf(res), a.ResultType; got != want {
				res, err = nil, fmt.Errorf("internal error: on package %s, analyzer %s returned a result of type %v, but declared ResultType %v",
					u.types.Path(), a, got, want)
			}
		}
		running = false
		results[a], u.errs[a] = res, err
	}
	for _, a := range run {
		exec(a)
	}
	if !u.asRoot {
		return nil
	}
	var out []report.Result
	for _, a := range run {
		r := report.Result{Analyzer: a, Fset: g.fset, Err: u.errs[a]}
		if r.Err == nil {
			r.Diags, r.Value = diags[a], results[a]
		}
		out = append(out, r)
	}
	return out
}

// objectFact returns the fact of type t on obj that analyzer a sees on u:
// its own, or one exported on a dependency. As in checker.Analyze, a fact
// travels from a package to its importers only for objects its export data
// may show: an exported function or any variable of the package itself to
// its direct importers only; methods, fields, types and constants on to
// every package that depends on it.
func (u *unit) objectFact(g *graph, a *analysis.Analyzer, obj types.Object, t reflect.Type) analysis.Fact {
	owner := g.unitOf(obj.Pkg())
	if owner == nil {
		return nil
	}
	if owner == u {
		return u.facts[a].Objs[factcache.ObjectKey{Obj: obj, Type: t}]
	}
	if len(a.FactTypes) == 0 || !u.deps.has(owner.index) || !u.sees(owner, obj) {
		return nil
	}
	if s := owner.facts[a]; s != nil {
		return s.Objs[factcache.ObjectKey{Obj: obj, Type: t}]
	}
	return nil
}

// sees reports whether a fact on obj, exported by owner, a dependency of
// u, reaches u (checker's exportedFrom, on each import edge of the path).
func (u *unit) sees(owner *unit, obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Signature().Recv() != nil || obj.Exported() && u.direct.has(owner.index)
	case *types.Var:
		return obj.IsField() || u.direct.has(owner.index)
	case *types.TypeName, *types.Const:
		return true
	}
	return false
}

func (u *unit) packageFact(g *graph, a *analysis.Analyzer, pkg *types.Package, t reflect.Type) analysis.Fact {
	owner := g.unitOf(pkg)
	if owner == nil {
		return nil
	}
	if owner != u && (len(a.FactTypes) == 0 || !u.deps.has(owner.index)) {
		return nil
	}
	if s := owner.facts[a]; s != nil {
		return s.Pkgs[t]
	}
	return nil
}

func (u *unit) allObjectFacts(g *graph, a *analysis.Analyzer) []analysis.ObjectFact {
	var out []analysis.ObjectFact
	for k, f := range u.facts[a].Objs {
		out = append(out, analysis.ObjectFact{Object: k.Obj, Fact: f})
	}
	if len(a.FactTypes) == 0 {
		return out
	}
	u.deps.each(func(i int) {
		owner := g.units[i]
		if s := owner.facts[a]; s != nil {
			for k, f := range s.Objs {
				if u.sees(owner, k.Obj) {
					out = append(out, analysis.ObjectFact{Object: k.Obj, Fact: f})
				}
			}
		}
	})
	return out
}

func (u *unit) allPackageFacts(g *graph, a *analysis.Analyzer) []analysis.PackageFact {
	var out []analysis.PackageFact
	add := func(owner *unit) {
		if s := owner.facts[a]; s != nil {
			for _, f := range s.Pkgs {
				out = append(out, analysis.PackageFact{Package: owner.types, Fact: f})
			}
		}
	}
	add(u)
	if len(a.FactTypes) > 0 {
		u.deps.each(func(i int) { add(g.units[i]) })
	}
	return out
}

// copyFact copies fact into ptr and reports whether there was one.
func copyFact(fact, ptr analysis.Fact) bool {
	if fact == nil {
		return false
	}
	reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(fact).Elem())
	return true
}

func factType(fact analysis.Fact) reflect.Type {
	t := reflect.TypeOf(fact)
	if t.Kind() != reflect.Pointer {
		log.Fatalf("invalid Fact type: got %T, want pointer", fact)
	}
	return t
}

// checkReadable enforces the access policy of analysis.Pass.ReadFile.
func checkReadable(pass *analysis.Pass, filename string) error {
	if slices.Contains(pass.OtherFiles, filename) || slices.Contains(pass.IgnoredFiles, filename) {
		return nil
	}
	for _, f := range pass.Files {
		if pass.Fset.File(f.FileStart).Name() == filename {
			return nil
		}
	}
	return fmt.Errorf("Pass.ReadFile: %s is not among OtherFiles, IgnoredFiles, or names of Files", filename)
}

func analysisModule(mod *packages.Module) *analysis.Module {
	if mod == nil {
		return nil
	}
	var modErr *analysis.ModuleError
	if mod.Error != nil {
		modErr = &analysis.ModuleError{Err: mod.Error.Err}
	}
	return &analysis.Module{
		Path:      mod.Path,
		Version:   mod.Version,
		Replace:   analysisModule(mod.Replace),
		Time:      mod.Time,
		Main:      mod.Main,
		Indirect:  mod.Indirect,
		Dir:       mod.Dir,
		GoMod:     mod.GoMod,
		GoVersion: mod.GoVersion,
		Error:     modErr,
	}
}
