// Command idemvet finds retries that duplicate side effects: idempotency
// keys made fresh on each attempt, keyable writes sent without a key, retry
// layers nested without a shared budget, and writes whose unknown outcome is
// treated as a failure.
//
// Usage:
//
//	idemvet [flags] packages...
//	go vet -vettool=$(command -v idemvet) packages...
//	go fix -fixtool=$(command -v idemvet) packages...
package main

import (
	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/driver"
)

func main() { driver.Main(analyzers.Suite) }
