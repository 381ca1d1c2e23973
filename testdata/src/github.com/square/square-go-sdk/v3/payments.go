// Package square is a test stub of github.com/square/square-go-sdk/v3 at v3.1.0 (payments.go, refunds.go); field names and types match the real module.
package square

// Money represents an amount of money.
type Money struct {
	Amount   *int64
	Currency *string
}

// CreatePaymentRequest is the request of payments.Client.Create.
type CreatePaymentRequest struct {
	SourceID       string `json:"source_id" url:"-"`
	IdempotencyKey string `json:"idempotency_key" url:"-"`
	AmountMoney    *Money `json:"amount_money,omitempty" url:"-"`
	CustomerID     *string
}

// CreatePaymentResponse is the response of payments.Client.Create.
type CreatePaymentResponse struct{}
