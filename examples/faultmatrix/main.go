// Command faultmatrix runs every client strategy against every fault of a
// fake billing service and prints what the ledger holds: strategy × fault →
// charges made, what the client was told, and the idemvet finding for the
// strategy's code.
//
//	go run .
package main

import (
	"fmt"
	"os"

	"github.com/idemvet/idemvet/examples/faultmatrix/matrix"
)

func main() {
	rows := matrix.All()
	fmt.Print(matrix.Markdown(rows))
	for _, row := range rows {
		for _, c := range row {
			if !c.Safe() {
				os.Exit(1) // some strategy duplicated or failed: the table says which
			}
		}
	}
}
