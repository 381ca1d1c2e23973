// Package graphql is a test stub of github.com/hasura/go-graphql-client@v0.13.1;
// signatures match the real module.
package graphql

import (
	"context"
	"net/http"
)

// Client is a GraphQL client.
type Client struct{}

// Option is a request option.
type Option interface{ Type() OptionType }

// OptionType is the kind of an option.
type OptionType string

// Doer sends HTTP requests.
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// NewClient makes a client.
func NewClient(url string, httpClient Doer) *Client { return &Client{} }

// Query sends a query.
func (c *Client) Query(ctx context.Context, q any, variables map[string]any, options ...Option) error {
	return nil
}

// NamedQuery sends a named query.
func (c *Client) NamedQuery(ctx context.Context, name string, q any, variables map[string]any, options ...Option) error {
	return nil
}

// Mutate sends a mutation.
func (c *Client) Mutate(ctx context.Context, m any, variables map[string]any, options ...Option) error {
	return nil
}

// NamedMutate sends a named mutation.
func (c *Client) NamedMutate(ctx context.Context, name string, m any, variables map[string]any, options ...Option) error {
	return nil
}

// String is a GraphQL String.
type String string

// ID is a GraphQL ID.
type ID string
