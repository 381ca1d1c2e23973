package writes

import "go/token"

// CachedRuns returns the number of runs whose type indexes are kept.
func CachedRuns() int {
	n := 0
	typeCaches.Range(func(any, any) bool { n++; return true })
	return n
}

// CachedPackages returns the number of packages whose type indexes the run
// of fset keeps.
func CachedPackages(fset *token.FileSet) int {
	n := 0
	cacheOf(fset).pkgs.Range(func(any, any) bool { n++; return true })
	return n
}
