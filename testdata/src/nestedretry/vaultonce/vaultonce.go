// Package vaultonce retries vault/api calls on clients that try each
// request once: made with MaxRetries 0, or set to 0 by SetMaxRetries; and
// on a client it is given, which, in a package that turns the retries
// off, may be one of those. All silent.
package vaultonce

import (
	"context"

	"github.com/hashicorp/vault/api"
)

func readOnce(ctx context.Context, addr, path string) (*api.Secret, error) {
	client, err := api.NewClient(&api.Config{MaxRetries: 0})
	if err != nil {
		return nil, err
	}
	var s *api.Secret
	for attempt := 0; attempt < 3; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path)
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}

func readSet(ctx context.Context, addr, path string) (*api.Secret, error) {
	client, err := api.NewClient(api.DefaultConfig())
	if err != nil {
		return nil, err
	}
	client.SetMaxRetries(0)
	var s *api.Secret
	for attempt := 0; attempt < 3; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path)
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}

func readGiven(ctx context.Context, client *api.Client, path string) (*api.Secret, error) {
	var s *api.Secret
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		s, err = client.Logical().ReadWithContext(ctx, path)
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}
