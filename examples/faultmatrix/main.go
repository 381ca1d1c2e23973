// Command faultmatrix runs every client strategy against every fault of a
// fake billing service and prints what the ledger holds: strategy × fault →
// charges made, what the client was told, and the idemvet finding for the
// strategy's code. It exits 1 when some run charged twice.
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
	runs, dups, toldCompleted := 0, 0, 0
	for _, row := range rows {
		for _, c := range row {
			runs++
			if c.Duplicate() {
				dups++
				if c.Told == matrix.Completed {
					toldCompleted++
				}
			}
		}
	}
	fmt.Printf("\n%d of %d runs charged the customer twice; %d of them told the client the charge completed.\n", dups, runs, toldCompleted)
	if dups > 0 {
		os.Exit(1)
	}
}
