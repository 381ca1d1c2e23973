// Package svc hands out its service as an interface, as go-tfe does; the
// implementation sends through a retrying client.
package svc

import (
	"context"

	"github.com/hashicorp/go-retryablehttp"
)

// Workspaces is the workspace API.
type Workspaces interface {
	Update(ctx context.Context, id string) error
}

type workspaces struct{ c *Client }

func (w *workspaces) Update(ctx context.Context, id string) error {
	return w.c.do(ctx, "PATCH", "/workspaces/"+id)
}

// Client is the API client.
type Client struct {
	http       *retryablehttp.Client
	Workspaces Workspaces
}

// New makes a client that retries 30 times.
func New() *Client {
	c := &Client{http: &retryablehttp.Client{RetryMax: 30}}
	c.Workspaces = &workspaces{c: c}
	return c
}

func (c *Client) do(ctx context.Context, method, path string) error {
	req, err := retryablehttp.NewRequestWithContext(ctx, method, path, nil)
	if err != nil {
		return err
	}
	_, err = c.http.Do(req)
	return err
}
