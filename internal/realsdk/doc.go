// Package realsdk holds the end-to-end test of idemvet against the real
// SDK modules (stripe-go, aws-sdk-go-v2, backoff, retry-go, the Temporal
// SDK...): the module in testdata/e2e imports them from the module proxy,
// and the test builds the idemvet binary, runs it standalone and as a go vet
// tool on that module, checks every finding against the module's
// "// want: analyzer "regexp"" comments, applies every suggested fix and
// checks that the result type-checks and is clean.
package realsdk
