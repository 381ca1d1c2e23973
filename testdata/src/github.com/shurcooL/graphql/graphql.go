// Package graphql is a test stub of
// github.com/shurcooL/graphql@v0.0.0-20230722043721-ed46e5a46466;
// signatures match the real module.
package graphql

import (
	"context"
	"net/http"
)

// Client is a GraphQL client.
type Client struct{}

// NewClient makes a client.
func NewClient(url string, httpClient *http.Client) *Client { return &Client{} }

// Query sends a query.
func (c *Client) Query(ctx context.Context, q any, variables map[string]any) error { return nil }

// Mutate sends a mutation.
func (c *Client) Mutate(ctx context.Context, m any, variables map[string]any) error { return nil }

// String is a GraphQL String.
type String string
