package catalog

// stripe-go (its record is in sdks/stripe.go): the reading of its
// generated write tables (writes_stripe.go, writes_stripe_v72.go).

// stripe-go classes of the generated tables (writes_stripe.go,
// writes_stripe_v72.go).
const (
	stripeRead = iota
	stripeIdempotent
	stripeKeyed
)

type stripeOp struct {
	class  int
	params int
}

// stripeTables are stripe-go's generated tables: v82's
// (writes_stripe.go), then those of older majors (writes_stripe_v72.go),
// read for the functions that the newest major no longer has. The index
// adds them to the writes of the record of stripe-go.
var stripeTables = []map[string]stripeOp{stripeWritesV82, stripeWritesV72}

// stripeWrite is the WriteAPI of a stripe-go function of the generated
// table, whose key, on a keyed write, goes in keyField (the record's
// Backends.KeyField).
func stripeWrite(op stripeOp, keyField string) WriteAPI {
	w := WriteAPI{Arg: op.params}
	switch op.class {
	case stripeRead:
		w.Class = WriteRead
	case stripeIdempotent:
		w.Class = WriteIdempotent
	default:
		// stripe-go@v82.5.1 stripe.go:584-593: a nil IdempotencyKey on a
		// write gets NewIdempotencyKey() in the header of each request,
		// reused only by the SDK's own network retries.
		w.Class, w.Slot, w.Field, w.Autofill = WriteKeyed, SlotField, keyField, true
	}
	return w
}
