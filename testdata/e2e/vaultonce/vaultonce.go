// Package vaultonce retries vault/api calls on clients that try each
// request once: made with MaxRetries 0, or set to 0 by SetMaxRetries
// (silent). A client of unknown origin in a package that turns the
// retries off may be one of those (silent too).
package vaultonce

import (
	"context"

	"github.com/hashicorp/vault/api"
)

// NewOnce makes a client that tries each request once.
func NewOnce(addr string) (*api.Client, error) {
	cfg := api.DefaultConfig()
	cfg.Address = addr
	cfg.MaxRetries = 0
	return api.NewClient(cfg)
}

// ReadOnce retries a read on a client made here without retries.
func ReadOnce(ctx context.Context, addr, path string) (*api.Secret, error) {
	client, err := NewOnce(addr)
	if err != nil {
		return nil, err
	}
	var s *api.Secret
	for attempt := 0; attempt < 5; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path)
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}

// ReadSet retries a read on a client whose retries it turns off.
func ReadSet(ctx context.Context, addr, path string) (*api.Secret, error) {
	client, err := api.NewClient(&api.Config{Address: addr})
	if err != nil {
		return nil, err
	}
	client.SetMaxRetries(0)
	var s *api.Secret
	for attempt := 0; attempt < 5; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path)
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}

// ReadGiven retries a read on a client it is given.
func ReadGiven(ctx context.Context, client *api.Client, path string) (*api.Secret, error) {
	var s *api.Secret
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path)
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}
