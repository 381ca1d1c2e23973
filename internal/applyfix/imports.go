package applyfix

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
)

// dropUnusedImports removes from after the imports that before used and
// that the fixes left unused. Each fix checks that the import it stops
// using has other uses, but two fixes in one file can each remove one of
// the last two. Only whole lines are removed; the rest of the file is left
// as it is.
func dropUnusedImports(before, after string, names map[string]string) string {
	usedBefore := importUses(before, names)
	if usedBefore == nil {
		return after
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", after, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		return after
	}
	usedAfter := importUses(after, names)
	if usedAfter == nil {
		return after
	}
	type span struct{ start, end int }
	var drop []span
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.IMPORT {
			continue
		}
		var unused []*ast.ImportSpec
		for _, s := range gen.Specs {
			spec := s.(*ast.ImportSpec)
			path, err := strconv.Unquote(spec.Path.Value)
			if err != nil || names[path] == "" || names[path] == "_" || names[path] == "." {
				continue
			}
			if usedBefore[path] && !usedAfter[path] {
				unused = append(unused, spec)
			}
		}
		if len(unused) == 0 {
			continue
		}
		if len(unused) == len(gen.Specs) {
			start, end := lineStart(after, fset.Position(gen.Pos()).Offset), lineEnd(after, fset.Position(gen.End()).Offset)
			// Between two blank lines, take one of them too, as gofmt would.
			if start >= 2 && after[start-2:start] == "\n\n" && end < len(after) && after[end] == '\n' {
				end++
			}
			drop = append(drop, span{start, end})
			continue
		}
		for _, spec := range unused {
			start, end := fset.Position(spec.Pos()).Offset, fset.Position(spec.End()).Offset
			if spec.Comment != nil {
				end = fset.Position(spec.Comment.End()).Offset
			}
			drop = append(drop, span{lineStart(after, start), lineEnd(after, end)})
		}
	}
	for i := len(drop) - 1; i >= 0; i-- {
		after = after[:drop[i].start] + after[drop[i].end:]
	}
	return after
}

// importUses reports which import paths of names src refers to: a
// selector whose operand is the import's name and resolves to no
// declaration of the file. It returns nil if src does not parse.
func importUses(src string, names map[string]string) map[string]bool {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, 0)
	if err != nil {
		return nil
	}
	byName := map[string]string{}
	for path, name := range names {
		byName[name] = path
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil {
				if path, ok := byName[id.Name]; ok {
					used[path] = true
				}
			}
		}
		return true
	})
	return used
}
