package writes

import (
	"go/token"

	"github.com/idemvet/idemvet/passes/writes/internal/impls"
)

// CachedRuns returns the number of runs whose type indexes are kept.
func CachedRuns() int { return impls.CachedRuns() }

// CachedPackages returns the number of packages whose type indexes the run
// of fset keeps.
func CachedPackages(fset *token.FileSet) int { return impls.CachedPackages(fset) }
