package sdkwrites

// The API of the generated tables: the types their entries are written in,
// and the tables under exported names.

// A StripeOp is a function of stripe-go that sends a request: what the
// request does, and which argument holds its params.
type StripeOp struct {
	Class  StripeClass
	Params int // the index of its *...Params argument, -1 none
}

// A StripeClass is what the request of a stripe-go function does, by the
// HTTP method it sends and the function's name.
type StripeClass int

const (
	// StripeRead sends a GET.
	StripeRead StripeClass = iota
	// StripeIdempotent sends a DELETE, or a POST that sets state (Update,
	// Cancel, ...): sending it twice leaves the same result.
	StripeIdempotent
	// StripeKeyed sends any other POST: a write whose key is the
	// IdempotencyKey of its params argument.
	StripeKeyed
)

// The names the generated tables are written in.
type stripeOp = StripeOp

const (
	stripeRead       = StripeRead
	stripeIdempotent = StripeIdempotent
	stripeKeyed      = StripeKeyed
)

// Stripe are stripe-go's tables by full function name, the newest major's
// first (v82's, writes_stripe.go), then those of older majors
// (writes_stripe_v72.go), read for the functions that the newest no longer
// has.
var Stripe = []map[string]StripeOp{stripeWritesV82, stripeWritesV72}

// AWSAutofill are the aws-sdk-go-v2 operations whose client fills a nil
// idempotency token with a new one on each call, by service package and
// operation ("github.com/aws/aws-sdk-go-v2/service/ec2.RunInstances"); the
// services read are those of the aws line of the //go:generate lines.
var AWSAutofill = awsAutofill
