// Package e2e holds idemvet's end-to-end tests of its front ends: the
// standalone command and its outputs (text, JSON, SARIF validated against
// the 2.1.0 schema, GitHub annotations), the baseline gate, configuration
// files, go vet -vettool, go fix -fixtool, a golangci-lint binary built with
// the plugin, and a nogo-style driver. They build the binaries and run
// them on the modules under testdata/frontends.
//
// The golangci-lint test builds golangci-lint from the module proxy (several
// minutes on a clean machine) and is skipped with -short.
package e2e
