// Package vaultkv writes secrets through vault/api. A write's effect
// depends on its path (a KV put repeats harmlessly), so idemvet does not
// classify it; a delete repeats harmlessly.
package vaultkv

import (
	"context"

	"github.com/hashicorp/vault/api"
)

// Put retries a KV put.
func Put(ctx context.Context, client *api.Client, path string, data map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().WriteWithContext(ctx, path, data); err == nil {
			return nil
		}
	}
	return err
}

// Remove retries a delete.
func Remove(ctx context.Context, client *api.Client, path string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().DeleteWithContext(ctx, path); err == nil {
			return nil
		}
	}
	return err
}
