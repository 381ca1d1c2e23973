// Package api is a stub of github.com/hashicorp/vault/api@v1.23.0 with the
// signatures of client.go and logical.go that idemvet's tests use.
package api

import "context"

// Config is used to configure the creation of the client.
type Config struct {
	Address    string
	MaxRetries int
}

// Client is the client to the Vault API.
type Client struct{}

// Logical is used to perform logical backend operations on Vault.
type Logical struct{ c *Client }

// Secret is the structure returned for every secret within Vault.
type Secret struct {
	Data map[string]interface{}
}

// DefaultConfig returns a default configuration for the client.
func DefaultConfig() *Config { return &Config{MaxRetries: 2} }

// NewClient returns a new client for the given configuration.
func NewClient(c *Config) (*Client, error) { return &Client{}, nil }

// SetMaxRetries sets the number of retries for failed requests.
func (c *Client) SetMaxRetries(retries int) {}

// Logical is used to return the client for logical-backend API calls.
func (c *Client) Logical() *Logical { return &Logical{c: c} }

func (c *Logical) ReadWithContext(ctx context.Context, path string) (*Secret, error) {
	return &Secret{}, nil
}

func (c *Logical) Write(path string, data map[string]interface{}) (*Secret, error) {
	return c.WriteWithContext(context.Background(), path, data)
}

func (c *Logical) WriteWithContext(ctx context.Context, path string, data map[string]interface{}) (*Secret, error) {
	return &Secret{}, nil
}

func (c *Logical) DeleteWithContext(ctx context.Context, path string) (*Secret, error) {
	return &Secret{}, nil
}
