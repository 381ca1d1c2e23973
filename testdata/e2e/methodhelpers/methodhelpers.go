// Package methodhelpers retries request helpers of another package that
// take the HTTP method as a value: each call is classified by the method
// its caller passes.
package methodhelpers

import (
	"context"
	"net/http"
	"time"

	"github.com/avast/retry-go/v4"

	"example.com/e2e/methodhelpers/apis"
)

// Announce retries a chat post through the helper, with POST.
func Announce(ctx context.Context, c *apis.Chat, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Call(ctx, http.MethodPost, "/api/chat.postMessage", []byte(text)); err == nil { // want: unknownoutcome "unkeyed write Chat.Call \(POST\) \(via Client.Do\) is retried on every error by the retry loop at methodhelpers.go:\d+: a timeout here may have carried out the write"
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// History retries a read through the same helper, with GET.
func History(ctx context.Context, c *apis.Chat) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Call(ctx, http.MethodGet, "/api/conversations.history", nil); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Ticket retries a POST through a helper that passes its method on, as a
// string literal.
func Ticket(ctx context.Context, c *apis.Chat) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Send(ctx, "POST", "/api/tickets"); err == nil { // want: unknownoutcome "unkeyed write Chat.Send \(POST\)"
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Tickets retries a GET through the same helper.
func Tickets(ctx context.Context, c *apis.Chat) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = c.Send(ctx, "GET", "/api/tickets"); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Charge retries a POST to the payments API with no key.
func Charge(ctx context.Context, p *apis.Payments) error {
	return retry.Do(func() error {
		return p.Request(ctx, http.MethodPost, "/v1/charges", "") // want: unkeyedwrite "Payments.Request \(POST\) is called without an idempotency key for Client.Do \(\S*apis/apis.go:\d+\) inside the retry.Do at methodhelpers.go:\d+"
	})
}

// ChargeKeyed retries the POST under one key for the order.
func ChargeKeyed(ctx context.Context, p *apis.Payments, orderID string) error {
	return retry.Do(func() error {
		return p.Request(ctx, http.MethodPost, "/v1/charges", "order-"+orderID)
	})
}

// Charges retries a GET through the same helper.
func Charges(ctx context.Context, p *apis.Payments) error {
	return retry.Do(func() error {
		return p.Request(ctx, "GET", "/v1/charges", "")
	})
}
