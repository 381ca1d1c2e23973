// Package keyedapp retries the clients of another package: a request
// helper called with POST and no key is reported at the call, naming the
// method passed; a call with a stable key, or with GET, is not.
package keyedapp

import (
	"context"
	"net/http"

	"github.com/avast/retry-go/v4"

	"xwrap/clients"
)

func charge(ctx context.Context, p *clients.Payments) error {
	return retry.Do(func() error {
		return p.Request(ctx, http.MethodPost, "/v1/charges", "") // want `Payments.Request \(POST\) is called without an idempotency key for Client.Do \(clients/clients.go:\d+\) inside the retry.Do at app.go:16`
	})
}

func chargeGood(ctx context.Context, p *clients.Payments, orderID string) error {
	return retry.Do(func() error {
		return p.Request(ctx, http.MethodPost, "/v1/charges", "order-"+orderID)
	})
}

func list(ctx context.Context, p *clients.Payments) error {
	return retry.Do(func() error {
		return p.Request(ctx, http.MethodGet, "/v1/charges", "")
	})
}

// The chat API is not known to take a key: unknownoutcome's, not ours.
func post(ctx context.Context, c *clients.Chat) error {
	return retry.Do(func() error {
		return c.Call(ctx, "POST", "/api/chat.postMessage", nil)
	})
}

// Retrying retries by itself: a POST through it needs a key from here.
func payout(ctx context.Context, p *clients.Payments) error {
	return p.Retrying(ctx, http.MethodPost, "/v1/payouts", "") // want `Payments.Retrying \(POST\) is called without an idempotency key for Client.Do \(clients/clients.go:\d+\) and Retrying sends it again in its retry loop at clients/clients.go:\d+: each attempt reaches the server as a new request`
}

func payoutGood(ctx context.Context, p *clients.Payments, payoutID string) error {
	return p.Retrying(ctx, http.MethodPost, "/v1/payouts", "payout-"+payoutID)
}

func payouts(ctx context.Context, p *clients.Payments) error {
	return p.Retrying(ctx, http.MethodGet, "/v1/payouts", "")
}
