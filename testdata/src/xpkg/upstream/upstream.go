// Package upstream is the lowest layer of the cross-package fact tests: an
// HTTP client that sends keys, a key minter and a retry helper.
package upstream

import (
	"context"
	"net/http"
	"strings"

	"github.com/google/uuid"
)

// NewKey returns a new key on every call.
func NewKey() string { return "k_" + uuid.NewString() } // want NewKey:`fresh: returns a new value from uuid.NewString on each call`

// KeyFor returns the same key for the same order.
func KeyFor(orderID string) string { return "order-" + orderID }

// Charge posts a charge; k becomes the Idempotency-Key header.
func Charge(ctx context.Context, amount string, k string) error { // want Charge:`key params: 2: Idempotency-Key header$`
	req, err := http.NewRequestWithContext(ctx, "POST", "https://pay.example.com/charges", strings.NewReader(amount))
	if err != nil {
		return err
	}
	req.Header.Set("Idempotency-Key", k)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Retry runs op until it succeeds, three times at most.
//
//idemvet:retry
func Retry(op func() error) error {
	var err error
	for range 3 {
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}
