// Package e2e holds idemvet's end-to-end tests of its front ends on the
// modules under testdata/frontends.
//
// By default they run the standalone command in process, through
// driver.Run: text, JSON, SARIF validated against the 2.1.0 schema, GitHub
// annotations, -fix and -diff, the baseline gate and configuration files
// (the configuration flags in a process of their own: the test binary run
// as the command). A nogo-style driver runs the suite in process too.
//
// The tests that build binaries run only in the end-to-end lane
// (IDEMVET_E2E=1): go vet -vettool and go fix -fixtool with the built
// idemvet, and a golangci-lint binary built with the plugin from the module
// proxy (several minutes on a clean machine).
package e2e
