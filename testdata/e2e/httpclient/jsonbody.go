package httpclient

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"
)

// paymentRequest carries its idempotency key in the JSON body, as APIs
// such as Circle's and Square's take it.
type paymentRequest struct {
	Amount         int64  `json:"amount"`
	IdempotencyKey string `json:"idempotencyKey,omitempty"`
}

// CreatePayment posts a body whose key field is empty through a client that
// sends it up to 5 times: the server cannot tell the retries apart.
func CreatePayment(ctx context.Context, amount int64) error {
	client := retryablehttp.NewClient()
	p := paymentRequest{Amount: amount}
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example.com/v1/payments", b)
	if err != nil {
		return err
	}
	resp, err := client.Do(req) // want: unkeyedwrite "Client.Do \(POST\) is sent without an idempotency key through a go-retryablehttp client that sends it up to 5 times"
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreatePaymentKeyed fills the key field: every retry carries the same key.
func CreatePaymentKeyed(ctx context.Context, amount int64, orderID string) error {
	client := retryablehttp.NewClient()
	b, err := json.Marshal(paymentRequest{Amount: amount, IdempotencyKey: "payment-" + orderID})
	if err != nil {
		return err
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example.com/v1/payments", b)
	if err != nil {
		return err
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
