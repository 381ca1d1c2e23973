// Command custom-gcl is golangci-lint v2 with idemvet's module plugin built
// in, as "golangci-lint custom" would build it from .custom-gcl.yml.
package main

import (
	"fmt"
	"os"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"
)

func main() {
	info := commands.BuildInfo{Version: "2.15.0-custom-gcl", Commit: "idemvet-test", Date: "(unknown)", GoVersion: "unknown"}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
