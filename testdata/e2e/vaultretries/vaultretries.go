// Package vaultretries retries vault/api calls, whose client retries
// every request by itself (MaxRetries 2 by default: three tries). A retry
// loop around one multiplies the attempts (reported, the fix stops the
// loop after a failure of the call). Package vaultonce has the twins.
package vaultretries

import (
	"context"
	"time"

	"github.com/hashicorp/vault/api"
)

// Renew retries a token renewal on a default client.
func Renew(ctx context.Context, client *api.Client, token string) (*api.Secret, error) {
	var s *api.Secret
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		s, err = client.Logical().WriteWithContext(ctx, "auth/token/renew", map[string]interface{}{"token": token}) // want: nestedretry "client.Logical\(\).WriteWithContext retries by default \(vault/api\) inside the retry loop at vaultretries.go:\d+ with no shared budget: up to 5 × 3 = 15 calls for one failing operation"
		if err == nil {
			return s, nil
		}
		time.Sleep(time.Second)
	}
	return nil, err
}
