// Package sdkargs reads what the code shows of the arguments of SDK writes
// whose class depends on how those arguments were made: the name and the
// name prefix of the object that a create sends (client-go), the stream
// that an append goes to (BigQuery's Storage Write API), the fields that a
// request literal sets (a natural key), and the key that an OpenAPI
// Generator request builder is given. The writes pass decides from them
// what the call does; this package classifies nothing.
package sdkargs

import (
	"go/types"

	"github.com/idemvet/idemvet/passes/valueflow"
)

// A Reader reads the arguments of the calls of one package.
type Reader struct {
	info *types.Info
	pkg  *types.Package
	flow *valueflow.Result
}

// New returns a Reader of the package pkg, with the value flow that the
// valueflow pass found in it.
func New(info *types.Info, pkg *types.Package, flow *valueflow.Result) *Reader {
	return &Reader{info: info, pkg: pkg, flow: flow}
}
