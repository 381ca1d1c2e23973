// Package vaultfield retries vault/api writes whose path is kept in a
// struct field, set once where the struct is made (consul-template's
// VaultPKIQuery keeps its path in d.pkiPath): a field whose every
// assignment in the package names a PKI issue path issues a new
// certificate on each write (reported); a field that holds a KV path, a
// field assigned two different paths and a field set from a caller's
// string are not classified (silent).
package vaultfield

import (
	"context"
	"fmt"
	"path"

	"github.com/hashicorp/vault/api"
)

// A PKI query whose path is formatted from a constant in its constructor.
type pkiQuery struct {
	pkiPath string
	data    map[string]interface{}
}

func newPKIQuery(role string) *pkiQuery {
	return &pkiQuery{pkiPath: fmt.Sprintf("pki/issue/%s", role), data: map[string]interface{}{"common_name": "example.com"}}
}

func (d *pkiQuery) fetchBad(client *api.Client) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().Write(d.pkiPath, d.data); err == nil { // want `unkeyed write Logical.Write \(issue, path in field pkiPath set at vaultfield.go:25\) is retried on every error by the retry loop at vaultfield.go:30: a timeout here may have carried out the write; the loop sends it again`
			return s, nil
		}
	}
	return nil, err
}

// The path joined from a constant mount, assigned after the struct is made.
type issuer struct{ path string }

func newIssuer(mount, role string) *issuer {
	i := &issuer{}
	i.path = path.Join("pki_int", "issue", role)
	return i
}

func (i *issuer) issueBad(ctx context.Context, client *api.Client) (*api.Secret, error) {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var s *api.Secret
		if s, err = client.Logical().WriteWithContext(ctx, i.path, nil); err == nil { // want `unkeyed write Logical.WriteWithContext \(issue, path in field path set at vaultfield.go:44\) is retried on every error by the retry loop at vaultfield.go:\d+`
			return s, nil
		}
	}
	return nil, err
}

// A KV put kept in a field sets the same value again: silent.
type kvWriter struct{ path string }

func newKVWriter(app string) *kvWriter { return &kvWriter{path: "secret/data/" + app} }

func (w *kvWriter) putGood(ctx context.Context, client *api.Client, data map[string]interface{}) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().WriteWithContext(ctx, w.path, data); err == nil {
			return nil
		}
	}
	return err
}

// A field assigned an issue path in one constructor and a KV path in
// another: what a write through it does cannot be told, silent.
type mixed struct{ target string }

func newMixedIssuer(role string) *mixed { return &mixed{target: "pki/issue/" + role} }

func newMixedKV(app string) *mixed { return &mixed{target: "secret/data/" + app} }

func (m *mixed) writeMixed(ctx context.Context, client *api.Client) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().WriteWithContext(ctx, m.target, nil); err == nil {
			return nil
		}
	}
	return err
}

// The path is the caller's (consul-template parses it from a template):
// silent.
type query struct{ p string }

func newQuery(p string) *query { return &query{p: p} }

func (q *query) fetch(client *api.Client) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().Write(q.p, nil); err == nil {
			return nil
		}
	}
	return err
}

// An issue path in the field, but its address handed out, so it may be
// set where this package cannot see: silent.
type loose struct{ p string }

func newLoose(role string, set func(*string)) *loose {
	l := &loose{p: "pki/issue/" + role}
	set(&l.p)
	return l
}

func (l *loose) fetch(client *api.Client) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if _, err = client.Logical().Write(l.p, nil); err == nil {
			return nil
		}
	}
	return err
}
