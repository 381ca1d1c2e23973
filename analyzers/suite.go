// Package analyzers holds the one list of idemvet's analyzers that every
// front end uses: the standalone driver, go vet -vettool, the golangci-lint
// plugin and Bazel nogo.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/analyzers/directive"
	"github.com/idemvet/idemvet/analyzers/keyinretry"
	"github.com/idemvet/idemvet/analyzers/nestedretry"
)

// Suite is every idemvet analyzer, in the order of the documentation.
var Suite = []*analysis.Analyzer{
	keyinretry.Analyzer,
	nestedretry.Analyzer,
	directive.Analyzer,
}
