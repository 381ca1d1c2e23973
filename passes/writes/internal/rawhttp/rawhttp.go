// Package rawhttp reads what the code shows of a raw HTTP request (net/http,
// go-retryablehttp, directly or through helpers): the text of its URL, in
// pieces, and the value that its body encodes as JSON, with the field of
// that value that holds an idempotency key. The writes pass decides from
// them what the request does and whether it carries a key; this package
// classifies nothing.
package rawhttp

import (
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/idemvet/idemvet/passes/keys"
	"github.com/idemvet/idemvet/passes/valueflow"
)

// A Reader reads the requests of one package.
type Reader struct {
	info *types.Info
	pkg  *types.Package
	in   *inspector.Inspector
	flow *valueflow.Result
	keys *keys.Result
}

// New returns a Reader of the package pkg, whose syntax in walks, with the
// value flow and key sinks that the valueflow and keys passes found in it.
func New(info *types.Info, pkg *types.Package, in *inspector.Inspector, flow *valueflow.Result, keys *keys.Result) *Reader {
	return &Reader{info: info, pkg: pkg, in: in, flow: flow, keys: keys}
}
