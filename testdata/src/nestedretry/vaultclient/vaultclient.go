// Package vaultclient retries vault/api calls, whose client retries every
// request by itself (MaxRetries 2: three tries): a loop around one
// multiplies the attempts, reported with the client's count when the
// config or a setter sets it; the fix stops the loop after a failure of
// the call. Package nestedretry/vaultonce has the silent twins.
package vaultclient

import (
	"context"

	"github.com/hashicorp/vault/api"
)

func renew(ctx context.Context, client *api.Client, token string) (*api.Secret, error) {
	var s *api.Secret
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		s, err = client.Logical().WriteWithContext(ctx, "auth/token/renew", map[string]interface{}{"token": token}) // want `client.Logical\(\).WriteWithContext retries by default \(vault/api\) inside the retry loop at vaultclient.go:\d+ with no shared budget: up to 4 × 3 = 12 calls for one failing operation`
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}

func readMore(ctx context.Context, addr, path string) (*api.Secret, error) {
	cfg := api.DefaultConfig()
	cfg.MaxRetries = 4
	client, err := api.NewClient(cfg)
	if err != nil {
		return nil, err
	}
	var s *api.Secret
	for attempt := 0; attempt < 3; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path) // want `client.Logical\(\).ReadWithContext retries by default \(vault/api\) inside the retry loop at vaultclient.go:\d+ with no shared budget: up to 3 × 5 = 15 calls`
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}
