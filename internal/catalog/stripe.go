package catalog

import "github.com/idemvet/idemvet/internal/catalog/sdkwrites"

// stripe-go (its record is in sdks/stripe.go): the reading of its
// generated write tables (sdkwrites.Stripe: sdkwrites/writes_stripe.go,
// writes_stripe_v72.go), which the index adds to the writes of the record
// of stripe-go.

// stripeWrite is the WriteAPI of a stripe-go function of the generated
// table, whose key, on a keyed write, goes in keyField (the record's
// Backends.KeyField).
func stripeWrite(op sdkwrites.StripeOp, keyField string) WriteAPI {
	w := WriteAPI{Arg: op.Params}
	switch op.Class {
	case sdkwrites.StripeRead:
		w.Class = WriteRead
	case sdkwrites.StripeIdempotent:
		w.Class = WriteIdempotent
	default:
		// stripe-go@v82.5.1 stripe.go:584-593: a nil IdempotencyKey on a
		// write gets NewIdempotencyKey() in the header of each request,
		// reused only by the SDK's own network retries.
		w.Class, w.Slot, w.Field, w.Autofill = WriteKeyed, SlotField, keyField, true
	}
	return w
}
