// Package vaultkv writes secrets through vault/api. A write's effect
// depends on its path: a KV put repeats harmlessly, a write to a path that
// cannot be read is not classified, a delete repeats harmlessly, and a
// write to a pki issue path issues a new certificate on each call.
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

// Issue retries a certificate issue: each write issues a new one.
func Issue(ctx context.Context, client *api.Client, role, name string) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().WriteWithContext(ctx, "pki/issue/"+role, map[string]interface{}{"common_name": name}); err == nil { // want: unknownoutcome "unkeyed write Logical.WriteWithContext \(issue\) is retried on every error by the retry loop at vaultkv.go:\d+: a timeout here may have carried out the write; the loop sends it again"
			return s, nil
		}
	}
	return nil, err
}

// PutConfig retries a KV put to a constant path: it sets the same value.
func PutConfig(ctx context.Context, client *api.Client, data map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().WriteWithContext(ctx, "secret/data/app/config", data); err == nil {
			return nil
		}
	}
	return err
}
