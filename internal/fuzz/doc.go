// Package fuzz holds the fuzz target of the whole idemvet suite:
// FuzzSuite type-checks a Go file against the stub SDKs of testdata/src and
// runs every analyzer on it, and fails on a panic or an analysis error.
//
//	go test ./internal/fuzz                                  # the seeds only
//	go test -run='^$' -fuzz=FuzzSuite -fuzztime=60s ./internal/fuzz
//
// The seeds are the Go files of the analyzers' test packages, read when the
// test starts.
package fuzz
