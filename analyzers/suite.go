// Package analyzers holds the one list of idemvet's analyzers that every
// front end uses: the standalone driver, go vet -vettool, the golangci-lint
// plugin and Bazel nogo.
package analyzers

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/analyzers/idemvetdirective"
	"github.com/idemvet/idemvet/analyzers/keyinretry"
	"github.com/idemvet/idemvet/analyzers/nestedretry"
	"github.com/idemvet/idemvet/analyzers/toolhint"
	"github.com/idemvet/idemvet/analyzers/unkeyedwrite"
	"github.com/idemvet/idemvet/analyzers/unknownoutcome"
)

// Suite is every idemvet analyzer, in the order of the documentation.
var Suite = []*analysis.Analyzer{
	keyinretry.Analyzer,
	unkeyedwrite.Analyzer,
	nestedretry.Analyzer,
	unknownoutcome.Analyzer,
	toolhint.Analyzer,
	idemvetdirective.Analyzer,
}
