// Package middle wraps upstream: its facts carry upstream's on.
package middle

import (
	"context"

	"xpkg/upstream"
)

// ChargeOnce passes its key on to upstream.Charge.
func ChargeOnce(ctx context.Context, amount, key2 string) error { // want ChargeOnce:`key params: 2: Idempotency-Key header$`
	return upstream.Charge(ctx, amount, key2)
}

// MintKey returns upstream's fresh key.
func MintKey() string { return upstream.NewKey() } // want MintKey:`fresh: returns a new value from uuid.NewString on each call`

// ChargeWithRetry retries through upstream's helper.
func ChargeWithRetry(ctx context.Context, amount, key string) error { // want ChargeWithRetry:`key params: 2: Idempotency-Key header$`
	return upstream.Retry(func() error { return ChargeOnce(ctx, amount, key) })
}

// Settle retries through ChargeWithRetry.
func Settle(ctx context.Context) error {
	return ChargeWithRetry(ctx, "10", upstream.KeyFor("o1"))
}
