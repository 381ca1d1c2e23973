package analysisutil

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// ImportName returns the name under which file imports path, "" if it does
// not, and whether the import is there at all.
func ImportName(file *ast.File, path string) (string, bool) {
	for _, imp := range file.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if p != path {
			continue
		}
		if imp.Name != nil {
			return imp.Name.Name, true
		}
		return defaultName(path), true
	}
	return "", false
}

// defaultName guesses the name of the package at path as the go command's
// conventions have it: the last element, skipping a major version suffix
// (github.com/cenkalti/backoff/v4 is backoff) and dropping a ".vN" or
// "go-" or "-go" decoration (gopkg.in/yaml.v3 is yaml, retry-go is retry).
// DefaultName is the name that the package at path is expected to
// declare, as its path suggests: the last element, without a major
// version, "go-" or "-go".
func DefaultName(path string) string { return defaultName(path) }

func defaultName(path string) string {
	elems := strings.Split(path, "/")
	name := elems[len(elems)-1]
	if len(elems) > 1 && len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
		name = elems[len(elems)-2]
	}
	if i := strings.Index(name, ".v"); i > 0 {
		name = name[:i]
	}
	name = strings.TrimSuffix(strings.TrimPrefix(name, "go-"), "-go")
	return strings.NewReplacer("-", "", ".", "").Replace(name)
}

// NameAt returns the name under which code at pos in file can refer to
// the package at path. When file imports path, that is the name of the
// import; otherwise it is the first of names (by default the package's own
// name) that nothing visible at pos, or declared in the scope of pos,
// already means. imported says whether file imports path; ok is false when
// no name is usable: a blank or dot import, a name shadowed at pos, or
// every candidate taken.
func NameAt(pkg *types.Package, info *types.Info, file *ast.File, pos token.Pos, path string, names ...string) (name string, imported, ok bool) {
	scope := pkg.Scope().Innermost(pos)
	for _, spec := range file.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p != path {
			continue
		}
		name, _ = ImportName(file, path)
		if pn := info.PkgNameOf(spec); pn != nil {
			name = pn.Name()
		}
		if name == "_" || name == "." || scope == nil {
			return name, true, false
		}
		_, obj := scope.LookupParent(name, pos)
		pn, isPkg := obj.(*types.PkgName)
		return name, true, isPkg && pn.Imported().Path() == path
	}
	if scope == nil {
		return "", false, false
	}
	if len(names) == 0 {
		names = []string{ownName(pkg, path)}
	}
	for _, n := range names {
		if scope.Lookup(n) != nil {
			continue
		}
		if _, obj := scope.LookupParent(n, pos); obj != nil {
			continue
		}
		return n, false, true
	}
	return "", false, false
}

// OwnName is the name the package at path declares, as far as the
// package being analyzed knows it (its imports), else as its path suggests.
func OwnName(pkg *types.Package, path string) string { return ownName(pkg, path) }

func ownName(pkg *types.Package, path string) string {
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return imp.Name()
		}
	}
	return defaultName(path)
}

// ImportAt returns the name under which code at pos in file can refer to
// the package at path (see NameAt, which names tells the candidates to) and
// the edits that import it when file does not yet; ok is false when no
// name is usable.
func ImportAt(pkg *types.Package, info *types.Info, file *ast.File, pos token.Pos, path string, names ...string) (string, []analysis.TextEdit, bool) {
	name, imported, ok := NameAt(pkg, info, file, pos, path, names...)
	if !ok || imported {
		return name, nil, ok
	}
	imp := Import{Path: path}
	if name != ownName(pkg, path) {
		imp.Name = name
	}
	return name, AddImports(file, imp), true
}

// An Import is an import spec to add: the path, and the name it is
// imported as, or "" for the package's own name.
type Import struct{ Name, Path string }

func (imp Import) spec() string {
	if imp.Name != "" {
		return imp.Name + " " + strconv.Quote(imp.Path)
	}
	return strconv.Quote(imp.Path)
}

// isStd reports whether path names a standard library package: its first
// element has no dot.
func isStd(path string) bool { return !strings.Contains(strings.SplitN(path, "/", 2)[0], ".") }

// AddImports returns the edits that add imps to file, without checking
// whether they are there already. Each goes in sorted place in the group of
// its kind (standard library first, then the rest); a kind the file has no
// group of gets a new group. Imports that go in the same place make one
// edit, so that fixes needing the same imports make the same edits.
func AddImports(file *ast.File, imps ...Import) []analysis.TextEdit {
	if len(imps) == 0 {
		return nil
	}
	imps = slices.Clone(imps)
	slices.SortFunc(imps, func(a, b Import) int { return strings.Compare(a.Path, b.Path) })
	specs := make([]string, len(imps))
	for i, imp := range imps {
		specs[i] = imp.spec()
	}
	var decl *ast.GenDecl
	for _, d := range file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			decl = gd
			break
		}
	}
	block := func(specs []string) string {
		if len(specs) == 1 {
			return "import " + specs[0]
		}
		return "import (\n\t" + strings.Join(specs, "\n\t") + "\n)"
	}
	switch {
	case decl == nil:
		return []analysis.TextEdit{{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\n" + block(specs))}}
	case !decl.Lparen.IsValid() || len(decl.Specs) == 0:
		return []analysis.TextEdit{{Pos: decl.Pos(), End: decl.Pos(), NewText: []byte(block(specs) + "\n")}}
	}
	// Where each import goes: before the first spec of its kind that sorts
	// after it, after the last of its kind, or in a new group.
	type place struct {
		pos   token.Pos
		after bool // after the spec at pos: a newline goes first
		group bool // a new group: a blank line between
	}
	var order []place
	texts := map[place][]string{}
	for i, imp := range imps {
		var pl place
		var first, last *ast.ImportSpec
		for _, sp := range decl.Specs {
			is := sp.(*ast.ImportSpec)
			p, _ := strconv.Unquote(is.Path.Value)
			if isStd(p) != isStd(imp.Path) {
				continue
			}
			if first == nil && p > imp.Path {
				first = is
			}
			last = is
		}
		switch {
		case first != nil:
			pl = place{pos: first.Pos()}
		case last != nil:
			pl = place{pos: last.End(), after: true}
		case isStd(imp.Path):
			pl = place{pos: decl.Specs[0].Pos(), group: true}
		default:
			pl = place{pos: decl.Specs[len(decl.Specs)-1].End(), after: true, group: true}
		}
		if _, ok := texts[pl]; !ok {
			order = append(order, pl)
		}
		texts[pl] = append(texts[pl], specs[i])
	}
	var edits []analysis.TextEdit
	for _, pl := range order {
		text := strings.Join(texts[pl], "\n\t")
		switch {
		case pl.after && pl.group:
			text = "\n\n\t" + text
		case pl.after:
			text = "\n\t" + text
		case pl.group:
			text += "\n\n\t"
		default:
			text += "\n\t"
		}
		edits = append(edits, analysis.TextEdit{Pos: pl.pos, End: pl.pos, NewText: []byte(text)})
	}
	return edits
}

// DropImports returns edits that delete the imports of file whose every use
// lies inside the removed nodes, so that a fix that removes code leaves no
// unused import behind.
func DropImports(fset *token.FileSet, info *types.Info, file *ast.File, removed ...ast.Node) []analysis.TextEdit {
	inRemoved := func(pos token.Pos) bool {
		for _, n := range removed {
			if Contains(n, pos) {
				return true
			}
		}
		return false
	}
	var candidates []*types.PkgName
	for _, n := range removed {
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if pn, ok := info.Uses[id].(*types.PkgName); ok && !slices.Contains(candidates, pn) {
					candidates = append(candidates, pn)
				}
			}
			return true
		})
	}
	var edits []analysis.TextEdit
	for _, pn := range candidates {
		used := false
		ast.Inspect(file, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && info.Uses[id] == pn && !inRemoved(id.Pos()) {
				used = true
			}
			return !used
		})
		if used {
			continue
		}
		for _, imp := range file.Imports {
			if obj := info.PkgNameOf(imp); obj == pn {
				edits = append(edits, DeleteLine(fset, nil, imp))
			}
		}
	}
	return edits
}
