// Package vault retries vault/api calls: a delete and a read retried
// blindly repeat harmlessly, and a write is not classified, because what
// it does depends on the path (a KV put repeats harmlessly): all silent.
package vault

import (
	"context"

	"github.com/hashicorp/vault/api"
)

func putGood(ctx context.Context, client *api.Client, path string, data map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().WriteWithContext(ctx, path, data); err == nil {
			return nil
		}
	}
	return err
}

func deleteGood(ctx context.Context, client *api.Client, path string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().DeleteWithContext(ctx, path); err == nil {
			return nil
		}
	}
	return err
}

func readGood(ctx context.Context, client *api.Client, path string) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().ReadWithContext(ctx, path); err == nil {
			return s, nil
		}
	}
	return nil, err
}
