// Package vault retries vault/api calls: a delete, a read and a KV put
// retried blindly repeat harmlessly, and a write to a path that cannot be
// read is not classified (silent); a write to a path that issues something
// new on each call (pki issue, database creds) is reported.
package vault

import (
	"context"
	"errors"
	"fmt"

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

// A certificate issued by a PKI role: each write issues a new one.
func issueBad(ctx context.Context, client *api.Client, role string) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().WriteWithContext(ctx, "pki/issue/"+role, map[string]interface{}{"common_name": "example.com"}); err == nil { // want `unkeyed write Logical.WriteWithContext \(issue\) is retried on every error by the retry loop at vault.go:49: a timeout here may have carried out the write; the loop sends it again`
			return s, nil
		}
	}
	return nil, err
}

// Database credentials under a mount named by a variable: each write makes
// a new database user.
func credsBad(client *api.Client, mount, role string) (*api.Secret, error) {
	path := fmt.Sprintf("%s/creds/%s", mount, role)
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().Write(path, nil); err == nil { // want `unkeyed write Logical.Write \(creds\) is retried on every error by the retry loop at vault.go:63: a timeout here may have carried out the write; the loop sends it again`
			return s, nil
		}
	}
	return nil, err
}

// A KV put to a constant path sets the same value again.
func kvPutGood(ctx context.Context, client *api.Client, data map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().WriteWithContext(ctx, "secret/data/app/config", data); err == nil {
			return nil
		}
	}
	return err
}

// An issue whose retry stops on an ambiguous error.
func issueGood(ctx context.Context, client *api.Client, role string) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		s, err = client.Logical().WriteWithContext(ctx, "pki/issue/"+role, nil)
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, errors.Join(errors.New("outcome unknown"), err)
		}
		if err == nil {
			return s, nil
		}
	}
	return nil, err
}
