package analysisutil

import (
	"go/types"
	"strings"
)

// Reaches reports whether pkg is, or imports directly or not, a package
// whose path is in paths. An object of a package that pkg does not reach
// cannot appear in pkg's type information: the type checker lists a
// package's imports, and the export data readers list every package that
// an imported package's export data refers to. A pass that looks only for
// the objects of certain packages (their handler types, their queues) can
// skip a package that reaches none of them, with the same result.
func Reaches(pkg *types.Package, paths map[string]bool) bool {
	if len(paths) == 0 {
		return false
	}
	return reaches(pkg, func(path string) bool { return paths[path] })
}

// ReachesPrefix is Reaches for the packages whose paths start with one of
// prefixes: the packages of a module.
func ReachesPrefix(pkg *types.Package, prefixes []string) bool {
	if len(prefixes) == 0 {
		return false
	}
	return reaches(pkg, func(path string) bool {
		for _, p := range prefixes {
			if strings.HasPrefix(path, p) {
				return true
			}
		}
		return false
	})
}

func reaches(pkg *types.Package, match func(path string) bool) bool {
	if pkg == nil {
		return false
	}
	seen := map[*types.Package]bool{}
	stack := []*types.Package{pkg}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		if match(p.Path()) {
			return true
		}
		stack = append(stack, p.Imports()...)
	}
	return false
}
