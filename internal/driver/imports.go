package driver

import (
	"go/ast"
	"maps"
	"strconv"

	"golang.org/x/tools/go/packages"
)

// importNames returns, for each file of pkgs, the name each import path is
// known by in it: the name the import declares, or else the imported
// package's own name (which need not be the path's last element:
// github.com/stripe/stripe-go/v82 is stripe).
func importNames(pkgs []*packages.Package) map[string]map[string]string {
	out := map[string]map[string]string{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		maps.Copy(out, fileImportNames(p, p.Syntax))
	})
	return out
}

// fileImportNames is importNames for the files of one package, its syntax.
func fileImportNames(p *packages.Package, syntax []*ast.File) map[string]map[string]string {
	out := map[string]map[string]string{}
	for i, f := range syntax {
		if i >= len(p.CompiledGoFiles) {
			break
		}
		names := map[string]string{}
		for _, spec := range f.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				continue
			}
			switch {
			case spec.Name != nil:
				names[path] = spec.Name.Name
			case p.Imports[path] != nil:
				names[path] = p.Imports[path].Name
			}
		}
		out[p.CompiledGoFiles[i]] = names
	}
	return out
}
