// Command idemvet-noop is idemvet's driver with one analyzer that does
// nothing: it loads and type-checks exactly what idemvet does, so the
// benchmark script can measure what the analyzers themselves cost.
package main

import (
	"golang.org/x/tools/go/analysis"

	"github.com/idemvet/idemvet/internal/driver"
)

var noop = &analysis.Analyzer{
	Name: "noop",
	Doc:  "do nothing, for measuring the cost of loading packages",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { driver.Main([]*analysis.Analyzer{noop}) }
