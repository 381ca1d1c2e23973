// Package billing charges customers through a payment API that deduplicates
// requests by idempotency key. Two of its retry loops make a new key on each
// attempt; idemvet's front-end tests expect exactly these findings.
package billing

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// ChargeRequest is what the payment API takes.
type ChargeRequest struct {
	Amount         int64
	IdempotencyKey string
}

// Client is a payment API client.
type Client struct{}

// Charge sends one charge request.
func (c *Client) Charge(ctx context.Context, req ChargeRequest) error { return nil }

// ChargeOnce retries a charge, with a new key on every attempt.
func ChargeOnce(ctx context.Context, c *Client, amount int64) {
	for {
		var req ChargeRequest
		req.Amount = amount
		req.IdempotencyKey = "ch_" + strconv.FormatInt(time.Now().UnixNano(), 10)
		if err := c.Charge(ctx, req); err == nil {
			break
		}
	}
}

// Refund retries a refund, with the attempt number in the key.
func Refund(ctx context.Context, c *Client, orderID string) error {
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		key := fmt.Sprintf("%s-%d", orderID, attempt)
		if err = c.Charge(ctx, ChargeRequest{Amount: -1, IdempotencyKey: key}); err == nil {
			return nil
		}
	}
	return err
}

// ChargeStable is the correct twin: one key per intent.
func ChargeStable(ctx context.Context, c *Client, orderID string, amount int64) error {
	key := "order-" + orderID
	var err error
	for range 3 {
		if err = c.Charge(ctx, ChargeRequest{Amount: amount, IdempotencyKey: key}); err == nil {
			return nil
		}
	}
	return err
}
