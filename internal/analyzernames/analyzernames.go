// Package analyzernames holds the names of idemvet's analyzers, which the ignore
// directives, the configuration file and the command line name them by:
// a leaf package, so that every one of those can read the list without
// importing another.
package analyzernames

// All are the names of idemvet's analyzers, which an ignore
// directive and the configuration's analyzers section may name: those of
// analyzers.Suite, in its order, which cannot be imported here. A test in
// package analyzers keeps the two equal.
var All = []string{"keyinretry", "unkeyedwrite", "nestedretry", "unknownoutcome", "toolhint", "idemvetdirective"}

// Renamed maps the old name of a renamed analyzer to its new name. An old
// name is not an alias: wherever analyzers are named, it is an error that
// gives the new name. directive became idemvetdirective because go vet has
// an analyzer called directive, and a driver that runs both (a multichecker,
// a nogo target with the vet suite) cannot register two -directive flags.
var Renamed = map[string]string{"directive": "idemvetdirective"}
