package callretries

import (
	"go/ast"
	"go/token"

	"github.com/idemvet/idemvet/internal/catalog"
)

// LayerKind says how a call retries.
type LayerKind int

const (
	HelperLayer LayerKind = iota // a call to a retry helper
	ClientLayer                  // a call on a retrying client (go-retryablehttp, configured clients)
	SDKLayer                     // an SDK call that retries by default (aws-sdk-go-v2, stripe-go, openai-go, anthropic-sdk-go)
	FuncLayer                    // a call to a function that retries
)

// A Layer is the retrying that a call brings with it.
type Layer struct {
	Kind LayerKind
	// Desc names the inner layer for messages: "retryablehttp.Client.Post",
	// "backoff.Retry", "sqs.Client.SendMessage"; for FuncLayer the called
	// function's name.
	Desc string
	// Where is where the retry of a FuncLayer is, as "dir/file.go:41";
	// Chain the functions between the callee and that retry.
	Where string
	Chain []string
	// Pos is the position in this package of the retry (FuncLayer) or of
	// the code that made the client (ClientLayer, SDKLayer), or NoPos.
	Pos token.Pos
	// Factors are the attempts of each retry layer the call enters,
	// outermost first: one entry for a client or helper, several for a
	// function that nests layers. An entry is 0 when unknown and
	// catalog.Unbounded when there is no limit.
	Factors []int
	// SDK is the client library for ClientLayer and SDKLayer (its String
	// names it in messages: "openai-go", "aws-sdk-go-v2"); Helper the
	// helper's full name.
	SDK    catalog.SDKID
	Helper string
	// Mechanism is how the SDK's record says its calls retry, which says
	// how a call or its client is made to try once (NoMechanism for a
	// layer of no SDK).
	Mechanism catalog.RetryMechanism
	// What names a client layer's kind for messages: "retryablehttp.Client".
	What string
	// Source is the call in this package that made the client, when its
	// retries are set per client (retryablehttp.NewClient, stripe.NewClient),
	// or nil.
	Source *ast.CallExpr
	// Literal is the composite literal in this package that made the
	// client of a ClientLayer, when its retries are set in it, or nil.
	Literal *ast.CompositeLit
	// OpaqueOptions says the call (or the client's constructor) spreads an
	// options slice that cannot all be read in this package (a parameter, a
	// field set elsewhere): the SDK's default is assumed, unless those
	// options turn it off.
	OpaqueOptions bool
	// Stacked says an SDK layer's client sends through an *http.Client
	// that retries by itself: Factors are the SDK's attempts and the
	// client's.
	Stacked bool
	// Switch is, for a call of a function that retries when a bool
	// parameter is true, the constant true argument that turns it on.
	Switch ast.Expr
	// Fresh (FuncLayer): a failure of the innermost layer reaches the
	// caller only as a fresh error of the function's own making, whose
	// message begins with one of Prefixes (fresherr.go).
	Fresh    bool
	Prefixes []string
	// Default (FuncLayer): Factors are the default of the function's
	// retry, which the SDK's options may change; Option, when not "", is
	// the name of the SDK's exported function (in the package at path
	// OptionPkg) whose option sets it for one call, and OptionOnce the
	// value that makes one attempt (Mechanism is then
	// catalog.RequestOption).
	Default           bool
	OptionPkg, Option string
	OptionOnce        int
}

// Attempts is the product of the layer's factors: 0 when one is unknown,
// catalog.Unbounded when one has no limit.
func (l *Layer) Attempts() int { return catalog.Product(l.Factors) }
