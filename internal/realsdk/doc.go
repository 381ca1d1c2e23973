// Package realsdk holds the end-to-end test of idemvet against the real
// SDK modules (stripe-go, aws-sdk-go-v2, backoff v4 and v5, retry-go,
// sethvargo/go-retry, go-retryablehttp, failsafe-go, both MCP SDKs, the
// Temporal SDK...): the module in testdata/e2e imports them from the module
// proxy, and the test builds the idemvet binary, runs it standalone and as a
// go vet tool on that module, checks every finding against the module's
// "// want: analyzer "regexp"" comments (several per line; the regexp as
// written, \" for a quote), applies every suggested fix and checks that the
// result type-checks, passes go vet and is clean.
//
// It takes several minutes (every run loads and analyzes the SDKs), so it
// runs only in the end-to-end lane: IDEMVET_E2E=1 go test -timeout 60m
// ./internal/realsdk. Add a module to testdata/e2e only for shapes the
// modules already there cannot show. The Kubernetes modules (client-go,
// apimachinery, api, controller-runtime) are in a module of their own,
// testdata/e2ek8s, checked by TestRealKubernetes, so that their size does
// not slow every run of the e2e module; BigQuery's Storage Write API
// (cloud.google.com/go/bigquery, with gRPC and protobuf) in testdata/e2ebq,
// checked by TestRealBigQuery; eino's agent framework, whose JSON library
// needs a version of its own, in testdata/e2eeino, checked by TestRealEino.
package realsdk
