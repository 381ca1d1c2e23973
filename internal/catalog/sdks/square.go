package sdks

// Square's SDK.

// github.com/square/square-go-sdk/v3 at tag v3.1.0 (read from its
// repository: the module proxy does not serve this module, so there is
// no real-module case): payments/client.go:115 (*Client).Create(ctx,
// *square.CreatePaymentRequest, ...option.RequestOption) and
// refunds/client.go:111 (*Client).RefundPayment(ctx,
// *square.RefundPaymentRequest, ...); both requests have IdempotencyKey
// string (payments.go:189, refunds.go:38), required by the API. The
// client's retrier (internal/retrier.go) resends the same request, key
// included; not recorded as retrying: the key is required, so a call
// without one fails before it can be duplicated.
var squareRecord = SDK{
	ID:     SDKSquare,
	Name:   "square-go-sdk",
	Module: "github.com/square/square-go-sdk",
	Majors: true,
	Writes: map[string]WriteAPI{
		"(*github.com/square/square-go-sdk/v3/payments.Client).Create":       {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "IdempotencyKey"},
		"(*github.com/square/square-go-sdk/v3/refunds.Client).RefundPayment": {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "IdempotencyKey"},
	},
}
