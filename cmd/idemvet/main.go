// Command idemvet finds retries that duplicate side effects: idempotency
// keys made fresh on each attempt, keyable writes sent without a key, retry
// layers nested without a shared budget, and writes whose unknown outcome is
// treated as a failure.
//
// Usage:
//
//	idemvet [flags] packages...
//	idemvet audit [flags] packages...
//	go vet -vettool=$(command -v idemvet) packages...
//	go fix -fixtool=$(command -v idemvet) packages...
//	idemvet lsp   (a Language Server Protocol server on standard input and output)
package main

import (
	"os"

	"github.com/idemvet/idemvet/analyzers"
	"github.com/idemvet/idemvet/internal/audit/command"
	"github.com/idemvet/idemvet/internal/driver"
	"github.com/idemvet/idemvet/internal/lsp"
)

func main() {
	// idemvet audit: the idempotency inventory (docs/audit.md).
	if len(os.Args) > 1 && os.Args[1] == "audit" {
		os.Exit(command.Main(analyzers.Suite, os.Args[2:], os.Stdout, os.Stderr))
	}
	// idemvet lsp: a language server for editors (docs/frontends.md).
	if len(os.Args) > 1 && os.Args[1] == "lsp" {
		os.Exit(lsp.Main(analyzers.Suite, os.Args[2:], os.Stderr))
	}
	driver.Main(analyzers.Suite)
}
