// Package vaultpki keeps its vault/api write paths in struct fields, set
// once where each query is made: a query whose path is always a PKI issue
// path issues a new certificate on each write; one whose path is a KV path
// repeats harmlessly, and one whose path is the caller's is not
// classified.
package vaultpki

import (
	"fmt"
	"path"

	"github.com/hashicorp/vault/api"
)

// PKIQuery issues a certificate from a PKI role.
type PKIQuery struct {
	pkiPath string
	data    map[string]interface{}
}

// NewPKIQuery names the role's issue path.
func NewPKIQuery(mount, role, cn string) *PKIQuery {
	return &PKIQuery{
		pkiPath: path.Join("pki", "issue", role),
		data:    map[string]interface{}{"common_name": cn},
	}
}

// Fetch retries the issue.
func (d *PKIQuery) Fetch(client *api.Client) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().Write(d.pkiPath, d.data); err == nil { // want: unknownoutcome "unkeyed write Logical.Write \(issue, path in field pkiPath set at vaultpki.go:\d+\) is retried on every error by the retry loop at vaultpki.go:\d+: a timeout here may have carried out the write; the loop sends it again"
			return s, nil
		}
	}
	return nil, err
}

// KVPut writes an application's configuration.
type KVPut struct{ path string }

// NewKVPut names the application's KV path.
func NewKVPut(app string) *KVPut { return &KVPut{path: fmt.Sprintf("secret/data/%s/config", app)} }

// Put retries the put: the same value set again.
func (k *KVPut) Put(client *api.Client, data map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().Write(k.path, data); err == nil {
			return nil
		}
	}
	return err
}

// Query writes to a path its caller gives (consul-template's
// VaultPKIQuery parses it from a template).
type Query struct{ path string }

// NewQuery keeps the caller's path.
func NewQuery(p string) *Query { return &Query{path: p} }

// Fetch retries the write.
func (q *Query) Fetch(client *api.Client) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().Write(q.path, nil); err == nil {
			return nil
		}
	}
	return err
}
